// The agency's data in one place (site/config.ts): the demonstration values a launch must
// replace are listed, and every figure the texts give (the offer's price and days, the range of
// prices, the agency programme's terms) is written by one formatter from one value.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../site/config';
import { createI18n } from '../../site/i18n';
import { textFacts } from '../../site/i18n/facts';
import { formatPercent, formatPrice, locales } from '../../site/i18n/format';
import { resources } from '../../site/i18n/resources';
import SiteHeroSlider from '../../site/views/parts/SiteHeroSlider';
import { islandProps } from '../../site/islands/texts';
import { textsOf, type Namespace } from '../../site/i18n/texts';
import { placeholder, placeholderReport, placeholdersInUse } from '../../site/placeholders';
import { languages, type Lang } from '../../site/routes';
import { filesUnder, root } from './project-files';

describe('settings', () => {
  it("lists every setting that still holds the site's demonstration value", () => {
    const listed = placeholdersInUse(siteConfig).map((found) => found.setting);
    expect(listed).toEqual(
      expect.arrayContaining(['siteUrl', 'email', 'phone', 'whatsapp', 'offices', 'hours']),
    );
    expect(listed).toEqual(
      expect.arrayContaining(['social', 'tools', 'portfolioLinks', 'clientPanelUrl', 'rating']),
    );
    // The agency's name and the offer are its own, not demonstration data.
    expect(listed).not.toContain('brand');
    expect(listed).not.toContain('offer');
  });

  it('a value written in place of its placeholder is no longer listed; a nested one is', () => {
    const settings = {
      phone: '+34 960 000 000',
      email: placeholder('demo@example.com'),
      contact: { hours: placeholder({ opens: '09:00' }) },
      list: [placeholder('https://demo.example')],
    };
    const found = placeholdersInUse(settings);
    expect(found).toEqual([
      { setting: 'email', value: 'demo@example.com' },
      { setting: 'contact.hours', value: { opens: '09:00' } },
      { setting: 'list[0]', value: 'https://demo.example' },
    ]);
    const report = placeholderReport(found);
    expect(report).toContain('3 setting(s)');
    expect(report).toContain('contact.hours: {"opens":"09:00"}');
  });

  it('no translation writes the offer price: every text says {{price}}, filled by formatPrice', () => {
    const { price, currency } = siteConfig.offer;
    // The figure as any language groups it: 1,200 / 1.200 / 1 200, or 1200 beside a currency.
    const [thousands, rest] = [Math.floor(price / 1000), String(price % 1000).padStart(3, '0')];
    const written = new RegExp(
      `\\b${thousands}[,. \u00a0]${rest}\\b|\\b${price}\\s*(${currency}|\\$)|(${currency}|\\$)\\s*${price}\\b`,
    );
    for (const lang of languages) {
      const all = JSON.stringify(resources[lang]);
      expect(written.exec(all)?.[0], lang).toBeUndefined();
      expect(all).toContain('{{price}}');
      expect(textFacts(lang).price).toBe(formatPrice(price, currency, lang));
    }
  });

  /** Every translation of a language (assistant.json too), each string with its path. */
  function writtenTexts(lang: Lang): { path: string; text: string }[] {
    const strings = (value: unknown, path: string): { path: string; text: string }[] =>
      typeof value === 'string'
        ? [{ path, text: value }]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
          : [];
    return filesUnder(`site/i18n/${lang}`, /\.json$/).flatMap((file) =>
      strings(JSON.parse(readFileSync(join(root, file), 'utf8')), basename(file, '.json')),
    );
  }

  /** An amount as any language writes it beside a currency: 25,000 / 25.000 / 25000 USD, $500. */
  const amountWithCurrency = (amount: number, currency: string) => {
    const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '[,. \u00a0]?');
    return `(${currency}|\\$)\\s*${digits}\\b|\\b${digits}\\s*(${currency}|\\$)`;
  };

  it("no translation writes the offer's days, the price range or the agency's terms: every text says their placeholders", () => {
    const { offer, priceRange, agencyProgram } = siteConfig;
    const { maxDiscountPercent, whiteLabelExtraMarginPercent } = agencyProgram;
    const days = new RegExp(
      `\\b${offer.days}[\\s\u00a0-]*(d[ií]as?|days?)\\b|\\b(siete|seven)[\\s-]+(d[ií]as?|days?)\\b`,
      'i',
    );
    const percent = new RegExp(
      `\\b(${maxDiscountPercent}|${whiteLabelExtraMarginPercent})[\\s\u00a0]*%`,
    );
    const range = new RegExp(
      `${amountWithCurrency(priceRange.low, priceRange.currency)}|${amountWithCurrency(priceRange.high, priceRange.currency)}`,
    );
    for (const lang of languages) {
      const texts = writtenTexts(lang);
      expect(texts.length, lang).toBeGreaterThan(500);
      for (const { path, text } of texts) {
        expect(days.exec(text)?.[0], path).toBeUndefined();
        expect(percent.exec(text)?.[0], path).toBeUndefined();
        // The contact form's budget brackets are the form's own choices (domain/contact.ts).
        if (!path.startsWith('forms.contact.budgets.')) {
          expect(range.exec(text)?.[0], path).toBeUndefined();
        }
      }
      const all = texts.map(({ text }) => text).join('\n');
      for (const fact of [
        'days',
        'priceRangeLow',
        'priceRangeHigh',
        'agencyMaxDiscount',
        'whiteLabelExtraMargin',
      ]) {
        expect(all, `${lang} says {{${fact}}}`).toContain(`{{${fact}}}`);
      }
      // The home banner's big figure is the offer's days too.
      expect(resources[lang].homeMore.promo.daysValue).toBe('{{days}}');
    }
  });

  /** The namespaces whose texts the next tests read with t(). */
  const namespaces = ['offer', 'meta', 'homeMore', 'home', 'chat', 'agency'] as const;

  it("the texts say the settings' figures, as each language writes them, in sentences and lists alike", () => {
    const { offer, priceRange, agencyProgram } = siteConfig;
    for (const lang of languages) {
      const i18n = createI18n(lang, resources);
      const t = i18n.getFixedT(lang, namespaces);
      const facts = textFacts(lang);
      expect(facts.days).toBe(offer.days);
      expect(facts.priceRangeLow).toBe(formatPrice(priceRange.low, priceRange.currency, lang));
      expect(facts.priceRangeHigh).toBe(formatPrice(priceRange.high, priceRange.currency, lang));
      expect(facts.agencyMaxDiscount).toBe(formatPercent(agencyProgram.maxDiscountPercent, lang));
      // formatPercent writes what Intl writes in the language's locale (es-VE: '30%', no space).
      const intl = new Intl.NumberFormat(locales[lang], { style: 'percent' });
      for (const value of [
        agencyProgram.maxDiscountPercent,
        agencyProgram.whiteLabelExtraMarginPercent,
        5,
        100,
      ]) {
        expect(formatPercent(value, lang)).toBe(intl.format(value / 100));
      }

      const daysWord = lang === 'es' ? 'días' : 'days';
      expect(t('offer:title')).toContain(`${offer.days} ${daysWord}`);
      expect(t('homeMore:promo.daysValue')).toBe(String(offer.days));
      expect(t('chat:welcome')).toContain(String(offer.days));
      expect(t('agency:intro')).toContain(facts.agencyMaxDiscount);
      expect(t('agency:intro')).toContain(facts.whiteLabelExtraMargin);
      expect(t('meta:pages.agency.description')).toContain(facts.agencyMaxDiscount);
      // Lists and records (the FAQ, the benefits, the comparison table) read through textsOf.
      const [, duration, pricing] = textsOf(i18n, lang, 'pages').faq.services;
      expect(duration?.answer).toContain(`${offer.days} ${daysWord}`);
      expect(pricing?.answer).toContain(facts.priceRangeLow);
      expect(pricing?.answer).toContain(facts.priceRangeHigh);
      const agency = textsOf(i18n, lang, 'agency');
      expect(agency.benefits.items.discount.title).toContain(facts.agencyMaxDiscount);
      expect(agency.models.rows.margin.whiteLabel).toContain(`+${facts.whiteLabelExtraMargin}`);
      // No text read either way shows one of the agency's facts unfilled.
      const unfilled = new RegExp(`\\{\\{(${Object.keys(facts).join('|')})\\}\\}`);
      for (const ns of Object.keys(resources[lang]) as Namespace[]) {
        expect(
          unfilled.exec(JSON.stringify(textsOf(i18n, lang, ns)))?.[0],
          `${lang} ${ns}`,
        ).toBeUndefined();
      }
      // The home hero, an island without i18next, fills them itself.
      const hero = renderToString(
        createElement(
          SiteHeroSlider,
          islandProps({ route: { key: 'home' }, lang, notFound: false }, ['home'], {
            home: ['hero'],
          }),
        ),
      );
      expect(hero).toContain(facts.agencyMaxDiscount);
      expect(unfilled.exec(hero)?.[0], `${lang} hero`).toBeUndefined();
    }
  });

  it('the texts follow the settings: other days, prices and terms are what every text then says', async () => {
    vi.resetModules();
    vi.doMock('../../site/config', async (importOriginal) => {
      const actual = await importOriginal<{ siteConfig: typeof siteConfig }>();
      return {
        ...actual,
        siteConfig: {
          ...actual.siteConfig,
          offer: { ...actual.siteConfig.offer, days: 10 },
          priceRange: { ...actual.siteConfig.priceRange, low: 800, high: 40000 },
          agencyProgram: { maxDiscountPercent: 25, whiteLabelExtraMarginPercent: 15 },
        },
      };
    });
    try {
      const { createI18n: create } = await import('../../site/i18n');
      const { resources: bundles } = await import('../../site/i18n/resources');
      const { textsOf: read } = await import('../../site/i18n/texts');
      const i18n = create('en', bundles);
      const t = i18n.getFixedT('en', namespaces);
      expect(t('offer:title')).toBe('Your React website in 10 days');
      expect(t('meta:pages.marketing.title')).toBe('React Website in 10 Days for $1,200');
      expect(t('homeMore:promo.daysValue')).toBe('10');
      expect(t('home:hero.slides.agencies.description')).toContain('up to 25% off');
      expect(t('agency:intro')).toContain('a 15% higher margin');
      const pricing = read(i18n, 'en', 'pages').faq.services[2];
      expect(pricing?.answer).toContain('from $800 to $40,000');
      const agency = read(i18n, 'en', 'agency');
      expect(agency.benefits.items.discount.title).toBe('Up to 25% off');
      expect(agency.models.rows.margin.whiteLabel).toBe('+15% margin');
      const es = create('es', bundles).getFixedT('es', namespaces);
      expect(es('offer:title')).toBe('Tu web en React en 10 días');
      expect(read(create('es', bundles), 'es', 'pages').faq.services[2]?.answer).toContain(
        'desde USD\u00a0800 hasta USD\u00a040.000',
      );
    } finally {
      vi.doUnmock('../../site/config');
      vi.resetModules();
    }
  });
});

