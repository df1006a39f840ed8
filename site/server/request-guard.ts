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

declare module 'hono' {
  interface ContextVariableMap {
    /** The origins the site is reached at (siteOrigins), set for every request. */
    siteOrigins: SiteOrigins;
  }
}

/** The origins ('scheme://host:port') the site is reached at, and their hosts. */
export type SiteOrigins = { origins: ReadonlySet<string>; hosts: ReadonlySet<string> };

/** An origin as browsers write it (lower case, no default port), or null for no URL. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The site's origins: its public address (SITE_URL) and the addresses the server was told it is
 * reached at (its own listening address: server/from-env.ts, listenOrigins).
 */
export function siteOrigins(extra: readonly string[] = []): SiteOrigins {
  const origins = new Set([siteConfig.siteUrl, ...extra].flatMap((value) => originOf(value) ?? []));
  return { origins, hosts: new Set([...origins].map((origin) => new URL(origin).host)) };
}

const publicOnly = siteOrigins();

/**
 * Sent by another site's page: the browser says so (Sec-Fetch-Site: cross-site), or the Origin
 * is not one of the site's origins, or a browser's request names a host that is not the site's.
 * The last two are judged against the site's configured origins, never against the request's own
 * Host: a hostile site whose name is pointed at this server (DNS rebinding) is same-origin with
 * itself for the browser, and its requests carry its own name as Host and Origin. A request with
 * neither Origin nor Sec-Fetch-Site (curl, another server) is not a browser's, and is judged by
 * the endpoints' other rules.
 */
export function isCrossSite(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const { origins, hosts } = c.get('siteOrigins') ?? publicOnly;
  const origin = c.req.header('Origin');
  // 'null' (a sandboxed or file page) or anything not an origin: not ours.
  if (origin !== undefined && !origins.has(originOf(origin) ?? '')) return true;
  const browser = origin !== undefined || fetchSite !== undefined;
  return browser && !hosts.has(new URL(c.req.url).host);
}

/** Refuses state-changing requests from other sites: 403, { error: 'cross-site' }. */
export const sameSiteOnly: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c)) {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'cross-site' }, 403);
  }
  await next();
};
