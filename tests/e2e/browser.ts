import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type Route,
} from 'playwright';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

export const baseURL = (): string => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export type Watched = { page: Page; errors: string[]; foreignRequests: string[] };

/** A page that records console errors, uncaught exceptions and requests to other hosts. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  const origin = new URL(baseURL()).host;
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      errors.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.host !== origin) foreignRequests.push(req.url());
  });
  return { page, errors, foreignRequests };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page; returns the violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until the page has hydrated (its handlers are attached), below-the-fold parts
 * included: those hydrate at a visitor's first sign of presence, here a pointer move.
 */
export async function waitHydrated(page: Page): Promise<void> {
  // Two moves, so the pointer really moves even where an earlier call left it.
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-hydrated=true]', { state: 'attached' });
}

/** Loads a path and waits until the app has hydrated. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  await waitHydrated(page);
}

export type Throttling = {
  /** CPU slowdown factor (1: none). */
  cpu?: number;
  /** Added round-trip latency (ms). */
  latency?: number;
  downloadKbps?: number;
  uploadKbps?: number;
};

/**
 * Slows the page down as a mid-range phone on a slow 4G network would be (DevTools protocol):
 * CPU 4x slower, 150 ms latency, 1.6 Mbps down, 750 kbps up, unless told otherwise. It holds
 * for the page's later loads too. Returns the session, to change or lift the conditions.
 */
export async function throttle(page: Page, options: Throttling = {}): Promise<CDPSession> {
  const { cpu = 4, latency = 150, downloadKbps = 1600, uploadKbps = 750 } = options;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: (downloadKbps * 1000) / 8,
    uploadThroughput: (uploadKbps * 1000) / 8,
  });
  return cdp;
}

export type Held = {
  /** How many matching requests the page has made (held, or let through once released). */
  count: () => number;
  /** Lets the held requests (and any later ones) through. */
  release: () => void;
};

/**
 * Holds the page's requests for `url` (a glob or pattern, as page.route takes) until release():
 * code that is still on its way, for as long as a test needs, however busy the machine is.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<Held> {
  let open = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  let count = 0;
  const handler = async (route: Route) => {
    count += 1;
    await released;
    // The page may have gone meanwhile (a full load, a closed context).
    await route.fallback().catch(() => {});
  };
  await page.route(url, handler);
  return {
    count: () => count,
    // The route stays: what comes later passes at once.
    release: () => {
      open();
    },
  };
}

/**
 * Stops the page's (installed) clock a moment from now; from then on it moves only when the test
 * moves it, so a busy machine's real time cannot count as page time. The moment is read in the
 * page: if the machine is so slow that it has passed before the clock gets the order, a later one.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 50; ; margin *= 4) {
    const at = await page.evaluate((ms) => Date.now() + ms, margin);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || margin > 5_000) throw error;
    }
  }
}
