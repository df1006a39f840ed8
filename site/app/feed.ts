import rss from '@astrojs/rss';
import { articleRoute, lastModified, postsIn } from '../content/blog/posts';
import { resources } from '../i18n/resources';
import { feedPath, pathFor, type Lang } from '../routes';
import { absoluteUrl } from './head';

/** Text or an attribute value for XML (the feed's own elements, which @astrojs/rss writes as given). */
function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A calendar day as the feed's instant (09:00 UTC: the same day in both offices). */
const dayOf = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`);

/**
 * The blog's RSS 2.0 feed in a language, every article of that language (@astrojs/rss writes and
 * escapes it; served at feedPath(lang) by site/pages/blog/rss.xml.ts and its English twin).
 */
export function blogFeed(lang: Lang): Promise<Response> {
  const { meta } = resources[lang];
  const posts = postsIn(lang);
  const newest = posts.map(lastModified).sort().at(-1);
  return rss({
    title: meta.feed.title,
    description: meta.pages.blog.description,
    // The channel's link: the blog in this language.
    site: absoluteUrl(pathFor({ key: 'blog' }, lang)),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<language>${lang}</language>`,
      ...(newest ? [`<lastBuildDate>${dayOf(newest).toUTCString()}</lastBuildDate>`] : []),
      `<atom:link href="${escapeXml(absoluteUrl(feedPath(lang)))}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(pathFor(articleRoute(post.translationKey), lang)),
      description: post.subtitle,
      pubDate: dayOf(post.published),
      categories: [...post.tags],
    })),
  });
}
