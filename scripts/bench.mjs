#!/usr/bin/env node
// Performance budgets of the prerendered site (issue 29): what the scripts cost a phone, measured
// against the same page with no script at all.
//  1. Every route of both languages, beside a no-script copy of itself (the same document with
//     its <script> elements removed, served by a proxy in front of the built server: the same
//     CSS, images and fonts; scripts/bench/no-script-proxy.mjs), measured in the same run,
//     interleaved (page, copy, page, copy…), so the machine's load at any moment falls on both.
//  2. Lighthouse 13, default mobile config, a fresh browser per run; median of the runs per route
//     and variant. Budgets: TBT at most the copy's + 50 ms; LCP at most the copy's + 150 ms; CLS
//     0; accessibility, best practices and SEO 100; performance at least 95. FCP and the
//     document's bytes against the first round trip are reported.
//  3. Script bytes a phone fetches in the first 5 s without interaction (Chromium, Slow 4G, 4x
//     CPU, as sent): at most 60 KB on an article and on the privacy policy, 100 KB on the home
//     page, reported elsewhere. The chat's code (its island and conversation) is never among
//     them: its panel's shell is in the page's HTML, its code comes on intent.
//  4. On the phone, when / and /contacto are benched: the menu button tapped once the page has
//     loaded shows the menu within the no-script copy's time + 50 ms of the finger's release and
//     fetches nothing; the header's link from / to /contacto
//     paints the new page (cold) no later than a fresh load of /contacto does (within the
//     noise), and after a hover (the page prefetched) is reported.
// Prints the tables, writes bench-results/lighthouse.json, exits non-zero when a budget is missed.
//   npm run bench                                      every route, 3 runs each
//   npm run bench -- --runs 1 --only /,/en/,/contacto  some routes (their paths, as served)
//   npm run bench -- --skip phone                      without a part: lighthouse, bytes, phone
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.mjs';
import { lighthouseRun } from './bench/lighthouse-run.mjs';
import { startProxy } from './bench/no-script-proxy.mjs';
import { PHONE, followLink, freshLoad, menuTap, scriptBytes } from './bench/phone.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { BUDGETS, kb, linkRow, menuRow, routeRow, show } from './bench/budgets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'dist', 'client');

// The phone checks' pages: the Spanish home and contact page, and the menu button's name there.
const PHONE_FROM = '/';
const PHONE_TO = '/contacto';
const MENU_PAGES = [PHONE_FROM, PHONE_TO];

// ---------------------------------------------------------------------------------------------
// Options.

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0];
  console.log(header.replace(/^#!.*\n/, '').replaceAll(/^\/\/ ?/gm, ''));
  process.exit(0);
}
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i > -1 ? argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number, 1 or more.');
  process.exit(2);
}
const only = (arg('only', '') ?? '').split(',').filter(Boolean);
const skip = new Set((arg('skip', '') ?? '').split(',').filter(Boolean));
for (const part of skip) {
  if (!['lighthouse', 'bytes', 'phone'].includes(part)) {
    console.error(`--skip takes lighthouse, bytes or phone (not "${part}").`);
    process.exit(2);
  }
}

