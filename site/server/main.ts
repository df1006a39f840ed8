import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { auditFromEnv } from './audit';
import { chatFromEnv } from './chat';
import { trustProxyFromEnv } from './rate-limit';
import { serveSite } from './serve';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
// The local outbox of the contact and application forms (see `npm run outbox`).
const outboxDir = resolve(process.env.OUTBOX_DIR || 'var/outbox');
const app = createApp({
  clientDir,
  outboxDir,
  audit: auditFromEnv(),
  chat: chatFromEnv(),
  trustProxy: trustProxyFromEnv(),
});
const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);

const server = serveSite(app, { hostname, port }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
