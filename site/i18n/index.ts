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
 * Before a client navigation renders: the target language's texts and page metadata (for the
 * head) are loaded (once each), then the language is switched.
 */
export async function prepareLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await Promise.all([
    ensure(i18n, lang, 'common', loadLanguage[lang]),
    ensure(i18n, lang, 'meta', loadMeta[lang]),
  ]);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Where the visitor's explicit language choice is stored (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
