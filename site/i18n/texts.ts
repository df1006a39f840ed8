import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fill } from '../../domain/text';
import type { Lang } from '../routes';
import { textFacts } from './facts';
import { MissingTextsError } from './missing-texts';
import type { LanguageBundle } from './resources';

/** A namespace of the site's texts (common, meta and the page namespaces). */
export type Namespace = keyof LanguageBundle;
/** The typed contents of a namespace: lists and records read from it keep their JSON types. */
export type Texts<N extends Namespace> = LanguageBundle[N];

/** A filled copy of an object or array of texts, with the children it was made of. */
type FilledCopy = { keys: string[]; children: unknown[]; copy: object };
/** The last filled copy of each object of texts, per language. */
const filledCopies = new WeakMap<object, Map<string, FilledCopy>>();

/**
 * `value` with the agency's facts filled into its strings: `value` itself where no string says
 * one, and otherwise the same copy as last time while its strings are the same. (A bundle is
 * extended in place when an island's later texts arrive, so a copy is checked, not trusted.)
 */
function withFacts<T>(value: T, lang: string, facts: Record<string, string | number>): T {
  if (typeof value === 'string') return (value.includes('{{') ? fill(value, facts) : value) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const keys = entries.map(([key]) => key);
  const children = entries.map(([, child]: [string, unknown]) => withFacts(child, lang, facts));
  if (children.every((child, i) => child === entries[i]?.[1])) return value;
  const last = filledCopies.get(value)?.get(lang);
  const same = (a: unknown[], b: unknown[]) =>
    a.length === b.length && a.every((x, i) => x === b[i]);
  if (last && same(last.keys, keys) && same(last.children, children)) return last.copy as T;
  const copy = Array.isArray(value)
    ? children
    : Object.fromEntries(keys.map((key, i) => [key, children[i]]));
  const copies = filledCopies.get(value) ?? new Map<string, FilledCopy>();
  filledCopies.set(value, copies.set(lang, { keys, children, copy }));
  return copy as T;
}

/**
 * The typed contents of a namespace in a language, for lists and records (FAQ items, feature
 * lists, form texts). Throws when the namespace is not loaded, so a missing namespace fails a
 * test and shows the error boundary instead of rendering a string where a list belongs.
 * The agency's facts ({{days}}, {{price}}...: textFacts) are filled in, as t() fills them; other
 * placeholders are left to the reader. Read plain strings with t().
 */
export function textsOf<N extends Namespace>(i18n: I18n, lang: string, ns: N): Texts<N> {
  // i18next types bundles as `any`; the resources' JSON types describe both languages (the
  // i18n unit test keeps Spanish and English keys identical).
  const bundle: Texts<N> | undefined = i18n.getResourceBundle(lang, ns);
  if (!bundle) throw new MissingTextsError(lang, ns);
  return withFacts(bundle, lang, textFacts(lang as Lang));
}

/** textsOf() for the language of the component's i18next instance. */
export function useTexts<N extends Namespace>(ns: N): Texts<N> {
  const { i18n } = useTranslation(ns);
  return textsOf(i18n, i18n.language, ns);
}
