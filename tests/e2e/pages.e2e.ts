import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateNamespaces } from '../../site/i18n/page-texts';
import { resources } from '../../site/i18n/resources';
import { pages, type Lang } from '../../site/routes';
import {
  baseURL,
  gotoHydrated,
  holdRequests,
  launch,
  openPage,
  stopClock,
  waitIsland,
} from './browser';
import { pageHeading } from './headings';
import { islandCode } from './islands';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const langs: Lang[] = ['es', 'en'];

/** The hrefs of the links named `name` inside `scope` (a CSS selector). */
async function hrefsOf(page: Page, scope: string, name: string | RegExp): Promise<string[]> {
  const links = page.locator(scope).getByRole('link', { name });
  const count = await links.count();
  const hrefs: string[] = [];
  for (let i = 0; i < count; i += 1) hrefs.push((await links.nth(i).getAttribute('href')) ?? '');
  return hrefs;
}

describe('home hero', () => {
  it('rotates every 8 seconds, pauses with its toggle and on hover', async () => {
    const { page, errors, settled } = await openPage(browser);
    await page.clock.install();
    // The hero is an island that hydrates when the browser is idle, and its timer starts then.
    // Its code is held until the page clock has stopped: the timer starts at a known page time,
    // and from there only the test moves the clock (a busy machine's real time does not count).
    const code = await holdRequests(page, islandCode('HeroSlider'));
    await page.goto(`${baseURL()}/`);
    await expect.poll(() => code.count()).toBeGreaterThan(0);
    await stopClock(page);
    code.release();
    await waitIsland(page, 'HeroSlider');
    // Its effects have run (the page has nothing left to do): the timer is set.
    await settled();
    const texts = resources.es.home.hero;
    const hero = page.getByRole('region', { name: texts.label });
    const active = () =>
      hero.locator('[aria-roledescription=slide][data-state=active]').getAttribute('aria-label');
    // The hidden slide's image comes with the hydrated hero.
    expect(await hero.locator('[aria-label="2 de 2"] img').count()).toBe(1);
    expect(await hero.getAttribute('data-state')).toBe('rotating');
    expect(await active()).toBe('1 de 2');
    // 8 s after the hero hydrated, not before; the next change 8 s after that one.
    await page.clock.runFor(7_900);
    expect(await active()).toBe('1 de 2');
    await page.clock.runFor(200);
    await expect.poll(active).toBe('2 de 2');
    await page.clock.runFor(7_000);
    expect(await active()).toBe('2 de 2');
    await page.clock.runFor(1_100);
    await expect.poll(active).toBe('1 de 2');

    const pause = hero.getByRole('checkbox', { name: texts.pause });
    await pause.check();
    await expect.poll(() => hero.getAttribute('data-state')).toBe('paused');
    await page.mouse.move(5, 880); // leave the hero: only the toggle keeps it paused
    await page.clock.runFor(20_000);
    expect(await active()).toBe('1 de 2');
    await pause.uncheck();
    await page.locator('footer').hover(); // pointer and focus away from the hero
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(8_100);
    await expect.poll(active).toBe('2 de 2');

    // Hovering the hero pauses it as long as the pointer stays.
    await hero.hover();
    await expect.poll(() => hero.getAttribute('data-state')).toBe('paused');
    await page.clock.runFor(20_000);
    expect(await active()).toBe('2 de 2');
    expect(errors).toEqual([]);
  });

  it('goes to a slide from its indicator and its buttons lead to agency, services and contact', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `/en/`);
    const texts = resources.en.home.hero;
    const hero = page.getByRole('region', { name: texts.label });
    const second = hero.getByRole('link', {
      name: `Go to slide 2: ${texts.slides.clients.title}`,
    });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    // The track has slid to it (a visitor presses what shows).
    const track = hero.locator('[data-slot=hero-track]');
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBe(1);
    const slide2 = hero.getByRole('group', { name: '2 of 2' });
    expect(
      await slide2.getByRole('link', { name: texts.slides.clients.primary }).getAttribute('href'),
    ).toBe(pages.contact.en);
    await slide2.getByRole('link', { name: texts.slides.clients.secondary }).click();
    await page.waitForURL(`${baseURL()}${pages.services.en}`);
    await gotoHydrated(page, `/en/`);
    // Only the visible slide's links are exposed: the first slide's primary goes to agencies.
    await page.getByRole('link', { name: texts.slides.agencies.primary }).click();
    await page.waitForURL(`${baseURL()}${pages.agency.en}`);
  });
});

