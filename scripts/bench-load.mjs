#!/usr/bin/env node
// npm run bench:load (after a build): the server under load, on loopback, with autocannon.
//  1. Static pages: requests/s and p99 of a prerendered page (brotli) from the site's server and,
//     in the same run, from a plain static server of the same dist/client (sirv-cli), as a ratio.
//  2. /api flooded from many clients (behind a pretend proxy, TRUST_PROXY=1, each request names
//     one of many addresses): beyond each client's allowance the flood gets 429 with
//     Retry-After, while the static pages keep a p99 under 100 ms.
// Writes bench-results/load.json; exits non-zero when a budget is missed.
//   npm run bench:load
//   npm run bench:load -- --duration 20 --connections 50
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startBuiltServer } from './built-server.mjs';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    path: { type: 'string', default: '/' },
  },
});
const duration = Math.max(1, Number(values.duration) || 10);
const connections = Math.max(1, Number(values.connections) || 20);
const path = values.path;

/** Static pages keep this p99 (ms) while /api is flooded. */
const FLOODED_P99_BUDGET_MS = 100;
const FLOOD_CLIENTS = 200;
/** Chat messages per client and minute, set on the server for the run (its default too). */
const CHAT_LIMIT = 20;

/** sirv-cli on dist/client, serving the build's .br/.gz files like the site's server. */
async function startSirv() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'sirv-cli', 'bin.js'),
      join(root, 'dist', 'client'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--brotli',
      '--gzip',
      '--etag',
      '--quiet',
    ],
    { stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => child.kill() };
}

const page = (origin) => ({
  url: `${origin}${path}`,
  connections,
  duration,
  headers: { 'accept-encoding': 'br, gzip' },
});

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

const site = await startBuiltServer(root, {
  TRUST_PROXY: '1',
  CHAT_RATE_LIMIT: String(CHAT_LIMIT),
});
const sirv = await startSirv();
let report;
try {
  // The two servers of the same page, one after the other, each after a short warm-up.
  const check = await fetch(`${site.origin}${path}`, { headers: { 'accept-encoding': 'br' } });
  if (check.headers.get('content-encoding') !== 'br') throw new Error('the site did not send br');
  await autocannon({ ...page(site.origin), duration: 2 });
  const ours = await autocannon(page(site.origin));
  await autocannon({ ...page(sirv.origin), duration: 2 });
  const plain = await autocannon(page(sirv.origin));

  // The flood: every chat message from one of many clients, far above their limits.
  let retryAfter = 0;
  let client = 0;
  const flood = autocannon({
    url: site.origin,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/chat',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: '¿Cuánto cuesta la oferta?',
          sessionId: '6f0d6a4e-2f5b-4c1a-9d3e-7b8c9a0e1f23',
          language: 'es',
        }),
        setupRequest: (request) => {
          client = (client + 1) % FLOOD_CLIENTS;
          return {
            ...request,
            headers: {
              ...request.headers,
              'x-forwarded-for': `10.7.${client >> 8}.${client & 255}`,
            },
          };
        },
        onResponse: (status, _body, _context, headers) => {
          if (status === 429 && headers && headers['retry-after']) retryAfter += 1;
        },
      },
    ],
  });
  const during = autocannon({ ...page(site.origin), connections: Math.max(1, connections / 4) });
  const [flooded, pagesDuring] = await Promise.all([flood, during]);
  const refused = flooded.statusCodeStats?.['429']?.count ?? 0;

  report = {
    date: new Date().toISOString(),
    path,
    duration,
    connections,
    static: {
      site: summary(ours),
      sirv: summary(plain),
      ratio: Number((ours.requests.average / plain.requests.average).toFixed(2)),
    },
    flood: {
      clients: FLOOD_CLIENTS,
      requests: flooded.requests.total,
      refused429: refused,
      withRetryAfter: retryAfter,
      pagesMeanwhile: summary(pagesDuring),
    },
  };
} finally {
  sirv.stop();
  await site.stop();
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'load.json'), `${JSON.stringify(report, null, 2)}\n`);

const { static: pages, flood } = report;
console.log(
  `static ${path} (br), ${connections} connections, ${duration} s:\n` +
    `  site ${pages.site.requestsPerSecond} req/s, p99 ${pages.site.p99Ms} ms\n` +
    `  sirv ${pages.sirv.requestsPerSecond} req/s, p99 ${pages.sirv.p99Ms} ms\n` +
    `  ratio site/sirv ${pages.ratio}\n` +
    `/api/chat flood from ${flood.clients} clients: ${flood.requests} requests, ${flood.refused429} answered 429 ` +
    `(${flood.withRetryAfter} with Retry-After); pages meanwhile ${flood.pagesMeanwhile.requestsPerSecond} req/s, ` +
    `p99 ${flood.pagesMeanwhile.p99Ms} ms (budget ${FLOODED_P99_BUDGET_MS} ms)\n` +
    'Report: bench-results/load.json',
);

const missed = [
  flood.pagesMeanwhile.p99Ms >= FLOODED_P99_BUDGET_MS &&
    `pages p99 ${flood.pagesMeanwhile.p99Ms} ms during the flood`,
  // Each client gets its allowance for the minute, and not one request more.
  flood.requests - flood.withRetryAfter > FLOOD_CLIENTS * CHAT_LIMIT &&
    `${flood.requests - flood.withRetryAfter} flood requests got through (allowance ${FLOOD_CLIENTS * CHAT_LIMIT})`,
  pages.site.non2xx + pages.sirv.non2xx + flood.pagesMeanwhile.non2xx > 0 &&
    'a page answer was not 2xx',
].filter(Boolean);
if (missed.length > 0) {
  console.error(`MISSED: ${missed.join('; ')}`);
  process.exit(1);
}
