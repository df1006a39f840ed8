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

/** Clients a limiter remembers at most; past it the oldest window is forgotten. */
export const RATE_LIMIT_MAX_CLIENTS = 50_000;

/**
 * Who a limit counts: an IPv4 address, or an IPv6 /64 (one home, phone or server is given a
 * whole /64 and may use any address in it). Anything else (an in-process request's 'unknown')
 * is its own key.
 */
export function rateLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

type Window = { key: string; count: number; resetAt: number };

/**
 * A fixed-window request counter per client (rateLimitKey), kept in memory with a fixed cap.
 * Every window lasts windowMs, so windows end in the order they open: a ring of at most
 * maxClients windows in that order, beside a map by client. Each request drops the finished
 * windows from the ring's front and, at the cap, the oldest one. Constant time per request
 * (amortised), bounded memory, no timer.
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
  const limiter = function hit(
    address: string,
    now = performance.now(), // monotonic: a clock set back cannot reorder the windows
  ): { allowed: boolean; retryAfterS: number } {
    while (windows.size > 0 && (ring[head]?.resetAt ?? Infinity) <= now) dropOldest();
    const key = rateLimitKey(address);
    let window = windows.get(key);
    if (!window) {
      if (windows.size === maxClients) dropOldest();
      window = { key, count: 0, resetAt: now + windowMs };
      windows.set(key, window);
      ring[(head + windows.size - 1) % maxClients] = window;
    }
    window.count += 1;
    return {
      allowed: window.count <= max,
      retryAfterS: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  };
  /** How many clients it remembers now. */
  limiter.size = () => windows.size;
  return limiter;
}

/** A per-client limiter (createRateLimiter). */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