describe('secrets stay on the server', () => {
  // Vite writes into the client only the VITE_* settings a client file reads; the server's
  // settings (the PageSpeed key, the AI token, the webhook's address and credential) are read by
  // site/server alone, from process.env.
  const clientFiles = ['site', 'ui', 'domain'].flatMap((dir) =>
    filesUnder(dir, /\.(ts|tsx|astro|js|mjs)$/).filter((file) => !file.startsWith('site/server/')),
  );

  it("no client file reads process.env, and import.meta.env only for VITE_* and Vite's own", () => {
    expect(clientFiles.length).toBeGreaterThan(50);
    for (const file of clientFiles) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, file).not.toContain('process.env');
      // `env.X` (a local alias of import.meta.env) or `import.meta.env.X`; not `.env.example`.
      for (const [, alias, meta] of text.matchAll(
        /(?<![\w.])env\.(\w+)|import\.meta\.env\.(\w+)/g,
      )) {
        const name = alias ?? meta;
        expect(name, `${file} reads env.${name}`).toMatch(
          /^(VITE_\w+|DEV|PROD|MODE|SSR|BASE_URL)$/,
        );
      }
    }
  });

  it('every server secret is read by site/server alone', () => {
    for (const secret of [
      'PAGESPEED_API_KEY',
      'AI_API_KEY',
      'CHAT_WEBHOOK_URL',
      'CHAT_WEBHOOK_AUTH_VALUE',
    ]) {
      const readers = clientFiles.filter((file) =>
        readFileSync(join(root, file), 'utf8').includes(secret),
      );
      expect(readers, secret).toEqual([]);
    }
  });
});
