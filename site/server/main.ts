import { fileURLToPath } from 'node:url';
import { appFromEnv } from './from-env';
import { serveSite } from './serve';

const app = appFromEnv(fileURLToPath(new URL('../client', import.meta.url)));
const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);

const server = serveSite(app, { hostname, port }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
