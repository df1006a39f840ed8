// The web audit's guard against server-side request forgery: every URL the server fetches for
// an audit (the page, HEAD {origin}/sitemap.xml) goes through guardedFetch, and every request of
// the Lighthouse Chromium through the filtering proxy. Only http and https, only public
// addresses, checked after DNS resolution and on every redirect; the address checked is the
// address connected to, so a name that changes its answer (DNS rebinding) cannot slip through.
// The only way around it is the explicit allow-list (AUDIT_ALLOW_HOSTS), for the tests that
// audit this site on 127.0.0.1.
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/** 'host:port' entries, lowercase, as WHATWG URL writes the host (IPv6 as '[::1]:4173'). */
export type AllowList = ReadonlySet<string>;

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address of a host name (tests inject one to make a name "resolve to" anything). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (getaddrinfo, as the http module itself would use), all addresses. */
export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** The URL or its address is not one the audit may reach. Callers answer "invalid URL". */
export class BlockedUrlError extends Error {
  override name = 'BlockedUrlError';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Reads AUDIT_ALLOW_HOSTS: comma-separated host:port (port required). Hosts are normalised as
 * WHATWG URL does (127.1 → 127.0.0.1, IPv6 compressed and bracketed). A malformed entry throws,
 * so a typo cannot pass unnoticed.
 */
export function parseAllowHosts(value: string | undefined): AllowList {
  const hosts = new Set<string>();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry);
    const port = Number(match?.[2]);
    let host = '';
    try {
      if (match?.[1]) host = new URL(`http://${match[1]}/`).hostname;
    } catch {
      host = '';
    }
    if (!host || !(port >= 1 && port <= 65535)) {
      throw new Error(`AUDIT_ALLOW_HOSTS: '${entry}' is not host:port`);
    }
    hosts.add(`${host}:${port}`);
  }
  return hosts;
}

/** Why a parsed URL may not be fetched at all, whatever its address; null when it may. */
function urlProblem(url: URL): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `${url.protocol} URLs are not audited`;
  }
  if (!url.hostname) return 'the URL has no host';
  if (url.username || url.password) return 'the URL carries credentials';
  return null;
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

const ipv4Of = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 address an IPv6 one stands for (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = addr.parts;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0 || f === 0xffff)) {
    return ipv4Of(g, h); // ::a.b.c.d (IPv4-compatible, also :: and ::1) and ::ffff:a.b.c.d
  }
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) {
    return ipv4Of(g, h); // NAT64, 64:ff9b::/96
  }
  if (a === 0x2002) return ipv4Of(b, c); // 6to4, 2002:AABB:CCDD::/48
  return null;
}

/**
 * Whether an address is a public unicast one: ipaddr.js's 'unicast' range, nothing else
 * (not loopback, private, link-local with 169.254.169.254, carrier-grade NAT, unspecified,
 * broadcast, multicast, reserved, documentation, unique-local, Teredo, ...). IPv6 forms of an
 * IPv4 address are judged by that address, and other IPv6 must be global unicast (2000::/3).
 * Only canonical notations count (what resolvers and WHATWG URL produce): '010.0.0.1' or
 * '0x7f.1' are not addresses here.
 */
export function isPublicAddress(ip: string): boolean {
  const text = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (net.isIP(text) === 0) return false;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(text);
  } catch {
    return false;
  }
  if (addr instanceof ipaddr.IPv4) return addr.range() === 'unicast';
  const inner = embeddedIPv4(addr);
  if (inner) return inner.range() === 'unicast';
  return addr.range() === 'unicast' && addr.match(GLOBAL_UNICAST);
}

const bare = (host: string) =>
  host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;

/** The allow-list key of a host (URL hostname, or bare IPv6 as net passes it) and port. */
function hostKey(host: string, port: number): string {
  const name = bare(host).toLowerCase();
  return `${name.includes(':') ? `[${name}]` : name}:${port}`;
}

const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/** 'localhost' and *.localhost: loopback by definition (Chromium answers them itself). */
const isLocalhostName = (name: string) => /(^|\.)localhost\.?$/.test(name);

/**
 * The addresses a host may be reached at, or BlockedUrlError: an allow-listed host:port is not
 * checked; otherwise every address must be public (any blocked one refuses the host). Errors of
 * the resolver (ENOTFOUND...) are passed on as they are.
 */
async function vetHost(
  host: string,
  port: number,
  allow: AllowList,
  resolver: Resolver,
): Promise<ResolvedAddress[]> {
  const name = bare(host).toLowerCase();
  const allowed = allow.has(hostKey(name, port));
  const literal = net.isIP(name);
  if (literal) {
    if (!allowed && !isPublicAddress(name)) {
      throw new BlockedUrlError(`${name} is not a public address`);
    }
    return [{ address: name, family: literal === 6 ? 6 : 4 }];
  }
  if (!allowed && isLocalhostName(name)) throw new BlockedUrlError(`${name} is local`);
  const found = await resolver(name);
  if (found.length === 0) {
    throw Object.assign(new Error(`${name} has no address`), { code: 'ENOTFOUND' });
  }
  if (!allowed) {
    const blocked = found.find(({ address }) => !isPublicAddress(address));
    if (blocked) {
      throw new BlockedUrlError(`${name} resolves to ${blocked.address}, not a public address`);
    }
  }
  return found.map(({ address }) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
}

function vetUrl(url: URL, allow: AllowList, resolver: Resolver): Promise<ResolvedAddress[]> {
  const problem = urlProblem(url);
  if (problem) return Promise.reject(new BlockedUrlError(problem));
  return vetHost(url.hostname, portOf(url), allow, resolver);
}

/**
 * A `lookup` for node's net, http and https (connect time): resolves the host and hands over
 * only addresses that passed the guard, so the address checked is the address connected to.
 * A host:port in the allow-list is not checked. Note that net skips `lookup` for an IP literal
 * host: check those first (checkUrl, or the vetting guardedFetch and the proxy do).
 */
export function guardedLookup(
  allow: AllowList,
  port: number,
  resolver: Resolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    const wanted =
      options.family === 4 || options.family === 'IPv4'
        ? 4
        : options.family === 6 || options.family === 'IPv6'
          ? 6
          : 0;
    vetHost(hostname, port, allow, resolver).then(
      (found) => {
        const usable = found.filter(({ family }) => !wanted || family === wanted);
        const first = usable[0];
        process.nextTick(() => {
          if (!first) {
            const err = Object.assign(new Error(`${hostname} has no IPv${wanted} address`), {
              code: 'ENOTFOUND',
            });
            callback(err, '', 0);
          } else if (options.all) {
            callback(null, usable);
          } else {
            callback(null, first.address, first.family);
          }
        });
      },
      (err: Error) => process.nextTick(() => callback(err, '', 0)),
    );
  };
}

