// What crawlers and feed readers get (site/pages: the RSS feeds, sitemap.xml, robots.txt): every
// article in each language's feed, every indexable page in the sitemap with its other-language
// version, the sitemap named in robots.txt.
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../site/config';
import { articleRoute, postsIn } from '../../site/content/blog/posts';
import { resources } from '../../site/i18n/resources';
import { GET as englishFeed } from '../../site/pages/en/blog/rss.xml';
import { GET as spanishFeed } from '../../site/pages/blog/rss.xml';
import { GET as robots } from '../../site/pages/robots.txt';
import { GET as sitemap } from '../../site/pages/sitemap.xml';
import { allRoutes, feedPath, pathFor, type Lang } from '../../site/routes';

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

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable page once, each with both languages and x-default', async () => {
    const doc = await xml(sitemap());
    const entries = DomUtils.findAll((n) => n.name === 'url', doc.children).map((entry) => ({
      loc: texts('loc', entry.children).join(''),
      alternates: Object.fromEntries(
        DomUtils.findAll((n) => n.name === 'xhtml:link', entry.children).map((link) => [
          link.attribs.hreflang,
          link.attribs.href,
        ]),
      ),
    }));
    const routes = allRoutes();
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      routes.map(({ path }) => url(path)).sort(),
    );
    for (const { route, path } of routes) {
      expect(entries.find((entry) => entry.loc === url(path))?.alternates, path).toEqual({
        es: url(pathFor(route, 'es')),
        en: url(pathFor(route, 'en')),
        'x-default': url(pathFor(route, 'es')),
      });
    }
    // No "not found" state is listed.
    expect(entries.some((entry) => entry.loc.endsWith('/404'))).toBe(false);
  });

  it('robots.txt lets everything be crawled and names the sitemap', async () => {
    expect(await robots().text()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`,
    );
  });
});