if (
  !existsSync(join(root, 'dist', 'server', 'main.js')) ||
  !existsSync(join(client, 'sitemap-0.xml'))
) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Routes: every indexable page of both languages, as the sitemap lists them (@astrojs/sitemap
// writes sitemap-0.xml from site/routes.ts allRoutes(): site/app/sitemap.ts; the documents of a
// page's states, a portfolio filter or the blog's "not found" and "not available", are not in
// it). The feeds are dropped.

function sitemapPaths() {
  const sitemap = parseDocument(readFileSync(join(client, 'sitemap-0.xml'), 'utf8'), {
    xmlMode: true,
  });
  return getElementsByTagName('loc', sitemap)
    .map((loc) => new URL(textContent(loc).trim()).pathname)
    .filter((path) => !path.endsWith('.xml'));
}

/** A path as the sitemap writes it: /en/ with its slash, others without a trailing one. */
function normalise(path) {
  if (path === '/en') return '/en/';
  return path.length > 1 && path !== '/en/' && path.endsWith('/') ? path.slice(0, -1) : path;
}

const allPaths = sitemapPaths();
let paths = allPaths;
if (only.length) {
  const wanted = only.map(normalise);
  const unknown = wanted.filter((p) => !allPaths.includes(p));
  if (unknown.length) {
    for (const path of unknown) {
      // Routes holding every word of the unknown path's last part, in its language first.
      const words = path.split('/').pop()?.split('-').filter(Boolean) ?? [];
      const english = path.startsWith('/en/');
      const like = allPaths
        .filter((p) => words.length && words.every((w) => p.includes(w)))
        .sort(
          (a, b) =>
            Number(b.startsWith('/en/') === english) - Number(a.startsWith('/en/') === english),
        );
      console.error(
        `--only: ${path} is not a route${like.length ? ` (did you mean ${like.join(' or ')}?)` : ''}`,
      );
    }
    console.error(`The routes: ${allPaths.join(' ')}`);
    process.exit(2);
  }
  paths = allPaths.filter((p) => wanted.includes(p));
}

const menuName = JSON.parse(readFileSync(join(root, 'site', 'i18n', 'es', 'common.json'), 'utf8'))
  .menu.open;

// ---------------------------------------------------------------------------------------------
// Helpers.

const lighthouseOn = !skip.has('lighthouse');
const bytesOn = !skip.has('bytes');
const menuPages = skip.has('phone') ? [] : MENU_PAGES.filter((p) => paths.includes(p));
const linkOn = !skip.has('phone') && paths.includes(PHONE_FROM) && paths.includes(PHONE_TO);

// Progress: one line per measurement, with an estimate of the time left.
const totalSteps =
  paths.length * runs * ((lighthouseOn ? 2 : 0) + (bytesOn ? 1 : 0)) +
  runs * (menuPages.length * 2 + (linkOn ? 3 : 0));
let step = 0;
const started = performance.now();
function progress(what, detail) {
  step += 1;
  const elapsed = (performance.now() - started) / 1000;
  const left = (elapsed / step) * (totalSteps - step);
  console.log(
    `[${String(step).padStart(String(totalSteps).length)}/${totalSteps}] ${what}: ${detail}` +
      `  (${Math.round(elapsed)} s, ~${Math.round(left / 60)} min left)`,
  );
}
const lhSummary = (s) =>
  `perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}, ` +
  `FCP ${Math.round(s.fcpMs)} LCP ${Math.round(s.lcpMs)} TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`;

/** Runs a measurement; an exception becomes { error } (the bench goes on, the budget fails). */
async function attempt(measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(`  failed: ${error.message.split('\n')[0]}`);
    return { error: error.message.split('\n')[0] };
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

console.log(
  `${paths.length} route(s) x ${runs} run(s): ` +
    [
      lighthouseOn && 'Lighthouse (page and no-script copy)',
      bytesOn && 'script bytes',
      menuPages.length && `phone menu on ${menuPages.join(' ')}`,
      linkOn && `phone link ${PHONE_FROM} -> ${PHONE_TO}`,
    ]
      .filter(Boolean)
      .join(', '),
);

const server = await startBuiltServer(root);
// Both variants go through a proxy of their own, so neither has a hop the other has not.
const pageProxy = await startProxy(server.origin, { stripScripts: false });
const noScriptProxy = await startProxy(server.origin, { stripScripts: true });
const browser =
  bytesOn || menuPages.length || linkOn
    ? await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    : null;

const rows = [];
let phone = null;
try {
  for (const path of paths) {
    const page = [];
    const noScript = [];
    const bytes = [];
    if (lighthouseOn) await noScriptProxy.warm(path);
    for (let run = 1; run <= runs; run += 1) {
      const label = `${path} run ${run}/${runs}`;
      if (lighthouseOn) {
        const a = await attempt(() => lighthouseRun(`${pageProxy.origin}${path}`));
        page.push(a);
        progress(`${label} page`, a.error ? 'failed' : lhSummary(a));
        const b = await attempt(() => lighthouseRun(`${noScriptProxy.origin}${path}`));
        noScript.push(b);
        progress(`${label} no-script`, b.error ? 'failed' : lhSummary(b));
      }
      if (bytesOn) {
        const c = await attempt(() =>
          scriptBytes(browser, `${server.origin}${path}`, BUDGETS.scriptWindowMs),
        );
        bytes.push(c);
        progress(
          `${label} script bytes`,
          c.error
            ? 'failed'
            : `${kb(c.bytes)} KB in ${c.files.length} file(s), ${kb(c.headerBytes)} KB of it headers`,
        );
      }
    }
    rows.push(routeRow(path, page, noScript, bytes, { lighthouseOn, bytesOn }));
  }

  if (menuPages.length || linkOn) {
    phone = { menu: {}, link: null };
    const menuSamples = Object.fromEntries(menuPages.map((p) => [p, []]));
    const menuReference = Object.fromEntries(menuPages.map((p) => [p, []]));
    const link = { cold: [], fresh: [], hovered: [] };
    for (let run = 1; run <= runs; run += 1) {
      for (const path of menuPages) {
        // Through the pass-through proxy, as its no-script reference below goes through its own.
        const m = await attempt(() => menuTap(browser, `${pageProxy.origin}${path}`, menuName));
        menuSamples[path].push(m);
        progress(`phone menu ${path} run ${run}/${runs}`, m.error ?? menuSummary(m));
        // The same tap on the no-script copy (the menu needs no script): how much of the time
        // is the page's scripts' (reported, not a budget).
        await noScriptProxy.warm(path);
        const n = await attempt(() =>
          menuTap(browser, `${noScriptProxy.origin}${path}`, menuName, { watchRequests: false }),
        );
        menuReference[path].push(n);
        progress(`phone menu ${path} no-script run ${run}/${runs}`, n.error ?? menuSummary(n));
      }
      if (linkOn) {
        const from = `${server.origin}${PHONE_FROM}`;
        const cold = await attempt(() =>
          followLink(browser, from, PHONE_TO, { menuName, hoverFirst: false }),
        );
        link.cold.push(cold);
        progress(`phone link cold run ${run}/${runs}`, cold.error ?? linkSummary(cold));
        const fresh = await attempt(() => freshLoad(browser, `${server.origin}${PHONE_TO}`));
        link.fresh.push(fresh);
        progress(`phone fresh load run ${run}/${runs}`, fresh.error ?? `FCP ${fresh.fcpMs} ms`);
        const hovered = await attempt(() =>
          followLink(browser, from, PHONE_TO, { menuName, hoverFirst: true }),
        );
        link.hovered.push(hovered);
        progress(`phone link hovered run ${run}/${runs}`, hovered.error ?? linkSummary(hovered));
      }
    }
    for (const path of menuPages) {
      phone.menu[path] = menuRow(menuSamples[path], menuReference[path]);
    }
    if (linkOn) phone.link = linkRow(link);
  }
} finally {
  await browser?.close();
  await pageProxy.stop();
  await noScriptProxy.stop();
  await server.stop();
}

function menuSummary(m) {
  if (m.status === 'n/a') return `n/a (${m.reason})`;
  return (
    `release -> visible ${m.releaseToVisibleMs} ms, touch -> visible ${m.tapToVisibleMs} ms ` +
    `(open at ${m.tapToOpenMs} ms; Event Timing ` +
    `${show(m.eventTimingMs)} ms)` +
    (m.causedRequests ? `, ${m.causedRequests.length} request(s) caused by the tap` : '')
  );
}

function linkSummary(r) {
  if (r.status === 'n/a') return `n/a (${r.reason})`;
  return (
    `press -> FCP ${r.pressToFcpMs} ms, document in ${r.documentMs} ms (${r.transferSize} B)` +
    `${r.ahead ? `, ahead of the press: ${r.ahead}` : ''}` +
    `${r.requestedBeforePress ? ', page requested before the press' : ''}`
  );
}

// ---------------------------------------------------------------------------------------------
// Report.

const pad = (value, width) => show(value).padStart(width);
const pair = (a, b) => `${show(a)}/${show(b)}`;
console.log('');
if (lighthouseOn || bytesOn) {
  console.log(
    `Per route, median of ${runs} run(s). Lighthouse mobile; "page/ref": the page / its no-script copy (ms).` +
      ` Doc: the document as sent, KB (reported beside the first round trip, ${kb(BUDGETS.firstRoundTripBytes)} KB).` +
      ` Scripts: KB fetched in the first ${BUDGETS.scriptWindowMs / 1000} s on a throttled phone (budget).`,
  );
  console.log(
    [
      'route'.padEnd(42),
      'perf',
      'a11y',
      '  bp',
      ' seo',
      '  CLS',
      '  FCP page/ref',
      '  LCP page/ref',
      ' TBT page/ref',
      ' doc KB',
      '  scripts KB',
    ].join(' '),
  );
  for (const row of rows) {
    const p = row.page;
    const n = row.noScript;
    const s = row.scriptBytes;
    console.log(
      [
        row.path.padEnd(42),
        pad(p?.performance, 4),
        pad(p?.accessibility, 4),
        pad(p?.['best-practices'], 4),
        pad(p?.seo, 4),
        pad(p?.cls, 5),
        pair(p?.fcpMs, n?.fcpMs).padStart(14),
        pair(p?.lcpMs, n?.lcpMs).padStart(14),
        pair(p?.tbtMs, n?.tbtMs).padStart(13),
        (p?.documentBytes ? kb(p.documentBytes) : '-').padStart(7),
        (s ? `${kb(s.median)}${s.budget ? ` (${kb(s.budget)})` : ''}` : '-').padStart(12),
        row.missed.length ? ` MISSED: ${row.missed.join('; ')}` : ' ok',
      ].join(' '),
    );
  }
}
if (phone) {
  console.log(
    `\nPhone (412x823 touch, ${PHONE.latencyMs} ms per request, ` +
      `${((PHONE.downloadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbps down, ${PHONE.cpuSlowdown}x CPU), median of ${runs} run(s):`,
  );
  for (const [path, m] of Object.entries(phone.menu)) {
    console.log(
      `  menu on ${path.padEnd(10)} ` +
        (m.status === 'n/a'
          ? `n/a (${m.reason})`
          : `release -> visible ${show(m.releaseToVisibleMs)} ms (budget: the no-script copy's ` +
            `${show(m.noScriptReleaseToVisibleMs)} + ${BUDGETS.menuTapOverCopyMs} ms; from the touch ` +
            `${show(m.tapToVisibleMs)} ms, open at ${show(m.tapToOpenMs)} ms, Event Timing ` +
            `${show(m.eventTimingMs)} ms), ` +
            `requests caused by the tap: ${m.causedRequests.length}`) +
        (m.missed.length ? `  MISSED: ${m.missed.join('; ')}` : ''),
    );
  }
  const l = phone.link;
  if (l?.status === 'n/a') console.log(`  link ${PHONE_FROM} -> ${PHONE_TO}: n/a (${l.reason})`);
  else if (l) {
    console.log(
      `  link ${PHONE_FROM} -> ${PHONE_TO}: (i) cold tap -> FCP ${show(l.cold.pressToFcpMs)} ms` +
        `${l.cold.requestedBeforePress ? ' (page requested before the tap in a run)' : ''}` +
        ` vs (ii) fresh load FCP ${show(l.fresh.fcpMs)} ms;` +
        ` (iii) after a hover ${show(l.hovered.pressToFcpMs)} ms, document in ${show(l.hovered.documentMs)} ms` +
        ` (transfer ${l.hovered.transferSizes.join('/')} B; ahead of the press: ${l.hovered.ahead.join('/')})` +
        (l.missed.length ? `  MISSED: ${l.missed.join('; ')}` : ''),
    );
    for (const error of l.hovered.consoleErrors)
      console.log(`    console error after the hover: ${error}`);
  }
}

const missedCount =
  rows.filter((r) => r.missed.length).length +
  Object.values(phone?.menu ?? {}).filter((m) => m.missed.length).length +
  (phone?.link?.missed.length ? 1 : 0);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'lighthouse.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      budgets: BUDGETS,
      phone: { conditions: PHONE, checks: phone },
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${rows.length} route(s)${phone ? ' and the phone checks' : ''}: ` +
    `${missedCount ? `${missedCount} missed a budget` : 'every budget met'}. ` +
    `Took ${Math.round((performance.now() - started) / 60_000)} min. Report: bench-results/lighthouse.json`,
);
process.exit(missedCount ? 1 : 0);
