// The address guard against server-side request forgery, for every connection the web audit
// makes (guarded-fetch.ts for the server's own requests, filtering-proxy.ts for the Lighthouse
// Chromium's). It guarantees: only http and https URLs without credentials, and only public
// unicast addresses (an IPv4 address inside IPv6 judged as that IPv4 address), checked after
// DNS resolution; a connection made with what it hands over (guardedLookup, pinnedConnection)
// reaches only addresses it checked, so a name that changes its answer (DNS rebinding) cannot
// slip through. The only way around it is the explicit allow-list (AUDIT_ALLOW_HOSTS), for the
// tests that audit this site on 127.0.0.1.
import { promises as dns } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
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

/** The port a URL connects to: its own, or its scheme's default. */
export const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/** 'localhost' and *.localhost: loopback by definition (Chromium answers them itself). */
const isLocalhostName = (name: string) => /(^|\.)localhost\.?$/.test(name);

/**
 * The addresses a host may be reached at, or BlockedUrlError: an allow-listed host:port is not
 * checked; otherwise every address must be public (any blocked one refuses the host). Errors of
 * the resolver (ENOTFOUND...) are passed on as they are.
 */
export async function vetHost(
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

/** vetHost for a URL's host and port, once the URL passes (http or https, a host, no user). */
export function vetUrl(url: URL, allow: AllowList, resolver: Resolver): Promise<ResolvedAddress[]> {
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

/**
 * The connection options (net.connect, http.request) for a host that vetHost or vetUrl passed:
 * the host as net wants it, and a lookup that serves only the addresses `found` there, so the
 * address checked is the address connected to.
 */
export function pinnedConnection(
  host: string,
  port: number,
  allow: AllowList,
  found: ResolvedAddress[],
): { host: string; port: number; lookup: LookupFunction } {
  return { host: bare(host), port, lookup: pinnedLookup(allow, port, found) };
}
