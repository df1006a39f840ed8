// The router in a real browser, where a navigation has side effects (page code, language, texts,
// title, history): a page whose code fails to load, a double click on a link while its page
// loads, Back during a language switch, and a newer navigation while an older one loads. Code
// "still loading" is held by the test (holdRequests) on a slowed network, so each race happens
// in the order the test means, however busy the machine is.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { resolvePath } from '../../site/routes';
import { baseURL, gotoHydrated, holdRequests, launch, openPage, throttle } from './browser';
import { expectedTitle, pageHeading, routeHeading } from './headings';

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

/** Console messages a failed chunk request itself causes (the browser logs the failed load). */
const fromFailedChunk = (message: string) =>
  /ContactPage|Failed to load resource|dynamically imported module/.test(message);

describe('router: loads, then switches', () => {
  it('a page whose code fails to load shows the error page at its address; its reload link then loads the page', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, '/');
    const chunk = '**/assets/ContactPage-*.js';
    await page.route(chunk, (route) => route.abort());
    await mainNav(page).getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL(`${baseURL()}/contacto`);
    const error = page.locator('[data-slot=page-error]');
    await eventually(() => error.isVisible()).toBe(true);
    const texts = resources.es.common.pageError;
    expect(await headings(page)).toEqual([texts.title]);
    expect(await error.getByText(texts.text).isVisible()).toBe(true);
    // Not a blank app: the header and footer are still there, in the visitor's language.
    expect(await page.locator('header[data-slot=header]').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await eventually(() => page.title()).toBe(texts.title);
    expect(errors.filter((e) => !fromFailedChunk(e))).toEqual([]);

    await page.unroute(chunk);
    await error.getByRole('link', { name: texts.retry }).click();
    await eventually(() => headings(page)).toEqual([pageHeading('contact', 'es')]);
    expect(pathname(page)).toBe('/contacto');
    expect(await error.count()).toBe(0);
    await eventually(() => page.title()).toBe(expectedTitle('contact', 'es'));
    await page.context().close();
  });

  it('a double click on a link while its page loads ends on that page once (one history entry)', async () => {
    const { page, errors, settled } = await openPage(browser);
    await gotoHydrated(page, '/');
    await throttle(page, { cpu: 1 });
    const code = await holdRequests(page, '**/assets/BlogPage-*.js');
    const before = await historyLength(page);
    await mainNav(page).getByRole('link', { name: 'Blog' }).dblclick();
    // Still loading: the page and the address change only once its code is there.
    await eventually(async () => code.count()).toBeGreaterThan(0);
    expect(pathname(page)).toBe('/');
    code.release();
    await page.waitForURL(`${baseURL()}/blog`);
    await eventually(() => headings(page)).toEqual([pageHeading('blog', 'es')]);
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
    await gotoHydrated(page, '/');
    await page.locator('footer a[href="/servicios"]').first().click();
    await page.waitForURL(`${baseURL()}/servicios`);
    await eventually(() => agreesWithAddress(page)).toBe('agrees');
    await throttle(page, { cpu: 1 });
    // The English texts and code are on their way when Back comes.
    const code = await holdRequests(page, '**/assets/*.js');
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' })
      .click();
    await eventually(async () => code.count()).toBeGreaterThan(0);
    expect(pathname(page)).toBe('/servicios');
    await page.goBack();
    code.release();
    await page.waitForURL(`${baseURL()}/`);
    await eventually(() => agreesWithAddress(page)).toBe('agrees');
    // The English navigation that was loading must not arrive late and take over: its code has
    // arrived and the page has done with it.
    await settled();
    expect(await agreesWithAddress(page)).toBe('agrees');
    expect(pathname(page)).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a newer navigation while an older one loads ends on the newer page, and stays there', async () => {
    const { page, errors, settled } = await openPage(browser);
    await gotoHydrated(page, '/');
    await throttle(page, { cpu: 1 });
    const older = await holdRequests(page, '**/assets/BlogPage-*.js');
    const before = await historyLength(page);
    await mainNav(page).getByRole('link', { name: 'Blog' }).click();
    await eventually(async () => older.count()).toBeGreaterThan(0);
    await mainNav(page).getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL(`${baseURL()}/portfolio`);
    await eventually(() => headings(page)).toEqual([pageHeading('portfolio', 'es')]);
    // The older page's code arrives now: it must not replace the newer page (once it has arrived
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
