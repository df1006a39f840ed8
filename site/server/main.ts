import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const app = createApp({ clientDir });
const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
