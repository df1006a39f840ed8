#!/usr/bin/env node
// Serves the built site (dist/client) on HOST:PORT (default 127.0.0.1:4173).
// The full server (site/server: security headers, precompression, APIs) arrives with the site shell.
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const root = 'dist/client';
if (!existsSync(`${root}/index.html`)) {
  console.error('No build found in dist/client: run `npm run build` first (or `npm start`).');
  process.exit(1);
}

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.use('/assets/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
});
app.use('*', serveStatic({ root }));
app.get('*', serveStatic({ root, path: 'index.html' }));

const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});
