// What crawlers and feed readers get (the RSS feeds and robots.txt of site/pages, the sitemap
// @astrojs/sitemap writes through site/app/sitemap.ts): every article in each language's feed,
// every indexable page in the sitemap with its other-language version, the sitemap's index named
// in robots.txt. tests/e2e/site.e2e.ts reads the sitemap the build wrote.
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isIndexedPage, withLanguageAlternates } from '../../site/app/sitemap';
import { siteConfig } from '../../site/config';
import { articleRoute, postsIn } from '../../site/content/blog/posts';
import { resources } from '../../site/i18n/resources';
import { GET as englishFeed } from '../../site/pages/en/blog/rss.xml';
import { GET as spanishFeed } from '../../site/pages/blog/rss.xml';
import { GET as robots } from '../../site/pages/robots.txt';
import {
  allDocuments,
  allRoutes,
  documentFile,
  feedPath,
  languages,
  pathFor,
  type Lang,
} from '../../site/routes';

const xml = async (response: Response | Promise<Response>) =>
  parseDocument(await (await response).text(), { xmlMode: true });
type Node = ReturnType<typeof parseDocument>['children'][number];
/** The text of each element named `name` among `nodes` (their descendants, or only themselves). */
const texts = (name: string, nodes: Node[], recurse = true) =>
  DomUtils.findAll((n) => n.name === name, nodes)
    .filter((n) => recurse || nodes.includes(n))
    .map((n) => DomUtils.textContent(n));
const url = (path: string) => `${siteConfig.siteUrl}${path}`;

describe.each([
  ['es', spanishFeed],
  ['en', englishFeed],
] as const)('the %s RSS feed', (lang: Lang, feed) => {
  it('lists every article of its language, with its address, title, date and tags', async () => {
    const doc = await xml(feed());
    const [channel] = DomUtils.findAll((n) => n.name === 'channel', doc.children);
    const own = channel?.children ?? [];
    expect(texts('title', own, false)).toEqual([resources[lang].meta.feed.title]);
    expect(texts('link', own, false)).toEqual([url(pathFor({ key: 'blog' }, lang))]);
    expect(texts('language', own, false)).toEqual([lang]);
    const self = DomUtils.findAll((n) => n.name === 'atom:link', own);
    expect(self.map((link) => link.attribs.href)).toEqual([url(feedPath(lang))]);
    const items = DomUtils.findAll((n) => n.name === 'item', doc.children);
    const posts = postsIn(lang);
    expect(items.flatMap((item) => texts('link', item.children))).toEqual(
      posts.map((post) => url(pathFor(articleRoute(post.translationKey), lang))),
    );
    posts.forEach((post, index) => {
      const item = items[index]?.children ?? [];
      expect(texts('title', item)).toEqual([post.title]);
      const dates = texts('pubDate', item).map((date) => new Date(date).toISOString());
      expect(dates.map((date) => date.slice(0, 10))).toEqual([post.published]);
      expect(texts('category', item)).toEqual(post.tags);
    });
  });
});

describe('the sitemap (@astrojs/sitemap) and robots.txt', () => {
  /** An address as Astro hands it to the sitemap: the build's directory format, a trailing slash. */
  const built = (path: string) => url(path.endsWith('/') ? path : `${path}/`);
  // Every document the build writes (pages, their states at their own folders) and its endpoints.
  const documents = allDocuments().map((doc) =>
    built(documentFile({ ...doc, notFound: false }).replace(/index\.html$/, '')),
  );
  const endpoints = [...languages.map(feedPath), '/robots.txt', '/favicon.ico'].map(url);

  it('keeps exactly the indexable pages of what the build wrote: no state, feed or file', () => {
    const kept = [...documents, ...endpoints].filter(isIndexedPage);
    expect(kept.sort()).toEqual(
      allRoutes()
        .map(({ path }) => built(path))
        .sort(),
    );
    expect(kept.some((page) => page.includes('/404'))).toBe(false);
  });

  it('lists each page at its canonical address with both languages and x-default (Spanish)', () => {
    for (const { route, path } of allRoutes()) {
      const item = withLanguageAlternates({ url: built(path) });
      expect(item, path).toEqual({
        url: url(path),
        links: [
          { lang: 'es', url: url(pathFor(route, 'es')) },
          { lang: 'en', url: url(pathFor(route, 'en')) },
          { lang: 'x-default', url: url(pathFor(route, 'es')) },
        ],
      });
    }
    // The languages' addresses differ past their prefix: paired by the routes' table.
    expect(withLanguageAlternates({ url: built('/en/contact') })?.links).toEqual([
      { lang: 'es', url: url('/contacto') },
      { lang: 'en', url: url('/en/contact') },
      { lang: 'x-default', url: url('/contacto') },
    ]);
    expect(withLanguageAlternates({ url: url('/blog/rss.xml') })).toBeUndefined();
  });

  it('robots.txt lets everything be crawled and names the sitemap index', async () => {
    expect(await robots().text()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
    );
  });
});
