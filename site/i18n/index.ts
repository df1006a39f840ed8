import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../routes';
import { resources } from './resources';

/**
 * One i18next instance per render (server) or per page load (browser). The path decides the
 * language; a missing key is a test failure (tests/unit/i18n.test.ts), never an English fallback.
 */
export function createI18n(lang: Lang): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    supportedLngs: ['es', 'en'],
    fallbackLng: false,
    resources,
    ns: ['common', 'meta', 'pages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Where the visitor's explicit language choice is stored (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
