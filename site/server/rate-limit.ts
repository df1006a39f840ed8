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

/** A fixed-window request counter per key (client address), kept in memory. */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return function hit(key: string, now = Date.now()): { allowed: boolean; retryAfterS: number } {
    // Forget finished windows now and then, so the map cannot grow without bound.
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= max,
      retryAfterS: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  };
}
