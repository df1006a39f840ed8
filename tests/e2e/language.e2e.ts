// Every prerendered route, both languages: its head and accessibility, then the language
// selector in both directions (a link to the same page in the other language, the choice
// stored); and Back/Forward across language switches: the page a visitor ends on is the
// server-rendered page of the address bar (its h1, title, <html lang> and description), without
// an error.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../site/app/language-storage';
import { siteConfig } from '../../site/config';
import { resources } from '../../site/i18n/resources';
import { allRoutes, pathFor, resolvePath, type Lang } from '../../site/routes';
import {
  axeViolations,
  baseURL,
  gotoHydrated,
  launch,
  openPage,
  waitHydrated,
  type Watched,
} from './browser';
import { expectedTitle, routeHeading } from './headings';
import { textInMachineFonts } from '../platform-fonts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const other = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The two widths every route is checked at (openPage's desktop default, and a phone's). */
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
const PHONE_VIEWPORT = { width: 412, height: 823 };

/** What a visitor sees of a page: the parts a language switch must keep consistent. */
type Shown = {
  path: string;
  h1: string[];
  title: string;
  lang: string;
  description: string | null;
};
/** A page as the server renders it (what a reload of the address would show). */
type Expected = Omit<Shown, 'h1'> & { h1: string };

const serverPages = new Map<string, Expected>();

