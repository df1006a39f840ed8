// robots.txt: everything may be crawled; the sitemap's index is named (site/app/sitemap.ts).
import { robotsTxt } from '../app/sitemap';

export const GET = () =>
  new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
