import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address as the app decided it (clientAddressOf), set for every request. */
    clientAddress: string;
  }
}

/** The address of the socket's other end: the client, or the nearest proxy. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/**
 * The client's address behind `trustedHops` reverse proxies: each trusted proxy appends the
 * address it saw to X-Forwarded-For, so the client is the entry `trustedHops` places from the
 * right of [...X-Forwarded-For, socket]. What lies further left was written by the client and
 * is not believed. With 0 (no proxy trusted) the header is ignored: the socket's address.
 */
export function clientAddressOf(c: Context, trustedHops: number): string {
  const socket = socketAddress(c);
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
  return ipaddr.isValid(candidate) ? ipaddr.process(candidate).toString() : socket;
}

/** The client's address, the key of the per-client limits (see clientAddressOf). */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddress(c);
}

/** TRUST_PROXY: how many reverse proxies in front of the server may name the client (default 0). */
export function trustProxyFromEnv(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRUST_PROXY?.trim() || '0';
  const hops = Number(value);
  if (!/^\d+$/.test(value) || hops > 10) {
    throw new Error(
      'TRUST_PROXY must be the number of trusted proxies in front of the server (0-10).',
    );
  }
  return hops;
}

/**
 * Windows a limiter keeps at most (clients' and IPv6 /48s'); at the cap a request that needs a
 * new window is refused until the oldest one ends.
 */
export const RATE_LIMIT_MAX_CLIENTS = 50_000;

/**
 * How many clients' allowances an IPv6 /48 shares. ISPs give one home a /48 or a /56, holding
 * 65,536 or 256 /64s, where a home uses a few (its router gives each network it runs, main,
 * guests, devices, one /64): 8 covers those, and keeps one site to 8 clients' worth of requests,
 * and so to at most 8 × max new /64 windows per window length.
 */
export const IPV6_SITE_ALLOWANCE = 8;

/** The keys a request counts against: its client (rateLimitKey) and, for IPv6, its /48. */
function keysOf(address: string): { client: string; site: string | undefined } {
  if (!ipaddr.isValid(address)) return { client: address, site: undefined };
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return { client: parsed.toString(), site: undefined };
  const hex = (parsed as ipaddr.IPv6).parts.map((part) => part.toString(16));
  return { client: `${hex.slice(0, 4).join(':')}::/64`, site: `${hex.slice(0, 3).join(':')}::/48` };
}

/**
 * Who a limit counts: an IPv4 address, or an IPv6 /64 (one home, phone or server is given a
 * whole /64 and may use any address in it). Anything else (an in-process request's 'unknown')
 * is its own key. An IPv6 client's /48 is counted as well (IPV6_SITE_ALLOWANCE).
 */
export function rateLimitKey(address: string): string {
  return keysOf(address).client;
}

type Window = { key: string; count: number; resetAt: number };

/**
 * A fixed-window request counter per client (rateLimitKey) and, for IPv6, per /48 (max ×
 * IPV6_SITE_ALLOWANCE), kept in memory with a fixed cap. A request is let through, and counted,
 * only if every window it counts against has room, so a request its /48 refuses opens no /64
 * window. Every window lasts windowMs, so windows end in the order they open: a ring of at most
 * maxClients windows in that order, beside a map by key. Each request drops the finished windows
 * from the ring's front. At the cap a request that needs a new window (a new client, or a /64
 * whose /48 window has ended) is refused until the oldest window ends: forgetting a window
 * instead let anyone with maxClients addresses wipe every client's count, a blocked one's too.
 * Constant time per request (amortised), bounded memory, no timer.
 */
export function createRateLimiter({
  max,
  windowMs,
  maxClients = RATE_LIMIT_MAX_CLIENTS,
}: {
  max: number;
  windowMs: number;
  maxClients?: number;
}) {
  // An IPv6 client opens two windows at once; with room for one it could never be let in.
  if (maxClients < 2) throw new Error('A rate limiter needs room for 2 windows at least.');
  const siteMax = max * IPV6_SITE_ALLOWANCE;
  const windows = new Map<string, Window>();
  const ring: (Window | undefined)[] = [];
  let head = 0;
  const dropOldest = () => {
    const oldest = ring[head];
    if (!oldest) return;
    ring[head] = undefined;
    head = (head + 1) % maxClients;
    windows.delete(oldest.key);
  };
  const open = (key: string, now: number) => {
    const window = { key, count: 0, resetAt: now + windowMs };
    windows.set(key, window);
    ring[(head + windows.size - 1) % maxClients] = window;
    return window;
  };
  const answer = (allowed: boolean, resetAt: number, now: number) => ({
    allowed,
    retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  });
  const limiter = function hit(
    address: string,
    now = performance.now(), // monotonic: a clock set back cannot reorder the windows
  ): { allowed: boolean; retryAfterS: number } {
    while (windows.size > 0 && (ring[head]?.resetAt ?? Infinity) <= now) dropOldest();
    const { client, site } = keysOf(address);
    const clientWindow = windows.get(client);
    const siteWindow = site === undefined ? undefined : windows.get(site);
    let fullUntil: number | undefined;
    if (clientWindow && clientWindow.count >= max) fullUntil = clientWindow.resetAt;
    if (siteWindow && siteWindow.count >= siteMax)
      fullUntil = Math.max(fullUntil ?? 0, siteWindow.resetAt);
    if (fullUntil !== undefined) return answer(false, fullUntil, now);
    const needed = (clientWindow ? 0 : 1) + (site !== undefined && !siteWindow ? 1 : 0);
    const oldest = ring[head];
    if (oldest && windows.size + needed > maxClients) return answer(false, oldest.resetAt, now);
    const counted = clientWindow ?? open(client, now);
    counted.count += 1;
    if (site !== undefined) (siteWindow ?? open(site, now)).count += 1;
    return answer(true, counted.resetAt, now);
  };
  /** How many windows it keeps now (clients' and IPv6 /48s'). */
  limiter.size = () => windows.size;
  return limiter;
}

/** A per-client limiter (createRateLimiter). */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
