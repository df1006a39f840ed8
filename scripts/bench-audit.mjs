#!/usr/bin/env node
// npm run bench:audit (after a build): how long the web audit takes to give its result, against a
// bare Lighthouse CLI run on the same URL in the same Debian Chromium. The audit (the server's
// local Lighthouse provider, through its address-filtering proxy, with the page facts and the
// sitemap check) must stay within 1.2x of the bare run. Runs alternate; medians compared.
// Then, noted beside it (no budget: the server's Chromium measures one site at a time): a site
// with one competitor, both asked at once as the page asks them, until both results.
//   --runs N   runs of each (default 3)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './built-server.mjs';
import { bareLighthouseRun } from './lighthouse-cli.mjs';

const BUDGET_RATIO = 1.2;
const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs) || 3);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** The audit through the site's own API, until its result event. */
async function auditRun(origin, url) {
  const started = performance.now();
  const query = new URLSearchParams({ url, strategy: 'mobile', lang: 'es' });
  const response = await fetch(`${origin}/api/audit?${query}`);
  if (!response.ok) throw new Error(`audit answered ${response.status}`);
  const text = await response.text();
  if (!/^event: result$/m.test(text))
    throw new Error(`audit did not give a result: ${text.slice(-300)}`);
  return performance.now() - started;
}

const { origin, stop } = await startBuiltServer(root);
const bare = [];
const audit = [];
const pair = [];
try {
  for (let i = 0; i < runs; i += 1) {
    // A fresh address each run: the audit caches results per URL.
    const url = `${origin}/?bench=${Date.now()}-${i}`;
    bare.push(await bareLighthouseRun(url));
    audit.push(await auditRun(origin, url));
    console.log(
      `run ${i + 1}: bare Lighthouse ${(bare[i] / 1000).toFixed(1)} s, audit ${(audit[i] / 1000).toFixed(1)} s`,
    );
  }
  for (let i = 0; i < runs; i += 1) {
    const stamp = `${Date.now()}-${i}`;
    const started = performance.now();
    await Promise.all([
      auditRun(origin, `${origin}/?bench=${stamp}`),
      auditRun(origin, `${origin}/politica-privacidad?bench=${stamp}`),
    ]);
    pair.push(performance.now() - started);
    console.log(`run ${i + 1}: site + one competitor ${(pair[i] / 1000).toFixed(1)} s`);
  }
} finally {
  await stop();
}
const ratio = median(audit) / median(bare);
console.log(
  `web audit: median ${(median(audit) / 1000).toFixed(1)} s vs bare Lighthouse CLI ${(median(bare) / 1000).toFixed(1)} s: ratio ${ratio.toFixed(2)} (budget ${BUDGET_RATIO})`,
);
console.log(
  `web audit with one competitor: median ${(median(pair) / 1000).toFixed(1)} s (${(median(pair) / median(audit)).toFixed(2)}x one site)`,
);
process.exit(ratio <= BUDGET_RATIO ? 0 : 1);
