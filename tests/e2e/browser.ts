import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
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
