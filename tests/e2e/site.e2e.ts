import { DomUtils, parseDocument } from 'htmlparser2';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../site/config';
import { blogPost } from '../../site/content/blog/posts';
import { resources } from '../../site/i18n/resources';
import { allRoutes, pages, pathFor } from '../../site/routes';
import { contactDraftKey } from '../../site/views/parts/SiteContactForm';
import { HEADER_SCROLL_THRESHOLD } from '../../ui/layout/Header';
import { DROPDOWN_CLOSE_DELAY } from '../../ui/layout/ServicesDropdown';
import { baseURL, launch, openPage, waitHydrated, waitIsland } from './browser';
import { expectedTitle, pageHeading } from './headings';
import { islandAt } from './islands';

type XmlNode = ReturnType<typeof parseDocument>['children'][number];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The islands of the page still waiting for their code (Astro's `ssr` mark), by name. */
const waiting = async (page: Page) =>
  (
    await page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr]')].map(
        (island) => island.getAttribute('component-url') ?? '',
      ),
    )
  ).map((url) => islandAt(url) ?? url);

/** Records which islands' code the page asks for, by name. */
function islandCodeAsked(page: Page): () => string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const island = /\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)
      ? islandAt(request.url())
      : undefined;
    if (island && !asked.includes(island)) asked.push(island);
  });
  return () => [...asked].sort();
}

