import { siteConfig } from '../config';
import { allRoutes, feedPath, languages, pathFor } from '../routes';
import { absoluteUrl, escapeHtml } from './head';

/** sitemap.xml: every prerendered URL with its language alternates (hreflang). */
export function sitemapXml(lastModified: string): string {
  const urls = allRoutes().map(({ route, path }) => {
    const alternates = [
      ...languages.map((l) => ({ hreflang: l, href: absoluteUrl(pathFor(route, l)) })),
      { hreflang: 'x-default', href: absoluteUrl(pathFor(route, 'es')) },
    ]
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`,
      )
      .join('\n');
    return [
      '  <url>',
      `    <loc>${escapeHtml(absoluteUrl(path))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      alternates,
      '  </url>',
    ].join('\n');
  });
  // The blog's feeds, so crawlers find and follow them.
  const feeds = languages.map((lang) =>
    ['  <url>', `    <loc>${escapeHtml(absoluteUrl(feedPath(lang)))}</loc>`, '  </url>'].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    ...feeds,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
    ...languages.map((lang) => `Sitemap: ${absoluteUrl(feedPath(lang))}`),
    '',
  ].join('\n');
}
