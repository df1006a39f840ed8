import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { auditFromEnv } from './audit';
import { chatFromEnv } from './chat';
import { createApp } from './app';
import { emailRateLimitFromEnv } from './email';
import { trustProxyFromEnv } from './rate-limit';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a visitor reaches a server listening on `hostname`:`port` at, besides SITE_URL: that
 * address; on a loopback address, each name of the loopback; on every address (0.0.0.0, ::), each
 * of the machine's own addresses too. Names other than these reach it only through SITE_URL: a
 * name nobody configured is what a DNS rebinding attack uses (request-guard.ts).
 */
export function listenOrigins(hostname: string, port: number): string[] {
  const bracket = (host: string) => (host.includes(':') ? `[${host}]` : host);
  const hosts = new Set([bracket(hostname)]);
  if (LOOPBACK.includes(bracket(hostname)) || ['0.0.0.0', '::'].includes(hostname)) {
    for (const host of LOOPBACK) hosts.add(host);
  }
  if (['0.0.0.0', '::'].includes(hostname)) {
    for (const address of Object.values(networkInterfaces()).flat()) {
      if (address) hosts.add(bracket(address.address.split('%')[0] ?? address.address));
    }
  }
  return [...hosts].map((host) => `http://${host}:${port}`);
}

/**
 * The site's server app as the environment configures it (see .env.example): the production
 * server (main.ts) serves the build with it, and `npm run dev` answers /api with it. `origins`:
 * where visitors reach it besides SITE_URL (listenOrigins).
 */
export function appFromEnv(clientDir: string, origins: readonly string[]) {
  return createApp({
    clientDir,
    origins,
    // The local outbox of the contact and application forms (see `npm run outbox`).
    outboxDir: resolve(process.env.OUTBOX_DIR || 'var/outbox'),
    emailRateLimit: emailRateLimitFromEnv(),
    audit: auditFromEnv(),
    chat: chatFromEnv(),
    trustProxy: trustProxyFromEnv(),
  });
}