/** The alpha of a computed colour (rgb(), rgba(), oklab(… / a), …). */
function alpha(color: string): number {
  if (color === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

/** The solid header's background opacity (ui/layout/Header.tsx: bg-surface/92). */
const SOLID_ALPHA = 0.92;

describe('the site', () => {
  // Every route's head, axe check and language switch: tests/e2e/language.e2e.ts.
  it('serves an unknown path as the home page of its language with status 404', async () => {
    const { page } = await openPage(browser);
    const es = await page.goto(`${baseURL()}/esta-pagina-no-existe`);
    expect(es?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe(pageHeading('home', 'es'));
    const en = await page.goto(`${baseURL()}/en/no-such-page`);
    expect(en?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.locator('h1').textContent()).resolves.toBe(pageHeading('home', 'en'));
  });

  it('reads and links without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseURL()}/servicios`);
    await expect(page.locator('h1').textContent()).resolves.toBe(pageHeading('services', 'es'));
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.waitForURL(`${baseURL()}/en/services`);
    await expect(page.locator('h1').textContent()).resolves.toBe(pageHeading('services', 'en'));
  });

  it('hydrates each island by its own rule: the hero and the toaster at the first idle moment, a form and the chat when reached for, a form with a draft at once', async () => {
    // A phone: the home page's hero hydrates when the browser is idle; its contact form and the
    // chat wait until the visitor reaches for them (being on screen is not enough). Neither's
    // code is even asked for before.
    const phone = await openPage(browser, {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const asked = islandCodeAsked(phone.page);
    await phone.page.goto(`${baseURL()}/`);
    await waitHydrated(phone.page);
    // Every request has been answered and the page has nothing left to do: still waiting.
    await phone.settled();
    // The toaster hydrates at the first idle moment, as the hero does.
    expect(await waiting(phone.page)).toEqual(['ContactForm', 'Chat']);
    expect(asked()).toEqual(['HeroSlider', 'Toaster']);
    const name = phone.page.getByRole('textbox', { name: resources.es.forms.contact.name });
    await name.scrollIntoViewIfNeeded();
    await phone.settled();
    expect(await waiting(phone.page)).toEqual(['ContactForm', 'Chat']);
    expect(asked()).toEqual(['HeroSlider', 'Toaster']);
    await name.focus();
    await waitIsland(phone.page, 'ContactForm');
    expect(asked()).toEqual(['ContactForm', 'HeroSlider', 'Toaster']);
    expect(await waiting(phone.page)).toEqual(['Chat']);
    await phone.page.getByRole('button', { name: resources.es.chat.launcher }).focus();
    await waitIsland(phone.page, 'Chat');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    // A wide screen: the contact form is on screen and asks for no code until it is reached
    // for; with a draft of this tab to show, it hydrates at once and shows it.
    const wide = await openPage(browser);
    const wideAsked = islandCodeAsked(wide.page);
    await wide.page.goto(`${baseURL()}/en/contact`);
    await wide.settled();
    expect(await waiting(wide.page)).toEqual(['ContactForm', 'Chat']);
    expect(wideAsked()).toEqual(['Toaster']);
    await wide.page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ name: 'Ada Lovelace' })),
      contactDraftKey(),
    );
    await wide.page.reload();
    // No reach: the form hydrates by itself and shows the draft.
    await wide.page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('form input[name="name"]')?.value ===
        'Ada Lovelace',
    );
    await expect(
      wide.page.getByRole('textbox', { name: resources.en.forms.contact.name }).inputValue(),
    ).resolves.toBe('Ada Lovelace');
    await wide.settled();
    expect(await waiting(wide.page)).toEqual(['Chat']);
    expect(wide.errors).toEqual([]);
    await wide.page.context().close();
  });

  it('runs no island code on a page with nothing interactive until the visitor reaches for the chat', async () => {
    const { page, errors, settled } = await openPage(browser);
    const asked = islandCodeAsked(page);
    await page.goto(`${baseURL()}${pages.services.en}`);
    await settled();
    expect(await waiting(page)).toEqual(['Chat']);
    expect(asked()).toEqual([]);
    await page.getByRole('button', { name: resources.en.chat.launcher }).hover();
    await waitIsland(page, 'Chat');
    expect(asked()).toEqual(['Chat']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes a sitemap, named by robots.txt, of every page in both languages once, each with its pair and x-default', async () => {
    const site = (path: string) => `${siteConfig.siteUrl}${path}`;
    /** A served XML file, by its public address: its elements. */
    const served = async (address: string) => {
      const res = await fetch(`${baseURL()}${new URL(address).pathname}`);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toBe('application/xml; charset=utf-8');
      return parseDocument(await res.text(), { xmlMode: true }).children;
    };
    const named = (name: string, nodes: XmlNode[]) =>
      DomUtils.findAll((n) => n.name === name, nodes);
    const robots = await fetch(`${baseURL()}/robots.txt`).then((r) => r.text());
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${site('/sitemap-index.xml')}`]);
    const index = await served(site('/sitemap-index.xml'));
    const parts = named('loc', index).map((loc) => DomUtils.textContent(loc));
    expect(parts).toEqual([site('/sitemap-0.xml')]);
    const entries = [];
    for (const part of parts) {
      for (const entry of named('url', await served(part))) {
        entries.push({
          loc: named('loc', entry.children)
            .map((loc) => DomUtils.textContent(loc))
            .join(''),
          alternates: named('xhtml:link', entry.children).map((link) => [
            link.attribs.hreflang,
            link.attribs.href,
          ]),
        });
      }
    }
    // Pages only, each once: no state of a page (a portfolio filter, the blog's "not found" and
    // "not available"), no feed, icon or robots.txt.
    const routes = allRoutes();
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      routes.map(({ path }) => site(path)).sort(),
    );
    for (const { route, path } of routes) {
      expect(entries.find((entry) => entry.loc === site(path))?.alternates, path).toEqual([
        ['es', site(pathFor(route, 'es'))],
        ['en', site(pathFor(route, 'en'))],
        ['x-default', site(pathFor(route, 'es'))],
      ]);
    }
    expect(entries.find((entry) => entry.loc === site('/en/contact'))?.alternates).toEqual([
      ['es', site('/contacto')],
      ['en', site('/en/contact')],
      ['x-default', site('/contacto')],
    ]);
    // The hand-written sitemap's address moved for good to the index.
    const moved = await fetch(`${baseURL()}/sitemap.xml`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/sitemap-index.xml']);
  });
});

describe('navigation', () => {
  it('moves between pages by their links, each with its own head, and back/forward restore every path', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL()}${pages['services/ecommerce'].es}`);
    const h1 = () => page.locator('h1').textContent();
    const expectHeading = (text: string) => expect.poll(h1).toBe(text);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${baseURL()}/blog`);
    await expectHeading(pageHeading('blog', 'es'));
    await expect.poll(() => page.title()).toBe(expectedTitle('blog', 'es'));
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(
      `${siteConfig.siteUrl}/blog`,
    );
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL(`${baseURL()}/portfolio`);
    await expectHeading(pageHeading('portfolio', 'es'));

    await page.goBack();
    await page.waitForURL(`${baseURL()}/blog`);
    await expectHeading(pageHeading('blog', 'es'));
    await page.goBack();
    await page.waitForURL(`${baseURL()}/tienda-online`);
    await expectHeading(pageHeading('services/ecommerce', 'es'));
    await expect.poll(() => page.title()).toBe(expectedTitle('services/ecommerce', 'es'));
    await page.goForward();
    await page.waitForURL(`${baseURL()}/blog`);
    await expectHeading(pageHeading('blog', 'es'));
    expect(errors).toEqual([]);
  });

  it('returns to a blog article with back after leaving it', async () => {
    const { page } = await openPage(browser);
    const article = allRoutes().find((r) => r.route.key === 'blog/article' && r.lang === 'en');
    if (!article || article.route.key !== 'blog/article') throw new Error('no article route');
    await page.goto(`${baseURL()}${article.path}`);
    await page.getByRole('link', { name: 'Back to blog' }).click();
    await page.waitForURL(`${baseURL()}/en/blog`);
    await page.goBack();
    await page.waitForURL(`${baseURL()}${article.path}`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(blogPost(article.route.topic, 'en').title);
  });

  it('switches language on the same page, stores i18nextLng, and the bare root then opens English', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/tecnologias`);
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(`${baseURL()}/en/technologies`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(pageHeading('technologies', 'en'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await expect.poll(() => page.title()).toBe(expectedTitle('technologies', 'en'));
    const hreflangEs = await page.getAttribute('link[rel=alternate][hreflang=es]', 'href');
    expect(hreflangEs).toBe(`${siteConfig.siteUrl}/tecnologias`);

    await page.goto(`${baseURL()}/`);
    await page.waitForURL(`${baseURL()}/en/`);
    await page
      .getByRole('navigation', { name: 'Language' })
      .first()
      .getByRole('link', { name: 'Español' })
      .click();
    await page.waitForURL(`${baseURL()}/`);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  });
});

describe('header', () => {
  it('is transparent on home until 50 px of scroll, solid elsewhere', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/`);
    const header = page.locator('header[data-slot=header]');
    const background = () =>
      header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(alpha(await background())).toBe(0);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD / 2);
    // Half way: on its way to solid.
    await expect.poll(async () => alpha(await background())).toBeGreaterThan(0);
    expect(alpha(await background())).toBeLessThan(SOLID_ALPHA);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD + 70);
    await expect.poll(async () => alpha(await background())).toBe(SOLID_ALPHA);
    await page.goto(`${baseURL()}/contacto`);
    expect(alpha(await background())).toBe(SOLID_ALPHA);
  });

  it('opens the Services dropdown on hover and closes it after the pointer leaves', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL()}/`);
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await trigger.hover();
    const menu = page.locator('[data-slot=services-menu]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const items = await page.getByRole('list', { name: 'Servicios' }).getByRole('link');
    expect(await items.allTextContents()).toEqual([
      'Todos los servicios',
      'Desarrollo web',
      'Diseño web',
      'SEO y marketing',
      'Plugins y extensiones',
      'Automatización y chatbots',
      'Redacción de contenidos',
    ]);
    // Fully shown first: its opening fade has ended (leaving mid-fade starts the closing one from
    // where the fade had got to).
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    // The grace period is the menu's transitions' time: each is held the moment it starts, so
    // only the test moves it, however busy the machine is.
    await menu.evaluate((element) =>
      element.addEventListener('transitionrun', () => {
        for (const animation of element.getAnimations()) animation.pause();
      }),
    );
    await page.mouse.move(700, 600);
    const at = (ms: number | 'end') =>
      menu.evaluate((element, ms) => {
        const transitions = element.getAnimations();
        for (const transition of transitions) {
          if (ms === 'end') transition.finish();
          else transition.currentTime = ms;
        }
        const style = getComputedStyle(element);
        return {
          transitions: transitions.length,
          visibility: style.visibility,
          opacity: style.opacity,
        };
      }, ms);
    await expect.poll(async () => (await at(0)).transitions).toBeGreaterThan(0);
    // Still open, and fully shown, inside the grace period.
    expect(await at(DROPDOWN_CLOSE_DELAY - 1)).toMatchObject({
      visibility: 'visible',
      opacity: '1',
    });
    expect(await menu.isVisible()).toBe(true);
    await at('end');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens the Services dropdown by keyboard and follows an item', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/en/`);
    const trigger = page.getByRole('button', { name: 'Services' });
    const menu = page.locator('[data-slot=services-menu]');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The menu follows its button in the tab order.
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('All services');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Web development');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Web development');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/en/web-development`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(pageHeading('services/web', 'en'));
  });

  it('has a full-screen mobile menu with expandable services, scroll lock, close button and Esc', async () => {
    const { page, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${baseURL()}/`);
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    const scrollLocked = () =>
      page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
    await opener.tap();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    expect(await scrollLocked()).toBe(true);
    // Services is a group that opens in place (closed away from the service pages).
    const group = dialog.locator('details', {
      has: page.locator('summary', { hasText: 'Servicios' }),
    });
    const design = dialog.getByRole('link', { name: 'Diseño web' });
    expect(await group.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await design.isVisible()).toBe(false);
    await group.locator('summary').tap();
    expect(await group.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await design.tap();
    await page.waitForURL(`${baseURL()}/diseno-web`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(pageHeading('services/design', 'es'));
    expect(await dialog.isVisible()).toBe(false);

    await opener.tap();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // On a service page its group is open.
    expect(await group.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Focus goes back to the button that opened it.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await opener.tap();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cerrar menú' }).tap();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await scrollLocked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens social links in a new tab with noopener and sends client access to the panel', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/`);
    const footer = page.locator('footer');
    for (const name of ['Instagram', 'LinkedIn', 'GitHub']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const access = page.getByRole('link', { name: 'Acceso clientes' });
    expect(await access.getAttribute('href')).toBe(siteConfig.clientPanelUrl);
  });
});
