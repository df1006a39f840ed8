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

/** Card facts of each topic (spec section 3): id, minutes to read, hero artwork. */
export const blogFacts: Record<BlogTopic, { id: string; readTime: number }> = {
  'ia-desarrollo-web': { id: '1', readTime: 8 },
  'metaframeworks-2025': { id: '2', readTime: 10 },
  'seo-core-web-vitals': { id: '3', readTime: 12 },
  'automatizacion-n8n-ia': { id: '4', readTime: 10 },
  'marketing-ia-pymes': { id: '5', readTime: 9 },
};

/** Publication date of every article (spec: fixed). */
export const BLOG_DATE = '2025-01-15';
