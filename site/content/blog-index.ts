import type { Lang } from '../routes';

/** Blog topics (spec section 3): one version per language, with its own slug. */
export const blogTopics = [
  'ia-desarrollo-web',
  'metaframeworks-2025',
  'seo-core-web-vitals',
  'automatizacion-n8n-ia',
  'marketing-ia-pymes',
] as const;

export type BlogTopic = (typeof blogTopics)[number];

/** Slug of each topic per language; English slugs differ from Spanish ones. */
export const blogSlugs: Record<BlogTopic, Record<Lang, string>> = {
  'ia-desarrollo-web': {
    es: 'inteligencia-artificial-desarrollo-web',
    en: 'artificial-intelligence-web-development',
  },
  'metaframeworks-2025': {
    es: 'metaframeworks-javascript-2025',
    en: 'javascript-metaframeworks-2025',
  },
  'seo-core-web-vitals': {
    es: 'seo-core-web-vitals-guia',
    en: 'seo-core-web-vitals-guide',
  },
  'automatizacion-n8n-ia': {
    es: 'automatizacion-procesos-n8n-ia',
    en: 'business-automation-n8n-ai',
  },
  'marketing-ia-pymes': {
    es: 'marketing-digital-ia-pymes',
    en: 'ai-digital-marketing-small-business',
  },
};

/** The topic whose slug (in either language) is `slug`, or undefined. */
export function topicForSlug(slug: string): BlogTopic | undefined {
  return blogTopics.find((t) => blogSlugs[t].es === slug || blogSlugs[t].en === slug);
}

/**
 * Card facts of each topic (spec section 3): id, minutes to read, and its days (ISO): when it
 * was published (spec: 2025-01-15) and, where its text has been revised since, last updated.
 */
export const blogFacts: Record<
  BlogTopic,
  { id: string; readTime: number; published: string; updated?: string }
> = {
  'ia-desarrollo-web': { id: '1', readTime: 8, published: '2025-01-15', updated: '2026-11-25' },
  'metaframeworks-2025': { id: '2', readTime: 10, published: '2025-01-15', updated: '2026-11-25' },
  'seo-core-web-vitals': { id: '3', readTime: 12, published: '2025-01-15', updated: '2026-11-25' },
  'automatizacion-n8n-ia': {
    id: '4',
    readTime: 10,
    published: '2025-01-15',
    updated: '2026-11-25',
  },
  'marketing-ia-pymes': { id: '5', readTime: 9, published: '2025-01-15', updated: '2026-11-25' },
};

/** How many days after its publication an article's card is marked new. */
export const NEW_ARTICLE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an article published on `published` is new on `today` (both ISO days): from its
 * publication day until NEW_ARTICLE_DAYS later. Pages are prerendered, so `today` is the build's
 * day: a build publishes the site, and the badge is as fresh as the last one.
 */
export function isNewArticle(published: string, today: string): boolean {
  const age = (Date.parse(today) - Date.parse(published)) / DAY_MS;
  return age >= 0 && age < NEW_ARTICLE_DAYS;
}

/** The latest day an article was published or updated (its feed and structured data's dateModified). */
export function lastModified(topic: BlogTopic): string {
  const { published, updated } = blogFacts[topic];
  return updated && updated > published ? updated : published;
}
