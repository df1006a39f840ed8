import { describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import {
  blogFacts,
  blogTopics,
  isNewArticle,
  lastModified,
  NEW_ARTICLE_DAYS,
} from '../../site/content/blog-index';
import type { ArticleBody, ContentBlock } from '../../site/content/blog/article';
import { imageSizes } from '../../site/content/images';
import { siteConfig } from '../../site/config';
import { projects } from '../../site/content/portfolio/projects';
import { portfolioFilters, type ProjectText } from '../../site/content/portfolio/types';
import type { PrivacyPolicy } from '../../site/content/privacy/types';
import { formatDate, formatPrice, locales } from '../../site/i18n/format';
import { languages, staticPageKeys } from '../../site/routes';

const articles = import.meta.glob<{ default: ArticleBody }>(
  '../../site/content/blog/articles/*.ts',
  {
    eager: true,
  },
);
const policies = import.meta.glob<{ default: PrivacyPolicy }>(
  '../../site/content/privacy/{es,en}.ts',
  { eager: true },
);
const projectTexts = import.meta.glob<{ default: Record<number, ProjectText> }>(
  '../../site/content/portfolio/{es,en}.ts',
  { eager: true },
);

function words(blocks: ContentBlock[]): number {
  return blocks
    .map((b) => (b.type === 'image' ? '' : b.type === 'list' ? b.items.join(' ') : b.content))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

const article = (topic: string, lang: string) => {
  const module = articles[`../../site/content/blog/articles/${topic}.${lang}.ts`];
  if (!module) throw new Error(`No article ${topic}.${lang}`);
  return module.default;
};

describe('blog articles', () => {
  it('has the five topics of the spec with their ids and read times', () => {
    expect(blogTopics).toEqual([
      'ia-desarrollo-web',
      'metaframeworks-2025',
      'seo-core-web-vitals',
      'automatizacion-n8n-ia',
      'marketing-ia-pymes',
    ]);
    expect(blogTopics.map((t) => [blogFacts[t].id, blogFacts[t].readTime])).toEqual([
      ['1', 8],
      ['2', 10],
      ['3', 12],
      ['4', 10],
      ['5', 9],
    ]);
    // Spec: every article published on the same day.
    expect(new Set(blogTopics.map((t) => blogFacts[t].published))).toEqual(new Set(['2025-01-15']));
  });

  it('marks an article new for NEW_ARTICLE_DAYS from its publication day, not before, not after', () => {
    expect(isNewArticle('2026-11-01', '2026-11-01')).toBe(true);
    expect(isNewArticle('2026-11-01', '2026-10-31')).toBe(false);
    const lastDay = new Date(Date.parse('2026-11-01') + (NEW_ARTICLE_DAYS - 1) * 86_400_000);
    expect(isNewArticle('2026-11-01', lastDay.toISOString().slice(0, 10))).toBe(true);
    const dayAfter = new Date(Date.parse('2026-11-01') + NEW_ARTICLE_DAYS * 86_400_000);
    expect(isNewArticle('2026-11-01', dayAfter.toISOString().slice(0, 10))).toBe(false);
  });

  it("gives each article's last change as its update, or its publication when never updated", () => {
    for (const topic of blogTopics) {
      const { published, updated } = blogFacts[topic];
      expect(lastModified(topic)).toBe(updated ?? published);
      if (updated) expect(updated > published).toBe(true);
    }
  });

  it.each(blogTopics.flatMap((topic) => languages.map((lang) => [topic, lang] as const)))(
    '%s (%s): at least 900 words in the spec block types, valid links and images',
    (topic, lang) => {
      const body = article(topic, lang);
      expect(words(body.blocks)).toBeGreaterThanOrEqual(900);
      const types = new Set(body.blocks.map((b) => b.type));
      for (const type of ['paragraph', 'heading', 'subheading', 'list', 'image']) {
        expect(types).toContain(type);
      }
      for (const block of body.blocks) {
        if (block.type === 'image') {
          expect(Object.keys(imageSizes)).toContain(block.image);
          expect(block.alt.length).toBeGreaterThan(10);
        }
      }
      expect(body.metaDescription.length).toBeLessThanOrEqual(160);
      expect(body.relatedPosts).not.toContain(topic);
      expect(body.relatedPosts.length).toBeGreaterThan(0);
      for (const key of body.relatedServices) expect(staticPageKeys).toContain(key);
      expect(resources[lang].blog.articles[topic].tags.length).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('portfolio', () => {
  it('has thirteen projects, featured 1, 2, 3, 9 and 10, each filter showing at least one', () => {
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
    const texts = projectTexts[`../../site/content/portfolio/${lang}.ts`]?.default ?? {};
    for (const project of projects) {
      expect(texts[project.id]?.title).toBeTruthy();
      expect(texts[project.id]?.description).toBeTruthy();
      expect(texts[project.id]?.category).toBeTruthy();
    }
  });
});

describe('privacy policy', () => {
  it('has the same sections, in the same order, in both languages', () => {
    const ids = languages.map((lang) =>
      (policies[`../../site/content/privacy/${lang}.ts`]?.default.sections ?? []).map((s) => s.id),
    );
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
    const text = JSON.stringify(policies[`../../site/content/privacy/${lang}.ts`]?.default);
    expect(text).toMatch(/7 (años|years)/);
    expect(text).toMatch(/3 (años|years)/);
    expect(text).toMatch(/30 (días|days)/);
  });
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
