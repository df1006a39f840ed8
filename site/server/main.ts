import { fileURLToPath } from 'node:url';
import { appFromEnv, listenOrigins } from './from-env';
import { trustProxyFromEnv } from './rate-limit';
import { SERVER_LIMITS, serveSite } from './serve';

const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
const app = appFromEnv(
  fileURLToPath(new URL('../client', import.meta.url)),
  listenOrigins(hostname, port),
);

// Behind a trusted proxy every connection is the proxy's: it caps its clients' connections.
const limits =
  trustProxyFromEnv() > 0 ? { ...SERVER_LIMITS, connectionsPerClient: Infinity } : SERVER_LIMITS;
const server = serveSite(app, { hostname, port, limits }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