describe('service cards and buttons', () => {
  it.each(langs)(
    'home (%s): four service cards, offer banner, posts and view-all lead to their pages',
    async (lang) => {
      const { page } = await openPage(browser);
      await gotoHydrated(page, `${pages.home[lang]}`);
      const cta = resources[lang].services.cardCta;
      expect(await hrefsOf(page, '#servicios', new RegExp(`^${cta}`))).toEqual([
        pages['services/web'][lang],
        pages['services/design'][lang],
        pages['services/seo'][lang],
        pages['services/plugins'][lang],
      ]);
      expect(await hrefsOf(page, 'main', resources[lang].homeMore.promo.cta)).toEqual([
        pages.marketing[lang],
      ]);
      const posts = page.locator('[data-slot=post-card]');
      expect(await posts.count()).toBe(3);
      expect(await posts.first().getByRole('link').getAttribute('href')).toMatch(
        new RegExp(`^${pages.blog[lang]}/`),
      );
      await page.getByRole('link', { name: resources[lang].homeMore.posts.viewAll }).click();
      await page.waitForURL(`${baseURL()}${pages.blog[lang]}`);
      await page.goBack();
      await page.waitForURL(`${baseURL()}${pages.home[lang]}`);
      const design = page
        .locator('#servicios')
        .getByRole('link', { name: new RegExp(`^${cta}`) })
        .nth(1);
      // Back on the home page (the document again, or the one the browser kept).
      await expect.poll(() => design.isVisible(), { timeout: 15_000 }).toBe(true);
      await design.click();
      await page.waitForURL(`${baseURL()}${pages['services/design'][lang]}`);
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(pageHeading('services/design', lang));
    },
  );

  it.each(langs)('services page (%s) lists the eight services, each to its page', async (lang) => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${pages.services[lang]}`);
    const cta = resources[lang].services.cardCta;
    expect(await hrefsOf(page, '#servicios', new RegExp(`^${cta}`))).toEqual(
      [
        'services/web',
        'services/ecommerce',
        'services/design',
        'services/seo',
        'services/marketing',
        'services/plugins',
        'services/content',
        'services/automation',
      ].map((key) => pages[key as keyof typeof pages][lang]),
    );
  });

  it.each(langs)(
    'web development (%s): shop card to the shop page, the rest to contact',
    async (lang) => {
      const { page } = await openPage(browser);
      await gotoHydrated(page, `${pages['services/web'][lang]}`);
      const web = resources[lang].serviceWeb;
      const cards = ['ecommerce', 'corporate', 'portal', 'saas', 'pwa', 'api'] as const;
      for (const id of cards) {
        const href = await page
          .locator('#servicios')
          .getByRole('link', { name: `${web.cards[id].cta}: ${web.cards[id].title}` })
          .getAttribute('href');
        expect(href, id).toBe(
          id === 'ecommerce' ? pages['services/ecommerce'][lang] : pages.contact[lang],
        );
      }
      expect(await hrefsOf(page, 'main', web.cta.secondary)).toEqual([pages.portfolio[lang]]);
      // The first hero button scrolls to the solutions on the same page, which end up just
      // below the fixed header (sections rendered on demand must not move the target).
      await page.getByRole('link', { name: web.hero.primary }).click();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const top = document.getElementById('servicios')?.getBoundingClientRect().top;
            return top !== undefined && top >= 0 && top < 100;
          }),
        )
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe(pages['services/web'][lang]);
      await page.getByRole('link', { name: web.hero.secondary }).first().click();
      await page.waitForURL(`${baseURL()}${pages.contact[lang]}`);
    },
  );

  it.each(langs)('online shop (%s): buttons to contact and services', async (lang) => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${pages['services/ecommerce'][lang]}`);
    const shop = resources[lang].serviceShop;
    expect(await hrefsOf(page, 'main', shop.hero.primary)).toEqual([pages.contact[lang]]);
    // The hero's and the closing block's second buttons both lead to the services.
    expect(new Set(await hrefsOf(page, 'main', shop.hero.secondary))).toEqual(
      new Set([pages.services[lang]]),
    );
    expect(await hrefsOf(page, 'main', shop.contact.primary)).toEqual([pages.contact[lang]]);
    expect(await page.locator('[data-slot=project-card]').count()).toBe(3);
    await page.getByRole('link', { name: shop.contact.secondary }).last().click();
    await page.waitForURL(`${baseURL()}${pages.services[lang]}`);
  });

  it.each(langs)('the six template pages (%s) send both buttons to contact', async (lang) => {
    const { page } = await openPage(browser);
    const keys = [
      'services/design',
      'services/seo',
      'services/marketing',
      'services/plugins',
      'services/automation',
      'services/content',
    ] as const;
    for (const key of keys) {
      await gotoHydrated(page, `${pages[key][lang]}`);
      const texts = resources[lang][templateNamespaces[key]];
      expect(await hrefsOf(page, 'main', texts.hero.cta), key).toEqual([pages.contact[lang]]);
      expect(await hrefsOf(page, 'main', texts.cta.button), key).toEqual([pages.contact[lang]]);
      expect(await page.locator('main [data-slot=feature-card]').count(), key).toBe(6);
    }
  });
});

