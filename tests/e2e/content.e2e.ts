// The content pages of issue 12: blog (list, articles, missing states, feeds), portfolio
// (filters in the address), agency, offer (WhatsApp, confetti), utilities and privacy.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleRoute,
  blogPost,
  blogPosts,
  isNewArticle,
  postsIn,
} from '../../site/content/blog/posts';
import { formatDate, formatPrice } from '../../site/i18n/format';
import { siteConfig } from '../../site/config';
import { portfolioProjects } from '../../site/content/portfolio';
import { portfolioFilters } from '../../site/content/portfolio/types';
import { CONFETTI } from '../../site/content/offer';
import { resources } from '../../site/i18n/resources';
import { filterParam, pages, pathFor, type Lang } from '../../site/routes';
import {
  axeViolations,
  baseURL,
  gotoHydrated,
  holdRequests,
  launch,
  openPage,
  stopClock,
  waitHydrated,
  waitIsland,
} from './browser';
import { islandCode } from './islands';

let browser: Browser;
/** The projects, the same in both languages but for their texts. */
const projects = portfolioProjects('es');
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const langs: Lang[] = ['es', 'en'];
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function h1(page: Page): Promise<string[]> {
  return page.locator('h1').allTextContents();
}

describe('blog', () => {
  it.each(blogPosts.map(({ translationKey: topic, lang }) => ({ topic, lang })))(
    '$topic ($lang): title, body, share links, structured data',
    async ({ topic, lang }) => {
      const { page, errors } = await openPage(browser);
      const path = pathFor(articleRoute(topic), lang);
      const response = await page.goto(`${baseURL()}${path}`);
      expect(response?.status()).toBe(200);
      const summary = blogPost(topic, lang);
      expect(await h1(page)).toEqual([summary.title]);
      // The body is in the served HTML: headings, lists and at least 900 words.
      const body = page.locator('[data-slot=article-body]');
      expect(await body.locator('h2').count()).toBeGreaterThanOrEqual(3);
      expect(await body.locator('ul').count()).toBeGreaterThanOrEqual(2);
      const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(900);
      // Share links carry the title and the page's address, in a new tab.
      const share = page.getByRole('navigation', { name: resources[lang].blog.article.shareTitle });
      const links = share.getByRole('link');
      expect(await links.count()).toBe(4);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        const href = decodeURIComponent((await link.getAttribute('href')) ?? '');
        expect(href).toContain(path);
      }
      const whatsapp = decodeURIComponent(
        (await share.locator('[data-network=whatsapp]').getAttribute('href')) ?? '',
      );
      expect(whatsapp).toContain(summary.title);
      // BlogPosting structured data with the article's facts.
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}') as object));
      const { published, updated } = summary;
      expect(data).toContainEqual(
        expect.objectContaining({
          '@type': 'BlogPosting',
          headline: summary.title,
          datePublished: published,
          dateModified: updated ?? published,
          inLanguage: lang,
        }),
      );
      // The dates a reader sees: published, and updated where it differs.
      const texts = resources[lang].blog.article;
      const dates = await page
        .locator('main p:has(> time)')
        .first()
        .locator('time')
        .evaluateAll((els) => els.map((el) => [el.getAttribute('datetime'), el.textContent]));
      expect(dates).toEqual([
        [published, texts.published.replace('{{date}}', formatDate(published, lang))],
        ...(updated
          ? [[updated, texts.updated.replace('{{date}}', formatDate(updated, lang))]]
          : []),
      ]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('switching language on an article lands on its other-language slug', async () => {
    const { page, errors } = await openPage(browser);
    const topic = 'seo-core-web-vitals';
    const { slugs } = articleRoute(topic);
    await gotoHydrated(page, pathFor(articleRoute(topic), 'es'));
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(`${baseURL()}/en/blog/${slugs.en}`);
    await eventually(() => h1(page)).toEqual([blogPost(topic, 'en').title]);
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown slug says the article was not found (404, noindex), with a way back to the blog', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${baseURL()}/blog/no-existe-este-articulo`);
    expect(response?.status()).toBe(404);
    expect(await h1(page)).toEqual([resources.es.blog.missing.notFound.title]);
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: resources.es.blog.missing.backToBlog }).click();
    await page.waitForURL(`${baseURL()}/blog`);
    await eventually(() => h1(page)).toEqual([resources.es.blog.title]);
    await page.context().close();
  });

  it('the other language’s slug says the article is not available here and links to this language’s version', async () => {
    const { page, errors } = await openPage(browser);
    const { topic, slugs } = articleRoute('ia-desarrollo-web');
    const { title } = blogPost(topic, 'en');
    const response = await page.goto(`${baseURL()}/en/blog/${slugs.es}`);
    errors.splice(0); // the document's own 404 status, logged by the browser
    expect(response?.status()).toBe(404);
    expect(await h1(page)).toEqual([resources.en.blog.missing.unavailable.title]);
    await waitHydrated(page);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL(`${baseURL()}/en/blog/${slugs.en}`);
    await eventually(() => h1(page)).toEqual([title]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(langs)(
    'the %s list shows every article and links its feed, which parses with five items',
    async (lang) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${baseURL()}${pages.blog[lang]}`);
      const titles = await page
        .locator('[data-slot=post-card] h2, [data-slot=post-card] h3')
        .allTextContents();
      expect(titles).toEqual(postsIn(lang).map((post) => post.title));
      // Each card: its publication date, and "new" only while it is (on the build's day).
      const today = new Date().toISOString().slice(0, 10);
      const cards = await page.locator('[data-slot=post-card]').evaluateAll((els) =>
        els.map((el) => ({
          href: el.querySelector('h2 a, h3 a')?.getAttribute('href'),
          date: el.querySelector('time')?.getAttribute('datetime'),
          text: el.textContent ?? '',
        })),
      );
      for (const { translationKey, published } of postsIn(lang)) {
        const card = cards.find((c) => c.href === pathFor(articleRoute(translationKey), lang));
        expect(card?.date).toBe(published);
        expect(card?.text).toContain(formatDate(published, lang));
        expect(card?.text.includes(resources[lang].blog.card.new)).toBe(
          isNewArticle(published, today),
        );
      }
      const feed = await page
        .locator('link[rel=alternate][type="application/rss+xml"]')
        .getAttribute('href');
      expect(feed).toMatch(new RegExp(`${pages.blog[lang]}/rss.xml$`));
      const xml = await (await fetch(`${baseURL()}${pages.blog[lang]}/rss.xml`)).text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          items: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
          language: doc.querySelector('channel > language')?.textContent,
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.items).toHaveLength(5);
      expect(parsed.language).toBe(lang);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('portfolio', () => {
  const count = (page: Page) => page.locator('[data-slot=project-card]').count();
  const status = (page: Page) => page.getByRole('status').first().textContent();

  it.each(langs)(
    '(%s) each filter shows only its projects, with their count, and puts the filter in the address',
    async (lang) => {
      const { page, errors } = await openPage(browser);
      await gotoHydrated(page, pages.portfolio[lang]);
      const texts = resources[lang].portfolio;
      const bar = page.getByRole('navigation', { name: texts.filterLabel });
      for (const filter of portfolioFilters) {
        const expected = projects.filter((p) => filter === 'all' || p.filter === filter).length;
        expect(expected).toBeGreaterThan(0);
        await bar.getByRole('link', { name: new RegExp(`^${texts.filters[filter]}`) }).click();
        const query = filter === 'all' ? '' : `?${filterParam[lang]}=${filter}`;
        await page.waitForURL(`${baseURL()}${pages.portfolio[lang]}${query}`);
        await eventually(() => count(page)).toBe(expected);
        expect(await status(page)).toMatch(new RegExp(`\\b${expected}\\b`));
        expect(await bar.locator('[aria-current=true]').textContent()).toContain(
          texts.filters[filter],
        );
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('Back and Forward restore the previous filter and its projects', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, '/portfolio');
    const bar = page.getByRole('navigation', { name: resources.es.portfolio.filterLabel });
    await bar.getByRole('link', { name: /^Fintech/ }).click();
    await page.waitForURL(/categoria=fintech/);
    await bar.getByRole('link', { name: /^Social/ }).click();
    await page.waitForURL(/categoria=social/);
    const social = projects.filter((p) => p.filter === 'social').length;
    const fintech = projects.filter((p) => p.filter === 'fintech').length;
    await eventually(() => count(page)).toBe(social);
    await page.goBack();
    await page.waitForURL(/categoria=fintech/);
    await eventually(() => count(page)).toBe(fintech);
    await page.goBack();
    await eventually(() => count(page)).toBe(projects.length);
    await page.goForward();
    await eventually(() => count(page)).toBe(fintech);
    await page.context().close();
  });

  it('a filtered address shows its projects in the served HTML; an unknown filter shows all', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${baseURL()}/en/portfolio?category=e-commerce`);
    expect(response?.status()).toBe(200);
    expect(await count(page)).toBe(projects.filter((p) => p.filter === 'e-commerce').length);
    await page.goto(`${baseURL()}/portfolio?categoria=nada`);
    expect(await count(page)).toBe(projects.length);
    await page.context().close();
  });

  it('project links open the live site in a new tab, safely; no accessibility violations', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, '/portfolio?categoria=fintech');
    const links = page.locator('[data-slot=project-card] a');
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('agency, offer, utilities, privacy', () => {
  it.each(langs)(
    '(%s) agency: six benefits, the comparison table, four groups of five, the form preset to agency',
    async (lang) => {
      const { page, errors } = await openPage(browser);
      await gotoHydrated(page, pages.agency[lang]);
      const texts = resources[lang].agency;
      const table = page.getByRole('table', { name: texts.models.caption });
      expect(await table.getByRole('rowheader').count()).toBe(5);
      expect(await table.getByRole('columnheader').count()).toBe(3);
      expect(await page.locator('[data-slot=feature-card]').count()).toBe(6 + 4);
      const group = page.getByRole('heading', { name: texts.groups.items.web.title });
      expect(await group.locator('xpath=..').getByRole('listitem').count()).toBe(5);
      expect(await page.locator('#contacto form').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(langs)(
    '(%s) the offer price reads the same wherever it shows: offer page, its head, the home promo',
    async (lang) => {
      const { page } = await openPage(browser);
      const { price, currency } = siteConfig.offer;
      const written = formatPrice(price, currency, lang);
      const otherWay = formatPrice(price, currency, lang === 'es' ? 'en' : 'es');
      for (const path of [pages.marketing[lang], pages.home[lang]]) {
        await page.goto(`${baseURL()}${path}`);
        const text = await page.locator('body').innerText();
        expect(text, path).toContain(written);
        expect(text, path).not.toContain(otherWay);
        expect(text, path).not.toMatch(/\{\{|\}\}/);
      }
      await page.goto(`${baseURL()}${pages.marketing[lang]}`);
      expect(await page.title()).toContain(written);
      await page.context().close();
    },
  );

  it('offer: the WhatsApp buttons open a chat with the message encoded, in a new tab', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/en/special-offer`);
    const links = page.locator('main a[href^="https://wa.me/"]');
    expect(await links.count()).toBe(2);
    const href = (await links.first().getAttribute('href')) ?? '';
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toBe(
      resources.en.offer.whatsappText.replace('{{days}}', '7').replace('{{price}}', '$1,200'),
    );
    expect(href).not.toContain(' ');
    expect(await links.first().getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('offer: confetti fires within about 7 s and stops when the page is left; never under reduced motion', async () => {
    const { page, settled } = await openPage(browser);
    const confetti: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('confetti')) confetti.push(request.url());
    });
    await page.clock.install();
    // The confetti is an island that hydrates when the browser is idle, and its timer starts
    // then. Its code is held until the page clock has stopped: the timer starts at a known page
    // time, and from there only the test moves the clock.
    const code = await holdRequests(page, islandCode('OfferConfetti'));
    await page.goto(`${baseURL()}/oferta-especial`);
    await expect.poll(() => code.count()).toBeGreaterThan(0);
    await stopClock(page);
    code.release();
    await waitIsland(page, 'OfferConfetti');
    // Its effects have run (the page has nothing left to do): the timer is set.
    await settled();
    const canvas = page.locator('canvas[aria-hidden=true]');
    const drawn = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4 * 97) if (data[i]) painted += 1;
        return painted;
      });
    // A burst on every second tick of the timer (6 s): nothing before it, drawn from it on (its
    // particles move on animation frames, which come as the clock moves).
    const burstAt = CONFETTI.intervalMs * CONFETTI.everyTicks;
    await page.clock.runFor(burstAt - 100);
    await settled();
    expect(await drawn()).toBe(0);
    await page.clock.runFor(100);
    await eventually(async () => {
      await page.clock.runFor(100);
      return drawn();
    }).toBeGreaterThan(0);
    expect(burstAt).toBeLessThanOrEqual(7_000);
    expect(confetti.length, 'the confetti library was requested').toBeGreaterThan(0);
    expect(await canvas.evaluate((c) => getComputedStyle(c).pointerEvents)).toBe('none');
    // Leaving the page (a link loads the next document) leaves no confetti behind.
    await page.getByRole('link', { name: resources.es.common.nav.contact }).first().click();
    await page.waitForURL(`${baseURL()}/contacto`);
    await page.clock.runFor(7_000);
    expect(await page.locator('canvas').count()).toBe(0);
    await page.context().close();

    // Reduced motion: the library is never even requested, however long the page stays.
    const calm = await openPage(browser, { reducedMotion: 'reduce' });
    const calmConfetti: string[] = [];
    calm.page.on('request', (request) => {
      if (request.url().includes('confetti')) calmConfetti.push(request.url());
    });
    await calm.page.clock.install();
    // Hydrated first (its timer would start then), then two bursts' time in page time.
    await gotoHydrated(calm.page, '/oferta-especial');
    await stopClock(calm.page);
    await calm.page.clock.runFor(2 * burstAt + 1_000);
    // Settled: a request begun by the page meanwhile would have been seen.
    await calm.settled();
    expect(calmConfetti).toEqual([]);
    await calm.page.context().close();
  });

  it.each(langs)(
    '(%s) utilities: internal tools lead to their page in the same tab; external ones open a new tab',
    async (lang) => {
      const { page, errors } = await openPage(browser);
      await gotoHydrated(page, pages.utilities[lang]);
      const texts = resources[lang].utilities;
      const external = page.locator('[data-slot=tool-card][data-external]');
      expect(await external.count()).toBe(2);
      for (const card of await external.all()) {
        expect(await card.getByText(texts.externalBadge).count()).toBe(1);
        expect(await card.getByRole('link').getAttribute('target')).toBe('_blank');
      }
      const qr = page.getByRole('link', { name: new RegExp(texts.tools.qr.title) });
      expect(await qr.getAttribute('target')).toBeNull();
      await qr.click();
      await page.waitForURL(`${baseURL()}${pages['utilities/qr'][lang]}`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(langs)(
    '(%s) privacy: every section in the table of contents, with its anchor',
    async (lang) => {
      const { page } = await openPage(browser);
      await page.goto(`${baseURL()}${pages.privacy[lang]}`);
      const contents = page.getByRole('navigation', {
        name: resources[lang].privacy.contents,
      });
      const links = await contents.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(11);
      for (const link of links) {
        const id = ((await link.getAttribute('href')) ?? '').slice(1);
        expect(await page.locator(`section[id="${id}"] h2`).count()).toBe(1);
      }
      expect(await page.locator('time[datetime]').count()).toBe(1);
      await page.context().close();
    },
  );
});
