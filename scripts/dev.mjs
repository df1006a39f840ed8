#!/usr/bin/env node
// `npm run dev`: Astro's dev server (hot reload) with the site's own /api answered by the Hono
// app (site/server), as in production: every page and every feature, from the sources.
// Astro's command-line tool refuses Node 20, which its API runs on; the CI machines run 20.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dev } from 'astro';
import { makeImages } from './make-images.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4321;

/** Answers /api/* with the server's app, loaded through Vite (TypeScript, reloaded on change). */
function api() {
  // Astro serves the pages; the app serves no files here.
  const noFiles = mkdtempSync(join(tmpdir(), 'dev-api-'));
  let loaded;
  let listener;
  return {
    name: 'site:dev-api',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        try {
          // One app (its limits, its queue) until its code changes.
          const module = await server.ssrLoadModule('/site/server/from-env.ts');
          if (module !== loaded) {
            const { getRequestListener } = await import('@hono/node-server');
            loaded = module;
            listener = getRequestListener(
              module.appFromEnv(noFiles, module.listenOrigins('127.0.0.1', port)).fetch,
            );
          }
          await listener(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** Warns, once the server runs, of the settings still holding their demonstration value. */
function placeholders() {
  return {
    name: 'site:dev-placeholders',
    configureServer(server) {
      server.httpServer?.once('listening', async () => {
        const { placeholdersInUse, placeholderReport } =
          await server.ssrLoadModule('/site/placeholders.ts');
        const { siteConfig } = await server.ssrLoadModule('/site/config.ts');
        const found = placeholdersInUse(siteConfig);
        if (found.length > 0) console.warn(`\nWarning: ${placeholderReport(found)}\n`);
      });
    },
  };
}

await makeImages();
await dev({
  root,
  server: { port, host: '127.0.0.1' },
  vite: { plugins: [api(), placeholders()] },
});
