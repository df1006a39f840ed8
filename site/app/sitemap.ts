import { siteConfig } from '../config';
import { allRoutes, languages, pathFor } from '../routes';
import { absoluteUrl } from './head';

/** Text or an attribute value for XML (the sitemap, the feeds' own elements). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

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
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('\n');
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
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
