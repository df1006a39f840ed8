#!/usr/bin/env node
// Production build: client bundle, server bundle, every route prerendered in both languages,
// sitemap.xml and robots.txt, CSP hashes of inline scripts, precompressed (br, gzip) text files.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { makeImages } from './make-images.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const client = join(dist, 'client');
const started = performance.now();
const configFile = join(root, 'vite.config.ts');

rmSync(dist, { recursive: true, force: true });
// The generated artwork (site/public/img), rendered once and reused while it is current.
await makeImages();
await build({ configFile, logLevel: 'warn' });
await build({ configFile, logLevel: 'warn', build: { ssr: true } });

const server = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(client, 'index.html'), 'utf8');

/** The chunk of a module and every chunk it imports statically. */
function chunksOf(src, seen = new Set()) {
  const entry = manifest[src];
  if (!entry || seen.has(src)) return [];
  seen.add(src);
  return [entry.file, ...(entry.imports ?? []).flatMap((i) => chunksOf(i, seen))];
}
const entryFile = manifest['index.html'].file;
// site/entry-client.tsx imports React's DOM renderer dynamically (to evaluate it in a task of
// its own, vite.config.ts): every page needs it at once.
const reactDomClient = (manifest['index.html'].dynamicImports ?? []).find(
  (key) => manifest[key]?.name === 'react-dom-client',
);
if (!reactDomClient)
  throw new Error('The entry no longer imports the react-dom-client chunk: update build.mjs');
// The Latin files of the two fonts, preloaded by every page (the stylesheet uses font-display: optional).
const fontPreloads = (manifest['index.html'].assets ?? [])
  .concat(Object.values(manifest).flatMap((e) => e.assets ?? []))
  .filter(
    (file, i, all) =>
      /(inter|space-grotesk)-latin-wght-normal-.*\.woff2$/.test(file) && all.indexOf(file) === i,
  )
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
  .join('\n    ');

/**
 * A preload for the page's high-priority image (the home hero): its AVIF candidates, so the
 * browser starts the LCP image with the HTML instead of after layout.
 */
function heroPreload(html) {
  const picture =
    /<picture[^>]*>((?:(?!<\/picture>).)*fetchPriority="high"(?:(?!<\/picture>).)*)<\/picture>/s.exec(
      html,
    );
  const avif =
    picture && /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture[1]);
  if (!avif) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high">`;
}

// The boot script (site/boot.ts) starts the modules after the first paint and holds early input.
// Bundled on its own into one small classic script, inline at the end of the body (its hash
// goes into the page's CSP like any inline script): a separate file would be one more request,
// and the task that runs it would wait for that download.
const bootBuild = await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    write: false,
    minify: true,
    target: 'es2022',
    lib: { entry: join(root, 'site', 'boot.ts'), formats: ['iife'], name: 'boot' },
  },
});
const bootSource = [bootBuild]
  .flat()
  .flatMap((b) => ('output' in b ? b.output : []))
  .map((chunk) => ('code' in chunk ? chunk.code : ''))
  .join('')
  .trim();
if (!bootSource) throw new Error('The boot script did not build');
if (bootSource.includes('</')) throw new Error('boot.ts must not contain "</"');

/**
 * Replaces the entry script and module preloads with the boot script, which requests them
 * once the page is painted (the first paint never waits on, or shares bandwidth with, them).
 */
function bootAfterPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('No entry script in the page');
  const modules = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
      modules.push(href);
      return '';
    });
  return rest.replace(
    '</body>',
    `  <script data-entry="${entry[1]}" data-modules="${modules.join(' ')}">${bootSource}</script>\n  </body>`,
  );
}

// 1. Prerender every route of both languages.
const csp = {};
const routes = server.allDocuments();
for (const { path } of routes) {
  const page = await server.render(path);
  // What hydration needs (the entry's imports, the page's chunk, its texts): the boot script
  // preloads it alongside the entry.
  const preload = [
    ...chunksOf('index.html'),
    ...chunksOf(reactDomClient),
    ...chunksOf(`pages/${server.pageFiles[page.pageKey]}.tsx`),
    ...chunksOf(`i18n/${page.lang}.ts`),
    ...server.pageTextFiles(page.pageKey, page.lang).flatMap((file) => chunksOf(file)),
  ]
    .filter((file, i, all) => file !== entryFile && all.indexOf(file) === i)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const html = bootAfterPaint(
    template
      .replace('<html lang="es">', `<html lang="${page.lang}">`)
      .replace(
        '<!--app-head-->',
        `${page.head}\n    ${heroPreload(page.html)}\n    ${fontPreloads}\n    ${preload}`,
      )
      .replace('<!--app-html-->', page.html),
  );
  const file = page.file;
  mkdirSync(dirname(join(client, file)), { recursive: true });
  writeFileSync(join(client, file), html);
  csp[file] = server.inlineScriptHashes(html);
}
writeFileSync(join(dist, 'csp.json'), `${JSON.stringify(csp, null, 2)}\n`);

// 2. Crawlers: sitemap with hreflang alternates, robots.txt pointing at it.
writeFileSync(
  join(client, 'sitemap.xml'),
  server.sitemapXml(new Date().toISOString().slice(0, 10)),
);
writeFileSync(join(client, 'robots.txt'), server.robotsTxt());
// 3. The blog's RSS feed per language (listed in every page's head, the sitemap and robots.txt).
for (const lang of server.languages) {
  const file = join(client, server.feedPath(lang));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, server.rssFeed(lang));
}
rmSync(join(client, '.vite'), { recursive: true, force: true });

// 4. Precompress text files once, so the server never compresses per request.
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
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
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
  `Built ${routes.length} pages, ${compressed} files precompressed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