describe('technologies', () => {
  it('chooses a project type with the mouse', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${pages.technologies.es}`);
    // The picker is an island that hydrates when it comes into view.
    await waitIsland(page, 'ProjectTypePicker');
    const texts = resources.es.technologies;
    // A native select: its list is the browser's (styled where the browser allows it).
    const select = page.getByRole('combobox', { name: texts.picker.label });
    await select.click();
    await expect.poll(() => select.evaluate((element) => element.matches(':open'))).toBe(true);
    const options = select.getByRole('option');
    expect(await options.allTextContents()).toEqual([
      'Aplicación Web',
      'Aplicación Móvil',
      'E-commerce',
      'Sistema Empresarial',
      'Marketing Digital',
    ]);
    await select.getByRole('option', { name: 'E-commerce' }).click();
    await expect.poll(() => select.evaluate((element) => element.matches(':open'))).toBe(false);
    await expect
      .poll(() => page.getByRole('heading', { level: 3, name: 'E-commerce' }).isVisible())
      .toBe(true);
    expect(await page.getByText(texts.types.ecommerce.description).isVisible()).toBe(true);
    expect(
      await page.getByRole('heading', { name: texts.picker.recommendedTitle }).isVisible(),
    ).toBe(true);
    // Skill bars at the spec's levels.
    const react = page.getByRole('progressbar', { name: 'Nivel de dominio de React', exact: true });
    expect(await react.getAttribute('aria-valuenow')).toBe('95');
    const n8n = page.getByRole('progressbar', { name: 'Nivel de dominio de n8n', exact: true });
    expect(await n8n.getAttribute('aria-valuenow')).toBe('90');
  });

  it('chooses a project type with the keyboard', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${pages.technologies.en}`);
    await waitIsland(page, 'ProjectTypePicker');
    const texts = resources.en.technologies;
    const select = page.getByRole('combobox', { name: texts.picker.label });
    const shown = () =>
      select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent);
    expect(await shown()).toBe(texts.picker.placeholder);
    await select.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => select.evaluate((element) => element.matches(':open'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => select.evaluate((element) => element.matches(':open'))).toBe(false);
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 3, name: texts.types.mobile.title }).isVisible(),
      )
      .toBe(true);
    expect(await shown()).toBe(texts.types.mobile.title);
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
