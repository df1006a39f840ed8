import { siteConfig } from '../config';
import { allRoutes, languages, pathFor } from '../routes';
import { absoluteUrl, escapeHtml } from './head';

/**
 * sitemap.xml: every indexable page with its language alternates (hreflang); pages only (the
 * blog's feeds are announced by their pages' <link rel="alternate">).
 */
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
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
