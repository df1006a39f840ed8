#!/usr/bin/env node
// Performance budget check: Lighthouse (default mobile config, simulated throttling) over every
// prerendered route of both languages, one run at a time (parallel runs on 2 cores distort TBT),
// median of 3 per route. Prints a table, writes bench-results/lighthouse.json, and exits non-zero
// when a route misses a budget.
// Per route it also reports when the app took over (not a budget, just visible): the time of the
// page's TOOK_OVER_MARK performance mark, measured in Chromium under the same mobile throttling
// (see tookOver below).
//   npm run bench                      all routes, 3 runs each
//   npm run bench -- --runs 1 --only /,/en/,/servicios
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'dist', 'client');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const only = arg('only', '')?.split(',').filter(Boolean);

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  tbtMs: 100,
  initialJsGzipBytes: 110 * 1024,
};

if (!existsSync(join(root, 'dist', 'server', 'entry-server.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const { allRoutes } = await import(
  pathToFileURL(join(root, 'dist', 'server', 'entry-server.js')).href
);

/**
 * The name of the mark the app sets when html[data-hydrated] becomes "true". Read from its one
 * source, site/app/signals.ts (TypeScript, which this plain-JS script cannot import, and the
 * server bundle does not re-export it), with a regex rather than a copy. null when absent.
 */
function tookOverMarkName() {
  const file = join(root, 'site', 'app', 'signals.ts');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  return /export const TOOK_OVER_MARK\s*=\s*(['"])(.+?)\1/.exec(source)?.[2] ?? null;
}
const TOOK_OVER_MARK = tookOverMarkName();

const paths = allRoutes()
  .map((r) => r.path)
  .filter((p) => !only?.length || only.includes(p));

/** Gzip size of every script the page runs before it is interactive (boot, entry, its modules). */
function initialJsGzip(path) {
  const file = path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
  const html = readFileSync(join(client, file), 'utf8');
  // The inline boot script's attributes name the entry and the modules it starts after the
  // first paint; its own code counts too.
  const boot = /<script data-entry="([^"]+)" data-modules="([^"]*)">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!boot) throw new Error(`${path}: no boot script`);
  const srcs = new Set([boot[1], ...boot[2].split(' ').filter(Boolean)]);
  let total = gzipSync(boot[3], { level: 9 }).length;
  for (const src of srcs) total += gzipSync(readFileSync(join(client, src)), { level: 9 }).length;
  return total;
}

const { origin, stop: stopServer } = await startBuiltServer(root);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Lighthouse's default mobile settings (mobileSlow4G, moto g power screen): CPU 4x slower,
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, 412x823 at 1.75x. Lighthouse simulates the
// throttling from an unthrottled trace; here it is applied for real through the DevTools protocol.
const MOBILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
const TOOK_OVER_TIMEOUT_MS = 30_000;

/**
 * One throttled load of a path in a fresh context (empty cache and storage), as an early visitor
 * on a phone: the pointer moves once right after the first contentful paint (parts below the
 * fold hydrate at a visitor's first sign of presence, so without any the page may never fully
 * take over). Returns the first contentful paint and the took-over mark, in ms from navigation
 * start, or null for a mark that never came.
 */
async function tookOver(browser, url) {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE.uploadBytesPerSecond,
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no first contentful paint')), 60_000);
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name !== 'firstContentfulPaint') return;
        clearTimeout(timer);
        resolve();
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    await page.mouse.move(200, 400);
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    let tookOverMs = null;
    if (TOOK_OVER_MARK) {
      tookOverMs = await page
        .waitForFunction(
          (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? false,
          TOOK_OVER_MARK,
          { timeout: TOOK_OVER_TIMEOUT_MS, polling: 100 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
    }
    return { fcpMs, tookOverMs };
  } finally {
    await context.close();
  }
}

/** Median of the numbers among values, or null when there is none. */
const medianOrNull = (values) => {
  const numbers = values.filter((v) => typeof v === 'number');
  return numbers.length ? Math.round(median(numbers)) : null;
};
const ms = (value) => (value === null ? 'n/a' : `${value}ms`);

const takeOverBrowser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  headless: true,
});

const rows = [];
try {
  // One warm-up run so the first route does not pay for a cold browser.
  await lighthouse(`${origin}/`, { port: chrome.port, logLevel: 'error', output: 'json' });
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.error(`${path}: Lighthouse run failed (${runtimeError.code}); retrying`);
        i -= 1;
        continue;
      }
      samples.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    // The same number of runs, after Lighthouse's (never at the same time: 2 cores).
    const takeOvers = [];
    for (let i = 0; i < runs; i += 1)
      takeOvers.push(await tookOver(takeOverBrowser, `${origin}${path}`));
    const row = {
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      fcpMs: Math.round(pick('fcpMs')),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Number(pick('cls').toFixed(3)),
      initialJsGzipBytes: initialJsGzip(path),
      // Under real mobile throttling, an early visitor (pointer moved right after the first
      // contentful paint): that paint, the took-over mark, and the time between (median of the
      // runs' differences). null: no mark (not built in, or not set within 30 s).
      throttled: {
        fcpMs: medianOrNull(takeOvers.map((t) => t.fcpMs)),
        tookOverMs: medianOrNull(takeOvers.map((t) => t.tookOverMs)),
        tookOverAfterFcpMs: medianOrNull(
          takeOvers.map((t) =>
            t.tookOverMs === null || t.fcpMs === null ? null : t.tookOverMs - t.fcpMs,
          ),
        ),
      },
      failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
    };
    row.missed = [
      row.performance < BUDGETS.performance && `performance ${row.performance}`,
      row.accessibility < BUDGETS.accessibility && `accessibility ${row.accessibility}`,
      row['best-practices'] < BUDGETS['best-practices'] &&
        `best-practices ${row['best-practices']}`,
      row.seo < BUDGETS.seo && `seo ${row.seo}`,
      row.cls > BUDGETS.cls && `CLS ${row.cls}`,
      row.tbtMs > BUDGETS.tbtMs && `TBT ${row.tbtMs} ms`,
      row.initialJsGzipBytes > BUDGETS.initialJsGzipBytes && `JS ${row.initialJsGzipBytes} B`,
    ].filter(Boolean);
    rows.push(row);
    console.log(
      [
        path.padEnd(34),
        String(row.performance).padStart(4),
        String(row.accessibility).padStart(4),
        String(row['best-practices']).padStart(4),
        String(row.seo).padStart(4),
        `${(row.fcpMs / 1000).toFixed(2)}s`.padStart(7),
        `${(row.lcpMs / 1000).toFixed(2)}s`.padStart(7),
        `${row.tbtMs}ms`.padStart(7),
        String(row.cls).padStart(6),
        `${(row.initialJsGzipBytes / 1024).toFixed(1)}KB`.padStart(8),
        ms(row.throttled.fcpMs).padStart(8),
        ms(row.throttled.tookOverMs).padStart(8),
        ms(row.throttled.tookOverAfterFcpMs).padStart(8),
        row.missed.length ? `  MISSED: ${row.missed.join(', ')}` : '',
      ].join(' '),
    );
  }
} finally {
  await chrome.kill();
  await takeOverBrowser.close();
  stopServer();
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'lighthouse.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      budgets: BUDGETS,
      tookOver: {
        mark: TOOK_OVER_MARK,
        throttling: MOBILE,
        visitor: 'pointer moved once right after the first contentful paint',
      },
      rows,
    },
    null,
    2,
  )}\n`,
);
const missed = rows.filter((r) => r.missed.length);
console.log(
  `\npath / perf / a11y / best-practices / seo / FCP / LCP / TBT / CLS / initial JS (gzip) /` +
    ` throttled FCP / took over / took over - FCP (not budgets)\n` +
    `Took over: the "${TOOK_OVER_MARK ?? 'n/a'}" mark under 4x CPU, 150 ms RTT, 1.6/0.75 Mbps, 412x823,` +
    ` pointer moved once right after the first contentful paint (an early visitor).\n` +
    `${rows.length} routes, ${runs} run(s) each (median): ${rows.length - missed.length} within budget, ${missed.length} missed. Report: bench-results/lighthouse.json`,
);
process.exit(missed.length ? 1 : 0);
