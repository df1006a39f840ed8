#!/usr/bin/env node
// Production build: every route prerendered in both languages (Astro, with robots.txt and the
// RSS feeds of site/pages and the sitemap of @astrojs/sitemap), the server bundle, CSP hashes of
// inline scripts, precompressed (br, gzip) text files.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as astroBuild } from 'astro';
import { build } from 'vite';
import { makeImages } from './make-images.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const client = join(dist, 'client');
const started = performance.now();
const configFile = join(root, 'vite.config.ts');

// `--strict`: a build for launch, refused while any setting holds its demonstration value.
const strict = process.argv.includes('--strict');

rmSync(dist, { recursive: true, force: true });
// The Node server, and the build's helpers (settings, CSP hashes), from site/.
await build({ configFile, logLevel: 'warn' });
const data = await import(pathToFileURL(join(dist, 'server', 'build-data.js')).href);
// 0. The agency's settings (site/config.ts): the demonstration values still in use.
const placeholders = data.placeholdersInUse(data.siteConfig);
if (placeholders.length > 0) {
  console.warn(`\n${strict ? 'Error' : 'Warning'}: ${data.placeholderReport(placeholders)}\n`);
  if (strict) {
    rmSync(dist, { recursive: true, force: true });
    process.exit(1);
  }
}
// The generated artwork (site/public/img), rendered once and reused while it is current.
await makeImages();
// 1. Every route of both languages, prerendered by Astro (astro.config.mjs) into dist/client.
// Astro's command-line tool refuses Node 20, which its API builds with; the CI machines run 20.
await astroBuild({ root, logLevel: 'warn' });

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const documents = walk(client).filter((file) => file.endsWith('.html'));

// The hashes of each document's inline scripts, for its Content-Security-Policy.
const csp = {};
for (const file of documents) {
  csp[`/${relative(client, file).split(sep).join('/')}`] = data.inlineScriptHashes(
    readFileSync(file, 'utf8'),
  );
}
writeFileSync(join(dist, 'csp.json'), `${JSON.stringify(csp, null, 2)}\n`);

// 2. Precompress text files once, so the server never compresses per request.
const compressible = new Set([
  '.wasm',
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
]);
let compressed = 0;
for (const file of walk(client)) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  const br = brotliCompressSync(body, {
    params: {
      // The largest files (the AVIF codec) at a lower level: far faster, a few % larger.
      [constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 9 : 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  compressed += 1;
}

console.log(
  `Built ${documents.length} pages, ${compressed} files precompressed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
