import type { StaticPageKey } from '../../routes';
import type { BlogTopic } from '../blog-index';
import type { ImageName } from '../images';

/** A block of an article's or a policy's body (spec section 3: block types). */
export type ContentBlock =
  | { type: 'paragraph' | 'heading' | 'subheading'; content: string }
  | { type: 'image'; image: ImageName; alt: string }
  | { type: 'list'; items: string[] };

/** A page an article points to: a service page, the technologies or the audit tool. */
export type RelatedPage = Extract<StaticPageKey, `services/${string}`> | 'technologies' | 'audit';

/**
 * An article's body in one language. Its title, subtitle and tags are in the `blog` namespace (the
 * cards show them); its id, read time and date in ../blog-index.ts.
 */
export type ArticleBody = {
  /** The page's meta description (at most 160 characters). */
  metaDescription: string;
  /** Service pages the article points to (buttons under the body). */
  relatedServices: RelatedPage[];
  /** Other topics to read next. */
  relatedPosts: BlogTopic[];
  blocks: ContentBlock[];
};
