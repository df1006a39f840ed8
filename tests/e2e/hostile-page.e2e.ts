// A hostile page being audited cannot stall the server: while the audit reads a 2 MiB page of
// tags that never close, /healthz keeps answering within 100 ms. The built server measures
// with PageSpeed Insights here, a stand-in that holds its answer, so the only work the server
// does for the audit is reading the page's facts.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/built-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const HOSTILE = '<meta <link hreflang <script type=application/ld+json '
  .repeat(40_000)
  .slice(0, 2 * 1024 * 1024);

const listen = async (server: http.Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

let hostile: http.Server;
let psi: http.Server;
let site: Awaited<ReturnType<typeof startBuiltServer>>;
let hostilePort = 0;
/** Resolves when the server asks for the hostile site's sitemap: it has read the page by then. */
let sitemapAsked: Promise<void>;

beforeAll(async () => {
  let asked: () => void = () => {};
  sitemapAsked = new Promise((resolve) => (asked = resolve));
  hostile = http.createServer((req, res) => {
    if (req.url === '/sitemap.xml') {
      res.writeHead(404).end();
      asked();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(HOSTILE);
  });
  // PageSpeed Insights' stand-in: takes the request and never answers.
  psi = http.createServer((req) => req.resume());
  hostilePort = await listen(hostile);
  const psiPort = await listen(psi);
  site = await startBuiltServer(root, {
    AUDIT_ALLOW_HOSTS: `127.0.0.1:${hostilePort}`,
    PAGESPEED_API_KEY: 'e2e',
    PAGESPEED_API_URL: `http://127.0.0.1:${psiPort}/runPagespeed`,
  });
});

afterAll(async () => {
  await site?.stop();
  for (const server of [hostile, psi]) {
    server?.closeAllConnections();
    server?.close();
  }
});

it('/healthz answers within 100 ms while a 2 MiB page of unclosed tags is audited', async () => {
  const probe = async () => {
    const start = performance.now();
    const health = await fetch(`${site.origin}/healthz`);
    expect(await health.text()).toBe('ok');
    return performance.now() - start;
  };
  await probe(); // the connection open, as a monitor's would be
  const audit = new AbortController();
  const stream = fetch(
    `${site.origin}/api/audit?url=${encodeURIComponent(`http://127.0.0.1:${hostilePort}/`)}`,
    { signal: audit.signal },
  );
  const response = await stream;
  expect(response.status).toBe(200);
  await sitemapAsked;
  // The page's facts are read now: one probe after another while it happens.
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) times.push(await probe());
  audit.abort();
  expect(Math.max(...times)).toBeLessThan(100);
});
