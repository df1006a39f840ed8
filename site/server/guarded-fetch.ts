// The server's own requests for the web audit (the page, HEAD {origin}/sitemap.xml). It
// guarantees: every hop, the URL and each redirect's Location, passes the address guard
// (url-guard.ts) before its connection and is connected to the very addresses checked; at most
// maxRedirects redirects, Authorization and Cookie dropped when one leaves the origin; at most
// maxBytes of body; the whole fetch ends by timeoutMs or the caller's signal.
import http from 'node:http';
import https from 'node:https';
import {
  pinnedConnection,
  portOf,
  systemResolver,
  vetUrl,
  type AllowList,
  type ResolvedAddress,
  type Resolver,
} from './url-guard';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
      .catch(() => {});
  });
}

export type GuardedFetchOptions = {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For the whole fetch: resolution, every hop and the body. Default 15 s. */
  timeoutMs?: number;
  /** Bytes of body kept; the download stops there. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5; one more throws. */
  maxRedirects?: number;
};

export type GuardedResponse = {
  status: number;
  /** The final URL, after redirects. */
  url: URL;
  /** Lowercase names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
  /** The body was longer than maxBytes: `body` is its first maxBytes bytes. */
  truncated: boolean;
};

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  found: ResolvedAddress[],
  allow: AllowList,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      {
        ...pinnedConnection(url.hostname, portOf(url), allow, found),
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        signal,
        agent: false,
      },
      resolve,
    );
    // Also after the response: an error of the request then is the body's (see readBody).
    req.on('error', (err) => reject(signal.aborted ? signal.reason : err));
    req.end();
  });
}

function readBody(
  res: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      done = true;
      resolve({ body: Buffer.concat(chunks), truncated });
    };
    res.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        finish(true);
        res.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    res.on('end', () => finish(false));
    const fail = (err: Error) => {
      if (done) return;
      done = true;
      reject(signal.aborted ? signal.reason : err);
    };
    res.on('error', fail);
    res.on('close', () => fail(new Error('the connection closed before the body ended')));
  });
}

function headerRecord(res: http.IncomingMessage): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return record;
}

/**
 * GET or HEAD a URL through the guard: each hop (the URL, then every redirect's Location) is
 * checked (http/https, no credentials, public addresses unless allow-listed) before its
 * connection, and connected to the very addresses checked. Redirects (301, 302, 303, 307, 308)
 * are followed by hand, up to maxRedirects; Authorization and Cookie are dropped when one leaves
 * the origin. The body is truncated at maxBytes (the download is cut there; `truncated` says
 * so). Throws BlockedUrlError for a refused hop, the signal's reason (TimeoutError on timeout)
 * when aborted, and network or resolver errors as they are.
 */
export async function guardedFetch(
  url: URL,
  options: GuardedFetchOptions,
  allow: AllowList,
  resolver: Resolver = systemResolver,
): Promise<GuardedResponse> {
  const {
    method = 'GET',
    timeoutMs = 15_000,
    maxBytes = 5 * 1024 * 1024,
    maxRedirects = 5,
  } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let headers = { ...options.headers };
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const found = await abortable(vetUrl(current, allow, resolver), signal);
    const res = await send(current, method, headers, found, allow, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location) {
      res.destroy();
      if (redirects >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new Error(`a redirect to an invalid URL: ${location}`);
      }
      if (next.origin !== current.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^(authorization|cookie)$/i.test(name)),
        );
      }
      current = next;
      continue;
    }
    const { body, truncated } = await readBody(res, maxBytes, signal);
    return { status, url: current, headers: headerRecord(res), body, truncated };
  }
}