/**
 * Resolves the URL's host and throws BlockedUrlError, before any connection, when the URL may
 * not be fetched (scheme, credentials, a non-public address). Resolver errors pass through.
 */
export async function checkUrl(
  url: URL,
  allow: AllowList,
  resolver: Resolver = systemResolver,
): Promise<void> {
  await vetUrl(url, allow, resolver);
}

/** A lookup that serves addresses already vetted (re-checked on the way, no second query). */
const pinnedLookup = (allow: AllowList, port: number, found: ResolvedAddress[]) =>
  guardedLookup(allow, port, () => Promise.resolve(found));

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
  const port = portOf(url);
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      {
        host: bare(url.hostname),
        port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        signal,
        agent: false,
        lookup: pinnedLookup(allow, port, found),
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

/** Headers that concern one connection only, never forwarded by a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.includes(name)) kept[name] = value;
  }
  return kept;
}

/** Answers a raw socket (CONNECT, upgrade) and closes it. */
function refuseSocket(socket: Duplex, status: number, reason: string) {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function refuse(res: http.ServerResponse, status: number, reason: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain', Connection: 'close' });
  res.end(`${reason}\n`);
}

/** A CONNECT target, 'host:port' with an explicit port, normalised as WHATWG URL does. */
function connectTarget(authority: string | undefined): { host: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]\\]+):(\d{1,5})$/i.exec(authority ?? '');
  const port = Number(match?.[2]);
  if (!match?.[1] || !(port >= 1 && port <= 65535)) return null;
  try {
    return { host: new URL(`http://${match[1]}/`).hostname, port };
  } catch {
    return null;
  }
}

export type FilteringProxy = {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
};

/**
 * An HTTP proxy on 127.0.0.1 (random port) for the audit's Chromium: plain http:// requests are
 * forwarded, and CONNECT tunnels (https, wss) opened, only to hosts that pass the guard (the
 * allow-list, or public addresses, checked after resolution and connected to as checked).
 * Anything refused gets 403 and no connection to its target; a target that fails gets 502.
 * Launch Chromium with proxyChromiumFlags(proxy.url).
 */
export async function startFilteringProxy(
  allow: AllowList,
  resolver: Resolver = systemResolver,
): Promise<FilteringProxy> {
  const tunnels = new Set<Duplex>();
  const track = (socket: Duplex) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
  };
  const failure = (err: unknown): [number, string] =>
    err instanceof BlockedUrlError ? [403, 'Forbidden'] : [502, 'Bad Gateway'];

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      refuse(res, 400, 'Bad Request');
      return;
    }
    if (target.protocol !== 'http:') {
      refuse(res, 400, 'Bad Request');
      return;
    }
    vetUrl(target, allow, resolver).then(
      (found) => {
        if (res.destroyed) return;
        const port = portOf(target);
        const upstream = http.request(
          {
            host: bare(target.hostname),
            port,
            path: `${target.pathname}${target.search}`,
            method: req.method,
            headers: { ...endToEnd(req.headers), host: target.host },
            agent: false,
            lookup: pinnedLookup(allow, port, found),
          },
          (upRes) => {
            res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, endToEnd(upRes.headers));
            upRes.pipe(res);
          },
        );
        upstream.on('error', (err) => refuse(res, ...failure(err)));
        res.on('close', () => upstream.destroy());
        req.pipe(upstream);
      },
      (err: unknown) => refuse(res, ...failure(err)),
    );
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const target = connectTarget(req.url);
    if (!target) {
      refuseSocket(client, 400, 'Bad Request');
      return;
    }
    vetHost(target.host, target.port, allow, resolver).then(
      (found) => {
        if (client.destroyed) return;
        const upstream = net.connect({
          host: bare(target.host),
          port: target.port,
          lookup: pinnedLookup(allow, target.port, found),
        });
        track(upstream);
        let open = false;
        upstream.once('connect', () => {
          open = true;
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on('error', (err) => {
          if (open) client.destroy();
          else refuseSocket(client, ...failure(err));
        });
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      },
      (err: unknown) => refuseSocket(client, ...failure(err)),
    );
  });

  // Chromium sends WebSockets through CONNECT; an upgrade through a plain request is not done.
  server.on('upgrade', (_req: http.IncomingMessage, socket: Duplex) => {
    refuseSocket(socket, 501, 'Not Implemented');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Chromium flags that send all its traffic through the proxy: loopback too (Chromium otherwise
 * bypasses a proxy for localhost and 127.0.0.1), and WebRTC without direct UDP (a page's ICE
 * candidates would otherwise reach any address).
 */
export function proxyChromiumFlags(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}
