import type { i18n as I18n } from 'i18next';
import type { Lang, PageKey } from '../routes';

/** Texts only some pages need: each is its own chunk per language, loaded with its pages. */
export const pageNamespaces = [
  'home',
  'homeMore',
  'services',
  'serviceWeb',
  'serviceShop',
  'serviceDesign',
  'serviceSeo',
  'serviceMarketing',
  'servicePlugins',
  'serviceAutomation',
  'serviceContent',
  'technologies',
  'forms',
  'careers',
  'pages',
  'blog',
  'portfolio',
  'agency',
  'offer',
  'utilities',
  'privacy',
  'qr',
  'cropper',
  'compressor',
  'audit',
  'chat',
] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

/** The six pages of the shared service template, each with its own texts (same keys). */
export const templateNamespaces = {
  'services/design': 'serviceDesign',
  'services/seo': 'serviceSeo',
  'services/marketing': 'serviceMarketing',
  'services/plugins': 'servicePlugins',
  'services/automation': 'serviceAutomation',
  'services/content': 'serviceContent',
} as const satisfies Record<string, PageNamespace>;

/**
 * Pages that read `pages` (a PageIntro heading and introduction, an FAQ).
 * The rest never load it: their texts live in their own namespaces.
 */
const pagesNamespaceReaders: readonly PageKey[] = [
  'services',
  'technologies',
  'audit',
  'careers',
  'utilities/qr',
  'utilities/compressor',
  'utilities/cropper',
  'contact',
];

const ownTexts: Partial<Record<PageKey, readonly PageNamespace[]>> = {
  home: ['home'],
  services: ['services'],
  'services/web': ['serviceWeb'],
  'services/ecommerce': ['serviceShop'],
  ...Object.fromEntries(Object.entries(templateNamespaces).map(([key, ns]) => [key, [ns]])),
  careers: ['careers'],
  blog: ['blog'],
  'blog/article': ['blog'],
  'blog/missing': ['blog'],
  portfolio: ['portfolio'],
  agency: ['agency'],
  marketing: ['offer'],
  utilities: ['utilities'],
  'utilities/qr': ['qr'],
  'utilities/cropper': ['cropper'],
  'utilities/compressor': ['compressor'],
  privacy: ['privacy'],
};

/** The namespaces each page reads besides `common`. */
export const pageTexts: Partial<Record<PageKey, readonly PageNamespace[]>> = Object.fromEntries(
  [...new Set([...Object.keys(ownTexts), ...pagesNamespaceReaders])].map((key) => [
    key,
    [
      ...(ownTexts[key as PageKey] ?? []),
      ...(pagesNamespaceReaders.includes(key as PageKey) ? (['pages'] as const) : []),
    ],
  ]),
);

type JsonModule = { default: object };
const files = import.meta.glob<JsonModule>([
  './*/home.json',
  './*/homeMore.json',
  './*/services.json',
  './*/serviceWeb.json',
  './*/serviceShop.json',
  './*/serviceDesign.json',
  './*/serviceSeo.json',
  './*/serviceMarketing.json',
  './*/servicePlugins.json',
  './*/serviceAutomation.json',
  './*/serviceContent.json',
  './*/technologies.json',
  './*/forms.json',
  './*/careers.json',
  './*/pages.json',
  './*/blog.json',
  './*/portfolio.json',
  './*/agency.json',
  './*/offer.json',
  './*/utilities.json',
  './*/privacy.json',
  './*/qr.json',
  './*/cropper.json',
  './*/compressor.json',
  './*/audit.json',
  './*/chat.json',
]);

/** The source files of a page's texts in a language (the build preloads their chunks). */
export function pageTextFiles(key: PageKey, lang: Lang): string[] {
  return (pageTexts[key] ?? []).map((ns) => `i18n/${lang}/${ns}.json`);
}

/** Loads namespaces of a language: { namespace: texts }. */
export async function loadNamespaces(
  lang: Lang,
  names: readonly PageNamespace[],
): Promise<Record<string, object>> {
  const loaded = await Promise.all(
    names.map(async (ns) => {
      const load = files[`./${lang}/${ns}.json`];
      if (!load) throw new Error(`No texts ${lang}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

/** Loads a page's namespaces in a language. */
export function loadPageTexts(key: PageKey, lang: Lang): Promise<Record<string, object>> {
  return loadNamespaces(lang, pageTexts[key] ?? []);
}

/** Adds namespaces to the instance (once) before what reads them renders. */
export async function ensureNamespaces(
  i18n: I18n,
  lang: Lang,
  names: readonly PageNamespace[],
): Promise<void> {
  const missing = names.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (missing.length === 0) return;
  const bundles = await loadNamespaces(lang, missing);
  for (const [ns, data] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, data);
  }
}

/** Adds a page's texts to the instance before the page renders (client navigation). */
export function ensurePageTexts(i18n: I18n, key: PageKey, lang: Lang): Promise<void> {
  return ensureNamespaces(i18n, lang, pageTexts[key] ?? []);
}
