import { describe, expect, it } from 'vitest';
import {
  blogArticles,
  blogPosts,
  isNewArticle,
  NEW_ARTICLE_DAYS,
  readBlogPosts,
} from '../../site/content/blog/posts';
import { ContentError, parseMarkdown, parseYaml } from '../../site/content/frontmatter';
import { markdownBlocks, type ContentBlock } from '../../site/content/markdown';
import { imageSizes } from '../../site/content/images';
import { siteConfig } from '../../site/config';
import { portfolioProjects, projectsOf } from '../../site/content/portfolio';
import { projectSchema, type ProjectData } from '../../site/content/portfolio/schema';
import { portfolioFilters } from '../../site/content/portfolio/types';
import { privacySchema, privacySections } from '../../site/content/privacy/policy';
import { textFacts } from '../../site/i18n/facts';
import { formatDate, formatPrice, locales } from '../../site/i18n/format';
import { languages, staticPageKeys, type Lang } from '../../site/routes';

const policyFiles = import.meta.glob<string>('../../site/content/privacy/{es,en}.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The policy in a language, as its page reads it. */
const policy = (lang: Lang) => {
  const file = `site/content/privacy/${lang}.md`;
  const { data, body } = parseMarkdown(privacySchema, policyFiles[`../../${file}`] ?? '', file);
  return { ...data, sections: privacySections(body, file, lang) };
};

function words(blocks: ContentBlock[]): number {
  return blocks
    .map((b) => (b.type === 'image' ? '' : b.type === 'list' ? b.items.join(' ') : b.content))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('blog articles', () => {
  it.each(languages)(
    '(%s) has the five topics of the spec with their ids and read times',
    (lang) => {
      const posts = blogPosts.filter((post) => post.lang === lang);
      expect(posts.map((p) => [p.translationKey, p.id, p.readingTime])).toEqual([
        ['ia-desarrollo-web', 1, 8],
        ['metaframeworks-2025', 2, 10],
        ['seo-core-web-vitals', 3, 12],
        ['automatizacion-n8n-ia', 4, 10],
        ['marketing-ia-pymes', 5, 9],
      ]);
      // Spec: every article published on the same day.
      expect(new Set(posts.map((p) => p.published))).toEqual(new Set(['2025-01-15']));
    },
  );

  it('marks an article new for NEW_ARTICLE_DAYS from its publication day, not before, not after', () => {
    expect(isNewArticle('2026-11-01', '2026-11-01')).toBe(true);
    expect(isNewArticle('2026-11-01', '2026-10-31')).toBe(false);
    const lastDay = new Date(Date.parse('2026-11-01') + (NEW_ARTICLE_DAYS - 1) * 86_400_000);
    expect(isNewArticle('2026-11-01', lastDay.toISOString().slice(0, 10))).toBe(true);
    const dayAfter = new Date(Date.parse('2026-11-01') + NEW_ARTICLE_DAYS * 86_400_000);
    expect(isNewArticle('2026-11-01', dayAfter.toISOString().slice(0, 10))).toBe(false);
  });

  it('pairs the languages by translation key, each with its own slug', () => {
    expect(blogArticles.map((a) => a.topic)).toEqual(
      blogPosts.filter((p) => p.lang === 'es').map((p) => p.translationKey),
    );
    for (const { slugs } of blogArticles) expect(slugs.es).not.toBe(slugs.en);
  });

  it.each(blogPosts.map((post) => [post.file, post] as const))(
    '%s: at least 900 words in the spec block types, valid links and images',
    (file, post) => {
      const blocks = markdownBlocks(post.body, file);
      expect(words(blocks)).toBeGreaterThanOrEqual(900);
      const types = new Set(blocks.map((b) => b.type));
      for (const type of ['paragraph', 'heading', 'subheading', 'list', 'image']) {
        expect(types).toContain(type);
      }
      for (const block of blocks) {
        if (block.type === 'image') {
          expect(Object.keys(imageSizes)).toContain(block.image);
          expect(block.alt.length).toBeGreaterThan(10);
        }
      }
      for (const key of post.relatedServices) expect(staticPageKeys).toContain(key);
    },
  );
});

describe('a blog file', () => {
  // Every article's file, as site/content/blog/posts.ts reads them; one of them is changed.
  const files = Object.fromEntries(
    Object.entries(
      import.meta.glob<string>('../../site/content/blog/*/*.md', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).map(([path, text]) => [path.replace('../../site/content/blog/', './'), text]),
  );
  const path = './es/metaframeworks-javascript-2025.md';
  const good = files[path] ?? '';
  const read = (text: string) => readBlogPosts({ ...files, [path]: text });
  const problem = (es: string) => {
    try {
      read(es);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    throw new Error('read');
  };
  const file = 'site/content/blog/es/metaframeworks-javascript-2025.md';

  it('is read with its frontmatter and its body', () => {
    const es = read(good).find((post) => post.file === file);
    expect(es).toMatchObject({ lang: 'es', slug: 'metaframeworks-javascript-2025', file });
    expect(markdownBlocks(es?.body ?? '', file)[0]?.type).toBe('paragraph');
  });

  it('fails naming the file and the field when its frontmatter is wrong', () => {
    expect(problem(good.replace(/^published: .*$/m, 'published: someday'))).toMatch(
      new RegExp(`^${file}: published: `),
    );
    expect(problem(good.replace(/^readingTime: .*$/m, 'readingTime: ten'))).toMatch(
      new RegExp(`^${file}: readingTime: `),
    );
    expect(problem(good.replace(/^picture: .*$/m, 'picture: nowhere'))).toMatch(
      `${file}: picture: not an image of site/content/images.ts`,
    );
    expect(problem(good.replace(/^title: .*\n/m, ''))).toMatch(`${file}: title: `);
    expect(problem(good.replace(/^title:/m, 'titel:'))).toMatch(`${file}: `);
    expect(
      problem(good.replace(/^relatedServices: .*$/m, 'relatedServices: [services/nothing]')),
    ).toMatch(`${file}: relatedServices.0: `);
  });

  it('fails when the languages do not pair or a related post does not exist', () => {
    // A new article in one language only.
    const added = good.replace(/^translationKey: .*$/m, 'translationKey: new-article');
    expect(() => readBlogPosts({ ...files, './es/new-article.md': added })).toThrow(
      'site/content/blog/es/new-article.md: translationKey: no article of site/content/blog/en/ has "new-article"',
    );
    expect(problem(good.replace(/^relatedPosts: .*$/m, 'relatedPosts: [nowhere]'))).toMatch(
      `${file}: relatedPosts: "nowhere"`,
    );
  });

  it('fails naming the file and the line when its body holds what the page cannot show', () => {
    expect(() => markdownBlocks('Text\n\n1. one\n2. two\n', file)).toThrow(`${file}:3: `);
    expect(() => markdownBlocks('Some *emphasis*.', file)).toThrow(`${file}:1: emphasis`);
    expect(() => markdownBlocks('![A caption](no-such-image)', file)).toThrow(
      `${file}:1: no image "no-such-image"`,
    );
  });
});

describe('portfolio', () => {
  it('has thirteen projects, featured 1, 2, 3, 9 and 10, each filter showing at least one', () => {
    const projects = portfolioProjects('es');
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(projects.filter((p) => p.featured).map((p) => p.id)).toEqual([1, 2, 3, 9, 10]);
    for (const filter of portfolioFilters.filter((f) => f !== 'all')) {
      expect(projects.some((p) => p.filter === filter)).toBe(true);
    }
    for (const project of projects) {
      expect(new URL(project.url ?? '').protocol).toBe('https:');
      expect(Object.keys(imageSizes)).toContain(`project-${project.id}`);
    }
  });

  it.each(languages)('every project has its %s texts', (lang) => {
    for (const project of portfolioProjects(lang)) {
      expect(project.title).toBeTruthy();
      expect(project.description).toBeTruthy();
      expect(project.category).toBeTruthy();
    }
  });

  it('a wrong project file fails naming the file and the field; two files one id, both', () => {
    const file = 'site/content/portfolio/projects/x.yaml';
    expect(() => parseYaml(projectSchema, 'id: 1\nfilter: nowhere\n', file)).toThrow(
      new RegExp(`^${file}: filter: .*; featured: `),
    );
    expect(() => parseYaml(projectSchema, 'id: 99\n', file)).toThrow(
      `${file}: id: no picture project-<id>`,
    );
    const texts = { title: 'T', description: 'D', category: 'C' };
    const data: ProjectData = {
      id: 1,
      filter: 'corporate',
      featured: false,
      technologies: ['PHP'],
      es: texts,
      en: texts,
    };
    expect(() =>
      projectsOf(
        [
          { file: 'a.yaml', data },
          { file: 'b.yaml', data },
        ],
        'es',
      ),
    ).toThrow("b.yaml: id: 1 is also a.yaml's");
  });
});

describe('privacy policy', () => {
  it('has the same sections, in the same order, in both languages', () => {
    const ids = languages.map((lang) => policy(lang).sections.map((s) => s.id));
    expect(ids[0]).toEqual(ids[1]);
    expect(ids[0]).toEqual([
      'introduction',
      'data-collected',
      'uses',
      'cookies',
      'sharing',
      'security',
      'rights',
      'retention',
      'international-transfers',
      'contact',
      'changes',
    ]);
  });

  it.each(languages)('(%s) states the retention periods and the 30-day answer', (lang) => {
    const text = JSON.stringify(policy(lang));
    expect(text).toMatch(/7 (años|years)/);
    expect(text).toMatch(/3 (años|years)/);
    expect(text).toMatch(/30 (días|days)/);
  });
  it.each(languages)(
    "(%s) names the agency's email, phone and CV limit from their one source",
    (lang) => {
      const text = JSON.stringify(policy(lang));
      expect(text).not.toContain('{{');
      expect(text).toContain(siteConfig.email);
      expect(text).toContain(siteConfig.phone);
      expect(text).toContain(textFacts(lang).cvMaxSize);
    },
  );
});

describe('formats', () => {
  it('writes the offer price and the article date as each language does', () => {
    const { offer } = siteConfig;
    expect(formatPrice(offer.price, offer.currency, 'es')).toBe('USD\u00a01.200');
    expect(formatPrice(offer.price, offer.currency, 'en')).toBe('$1,200');
    expect(formatDate('2025-01-15', 'es')).toBe('15 de enero de 2025');
    expect(formatDate('2025-01-15', 'en')).toBe('January 15, 2025');
  });

  it.each(languages)('(%s) writes any price as Intl.NumberFormat does for its locale', (lang) => {
    const intl = new Intl.NumberFormat(locales[lang], {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 99, 100, 999, 1000, 1200, 15_500, 999_999, 1_234_567])
      expect(formatPrice(amount, 'USD', lang)).toBe(intl.format(amount));
  });

  it.each(languages)('(%s) writes any date as Intl.DateTimeFormat does for its locale', (lang) => {
    const intl = new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' });
    for (const month of Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')))
      for (const [year, day] of [
        ['2025', '01'],
        ['1999', '09'],
        ['2031', '28'],
      ] as const) {
        const date = `${year}-${month}-${day}`;
        expect(formatDate(date, lang)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
      }
  });
});
