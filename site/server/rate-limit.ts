import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address, the key of the per-client limits. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
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
