import { describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { createI18n } from '../../site/i18n';
import { staticPageKeys } from '../../site/routes';
import { blogTopics } from '../../site/content/blog-index';

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

  it('every page key and blog topic has its meta and page texts', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const key of staticPageKeys) {
        expect(resources[lang].meta.pages).toHaveProperty([key, 'title']);
        expect(resources[lang].pages.pages).toHaveProperty([key, 'heading']);
      }
      for (const topic of blogTopics) {
        expect(resources[lang].meta.articles).toHaveProperty([topic, 'description']);
        expect(resources[lang].pages.articles).toHaveProperty([topic, 'intro']);
      }
    }
  });

  it('titles and descriptions are unique per language and within search-result lengths', () => {
    for (const lang of ['es', 'en'] as const) {
      const entries = [
        ...Object.values(resources[lang].meta.pages),
        ...Object.values(resources[lang].meta.articles),
      ];
      const titles = entries.map((e) => e.title);
      const descriptions = entries.map((e) => e.description);
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
});
