import enCommon from './en/common.json';
import enMeta from './en/meta.json';
import enPages from './en/pages.json';
import esCommon from './es/common.json';
import esMeta from './es/meta.json';
import esPages from './es/pages.json';

/** Every namespace in both languages, bundled (the spec loads no translations at run time). */
export const resources = {
  es: { common: esCommon, meta: esMeta, pages: esPages },
  en: { common: enCommon, meta: enMeta, pages: enPages },
} as const;

export const namespaces = ['common', 'meta', 'pages'] as const;
export type Namespace = (typeof namespaces)[number];
