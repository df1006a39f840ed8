// The audit's Chromium behind the filtering proxy: it cannot reach this machine's loopback (or
// any other non-public address), by navigation or by a page's own requests, while an
// allow-listed local site (the served site, as the audit tests use it) loads.
import type http from 'node:http';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import {
  proxyChromiumFlags,
  startFilteringProxy,
  type FilteringProxy,
} from '../../site/server/filtering-proxy';
import { parseAllowHosts } from '../../site/server/url-guard';
import { listen, listenCanaries, stop, type Listener } from '../fixtures/canary';
import { baseURL, launch } from './browser';

let canary: Listener;
let canary6: Listener | null = null;
/** An allow-listed local page that tries to reach the canary by itself. */
let probe: Listener;
let proxy: FilteringProxy;
let browser: Browser;

const canaryConnections = () => canary.connections() + (canary6?.connections() ?? 0);

beforeAll(async () => {
  const canaryHandler: http.RequestListener = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<title>canary</title>');
  };
  ({ canary, canary6 } = await listenCanaries(canaryHandler));
  probe = await listen('127.0.0.1', (_req, res) => {
    const c = `127.0.0.1:${canary.port}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>probe</title>
<img src="http://${c}/img.png" alt="">
<img src="http://localhost:${canary.port}/img2.png" alt="">
<img src="https://${c}/img3.png" alt="">
<iframe src="http://${c}/frame" title="frame"></iframe>
<script>
  window.done = Promise.allSettled([
    fetch('http://${c}/fetch', { mode: 'no-cors' }),
    fetch('https://${c}/fetch', { mode: 'no-cors' }),
    new Promise((resolve) => {
      const ws = new WebSocket('ws://${c}/ws');
      ws.onopen = ws.onerror = ws.onclose = resolve;
    }),
  ]).then(() => true);
</script>`);
  });
  const site = new URL(baseURL());
  proxy = await startFilteringProxy(parseAllowHosts(`${site.host},127.0.0.1:${probe.port}`));
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...proxyChromiumFlags(proxy.url)],
    headless: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await Promise.all([stop(canary), stop(canary6), stop(probe)]);
});

describe('Chromium behind the filtering proxy', () => {
  it('would reach the canary without the proxy (the canary counts)', async () => {
    const plain = await launch();
    try {
      const page = await plain.newPage();
      const res = await page.goto(`http://127.0.0.1:${canary.port}/`);
      expect(res?.status()).toBe(200);
      expect(canary.connections()).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
    canary.reset();
  });

  const targets = () => [
    `http://127.0.0.1:${canary.port}/`,
    `http://localhost:${canary.port}/`,
    `http://127.1:${canary.port}/`,
    `http://[::ffff:7f00:1]:${canary.port}/`,
    `https://127.0.0.1:${canary.port}/`,
    `https://localhost:${canary.port}/`,
    ...(canary6 ? [`http://[::1]:${canary6.port}/`] : []),
  ];

  it('cannot navigate to loopback addresses', async () => {
    const context = await browser.newContext();
    const outcomes: string[] = [];
    for (const url of targets()) {
      // A fresh page each time: leaving Chromium's error page can interrupt the next navigation.
      const page = await context.newPage();
      const outcome = await page.goto(url, { timeout: 15_000 }).then(
        async (res) => `status ${res?.status()} "${await page.title()}"`,
        (err: Error) => err.message.split('\n')[0] ?? '',
      );
      await page.close();
      outcomes.push(`${url}: ${outcome}`);
      // Refused by the proxy: its 403 (plain http) or a failed tunnel (https), never the canary.
      expect(outcome, url).toMatch(/^status 403 ""$|ERR_TUNNEL_CONNECTION_FAILED/);
    }
    await context.close();
    expect(canaryConnections(), outcomes.join('\n')).toBe(0);
  });

  it("stops an allowed page's own requests to loopback", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes(`:${canary.port}/`)) refused.push(`${res.status()} ${res.url()}`);
    });
    page.on('requestfailed', (req) => {
      if (req.url().includes(`:${canary.port}/`)) refused.push(`failed ${req.url()}`);
    });
    const res = await page.goto(`http://127.0.0.1:${probe.port}/`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('probe');
    expect(await page.evaluate('window.done')).toBe(true);
    await page.waitForLoadState('networkidle');
    await context.close();
    // The page did try (its requests reached the proxy and were refused) ...
    expect(refused.some((line) => line.startsWith('403 '))).toBe(true);
    expect(refused.every((line) => /^(403|failed) /.test(line))).toBe(true);
    // ... and nothing reached the canary.
    expect(canaryConnections(), refused.join('\n')).toBe(0);
  });

  it('loads the allow-listed site through the proxy', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(`${baseURL()}/`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).not.toBe('');
    await context.close();
    expect(canaryConnections()).toBe(0);
  });
});
