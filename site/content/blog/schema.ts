// The frontmatter of a blog article (site/content/blog/<lang>/<slug>.md), checked by Astro at
// build (site/content.config.ts) and by the blog's reader for the server (./posts.ts).
import { z } from 'zod';
import type { StaticPageKey } from '../../routes';
import { imageSizes, type ImageName } from '../images';

/** The pages an article may point to under its body: the services, the technologies, the audit. */
export const relatedPages = [
  'services/web',
  'services/ecommerce',
  'services/design',
  'services/seo',
  'services/marketing',
  'services/plugins',
  'services/content',
  'services/automation',
  'technologies',
  'audit',
] as const satisfies readonly StaticPageKey[];

/** A page an article points to. */
export type RelatedPage = (typeof relatedPages)[number];

/** A day as YAML writes it (2025-01-15), kept as its ISO text. */
const day = z.coerce.date().transform((date) => date.toISOString().slice(0, 10));

/** Words of a-z and 0-9 joined by hyphens: a translation key, a slug. */
export const keyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const key = z.string().regex(keyPattern, 'words of a-z and 0-9 joined by hyphens');

const text = z.string().trim().min(1);

export const blogSchema = z
  .strictObject({
    /** The article's key, the same in both languages: it pairs them (hreflang, language switch). */
    translationKey: key,
    /** The spec's article number: orders the articles published on the same day. */
    id: z.number().int().positive(),
    title: text,
    subtitle: text,
    /** The page's meta description (search results). */
    description: text.max(160),
    /** The page's meta keywords. */
    keywords: z.array(text).min(1),
    /** Shown on the card (the first two) and the article. */
    tags: z.array(text).min(2),
    published: day,
    /** Its last revision, if any since it was published. */
    updated: day.optional(),
    /** Minutes to read it. */
    readingTime: z.number().int().positive(),
    /** Its picture (card, article, shared links): a name of site/content/images.ts. */
    picture: z.custom<ImageName>(
      (value) => typeof value === 'string' && value in imageSizes,
      'not an image of site/content/images.ts',
    ),
    /** Pages to visit next (buttons under the body). */
    relatedServices: z.array(z.enum(relatedPages)),
    /** Articles to read next, by their translation keys. */
    relatedPosts: z.array(key).min(1),
  })
  .refine((post) => !post.updated || post.updated > post.published, {
    path: ['updated'],
    message: 'must be after published',
  });

export type BlogFrontmatter = z.output<typeof blogSchema>;
