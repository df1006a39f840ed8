// sitemap.xml: every indexable page of both languages with its hreflang versions (site/app/
// sitemap.ts; the languages' addresses differ, /contacto and /en/contact, so the pairs come from
// the routes' table, not from a locale prefix).
import { sitemapXml } from '../app/sitemap';

export const GET = () =>
  new Response(sitemapXml(new Date().toISOString().slice(0, 10)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
