import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LanguageBundle } from './resources';

/** A namespace of the site's texts (common, meta and the page namespaces). */
export type Namespace = keyof LanguageBundle;
/** The typed contents of a namespace: lists and records read from it keep their JSON types. */
export type Texts<N extends Namespace> = LanguageBundle[N];

/** A page read texts that were not loaded for its language: a loading bug, never shown as text. */
export class MissingTextsError extends Error {
  constructor(lang: string, ns: string) {
    super(`The ${lang} texts of "${ns}" are not loaded`);
    this.name = 'MissingTextsError';
  }
}

/**
 * The typed contents of a namespace in a language, for lists and records (FAQ items, feature
 * lists, form texts). Throws when the namespace is not loaded, so a missing namespace fails a
 * test and shows the error boundary instead of rendering a string where a list belongs.
 * Interpolation is not applied: read plain strings with t().
 */
export function textsOf<N extends Namespace>(i18n: I18n, lang: string, ns: N): Texts<N> {
  // i18next types bundles as `any`; the resources' JSON types describe both languages (the
  // i18n unit test keeps Spanish and English keys identical).
  const bundle: Texts<N> | undefined = i18n.getResourceBundle(lang, ns);
  if (!bundle) throw new MissingTextsError(lang, ns);
  return bundle;
}

/** textsOf() for the language of the component's i18next instance. */
export function useTexts<N extends Namespace>(ns: N): Texts<N> {
  const { i18n } = useTranslation(ns);
  return textsOf(i18n, i18n.language, ns);
}
