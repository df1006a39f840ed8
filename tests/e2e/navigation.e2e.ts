// Navigation in a real browser, where pages are documents and links are the browser's own: an
// island whose code fails to load, a double click on a link while its document loads, Back
// during a language switch, and a newer navigation while an older one loads. What is "still
// loading" (a document, an island's code) is held by the test (holdRequests) on a slowed
// network, so each race happens in the order the test means, however busy the machine is.
//
// One thing of the browser is set aside here. The next page's document must be one the test can
// hold: the site's Speculation Rules are taken out of its documents (as in a browser without
// them), since a page the browser prefetched or prerendered is fetched where the test cannot hold
// it, and shows at once (no race).
import type { Browser, CDPSession, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePath } from '../../site/routes';
import {
  baseURL,
  gotoHydrated,
  holdRequests,
  launch,
  openPage,
  throttle,
  waitIsland,
} from './browser';
import { expectedTitle, pageHeading, routeHeading } from './headings';
import { islandCode, islandFile, islandSelector } from './islands';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** expect.poll with room for a busy two-core machine. */
const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 15_000 });

const pathname = (page: Page) => new URL(page.url()).pathname;
const historyLength = (page: Page) => page.evaluate(() => history.length);
const headings = (page: Page) => page.locator('h1').allTextContents();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/**
 * Where a visitor would click a link: its centre. Read before a navigation the test holds, since
 * Playwright's locators wait for a pending navigation to finish before they act.
 */
