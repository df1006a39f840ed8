// What the local assistant knows: documents derived from the site's own sources, one set per
// language with the same ids, each linking to the page it comes from. None is listed by hand: a
// page, a section, a FAQ entry, an article, a project, a technology category or a project type
// added to the site is a document here with no edit to the chat.
// - each page of the slug table (site/routes.ts `pages`), id its key: its meta title and
//   keywords; its heading, introduction, card in the services grid and the texts of its content
//   outside sections (site/i18n/page-texts.ts `pageContent`); its introduction as the reply
//   (its meta description where it has none);
// - each section of a page's content (an object of texts with a title), `<page>#<section>`: its
//   introduction and the names it lists as the reply;
// - each entry of a page's FAQ (`pages.faq.<page>`), `<page>#faq-<n>`: its answer;
// - each contact detail the contact page shows (site/app/contact-info.ts), `contact#<detail>`;
// - each blog article (site/content/blog), `article-<translation key>`;
// - each portfolio project (site/content/portfolio), `project-<id>`, at its category's filter;
// - each technology category and project type of the technologies page (site/content/
//   technologies.ts), `tech-<id>` and `project-type-<id>`.
// site/i18n/{es,en}/assistant.json adds, by document id, what makes the replies better: search
// synonyms (`keywords`) and hand-worded replies (`facts`, with their values from
// ./knowledge-wording.ts); `items` words the reply of each article, project, category and type.
import { fill } from '../../../domain';
import { contactDetails } from '../../app/contact-info';
import { articleRoute, postsIn } from '../../content/blog/posts';
import { portfolioProjects } from '../../content/portfolio';
import { projectTypes, techCategories } from '../../content/technologies';
import { textFacts } from '../../i18n/facts';
import { pageContent } from '../../i18n/page-texts';
import { resources } from '../../i18n/resources';
import { staticPageKeys, type Lang, type Route, type StaticPageKey } from '../../routes';
import {
  chatTexts,
  factValues,
  isSection,
  join,
  list,
  lowerFirst,
  sectionSummary,
  wordsOf,
} from './knowledge-wording';

export { chatTexts, type ChatTexts } from './knowledge-wording';

/** One thing the assistant can say, and where the visitor reads more about it. */
export type KnowledgeDoc = {
  /** The same in both languages. */
  id: string;
  /** The page the reply links to. */
  route: Route;
  title: string;
  /** Searched: the page's own words on the subject. */
  text: string;
  /** Searched, and weighted: the page's meta keywords, tags and the chat's synonyms. */
  keywords: string;
  /** The reply: a few sentences written from the page's texts. */
  summary: string;
};

/** A document as derived, before the chat's own synonyms and wording are added. */
type Draft = Omit<KnowledgeDoc, 'keywords'> & { keywords?: string };

/** A page's route: the portfolio unfiltered, any other page as it is. */
const pageRoute = (key: StaticPageKey): Route => ({ key }) as Route;

/** A page, then each section of its texts. */
function pageDocs(lang: Lang, key: StaticPageKey): Draft[] {
  const t = resources[lang];
  const meta = t.meta.pages[key];
  const heading = (t.pages.pages as Partial<Record<StaticPageKey, { intro: string }>>)[key];
  // Its card in the services grid, where it is a service.
  const card = (t.services.cards as Partial<Record<StaticPageKey, unknown>>)[key];
  const parts = pageContent[key].flatMap((ns) => Object.entries(t[ns] as object));
  // What the page says first: its introduction under its heading, or its content's.
  const intro =
    heading?.intro ??
    parts.find(([name, value]) => name === 'intro' && typeof value === 'string')?.[1];
  const route = pageRoute(key);
  const sections = parts.flatMap(([name, section]): Draft[] =>
    isSection(section)
      ? [
          {
            id: `${key}#${name}`,
            route,
            // A part of the page: the page's name before its own.
            title: `${meta.title}: ${section.title}`,
            text: join(section),
            summary: sectionSummary(section, lang) ?? meta.description,
          },
        ]
      : [],
  );
  // The page itself: what it says outside its sections (its heading and introduction...).
  const page: Draft = {
    id: key,
    route,
    title: meta.title,
    text: join(
      heading,
      card,
      parts.flatMap(([name, value]) => (isSection(value) ? [] : wordsOf(value, name))),
    ),
    keywords: meta.keywords,
    summary: typeof intro === 'string' ? intro : meta.description,
  };
  return [page, ...sections];
}

