import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../site/config';
import { resources } from '../../site/i18n/resources';
import { allRoutes, pages } from '../../site/routes';
import { DROPDOWN_CLOSE_DELAY } from '../../ui/layout/ServicesDropdown';
import { baseURL, gotoHydrated, launch, openPage, stopClock } from './browser';
import { expectedTitle, pageHeading } from './headings';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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

  it('hydrates what is on screen at once, the sections further down at the first sign of a visitor', async () => {
    // A phone: the online store's sections below the first wait for the visitor.
    const phone = await openPage(browser, {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.page.goto(`${baseURL()}/en/online-store`);
    const hydrated = () => phone.page.locator('html').getAttribute('data-hydrated');
    await phone.page.waitForSelector('html[data-hydrated=shell]', { state: 'attached' });
    // Every part's code has arrived and the page has nothing left to do: still waiting.
    await phone.settled();
    expect(await hydrated()).toBe('shell');
    await phone.page.mouse.move(0, 0);
    await phone.page.mouse.move(1, 1);
    await phone.page.waitForSelector('html[data-hydrated=true]', { state: 'attached' });
    // Hydrated: the closing block's link now navigates without reloading the page.
    await phone.page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    const shop = resources.en.serviceShop;
    await phone.page.getByRole('link', { name: shop.contact.secondary }).last().click();
    await phone.page.waitForURL(`${baseURL()}${pages.services.en}`);
    expect(await phone.page.locator('body[data-same-document]').count()).toBe(1);
    expect(phone.errors).toEqual([]);

    // A wide screen: the contact form is on screen, so it hydrates with no input at all (React
    // has attached itself to its fields); the footer, below the fold, still waits.
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL()}/en/contact`);
    const handled = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await expect.poll(() => handled('form input[type=email]'), { timeout: 15_000 }).toBe(true);
    expect(await handled('footer a')).toBe(false);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('shell');
    expect(errors).toEqual([]);
  });

  it('writes a sitemap with hreflang alternates and a robots.txt that points to it', async () => {
    const sitemap = await fetch(`${baseURL()}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}/tienda-online</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${siteConfig.siteUrl}/en/online-store"`);
    // Every indexable page, and the blog's feed in each language.
    expect(sitemap.match(/<url>/g)).toHaveLength(allRoutes().length + 2);
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}/en/blog/rss.xml</loc>`);
    const robots = await fetch(`${baseURL()}/robots.txt`).then((r) => r.text());
    expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/blog/rss.xml`);
  });
});

describe('navigation', () => {
  it('moves between pages client-side, refreshing the head, and back/forward restore every path', async () => {
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
      .toBe(resources.en.blog.articles[article.route.topic].title);
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
  it('is transparent on home until 50 px of scroll, dark elsewhere', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/`);
    const header = page.locator('header[data-slot=header]');
    expect(await header.getAttribute('data-state')).toBe('transparent');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => header.getAttribute('data-state')).toBe('solid');
    await page.goto(`${baseURL()}/contacto`);
    expect(await header.getAttribute('data-state')).toBe('solid');
  });

  it('opens the Services dropdown on hover and closes it after the pointer leaves', async () => {
    const { page } = await openPage(browser);
    await page.clock.install();
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await trigger.hover();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual([
      'Todos los servicios',
      'Desarrollo web',
      'Diseño web',
      'SEO y marketing',
      'Plugins y extensiones',
      'Automatización y chatbots',
      'Redacción de contenidos',
    ]);
    // The grace period is page time: from here only the test moves the clock.
    await stopClock(page);
    // The pointer leaves, and the page has heard it (the close timer starts then).
    type Leaving = { left?: Promise<void> };
    await trigger.evaluate((element) => {
      (window as Leaving).left = new Promise<void>((resolve) =>
        element.addEventListener('pointerleave', () => resolve(), { once: true }),
      );
    });
    await page.mouse.move(700, 600);
    await page.evaluate(() => (window as Leaving).left);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY - 1);
    expect(await menu.isVisible()).toBe(true); // still open inside the grace period
    await page.clock.runFor(1);
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('opens the Services dropdown by keyboard and follows an item', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, '/en/');
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focusedItem).toBe('All services');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Web development');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('All services');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Web development');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/en/web-development`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(pageHeading('services/web', 'en'));
  });

  it('has a full-screen mobile menu with expandable services, scroll lock, close button and Esc', async () => {
    const { page } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const toggle = dialog.getByRole('button', { name: 'Servicios' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await dialog.getByRole('link', { name: 'Diseño web' }).click();
    await page.waitForURL(`${baseURL()}/diseno-web`);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The new page is there (focus moves to it when it arrives) before the menu opens again.
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(pageHeading('services/design', 'es'));

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    // Radix gives focus back after the close animation.
    await expect
      .poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 5000 })
      .toBe(true);
    await opener.click();
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
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
