import { resolve } from 'node:path';
import { auditFromEnv } from './audit';
import { chatFromEnv } from './chat';
import { createApp } from './app';
import { emailRateLimitFromEnv } from './email';
import { trustProxyFromEnv } from './rate-limit';

/**
 * The site's server app as the environment configures it (see .env.example): the production
 * server (main.ts) serves the build with it, and `npm run dev` answers /api with it.
 */
export function appFromEnv(clientDir: string) {
  return createApp({
    clientDir,
    // The local outbox of the contact and application forms (see `npm run outbox`).
    outboxDir: resolve(process.env.OUTBOX_DIR || 'var/outbox'),
    emailRateLimit: emailRateLimitFromEnv(),
    audit: auditFromEnv(),
    chat: chatFromEnv(),
    trustProxy: trustProxyFromEnv(),
  });
}
