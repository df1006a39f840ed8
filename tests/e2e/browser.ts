import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type Request,
  type Route,
} from 'playwright';
import { LANGUAGE_OFFER_DISMISSED_KEY } from '../../site/app/language-offer';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { islandSelector, type Island } from './islands';

export const baseURL = (): string => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export type Watched = {
  page: Page;
  errors: string[];
  foreignRequests: string[];
  /**
   * Resolves once the page has settled: every request it made has been answered (or failed),
   * then the page's main thread has had nothing left to do (a background task ran), and no request
   * began meanwhile. What the page does in answer to what it received (a module run, a React
   * render, a navigation it decides on) has happened by then: the moment to assert that something
   * did not happen. A timer still to fire is not waited for: a test about a timer drives the
   * page clock. Requests whose URL matches `except` (one the test keeps unanswered) are not
   * waited for.
   */
  settled: (except?: RegExp) => Promise<void>;
};

/** A page that records console errors, uncaught exceptions and requests to other hosts. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { languageOffer = false }: { languageOffer?: boolean } = {},
): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  // The test browser prefers English: on a Spanish page it would be offered the English one
  // (site/app/language-offer.ts). Tests about something else are a visitor who dismissed it;
  // tests of the offer ask for it.
  if (!languageOffer) {
    await context.addInitScript((key) => {
      try {
        localStorage.setItem(key, 'e2e');
      } catch {
        // An opaque origin (about:blank) has no storage.
      }
    }, LANGUAGE_OFFER_DISMISSED_KEY);
  }
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
  return { page, errors, foreignRequests, settled: settler(page) };
}

/** How long a page may take to settle before the test says what it still waits for. */
const SETTLE_LIMIT_MS = 30_000;

/** The page's requests in flight, and a way to wait until it has settled (Watched.settled). */
function settler(page: Page): Watched['settled'] {
  const open = new Set<Request>();
  let made = 0;
  const onQuiet: (() => void)[] = [];
  page.on('request', (request) => {
    made += 1;
    open.add(request);
  });
  const done = (request: Request) => {
    open.delete(request);
    for (const resume of onQuiet.splice(0)) resume();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const waitingFor = (except?: RegExp) =>
    [...open].filter((request) => !except?.test(request.url()));
  const quiet = async (except?: RegExp) => {
    while (waitingFor(except).length > 0) await new Promise<void>((resume) => onQuiet.push(resume));
  };
  // A background task runs only once no other task is waiting (the page's own work, React's
  // rendering included). Not an idle callback: those wait for a frame, and are faked by the page
  // clock.
  const idle = () => page.evaluate(() => scheduler.postTask(() => {}, { priority: 'background' }));

  return async (except) => {
    let stuck: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      stuck = setTimeout(() => {
        const waiting = waitingFor(except)
          .map((request) => request.url())
          .join(', ');
        reject(new Error(`The page never settled; still waiting for: ${waiting || 'its tasks'}`));
      }, SETTLE_LIMIT_MS);
    });
    try {
      for (;;) {
        await Promise.race([quiet(except), limit]);
        const before = made;
        await Promise.race([idle(), limit]);
        if (made === before && waitingFor(except).length === 0) return;
      }
    } finally {
      clearTimeout(stuck);
    }
  };
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
    // Below-the-fold sections are not laid out until near the viewport (content-visibility:
    // auto): their boxes would be stale, and axe would measure targets where they are not. Axe
    // judges the page as laid out in full, as a visitor meets each part.
    const inFull = document.createElement('style');
    inFull.textContent = '* { content-visibility: visible !important; }';
    document.head.append(inFull);
    try {
      const result = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      });
      return result.violations;
    } finally {
      inFull.remove();
    }
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until the page's islands have hydrated (their handlers are attached): those that hydrate
 * at the first idle moment (client:idle: the first view's islands, the toaster). One that
 * hydrates on intent (client:intent: the forms, the chat, the technologies picker) hydrates
 * when the visitor reaches for it, and is waited for by waitIsland,
 * which does (it hydrates at once when it has a draft or an open panel to show). The rest of a
 * page is HTML: links and native controls work from the first paint.
 */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every(
      (island) => !island.hasAttribute('ssr') || island.getAttribute('client') === 'intent',
    ),
  );
}

/**
 * Brings an island into view and waits until it has hydrated; one that hydrates on intent is
 * reached for as a visitor would (the pointer over it, or over the button that opens it: the
 * chat's closed panel). `within`, a CSS selector, picks among a page's islands of that name (the
 * careers page's two application forms: `#candidatura`, or the open position's dialog).
 */
export async function waitIsland(page: Page, name: Island, within = ''): Promise<void> {
  const selector = islandSelector(name, within);
  const island = page.locator(selector).first();
  // An island's element has no box of its own (display: contents): its content is reached, or
  // for a closed popover, the button that opens it (the page's own, outside the island).
  const closedPopover = await island.evaluate(
    (element) => element.querySelector(':scope > [popover][id]:not(:popover-open)')?.id ?? null,
  );
  const content = closedPopover
    ? page.locator(`[popovertarget="${closedPopover}"]`).first()
    : island.locator('> *').first();
  await content.scrollIntoViewIfNeeded();
  if ((await island.getAttribute('client')) === 'intent') await content.hover();
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((island) => !island.hasAttribute('ssr')),
    selector,
  );
}

/**
 * Whether the browser reports the button named `name` as expanded, as a screen reader gets it
 * (its accessibility tree, through the DevTools protocol): a button that opens a popover
 * (popovertarget) is expanded while the popover is open, by the browser itself, with no
 * aria-expanded attribute. Undefined: no such button, or it says nothing.
 */
export async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => !node.ignored && node.role?.value === 'button' && node.name?.value === name,
    );
    const expanded = button?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/** Loads a path and waits until its islands have hydrated (waitHydrated). */
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
 * Stops the page's installed clock where it is, without moving it: from then on page time moves
 * only when the test moves it (runFor, fastForward), so a busy machine's real time cannot count
 * as page time. pauseAt() takes a time to jump to, which real time may pass before the page gets
 * the order; so the page's date is fixed first (its timers run on), the clock is paused at that
 * date (a jump of nothing), and the date is let go again (it moves with the paused clock).
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  await page.clock.pauseAt(now);
  await page.clock.setSystemTime(now);
}

export type Toast = { role: string; text: string };

/**
 * Records, from the page's first script on, every toast shown (its role, status or alert, and
 * its text), however briefly: one that comes and goes while a busy machine looks elsewhere is
 * still seen. Returns a reader of the toasts shown so far, in order.
 */
export async function recordToasts(page: Page): Promise<() => Promise<Toast[]>> {
  await page.addInitScript(() => {
    const shown: { role: string; text: string }[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { __toasts: typeof shown }).__toasts = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-rht-toaster] [role]')) {
        const role = toast.getAttribute('role') ?? '';
        const text = toast.textContent?.trim() ?? '';
        if (!['status', 'alert'].includes(role) || text === '' || seen.has(toast)) continue;
        seen.add(toast);
        shown.push({ role, text });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: Toast[] }).__toasts);
}
