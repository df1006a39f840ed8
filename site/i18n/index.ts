import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../routes';
import { textFacts } from './facts';
import { pageNamespaces } from './page-texts';
import type { LanguageBundle } from './resources';

/**
 * One i18next instance per render: a page's at build time, each island's in the browser,
 * holding the given languages. The path decides the language; a missing key is a test failure
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
    // React escapes; the agency's data ({{brand}}, {{price}}, {{days}}) fills any text.
    interpolation: { escapeValue: false, defaultVariables: textFacts(lang) },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
