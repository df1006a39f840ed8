import { describe, expect, it } from 'vitest';
import { fill } from '../../domain';
import { faqPages } from '../../site/app/faq';
import { postsIn } from '../../site/content/blog/posts';
import { promoImages, testimonialImages } from '../../site/content/home';
import {
  shopBenefitIcons,
  shopFeatureIcons,
  shopProjectImages,
  shopTechIcons,
} from '../../site/content/online-store';
import { templateFeatureIcons } from '../../site/content/service-templates';
import { allServiceKeys } from '../../site/content/services';
import { projectTypes } from '../../site/content/technologies';
import { webSolutions } from '../../site/content/web-development';
import { createI18n } from '../../site/i18n';
import { textFacts } from '../../site/i18n/facts';
import { templateNamespaces } from '../../site/i18n/page-texts';
import { resources, type LanguageBundle } from '../../site/i18n/resources';
import { staticPageKeys } from '../../site/routes';

// Components read lists and records through the Spanish JSON's types (site/i18n/texts.ts); the
// English texts must have the same shape, or this file does not typecheck.
const englishHasTheSpanishShape: LanguageBundle = resources.en;

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(tree)) return tree.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([k, v]) =>
      leaves(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [[prefix, tree]];
}

describe('translations', () => {
  const namespaces = Object.keys(resources.es) as (keyof typeof resources.es)[];

  it.each(namespaces)('namespace %s has exactly the same keys in es and en', (ns) => {
    const es = leaves(resources.es[ns])
      .map(([k]) => k)
      .sort();
    const en = leaves(resources.en[ns])
      .map(([k]) => k)
      .sort();
    expect(en).toEqual(es);
  });

  it.each(namespaces)('namespace %s has no empty value in either language', (ns) => {
    for (const lang of ['es', 'en'] as const) {
      const empty = leaves(resources[lang][ns]).filter(
        ([, v]) => typeof v !== 'string' || v.trim() === '',
      );
      expect(empty.map(([k]) => `${lang}:${k}`)).toEqual([]);
    }
  });

  it('every page key has its meta and page texts', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const key of staticPageKeys) {
        expect(resources[lang].meta.pages).toHaveProperty([key, 'title']);
        // A page's heading: in `pages` (intro pages) or in the page's own namespace.
        const own = {
          blog: 'blog',
          portfolio: 'portfolio',
          agency: 'agency',
          marketing: 'offer',
          utilities: 'utilities',
          privacy: 'privacy',
        } as const;
        if (key in own) {
          expect(resources[lang][own[key as keyof typeof own]].title).toBeTruthy();
          expect(resources[lang].pages.pages).not.toHaveProperty([key]);
        } else {
          expect(resources[lang].pages.pages).toHaveProperty([key, 'heading']);
        }
      }
    }
  });

  it('titles and descriptions are unique per language and within search-result lengths', () => {
    for (const lang of ['es', 'en'] as const) {
      const entries = [
        ...Object.values(resources[lang].meta.pages),
        // The articles' (their frontmatter, site/content/blog).
        ...postsIn(lang),
      ];
      const titles = entries.map((e) => e.title);
      // As search results show them: with the agency's data ({{days}}...) filled in.
      const descriptions = entries.map((e) => fill(e.description, textFacts(lang)));
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(170);
    }
  });

  it('a missing key is never answered in the other language', () => {
    const i18n = createI18n('es', resources);
    expect(i18n.t('nav.contact')).toBe('Contacto');
    expect(i18n.getFixedT('en')('nav.contact')).toBe('Contact');
    expect(i18n.options.fallbackLng).toEqual(false);
  });

  /** Every list in a namespace: path -> its elements, in the order the JSON has them. */
  function lists(tree: unknown, prefix = ''): [string, unknown[]][] {
    if (Array.isArray(tree)) {
      return [[prefix, tree], ...tree.flatMap((v: unknown, i) => lists(v, `${prefix}[${i}]`))];
    }
    if (tree && typeof tree === 'object') {
      return Object.entries(tree as Tree).flatMap(([k, v]) =>
        lists(v, prefix ? `${prefix}.${k}` : k),
      );
    }
    return [];
  }
  const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v);

  it.each(namespaces)(
    'namespace %s: every list is a list in both languages, same length and element kinds',
    (ns) => {
      const es = lists(resources.es[ns]);
      const en = new Map(lists(resources.en[ns]));
      expect(englishHasTheSpanishShape[ns]).toBe(resources.en[ns]);
      expect([...en.keys()].sort()).toEqual(es.map(([path]) => path).sort());
      for (const [path, items] of es) {
        const other = en.get(path);
        expect(Array.isArray(other), `en ${ns}:${path} is a list`).toBe(true);
        expect(other?.map(kind), `en ${ns}:${path} element kinds`).toEqual(items.map(kind));
      }
    },
  );

  it('lists have as many entries as the icons and images shown beside them', () => {
    for (const lang of ['es', 'en'] as const) {
      const texts = resources[lang];
      const shop = texts.serviceShop;
      expect(shop.features.items).toHaveLength(shopFeatureIcons.length);
      expect(shop.benefits.items).toHaveLength(shopBenefitIcons.length);
      expect(shop.tech.items).toHaveLength(shopTechIcons.length);
      expect(shop.projects.items).toHaveLength(shopProjectImages.length);
      for (const [key, ns] of Object.entries(templateNamespaces)) {
        expect(texts[ns].features.items, `${lang} ${ns}`).toHaveLength(
          templateFeatureIcons[key as keyof typeof templateNamespaces].length,
        );
      }
      expect(texts.homeMore.promo.images).toHaveLength(promoImages.length);
      expect(texts.homeMore.testimonials.items).toHaveLength(testimonialImages.length);
    }
  });

  it('FAQs, feature lists and details are non-empty lists in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      const texts = resources[lang];
      for (const page of faqPages) {
        const faq = texts.pages.faq[page];
        expect(faq.length, `${lang} faq ${page}`).toBeGreaterThan(0);
        expect(faq.length).toBe(resources.es.pages.faq[page].length);
        for (const item of faq) expect(Object.keys(item).sort()).toEqual(['answer', 'question']);
      }
      for (const key of allServiceKeys) {
        expect(texts.services.cards[key].features.length, `${lang} ${key}`).toBeGreaterThan(0);
      }
      for (const { id } of webSolutions) {
        expect(texts.serviceWeb.cards[id].features.length, `${lang} ${id}`).toBeGreaterThan(0);
      }
      for (const { id } of projectTypes) {
        expect(texts.technologies.types[id].details.length, `${lang} ${id}`).toBeGreaterThan(0);
      }
      const { position } = texts.careers;
      for (const list of [position.tags, position.requirements, position.responsibilities]) {
        expect(list.length).toBeGreaterThan(0);
      }
    }
  });
});
