// The blog's articles, one Markdown file per article and language (./<lang>/<slug>.md), as the
// server, the build and the views read them: each file's frontmatter checked against the schema
// Astro checks it with (site/content.config.ts), the languages paired by translation key. Never
// in a client bundle: a route carries its article's slugs, so pathFor needs no list
// (site/routes.ts); only the server-side lookups (resolvePath, allRoutes...) read this one.
import type { ArticleAddress, Lang, Route } from '../../routes';
import { ContentError, parseMarkdown } from '../frontmatter';
import { blogSchema, keyPattern, type BlogFrontmatter } from './schema';

/** The languages' folders: site/routes.ts `languages` (not imported: routes.ts imports this). */
const folders = ['es', 'en'] as const satisfies readonly Lang[];

/** An article in one language: its frontmatter, its address and its Markdown body. */
export type BlogPost = BlogFrontmatter & {
  lang: Lang;
  /** Its address under the blog: the file's name. */
  slug: string;
  /** The file, from the repository's root (errors name it). */
  file: string;
  body: string;
};

/** Newest first; the same day's by their spec number. */
function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.published.localeCompare(a.published) || a.id - b.id;
}

function readPost(path: string, text: string): BlogPost {
  const file = `site/content/blog/${path.replace(/^\.\//, '')}`;
  const [, folder = '', slug = ''] = /^\.\/([^/]+)\/([^/]+)\.md$/.exec(path) ?? [];
  const lang = folders.find((l) => l === folder);
  if (!lang) throw new ContentError(`${file}: not in a language's folder (${folders.join(', ')})`);
  if (!keyPattern.test(slug)) {
    throw new ContentError(
      `${file}: its name is its address: words of a-z and 0-9 joined by hyphens`,
    );
  }
  const { data, body } = parseMarkdown(blogSchema, text, file);
  return { ...data, lang, slug, file, body };
}

/**
 * The articles of every language from their files (path relative to this folder -> text), newest
 * first. Throws a ContentError naming the file and the field when a file is wrong, or when the
 * languages do not pair: each translation key once per language, in every language.
 */
export function readBlogPosts(files: Record<string, string>): BlogPost[] {
  const posts = Object.entries(files).map(([path, text]) => readPost(path, text));
  const keys = new Set(posts.map((post) => post.translationKey));
  for (const post of posts) {
    const fail = (message: string): never => {
      throw new ContentError(`${post.file}: ${message}`);
    };
    const twin = posts.find(
      (p) => p !== post && p.lang === post.lang && p.translationKey === post.translationKey,
    );
    if (twin) fail(`translationKey: "${post.translationKey}" is also ${twin.file}'s`);
    for (const lang of folders) {
      if (!posts.some((p) => p.lang === lang && p.translationKey === post.translationKey)) {
        fail(
          `translationKey: no article of site/content/blog/${lang}/ has "${post.translationKey}"`,
        );
      }
      // The other language's slugs are addresses too: its "not available here" state.
      const clash = posts.find((p) => p !== post && p.lang === lang && p.slug === post.slug);
      if (clash) fail(`its address (the file's name) is also ${clash.file}'s`);
    }
    for (const key of post.relatedPosts) {
      if (!keys.has(key) || key === post.translationKey) {
        fail(`relatedPosts: "${key}" is not another article's translationKey`);
      }
    }
  }
  return posts.sort(newestFirst);
}

/** Every article in every language, newest first. */
export const blogPosts: readonly BlogPost[] = readBlogPosts(
  import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default', eager: true }),
);

/** The articles of a language, newest first (the list, the home teaser, the feed). */
export function postsIn(lang: Lang): BlogPost[] {
  return blogPosts.filter((post) => post.lang === lang);
}

/** An article in a language, by its translation key. */
export function blogPost(topic: string, lang: Lang): BlogPost {
  const post = blogPosts.find((p) => p.translationKey === topic && p.lang === lang);
  if (!post) throw new Error(`No article "${topic}" in ${lang}`);
  return post;
}

/** Every article's address, newest first (in the first language's order). */
export const blogArticles: readonly ArticleAddress[] = postsIn(folders[0]).map((post) => ({
  topic: post.translationKey,
  slugs: Object.fromEntries(
    folders.map((lang) => [lang, blogPost(post.translationKey, lang).slug]),
  ) as Record<Lang, string>,
}));

/** An article's route, by its translation key. */
export function articleRoute(topic: string): Extract<Route, { key: 'blog/article' }> {
  const article = blogArticles.find((a) => a.topic === topic);
  if (!article) throw new Error(`No article "${topic}"`);
  return { key: 'blog/article', ...article };
}

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
export function lastModified(post: Pick<BlogPost, 'published' | 'updated'>): string {
  return post.updated ?? post.published;
}
