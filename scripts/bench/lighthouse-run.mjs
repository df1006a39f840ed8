// One Lighthouse 13 run (default mobile config: moto g power screen, simulated Slow 4G and 4x CPU)
// in a browser of its own: Chromium is launched for the run and killed after it, so no run
// inherits another's cache, compiled code or processes.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { ACCEPT_BENCH_CERTIFICATE } from './no-script-proxy.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs tried before giving up when each ends in a runtime error (NO_NAVSTART on a busy machine). */
const ATTEMPTS = 3;

/** Launches Chromium, runs Lighthouse on url, kills Chromium (and waits until it has gone). */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ACCEPT_BENCH_CERTIFICATE, ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    const gone =
      chrome.process.exitCode === null
        ? new Promise((resolve) => chrome.process.once('exit', resolve))
        : Promise.resolve();
    chrome.kill();
    await gone;
  }
}

/**
 * The scores (0-100) and metrics (ms; CLS unitless) of one run, and the ids of the binary audits
 * that failed (what to look at when a category is under 100).
 */
export async function lighthouseRun(url) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { categories, audits, runtimeError } = await runOnce(url);
    if (runtimeError) {
      console.error(`  ${url}: Lighthouse runtime error ${runtimeError.code} (attempt ${attempt})`);
      continue;
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // The document as sent (compressed body and response headers), as Lighthouse's simulation
      // counts it.
      documentBytes:
        audits['network-requests'].details?.items?.find((item) => item.resourceType === 'Document')
          ?.transferSize ?? null,
      failing: Object.values(audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
  }
  throw new Error(`${url}: Lighthouse failed ${ATTEMPTS} times`);
}
