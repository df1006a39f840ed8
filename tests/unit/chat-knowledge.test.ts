// The local assistant's documents are derived from the site's own sources (site/server/chat/
// knowledge.ts), never listed by hand: every page of the slug table, every FAQ entry, article,
// project, technology category and project type has its document, in both languages, with the
// same id, linking to its page; the chat's hand-worded additions name documents that exist.
import { describe, expect, it } from 'vitest';
import { postsIn } from '../../site/content/blog/posts';
import { portfolioProjects } from '../../site/content/portfolio';
import { projectTypes, techCategories } from '../../site/content/technologies';
import enChat from '../../site/i18n/en/assistant.json';
import esChat from '../../site/i18n/es/assistant.json';
import { textFacts } from '../../site/i18n/facts';
import { resources } from '../../site/i18n/resources';
import { fill } from '../../domain';
import {
  languages,
  pages,
  pathFor,
  staticPageKeys,
  type Lang,
  type Route,
} from '../../site/routes';
import { knowledgeDocs, type KnowledgeDoc } from '../../site/server/chat/knowledge';

const docs = Object.fromEntries(languages.map((lang) => [lang, knowledgeDocs(lang)])) as Record<
  Lang,
  KnowledgeDoc[]
>;

function docOf(lang: Lang, id: string): KnowledgeDoc {
  const doc = docs[lang].find((d) => d.id === id);
  if (!doc) throw new Error(`No ${lang} document "${id}"`);
  return doc;
}

/** The document's link in its language, as the assistant writes it. */
const linkOf = (lang: Lang, id: string) => pathFor(docOf(lang, id).route, lang);

describe('the chat’s knowledge', () => {
  it('has the same documents in both languages, in the same order, each id once', () => {
    const ids = docs.es.map((doc) => doc.id);
    expect(docs.en.map((doc) => doc.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(staticPageKeys)('has the page %s, linking to it in both languages', (key) => {
    for (const lang of languages) {
      expect(docOf(lang, key).route).toEqual({ key });
      expect(linkOf(lang, key)).toBe(pages[key][lang]);
      expect(docOf(lang, key).title).toBe(
        fill(resources[lang].meta.pages[key].title, textFacts(lang)),
      );
    }
  });

  it('has every FAQ entry, on the page that answers it', () => {
    const faqs = Object.entries(resources.es.pages.faq);
    expect(faqs.length).toBeGreaterThan(0);
    for (const lang of languages) {
      for (const [page, entries] of Object.entries(resources[lang].pages.faq)) {
        expect(entries.length).toBeGreaterThan(0);
        entries.forEach((entry, i) => {
          const doc = docOf(lang, `${page}#faq-${i + 1}`);
          expect(doc.route).toEqual({ key: page });
          expect(doc.title).toBe(entry.question);
          expect(doc.summary).toBe(fill(entry.answer, textFacts(lang)));
        });
      }
    }
  });

  it('has every article of the blog, linking to it in its language', () => {
    for (const lang of languages) {
      const posts = postsIn(lang);
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        const id = `article-${post.translationKey}`;
        expect(docOf(lang, id).title).toBe(post.title);
        expect(linkOf(lang, id)).toBe(`${pages.blog[lang]}/${post.slug}`);
      }
    }
  });

  it('has every project of the portfolio, at its category’s filter', () => {
    for (const lang of languages) {
      const projects = portfolioProjects(lang);
      expect(projects.length).toBeGreaterThan(0);
      for (const project of projects) {
        const doc = docOf(lang, `project-${project.id}`);
        expect(doc.route).toEqual({ key: 'portfolio', filter: project.filter } satisfies Route);
        expect(linkOf(lang, doc.id)).toMatch(new RegExp(`^${pages.portfolio[lang]}\\?`));
      }
    }
  });

  it('has every technology category and project type, on the technologies page', () => {
    const ids = [
      ...techCategories.map((category) => `tech-${category.id}`),
      ...projectTypes.map((type) => `project-type-${type.id}`),
    ];
    for (const lang of languages) {
      for (const id of ids) expect(linkOf(lang, id)).toBe(pages.technologies[lang]);
    }
  });

  it('has a section of a page for each block of its texts under a heading', () => {
    for (const lang of languages) {
      const { offer } = resources[lang];
      expect(docOf(lang, 'marketing#timeline').title).toContain(offer.timeline.title);
      expect(linkOf(lang, 'marketing#price')).toBe(pages.marketing[lang]);
      expect(linkOf(lang, 'contact#hours')).toBe(pages.contact[lang]);
    }
  });

  it('fills every placeholder, and says something for every document', () => {
    for (const lang of languages) {
      for (const doc of docs[lang]) {
        for (const field of ['title', 'text', 'keywords', 'summary'] as const) {
          expect(doc[field], `${lang} ${doc.id} ${field}`).not.toMatch(/\{\{|\}\}/);
        }
        expect(doc.summary.trim(), `${lang} ${doc.id}`).not.toBe('');
      }
    }
  });

  it.each([
    ['es', esChat],
    ['en', enChat],
  ] as const)(
    'words (assistant.json facts) and synonyms (keywords) only documents that exist (%s)',
    (lang, texts) => {
      const ids = new Set(docs[lang].map((doc) => doc.id));
      for (const id of [...Object.keys(texts.facts), ...Object.keys(texts.keywords)]) {
        expect(ids, id).toContain(id);
      }
    },
  );
});
