// Who may change state through the API, and in which format: the CSRF rule and the media-type
// rule of every endpoint (README, security). A browser sends a cross-site POST without asking
// first only as a form or as text/plain, so an endpoint that takes exactly JSON (or exactly
// multipart, the CV) and refuses other sites' pages cannot be driven by another website.
import type { Context, MiddlewareHandler } from 'hono';
import { siteConfig } from '../config';

/** Methods that change nothing: every site may send them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request's media type, its essence only ('type/subtype', lower case, no parameters). */
export function mediaTypeOf(c: Context): string {
  const header = c.req.header('Content-Type') ?? '';
  return header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * Sent by another site's page: the browser says so (Sec-Fetch-Site: cross-site), or the Origin is
 * neither this server's host nor the site's public address (SITE_URL). A request with neither
 * header (curl, another server) is not a browser's, and is judged by the endpoints' other rules.
 */
export function isCrossSite(c: Context): boolean {
  if (c.req.header('Sec-Fetch-Site')?.toLowerCase() === 'cross-site') return true;
  const origin = c.req.header('Origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host; // 'null' (a sandboxed or file page) throws: not ours
  } catch {
    return true;
  }
  return host !== new URL(c.req.url).host && host !== new URL(siteConfig.siteUrl).host;
}

/** Refuses state-changing requests from other sites: 403, { error: 'cross-site' }. */
export const sameSiteOnly: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c)) {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'cross-site' }, 403);
  }
  await next();
};
