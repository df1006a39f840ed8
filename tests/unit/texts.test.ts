// Lists and records read from translations (site/i18n/texts.ts): a namespace that is not loaded
// for the page's language is an error a test sees, never a string rendered where a list belongs.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../site/app/head';
import { headFor } from '../../site/app/page-head';
import { siteConfig } from '../../site/config';
import { blogArticles, blogPost } from '../../site/content/blog/posts';
import { imageSet } from '../../site/content/images';
import { createI18n } from '../../site/i18n';
import { resources } from '../../site/i18n/resources';
import { MissingTextsError } from '../../site/i18n/missing-texts';
import { textsOf } from '../../site/i18n/texts';
import { FaqSection } from '../../site/views/parts/FaqSection';
import ProjectTypePicker from '../../site/views/parts/SiteProjectTypePicker';
import { islandProps } from '../../site/islands/texts';
import { resolvePath } from '../../site/routes';

/** An instance in `lang` holding only `common` in both languages, plus the given namespaces. */
function withOnly(lang: 'es' | 'en', extra: { es?: object; en?: object } = {}) {
  return createI18n(lang, {
    es: { common: resources.es.common, ...extra.es },
    en: { common: resources.en.common, ...extra.en },
  });
}

const render = (i18n: ReturnType<typeof createI18n>, node: ReactNode) =>
  renderToString(createElement(I18nextProvider, { i18n }, node));

describe('textsOf', () => {
  it('gives the typed texts of a loaded namespace in the asked language', () => {
    const i18n = withOnly('es', { en: { pages: resources.en.pages } });
    expect(textsOf(i18n, 'en', 'pages').faq.contact).toEqual(resources.en.pages.faq.contact);
    expect(textsOf(i18n, 'es', 'common').nav).toEqual(resources.es.common.nav);
  });

  it("fills the agency's facts in, as t() does, and leaves other placeholders to their reader", () => {
    const i18n = withOnly('es', { es: { offer: resources.es.offer } });
    expect(textsOf(i18n, 'es', 'common').footer.copyright).toBe(
      `© {{year}} ${siteConfig.brand}. Todos los derechos reservados.`,
    );
    const { features } = textsOf(i18n, 'es', 'offer');
    expect(features.items.speed.title).toBe(`Lista en ${siteConfig.offer.days} días`);
    // The same object while its texts are the same (a memo keyed on it holds).
    expect(textsOf(i18n, 'es', 'offer')).toBe(textsOf(i18n, 'es', 'offer'));
    expect(textsOf(i18n, 'es', 'offer').timeline.steps).toBe(resources.es.offer.timeline.steps);
  });

  it("follows a bundle extended in place (an island's later texts), filled too", () => {
    const i18n = withOnly('es', { es: { offer: structuredClone(resources.es.offer) } });
    expect(textsOf(i18n, 'es', 'offer').availability).toBe(resources.es.offer.availability);
    i18n.addResourceBundle('es', 'offer', { availability: 'Lista en {{days}} días' }, true, true);
    expect(textsOf(i18n, 'es', 'offer').availability).toBe(
      `Lista en ${siteConfig.offer.days} días`,
    );
  });

  it('throws MissingTextsError for a namespace not loaded in that language', () => {
    const i18n = withOnly('es', { es: { pages: resources.es.pages } });
    expect(() => textsOf(i18n, 'en', 'pages')).toThrow(MissingTextsError);
    expect(() => textsOf(i18n, 'es', 'careers')).toThrow(MissingTextsError);
    expect(() => textsOf(i18n, 'en', 'pages')).toThrow('The en texts of "pages" are not loaded');
  });
});

