#!/usr/bin/env node
// Records the Lighthouse results the audit's unit tests map (tests/fixtures/audit/*.json): real
// local runs in Debian Chromium, as the server's own provider makes them, trimmed to what the
// mapping reads (no screenshots, traces or long tables).
//   good-mobile-es.json  the built site's home page (run `npm run build` first), mobile, Spanish
//   poor-desktop-en.json a page made to fail (tests/fixtures/audit/poor-site), desktop, English
import { createServer } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import sharp from 'sharp';
import { startBuiltServer } from './built-server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'tests', 'fixtures', 'audit');

/** Audits whose details the mapping reads; every other audit keeps its score and texts only. */
const DETAILS_READ = new Set([
  'metrics',
  'resource-summary',
  'js-libraries',
  'errors-in-console',
  'has-hsts',
  'csp-xss',
]);

function trim(lhr) {
  const audits = {};
  for (const [id, audit] of Object.entries(lhr.audits)) {
    const { details, ...rest } = audit;
    if (DETAILS_READ.has(id)) {
      audits[id] = id === 'metrics' ? { ...rest, details: { items: [details.items[0]] } } : audit;
    } else if (details && 'overallSavingsBytes' in details) {
      audits[id] = { ...rest, details: { overallSavingsBytes: details.overallSavingsBytes } };
    } else {
      audits[id] = rest;
    }
  }
  const categories = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, { title, score, auditRefs }]) => [
      id,
      {
        title,
        score,
        auditRefs: auditRefs.map(({ id, weight, group }) => ({ id, weight, group })),
      },
    ]),
  );
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalUrl,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    fetchTime: lhr.fetchTime,
    runWarnings: lhr.runWarnings,
    configSettings: {
      formFactor: lhr.configSettings.formFactor,
      locale: lhr.configSettings.locale,
      screenEmulation: lhr.configSettings.screenEmulation,
    },
    fullPageScreenshot: lhr.fullPageScreenshot && {
      screenshot: {
        width: lhr.fullPageScreenshot.screenshot.width,
        height: lhr.fullPageScreenshot.screenshot.height,
      },
    },
    categories,
    audits,
  };
}

/** The page made to fail, with a large, heavy photo generated here. */
async function startPoorSite() {
  const dir = join(fixtures, 'poor-site');
  const noise = Buffer.alloc(1800 * 1200 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const hero = await sharp(noise, { raw: { width: 1800, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const files = {
    '/': ['text/html', readFileSync(join(dir, 'index.html'))],
    '/hero.png': ['image/png', hero],
    '/data.txt': ['text/plain', Buffer.from('data')],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const site = await startBuiltServer(root);
const poor = await startPoorSite();
try {
  const runs = [
    ['good-mobile-es.json', `${site.origin}/`, 'es', undefined],
    ['poor-desktop-en.json', `${poor.origin}/`, 'en', desktopConfig],
  ];
  for (const [file, url, locale, config] of runs) {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        locale,
        onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
      },
      config,
    );
    writeFileSync(join(fixtures, file), `${JSON.stringify(trim(lhr), null, 1)}\n`);
    console.log(`${file}: ${url} (${lhr.runtimeError?.code ?? 'ok'})`);
  }
} finally {
  poor.stop();
  await site.stop();
  await chrome.kill();
}