async function centreOf(link: Locator): Promise<{ x: number; y: number }> {
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('the link is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The visitor's click there (the pointer moves and presses), with no wait for what follows. */
const clickAt = (page: Page, { x, y }: { x: number; y: number }) => page.mouse.click(x, y);

/**
 * Takes the Speculation Rules out of the site's documents, from the first one on: the browser
 * then fetches the next page when a link is followed, where holdRequests can hold it.
 */
async function withoutSpeculationRules(page: Page) {
  await page.route(`${baseURL()}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const rules = /<script type="speculationrules">[\s\S]*?<\/script>/;
    if (!rules.test(html)) throw new Error(`no speculation rules in ${route.request().url()}`);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: html.replace(rules, '') });
  });
}

/** The browser's Back button: the previous entry of the tab's history. */
async function browserBack(cdp: CDPSession) {
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
  const previous = entries[currentIndex - 1];
  if (!previous) throw new Error('nothing to go back to');
  await cdp.send('Page.navigateToHistoryEntry', { entryId: previous.id });
}

/** What the page shows now, and what the server renders for the address it is at. */
async function shownAndExpected(page: Page) {
  const shown = await page.evaluate(() => ({
    path: location.pathname,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
    title: document.title,
    lang: document.documentElement.lang,
  }));
  const { route, lang } = resolvePath(shown.path);
  const topic = route.key === 'blog/article' ? route.topic : undefined;
  const expected = {
    path: shown.path,
    h1: [routeHeading(route, lang)],
    title: expectedTitle(route.key, lang, topic),
    lang,
  };
  return { shown, expected };
}

/** The page agrees with its address: its h1, title and <html lang> are that URL's. */
async function agreesWithAddress(page: Page) {
  const { shown, expected } = await shownAndExpected(page);
  return JSON.stringify(shown) === JSON.stringify(expected)
    ? 'agrees'
    : `shows ${JSON.stringify(shown)}, the address is ${JSON.stringify(expected)}`;
}

/** The contact form island's code, first try and Astro's retry (`?astro-retry=…`). */
const CONTACT_FORM_CODE = islandCode('ContactForm');

/** Console messages a failed island load itself causes (the browser and Astro log it). */
const fromFailedIsland = (message: string) =>
  message.includes(islandFile('ContactForm')) ||
  /Failed to load resource|dynamically imported module|Error hydrating/.test(message);

describe('documents: links load pages, islands hydrate on their own', () => {
  it('an island whose code fails to load leaves its page whole at its address; a reload then hydrates it', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, '/');
    await page.route(CONTACT_FORM_CODE, (route) => route.abort());
    await mainNav(page).getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL(`${baseURL()}/contacto`);
    const island = page.locator(islandSelector('ContactForm'));
    // Reached for: its code is asked for.
    await island.locator('> *').first().hover();
    // Astro tried (and tried again), and gave up: the island stays as prerendered.
    await eventually(async () => errors.filter((e) => e.includes('Error hydrating'))).not.toEqual(
      [],
    );
    expect(await island.getAttribute('ssr')).toBe('');
    // Not a broken page: its heading, title, language, header, footer and the form's fields are
    // there, as the document has them.
    expect(await headings(page)).toEqual([pageHeading('contact', 'es')]);
    expect(await page.title()).toBe(expectedTitle('contact', 'es'));
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('header[data-slot=header]').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await island.locator('form input[type=email]').isVisible()).toBe(true);
    expect(errors.filter((e) => !fromFailedIsland(e))).toEqual([]);

    // The code is reachable again: a reload of the same address brings the island to life.
    await page.unroute(CONTACT_FORM_CODE);
    errors.length = 0;
    await page.reload();
    await waitIsland(page, 'ContactForm');
    expect(pathname(page)).toBe('/contacto');
    expect(await agreesWithAddress(page)).toBe('agrees');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a double click on a link while its document loads ends on that page once (one history entry)', async () => {
    const { page, errors, settled } = await openPage(browser);
    await withoutSpeculationRules(page);
    await gotoHydrated(page, '/');
    await throttle(page, { cpu: 1 });
    const blog = await holdRequests(page, `${baseURL()}/blog`);
    const before = await historyLength(page);
    await mainNav(page).getByRole('link', { name: 'Blog' }).dblclick();
    // Still loading: the address changes only once the document arrives.
    await eventually(async () => blog.count()).toBeGreaterThan(0);
    expect(pathname(page)).toBe('/');
    blog.release();
    await page.waitForURL(`${baseURL()}/blog`);
    await eventually(() => agreesWithAddress(page)).toBe('agrees');
    // Everything the clicks asked for has arrived and the page has done with it: no second entry.
    await settled();
    expect(pathname(page)).toBe('/blog');
    expect(await historyLength(page)).toBe(before + 1);
    // One step back is the page the visitor came from.
    await page.goBack();
    await page.waitForURL(`${baseURL()}/`);
    await eventually(() => headings(page)).toEqual([pageHeading('home', 'es')]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Back during a switch to English ends on the page the address bar shows, in its language', async () => {
    const { page, errors, settled } = await openPage(browser);
    await withoutSpeculationRules(page);
    await gotoHydrated(page, '/');
    await page.locator('footer a[href="/servicios"]').first().click();
    await page.waitForURL(`${baseURL()}/servicios`);
    await eventually(() => agreesWithAddress(page)).toBe('agrees');
    const cdp = await throttle(page, { cpu: 1 });
    // The English document is on its way when Back comes.
    const english = await holdRequests(page, `${baseURL()}/en/services`);
    const link = page
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' });
    await clickAt(page, await centreOf(link));
    await eventually(async () => english.count()).toBeGreaterThan(0);
    expect(pathname(page)).toBe('/servicios');
    // The browser's Back cancels the switch (Playwright's goBack and evaluate wait for the
    // pending load, and would report its cancellation as their own failure).
    await browserBack(cdp);
    english.release();
    await page.waitForURL(`${baseURL()}/`);
    await eventually(() => agreesWithAddress(page)).toBe('agrees');
    // The English document that was loading must not arrive late and take over, nor may the
    // page go on elsewhere: everything has arrived and the page has done with it.
    await settled();
    expect(pathname(page)).toBe('/');
    expect(await agreesWithAddress(page)).toBe('agrees');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a newer navigation while an older one loads ends on the newer page, and stays there', async () => {
    const { page, errors, settled } = await openPage(browser);
    await withoutSpeculationRules(page);
    await gotoHydrated(page, '/');
    await throttle(page, { cpu: 1 });
    const older = await holdRequests(page, `${baseURL()}/blog`);
    const before = await historyLength(page);
    const blog = await centreOf(mainNav(page).getByRole('link', { name: 'Blog' }));
    const portfolio = await centreOf(mainNav(page).getByRole('link', { name: 'Portfolio' }));
    await clickAt(page, blog);
    await eventually(async () => older.count()).toBeGreaterThan(0);
    await clickAt(page, portfolio);
    await page.waitForURL(`${baseURL()}/portfolio`);
    await eventually(() => headings(page)).toEqual([pageHeading('portfolio', 'es')]);
    // The older document arrives now: it must not replace the newer page (once it has arrived
    // and the page has done with it).
    older.release();
    await settled();
    expect(pathname(page)).toBe('/portfolio');
    expect(await agreesWithAddress(page)).toBe('agrees');
    expect(await historyLength(page)).toBe(before + 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