/** The entries of each page's FAQ, where the page answers them. */
function faqDocs(lang: Lang): Draft[] {
  return Object.entries(resources[lang].pages.faq).flatMap(([page, entries]) => {
    const key = staticPageKeys.find((k) => k === page);
    if (!key) throw new Error(`pages.faq.${page}: no page of site/routes.ts has this key`);
    return entries.map((entry, i) => ({
      id: `${key}#faq-${i + 1}`,
      route: pageRoute(key),
      title: entry.question,
      text: entry.answer,
      summary: entry.answer,
    }));
  });
}

/** The agency's email, phone, offices and hours, as the contact page shows them. */
function contactDocs(lang: Lang): Draft[] {
  const details = contactDetails(lang, resources[lang].common.footer);
  return Object.entries(details).map(([name, detail]) => {
    const value = 'lines' in detail ? list(detail.lines, lang) : detail.value;
    return {
      id: `contact#${name}`,
      route: { key: 'contact' },
      title: detail.label,
      text: value,
      summary: `${detail.label}: ${value}.`,
    };
  });
}

/** The blog's articles in a language: their frontmatter (card texts, description, keywords). */
function articleDocs(lang: Lang): Draft[] {
  const { items } = chatTexts[lang];
  return postsIn(lang).map((post) => ({
    id: `article-${post.translationKey}`,
    route: articleRoute(post.translationKey),
    title: post.title,
    text: join(post.subtitle, post.description),
    keywords: `${post.keywords.join(', ')} ${post.tags.join(' ')}`,
    summary: fill(items.article, { title: post.title, subtitle: post.subtitle }),
  }));
}

/** The portfolio's projects, each at the filter of its category. */
function projectDocs(lang: Lang): Draft[] {
  const { items } = chatTexts[lang];
  return portfolioProjects(lang).map((project) => ({
    id: `project-${project.id}`,
    route: { key: 'portfolio', filter: project.filter },
    title: project.title,
    text: join(project.category, project.description),
    keywords: project.technologies.join(' '),
    summary: fill(items.project, {
      title: project.title,
      category: project.category,
      description: project.description,
      technologies: list(project.technologies, lang),
    }),
  }));
}

/** The technologies page's categories and the project types of its selector. */
function technologyDocs(lang: Lang): Draft[] {
  const tech = resources[lang].technologies;
  const { items } = chatTexts[lang];
  const route: Route = { key: 'technologies' };
  const categories = techCategories.map((category): Draft => {
    const texts = tech.categories[category.id];
    const names = category.items.map((item) => item.name);
    return {
      id: `tech-${category.id}`,
      route,
      title: texts.title,
      text: join(
        texts.description,
        category.items.map((item) => `${item.name} ${tech.items[item.key]}`),
      ),
      // The technologies' names weigh like keywords: '¿Trabajan con Flutter?'
      keywords: names.join(' '),
      summary: fill(items.techCategory, {
        category: texts.title,
        names: list(names, lang),
        description: texts.description,
      }),
    };
  });
  const types = projectTypes.map((type): Draft => {
    const texts = tech.types[type.id];
    return {
      id: `project-type-${type.id}`,
      route,
      title: texts.title,
      text: join(texts.description, texts.details, type.recommended.join(' ')),
      summary: fill(items.projectType, {
        type: texts.title,
        names: list(type.recommended, lang),
        details: list(texts.details.map(lowerFirst), lang),
      }),
    };
  });
  return [...categories, ...types];
}

/** The documents of a language, in a fixed order (the same ids in both languages). */
export function knowledgeDocs(lang: Lang): KnowledgeDoc[] {
  const chat = chatTexts[lang];
  const facts = chat.facts as Record<string, string>;
  const synonyms = chat.keywords as Record<string, string>;
  const portfolio = portfolioProjects(lang);
  const values: Record<string, Record<string, string> | undefined> = factValues(lang, {
    articleTitles: postsIn(lang).map((post) => post.title),
    featuredProjects: portfolio.filter((p) => p.featured).map((p) => p.title),
  });
  // The agency's data ({{brand}}, {{price}}, {{days}}...) filled in, as on the pages.
  const known = textFacts(lang);
  const drafts = [
    ...staticPageKeys.flatMap((key) => pageDocs(lang, key)),
    ...faqDocs(lang),
    ...contactDocs(lang),
    ...articleDocs(lang),
    ...projectDocs(lang),
    ...technologyDocs(lang),
  ];
  return drafts.map(({ id, route, title, text, keywords = '', summary }) => {
    const fact = facts[id];
    return {
      id,
      route,
      title: fill(title, known),
      text: fill(text, known),
      keywords: fill(`${keywords} ${synonyms[id] ?? ''}`.trim(), known),
      summary: fill(fact ? fill(fact, { ...known, ...values[id] }) : summary, known),
    };
  });
}
