// The agency's data in one place (site/config.ts): the demonstration values a launch must
// replace are listed, and the offer's price is written by one formatter from one value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../site/config';
import { textFacts } from '../../site/i18n/facts';
import { formatPrice } from '../../site/i18n/format';
import { resources } from '../../site/i18n/resources';
import { placeholder, placeholderReport, placeholdersInUse } from '../../site/placeholders';
import { languages } from '../../site/routes';
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
