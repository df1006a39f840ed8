#!/usr/bin/env node
// Production build: every route prerendered in both languages (Astro, with the sitemap,
// robots.txt and the RSS feeds: site/pages), the server bundle, CSP hashes of inline scripts,
// precompressed (br, gzip) text files.
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
// The Node server, and the build's helpers (settings, sitemap, feeds, CSP hashes), from site/.
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

// 1b. Astro writes its island runtime (4.4 KB, the <astro-island> element) inline into every
// document that has an island, and before each first island of a kind the script of its client
// directive (site/islands/directives.ts), with no option to do otherwise. Sent once as a file
// instead, they are cached for every later page, and each document is about 2 KB (brotli)
// smaller: enough for most pages, the home page among them, to arrive in the first round trip
// (14.6 KB with the headers), whose stylesheet is then asked for a round trip earlier. Fetched
// by the page's late scripts' loader once the page has loaded and painted
// (site/layouts/late-scripts.js), the file is not in the first view's way; the islands hydrate
// once it has run (presses made before are held: site/layouts/held-presses.js). The directives
// come first in the file, so each is defined before the runtime starts an island. The exact texts
// Astro inlines are removed (the directives' rebuilt as Astro builds them), so a different Astro
// output is left as it is, and said so.
const astroDist = join(root, 'node_modules/astro/dist');
const { default: islandRuntime } = await import(
  pathToFileURL(join(astroDist, 'runtime/server/astro-island.prebuilt.js')).href
);
const { buildClientDirectiveEntrypoint } = await import(
  pathToFileURL(join(astroDist, 'core/client-directive/build.js')).href
);
const { getDefaultClientDirectives } = await import(
  pathToFileURL(join(astroDist, 'core/client-directive/default.js')).href
);
const pages = documents.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
// Ours (site/islands/directives.ts) and Astro's own (client:idle), each as Astro inlines it:
// those some page uses.
const directives = [
  ...(await Promise.all(
    data.clientDirectives.map(async ({ name, entrypoint }) => ({
      name,
      script: await buildClientDirectiveEntrypoint(
        name,
        entrypoint,
        pathToFileURL(`${root}${sep}`),
      ),
    })),
  )),
  ...[...getDefaultClientDirectives()].map(([name, script]) => ({ name, script })),
].filter(({ name }) => pages.some(({ html }) => html.includes(`client="${name}"`)));
const inlineRuntime = `<script>${islandRuntime}</script>`;
const runtimeFile = [...directives.map(({ script }) => script), islandRuntime].join('\n');
const runtimeName = data.hashedScriptFile('astro-island', runtimeFile);
writeFileSync(join(client, runtimeName), runtimeFile);
// The other language's offer, which every page's loader fetches (site/layouts/script-files.ts).
const languageOffer = data.languageOfferScript();
writeFileSync(join(client, languageOffer.file), languageOffer.code);
// The header's fallbacks, asked for only by a browser that lacks a feature they stand in for.
const fallbacks = data.platformFallbacksScript();
writeFileSync(join(client, fallbacks.file), fallbacks.code);
// Each island's `uid`, a hash of its HTML and of its source's absolute path, which nothing reads
// outside the dev server's hot reload: it does not compress, and it made the home page's size
// depend on the folder it was built in (13,835-13,890 bytes brotli).
const islandUid = /<astro-island uid="[\w-]+" /g;
const offerOnly = `${data.LATE_SCRIPTS_ATTRIBUTE}="/${languageOffer.file}"`;
let withIslands = 0;
const directivesLeft = new Set();
let uidsLeft = false;
for (const { file, html: built } of pages) {
  if (!built.includes(inlineRuntime)) continue;
  let html = built;
  if (!html.includes(offerOnly)) throw new Error(`${file}: no late scripts' loader (${offerOnly})`);
  html = html
    .replace(inlineRuntime, '')
    .replaceAll(islandUid, '<astro-island ')
    .replace(offerOnly, `${data.LATE_SCRIPTS_ATTRIBUTE}="/${runtimeName} /${languageOffer.file}"`);
  for (const { name, script } of directives) {
    const inline = `<script>${script}</script>`;
    if (html.includes(inline)) html = html.replace(inline, '');
    else if (html.includes(`client="${name}"`)) directivesLeft.add(name);
  }
  if (/<astro-island [^>]*\buid="/.test(html)) uidsLeft = true;
  writeFileSync(file, html);
  withIslands += 1;
}
if (withIslands === 0) console.warn("Warning: no document had Astro's island runtime inline.");
if (uidsLeft) console.warn("Warning: an island's uid was left (Astro writes islands differently).");
if (directivesLeft.size > 0) {
  console.warn(
    `Warning: the inline script of client:${[...directivesLeft].join(', client:')} was not found.`,
  );
}

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