/** The server-rendered head and h1 text of a path (the page's own HTML, parsed by the browser). */
async function serverPage(page: Page, path: string): Promise<Expected> {
  const known = serverPages.get(path);
  if (known) return known;
  const response = await page.request.get(`${baseURL()}${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  const parsed = await page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        title: doc.title,
        lang: doc.documentElement.lang,
        description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      };
    },
    await response.text(),
  );
  const { route, lang } = resolvePath(path);
  // The server's page is the reference; check it is the right one for the path too.
  const topic = route.key === 'blog/article' ? route.topic : undefined;
  expect(parsed.title, `server title of ${path}`).toBe(expectedTitle(route.key, lang, topic));
  expect(parsed.lang, `server lang of ${path}`).toBe(lang);
  const expected = { path, h1: routeHeading(route, lang), ...parsed };
  serverPages.set(path, expected);
  return expected;
}

/** The page as it is shown now. */
function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    path: location.pathname,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
    title: document.title,
    lang: document.documentElement.lang,
    description:
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  }));
}

/** How what is shown differs from the server-rendered page (empty when they agree). */
function differences(now: Shown, expected: Expected): string[] {
  const problems: string[] = [];
  if (now.path !== expected.path) problems.push(`path ${now.path}, expected ${expected.path}`);
  if (now.h1.length !== 1 || now.h1[0] !== expected.h1) {
    problems.push(`h1 ${JSON.stringify(now.h1)}, expected ["${expected.h1}"]`);
  }
  if (now.title !== expected.title)
    problems.push(`title "${now.title}", expected "${expected.title}"`);
  if (now.lang !== expected.lang)
    problems.push(`<html lang="${now.lang}">, expected "${expected.lang}"`);
  if (now.description !== expected.description) {
    problems.push(`description "${now.description}", expected "${expected.description}"`);
  }
  return problems;
}

/**
 * Waits until the page shows `expected` (path, the one h1, title, lang, description), at most
 * `timeout` ms, and stops at once on an uncaught error (a crashed page never gets there).
 * Returns what differs then.
 */
async function settle(watched: Watched, expected: Expected, timeout = 15_000): Promise<string[]> {
  const { page, errors } = watched;
  const arrived = page
    .waitForFunction(
      (want) => {
        const h1 = document.querySelectorAll('h1');
        return (
          location.pathname === want.path &&
          h1.length === 1 &&
          h1[0]?.textContent === want.h1 &&
          document.title === want.title &&
          document.documentElement.lang === want.lang &&
          (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null) ===
            want.description
        );
      },
      expected,
      { timeout, polling: 50 },
    )
    .then(
      () => undefined,
      () => undefined,
    );
  let poll: ReturnType<typeof setInterval> | undefined;
  const crashed = new Promise<void>((resolve) => {
    poll = setInterval(() => {
      if (errors.some((e) => e.startsWith('pageerror'))) resolve();
    }, 50);
  });
  await Promise.race([arrived, crashed]).finally(() => clearInterval(poll));
  return differences(await shown(page), expected);
}

/**
 * Waits until the page's animations that end (an entrance fade, not a scroll-driven or endless
 * one) have finished: axe reads colours as they are drawn at that moment.
 */
const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (a) =>
          a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });

/** The header's link to the other language (desktop header; the narrow one is hidden). */
const languageLink = (page: Page, lang: Lang) =>
  page.locator(`header [data-slot="language-select"]:visible a[hreflang="${lang}"]`);

/**
 * Each route of each language, freshly loaded: status 200, its language, title, canonical, one
 * h1, no axe violation, every character drawn with the site's fonts, nothing loaded from another
 * host; then, its islands hydrated, the language link leads to the same page in the other
 * language, as the server renders it, stores the choice, with no error. One page per language
 * (loaded anew for every route); one test per route, so each failure names its route.
 */
describe.each(['es', 'en'] as const)('language switch on every %s route', (from) => {
  const to = other(from);
  let watched: Watched;
  beforeAll(async () => {
    // With reduced motion, nothing fades in while axe reads the page's colours (a part mid-fade
    // fails contrast it passes at rest).
    watched = await openPage(browser, { reducedMotion: 'reduce' });
    // The fonts in the cache, as for any visitor after one page: the font check below is about
    // which characters the site's fonts draw, not about a first visit's font timing.
    await watched.page.goto(`${baseURL()}${pathFor({ key: 'home' }, from)}`);
    await watched.page.evaluate(() => document.fonts.ready);
  });
  afterAll(async () => {
    expect(watched.foreignRequests).toEqual([]);
    await watched?.page.context().close();
  });

  const cases = allRoutes()
    .filter((r) => r.lang === from)
    .map(({ route, path }) => ({ route, path, target: pathFor(route, to) }));

  it.each(cases)('$path: its head, no axe violation; the switch -> $target', async (visit) => {
    const { route, path, target } = visit;
    const { page, errors } = watched;
    const problems: string[] = [];
    const expected = await serverPage(page, target);
    // Every route starts as a first visit: no stored choice (a stored English choice sends the
    // bare / to /en/). Cleared from the page the last route left (this origin).
    await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_STORAGE_KEY);
    // First as a phone loads it (its own layout: the menu button, stacked bands), settled, read
    // by axe. Loaded anew at each width: sections the browser has not drawn since a resize keep
    // their old layout, which axe would read.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'domcontentloaded' });
    await waitHydrated(page);
    await watched.settled();
    await animationsDone(page);
    for (const v of await axeViolations(page)) problems.push(`axe (phone) ${v}`);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    // Hydrated is what matters here, not every image: no wait for the load event.
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
    const topic = route.key === 'blog/article' ? route.topic : undefined;
    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      h1: document.querySelectorAll('h1').length,
    }));
    if (head.lang !== from) problems.push(`lang ${head.lang}`);
    if (head.title !== expectedTitle(route.key, from, topic))
      problems.push(`title "${head.title}"`);
    if (head.canonical !== `${siteConfig.siteUrl}${path}`)
      problems.push(`canonical ${head.canonical}`);
    if (head.h1 !== 1) problems.push(`${head.h1} h1 elements`);
    // Settled (its islands hydrated, nothing in flight, no task waiting), then read by axe.
    await waitHydrated(page);
    await watched.settled();
    await animationsDone(page);
    for (const v of await axeViolations(page)) problems.push(`axe ${v}`);
    problems.push(...(await textInMachineFonts(page)));
    for (const e of errors.splice(0)) problems.push(`before the switch: ${e}`);
    await languageLink(page, to).click();
    problems.push(...(await settle(watched, expected)));
    const stored = await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
    if (stored !== to) problems.push(`stored language ${stored}, expected ${to}`);
    problems.push(...errors.splice(0));
    expect(problems).toEqual([]);
  });
});

describe('Back and Forward across language switches', () => {
  /**
   * Loads `start`, switches language, follows a header link to `linkTarget`, then goes Back,
   * Back, Forward, Forward: at every step the page is the served page of the address bar
   * (Spanish content under Spanish paths) that history holds at that step, with no error.
   */
  async function backAndForward(start: string, linkKey: 'contact' | 'blog') {
    const watched = await openPage(browser);
    const { page, errors } = watched;
    const problems: string[] = [];
    const { route, lang } = resolvePath(start);
    const switched = pathFor(route, other(lang));
    const linkTarget = pathFor({ key: linkKey }, other(lang));
    const nav = resources[other(lang)].common.nav;
    const history = [start, switched, linkTarget];
    for (const path of history) await serverPage(page, path);

    await gotoHydrated(page, start);
    /** Records what is wrong after a step; true when the page is right. */
    const check = async (step: string, path: string) => {
      const before = problems.length;
      for (const d of await settle(watched, await serverPage(page, path))) {
        problems.push(`${step}: ${d}`);
      }
      for (const e of errors.splice(0)) problems.push(`${step}: ${e}`);
      return problems.length === before;
    };
    const steps: [string, string, () => Promise<unknown>][] = [
      [`switch to ${switched}`, switched, () => languageLink(page, other(lang)).click()],
      [
        `link to ${linkTarget}`,
        linkTarget,
        () =>
          page
            .getByRole('navigation', { name: nav.label })
            .getByRole('link', { name: nav[linkKey], exact: true })
            .click(),
      ],
      [`Back to ${switched}`, switched, () => page.goBack()],
      [`Back to ${start}`, start, () => page.goBack()],
      [`Forward to ${switched}`, switched, () => page.goForward()],
      [`Forward to ${linkTarget}`, linkTarget, () => page.goForward()],
    ];
    for (const [step, path, act] of steps) {
      await act();
      // A wrong page makes the next steps meaningless (and its links may be gone).
      if (!(await check(step, path))) break;
    }
    await page.context().close();
    return problems;
  }

  it('/servicios -> switch -> /en/services -> link -> /en/contact, Back, Back, Forward, Forward', async () => {
    expect(await backAndForward('/servicios', 'contact')).toEqual([]);
  });

  it('/en/technologies -> switch -> /tecnologias -> link -> /blog, Back, Back, Forward, Forward', async () => {
    expect(await backAndForward('/en/technologies', 'blog')).toEqual([]);
  });

  // The English choice is stored by the switch, and the bare root sends a visitor with that
  // choice to /en/: but Back to the Spanish home the visitor came from is that page, not a
  // redirection.
  it('/ -> switch -> /en/ -> link -> /en/contact, Back, Back, Forward, Forward', async () => {
    expect(await backAndForward('/', 'contact')).toEqual([]);
  });
});

describe('the language switch is one change', () => {
  it('the moment the new content exists, the address, title and <html lang> are already its own', async () => {
    const watched = await openPage(browser);
    const { page, errors } = watched;
    // In every document, the moment its heading is parsed (before any script or paint could
    // change the rest): its address, title and language then.
    await page.addInitScript(() => {
      const seen: { path: string; lang: string; title: string; h1: string | null }[] = [];
      (window as unknown as { __frames: typeof seen }).__frames = seen;
      const look = () => {
        const h1 = document.querySelector('h1');
        // Whole once the parser has gone past it.
        if (!h1 || (!h1.nextElementSibling && document.readyState === 'loading')) return;
        observer.disconnect();
        document.removeEventListener('DOMContentLoaded', look);
        if (seen.length > 0) return;
        seen.push({
          path: location.pathname,
          lang: document.documentElement.lang,
          title: document.title,
          h1: h1.textContent,
        });
      };
      const observer = new MutationObserver(look);
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', look);
    });
    for (const [from, to] of [
      ['/servicios', '/en/services'],
      ['/en/services', '/servicios'],
    ] as const) {
      await gotoHydrated(page, from);
      const { route, lang } = resolvePath(to);
      await languageLink(page, lang).click();
      const expected = await serverPage(page, to);
      expect(await settle(watched, expected)).toEqual([]);
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: { h1: string | null }[] }).__frames,
      );
      expect(frames).toHaveLength(1);
      for (const frame of frames) {
        expect(frame).toEqual({
          path: to,
          lang,
          title: expectedTitle(route.key, lang),
          h1: expected.h1,
        });
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the other language's offer (a browser that prefers it, no stored choice)", () => {
  const offer = (page: Page) => page.locator('aside[data-slot=language-offer]');
  const offerTexts = (lang: Lang) => resources[lang].common.languageOffer;

  /** A page opened the moment it is served, by a visitor whose browser prefers `locale`. */
  async function visit(locale: string, path: string, viewport = DESKTOP_VIEWPORT) {
    const watched = await openPage(browser, { locale, viewport }, { languageOffer: true });
    // Layout shifts from the first paint on, as CLS counts them.
    await watched.page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await watched.page.goto(`${baseURL()}${path}`);
    return { ...watched, html: (await response?.text()) ?? '' };
  }

  it.each([
    ['en-US', '/contacto', 'en', '/en/contact'],
    ['es-ES', '/en/contact', 'es', '/contacto'],
  ] as const)(
    '%s on %s: a notice in the other language once the page has loaded, no shift, no redirect, accessible at both widths; dismissed for good',
    async (locale, path, offered, target) => {
      for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
        const { page, html, errors } = await visit(locale, path, viewport);
        // What the server sends has it only in an inert template, in the other language.
        const template = html.indexOf(`<template id="language-offer" lang="${offered}">`);
        expect(template).toBeGreaterThan(-1);
        expect(html.indexOf(offerTexts(offered).message)).toBeGreaterThan(template);
        expect(html.indexOf(offerTexts(offered).message)).toBeLessThan(
          html.indexOf('</template>', template),
        );
        await offer(page).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await offer(page).getAttribute('lang')).toBe(offered);
        expect(await offer(page).innerText()).toContain(offerTexts(offered).message);
        const link = offer(page).getByRole('link', { name: offerTexts(offered).action });
        expect(await link.getAttribute('href')).toBe(target);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
        ).toEqual([]);
        // It takes no focus, and sits clear of the chat's button.
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        const box = await offer(page).boundingBox();
        const launcher = await page.locator('[data-slot=chat-launcher]').boundingBox();
        if (box && launcher) expect(box.x + box.width).toBeLessThanOrEqual(launcher.x);
        expect(await axeViolations(page)).toEqual([]);
        // Keyboard: Esc inside it closes it; it stays closed on the next page and after a reload.
        await link.focus();
        await page.keyboard.press('Escape');
        expect(await offer(page).count()).toBe(0);
        await page.reload();
        await waitHydrated(page);
        expect(await offer(page).count()).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
  );

  it('following it is the visitor’s choice: the other page, and no offer on the way back', async () => {
    const { page, settled } = await visit('en-US', '/contacto');
    await offer(page)
      .getByRole('link', { name: offerTexts('en').action })
      .click();
    await page.waitForURL(`${baseURL()}/en/contact`);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'en',
    );
    await page.goto(`${baseURL()}/contacto`);
    await settled();
    expect(await offer(page).count()).toBe(0);
    await page.context().close();
  });

  it('the button closes it; a browser that prefers the page’s language is offered nothing', async () => {
    const shown = await visit('en-US', '/politica-privacidad');
    await offer(shown.page)
      .getByRole('button', { name: offerTexts('en').dismiss })
      .click();
    expect(await offer(shown.page).count()).toBe(0);
    await shown.page.context().close();
    for (const [locale, path] of [
      ['es-ES', '/contacto'],
      ['en-GB', '/en/contact'],
    ] as const) {
      const { page, settled } = await visit(locale, path);
      await settled();
      expect(await offer(page).count(), `${locale} ${path}`).toBe(0);
      await page.context().close();
    }
  });
});
