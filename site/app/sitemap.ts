// What @astrojs/sitemap (astro.config.mjs) writes into sitemap-index.xml and sitemap-0.xml, and
// robots.txt, which names them. The integration pairs languages by their locale prefix, but ours
// differ past it (/contacto, /en/contact): the pages and their pairs come from the routes' table.
import type { SitemapItem } from '@astrojs/sitemap';
import { siteConfig } from '../config';
import { allRoutes, type Route } from '../routes';
import { absoluteUrl, languageAlternates } from './head';

/** The file robots.txt names: @astrojs/sitemap's index (`filenameBase` "sitemap"). */
export const sitemapIndexPath = '/sitemap-index.xml';

/** A path as the build's directory format writes its address: with a trailing slash. */
const directoryPath = (path: string) => (path.endsWith('/') ? path : `${path}/`);

let indexed: Map<string, { route: Route; path: string }> | undefined;

/** The indexable page at an address the build wrote (allRoutes), if it is one. */
function indexedPage(url: string) {
  indexed ??= new Map(allRoutes().map((page) => [directoryPath(page.path), page]));
  return indexed.get(directoryPath(new URL(url).pathname));
}

/**
 * The sitemap's `filter`: pages only, the ones allRoutes() names. Not a page's state (a portfolio
 * filter, the blog's "not found" and "not available"), nor an endpoint's file (the feeds, the
 * icon, robots.txt).
 */
export function isIndexedPage(url: string): boolean {
  return indexedPage(url) !== undefined;
}

/**
 * The sitemap's `serialize`: a page at its canonical address (as its <link rel="canonical">
 * writes it, with no trailing slash) with its versions in both languages and x-default, as its
 * head names them (languageAlternates). Anything else is left out.
 */
export function withLanguageAlternates(item: SitemapItem): SitemapItem | undefined {
  const page = indexedPage(item.url);
  if (!page) return undefined;
  return {
    ...item,
    url: absoluteUrl(page.path),
    links: languageAlternates(page.route).map(({ hreflang, href }) => ({
      lang: hreflang,
      url: href,
    })),
  };
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteConfig.siteUrl}${sitemapIndexPath}`,
    '',
  ].join('\n');
}
