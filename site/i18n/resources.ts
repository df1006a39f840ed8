import en from './en';
import enMeta from './en-meta';
import es from './es';
import esMeta from './es-meta';

/** Both languages, every namespace (server rendering, types and tests). */
export const resources = {
  es: { ...es, ...esMeta },
  en: { ...en, ...enMeta },
} as const;

export type LanguageBundle = (typeof resources)['es'];
