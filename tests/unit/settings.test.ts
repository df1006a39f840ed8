// The agency's data in one place (site/config.ts): the demonstration values a launch must
// replace are listed, and the offer's price is written by one formatter from one value.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../site/config';
import { textFacts } from '../../site/i18n/facts';
import { formatPrice } from '../../site/i18n/format';
import { resources } from '../../site/i18n/resources';
import { placeholder, placeholderReport, placeholdersInUse } from '../../site/placeholders';
import { languages } from '../../site/routes';

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
});