describe('rendering with a namespace missing fails loudly', () => {
  it('the FAQ of a page whose new language has no `pages` texts yet throws (the language-switch crash)', () => {
    // The Spanish page's texts are there, the visitor switched to English before they loaded.
    const i18n = withOnly('en', { es: { pages: resources.es.pages } });
    expect(() => render(i18n, createElement(FaqSection, { pageKey: 'contact' }))).toThrow(
      MissingTextsError,
    );
  });

  it('the FAQ renders every question once its texts are loaded', () => {
    const i18n = withOnly('en', { en: { pages: resources.en.pages } });
    const html = render(i18n, createElement(FaqSection, { pageKey: 'services' }));
    const questions = resources.en.pages.faq.services.map((item) => item.question);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(html).toContain(question.replaceAll("'", '&#x27;'));
  });

  it('an island given its page without its namespace throws; with it, it renders', () => {
    const resolved = resolvePath('/tecnologias');
    expect(() =>
      renderToString(createElement(ProjectTypePicker, islandProps(resolved, ['common']))),
    ).toThrow(MissingTextsError);
    const html = renderToString(
      createElement(ProjectTypePicker, islandProps(resolved, ['technologies'])),
    );
    expect(html.includes(resources.es.technologies.picker.label), 'the picker is shown').toBe(true);
  });

  it("a page's head with an FAQ needs its `pages` texts, and carries its questions", () => {
    const contact = resolvePath('/en/contact');
    const meta = { es: { meta: resources.es.meta }, en: { meta: resources.en.meta } };
    expect(() => headFor(contact, withOnly('en', meta))).toThrow(MissingTextsError);
    const head = headFor(
      contact,
      withOnly('en', { ...meta, en: { ...meta.en, pages: resources.en.pages } }),
    );
    const faq = head.jsonLd.find((entry) => entry['@type'] === 'FAQPage');
    expect(JSON.stringify(faq)).toContain(resources.en.pages.faq.contact[0]?.question);
  });

  it("the agency's organisation node is where it presents itself (home, contact), not on every page", () => {
    const types = (path: string) => {
      const resolved = resolvePath(path);
      const i18n = createI18n(resolved.lang, resources);
      return headFor(resolved, i18n).jsonLd.map((entry) => entry['@type']);
    };
    for (const path of ['/', '/en/', '/contacto', '/en/contact'])
      expect(types(path), path).toContain('ProfessionalService');
    for (const path of ['/blog/seo-core-web-vitals-guia', '/politica-privacidad', '/en/services'])
      expect(types(path), path).not.toContain('ProfessionalService');
  });

  it('a "not found" state names no canonical address and no other-language versions', () => {
    const headOf = (path: string) => {
      const resolved = resolvePath(path);
      return headFor(resolved, createI18n(resolved.lang, resources));
    };
    // An unknown article, and one asked for by the other language's address.
    const { slugs } = blogArticles.find((a) => a.topic === 'seo-core-web-vitals') ?? {};
    if (!slugs) throw new Error('no article seo-core-web-vitals');
    for (const path of ['/blog/no-existe', `/en/blog/${slugs.es}`, '/una-pagina-que-no-existe']) {
      const head = headOf(path);
      expect(head.noindex, path).toBe(true);
      expect(head.canonical, path).toBeNull();
      expect(head.alternates, path).toEqual([]);
      const tags = headTags(head).map((tag) => tag.attrs.rel ?? tag.attrs.property);
      expect(tags, path).not.toContain('canonical');
      expect(tags, path).not.toContain('og:url');
    }
    expect(headOf(`/blog/${slugs.es}`).canonical).toBe(`${siteConfig.siteUrl}/blog/${slugs.es}`);
  });

  it("an article is shared with its own picture, at that picture's size; other pages with the site's", () => {
    const headOf = (path: string) => {
      const resolved = resolvePath(path);
      return headFor(resolved, createI18n(resolved.lang, resources));
    };
    for (const { topic, slugs } of blogArticles) {
      const { image } = headOf(`/en/blog/${slugs.en}`);
      const set = imageSet(blogPost(topic, 'en').picture);
      expect(image.url).toBe(`${siteConfig.siteUrl}${set.src}`);
      expect(image.url).toMatch(new RegExp(`-${image.width}\\.jpg$`));
      expect(image.width / image.height).toBeCloseTo(set.width / set.height, 2);
    }
    expect(headOf('/en/contact').image).toEqual({
      url: `${siteConfig.siteUrl}/og/og-en.png`,
      width: siteConfig.shareImage.width,
      height: siteConfig.shareImage.height,
    });
  });
});
