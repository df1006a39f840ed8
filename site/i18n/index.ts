import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../routes';
import { pageNamespaces } from './page-texts';
import type { LanguageBundle } from './resources';

/**
 * One i18next instance per render (server) or per page load (browser), holding the given
 * languages. The path decides the language; a missing key is a test failure
 * (tests/unit/i18n.test.ts), never an answer in the other language.
 */
export function createI18n(
  lang: Lang,
  bundles: Partial<Record<Lang, Partial<LanguageBundle>>>,
): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    supportedLngs: ['es', 'en'],
    fallbackLng: false,
    resources: bundles,
    ns: ['common', 'meta', ...pageNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The browser's loaders of one language's texts: what pages show, and page metadata. */
export const loadLanguage: Record<Lang, () => Promise<Partial<LanguageBundle>>> = {
  es: () => import('./es').then((m) => m.default),
  en: () => import('./en').then((m) => m.default),
};
const loadMeta: Record<Lang, () => Promise<Partial<LanguageBundle>>> = {
  es: () => import('./es-meta').then((m) => m.default),
  en: () => import('./en-meta').then((m) => m.default),
};

async function ensure(i18n: I18n, lang: Lang, ns: string, load: () => Promise<object>) {
  if (i18n.hasResourceBundle(lang, ns)) return;
  const bundle = await load();
  for (const [name, data] of Object.entries(bundle)) i18n.addResourceBundle(lang, name, data);
}

/**
 * The browser's i18next instances: one per language, each created once with its language's
 * `common` texts, page texts added as pages load. A language switch renders with the other
 * instance (in the same update as the new page), so no global language ever changes under a
 * page that is still showing, and a navigation dropped half-way changes nothing.
 */
const instances = new Map<Lang, Promise<I18n>>();

/** Registers the instance the first page hydrated with. */
export function rememberInstance(i18n: I18n): void {
  instances.set(i18n.language as Lang, Promise.resolve(i18n));
}

/**
 * The instance of a language with the texts a client navigation needs besides the page's own:
 * `common` and the page metadata (`meta`, for the head).
 */
export async function instanceFor(lang: Lang): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = loadLanguage[lang]().then((bundle) => createI18n(lang, { [lang]: bundle }));
    instance.catch(() => instances.delete(lang));
    instances.set(lang, instance);
  }
  const i18n = await instance;
  await ensure(i18n, lang, 'meta', loadMeta[lang]);
  return i18n;
}
