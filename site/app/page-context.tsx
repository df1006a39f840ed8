import type { i18n as I18n } from 'i18next';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import type { LanguageBundle } from '../i18n/resources';
import { pathFor, routeInLanguage, type Lang, type Resolved, type Route } from '../routes';

export type PageValue = Resolved & {
  /** The path of a route in the page's language (or the given one). */
  href: (route: Route, lang?: Lang) => string;
};

const PageContext = createContext<PageValue | null>(null);

/** The page a component renders in: its route, its language and the paths of other routes. */
export function usePage(): PageValue {
  const value = use(PageContext);
  if (!value) throw new Error('usePage outside SiteRoot');
  return value;
}

export function pageValue(resolved: Resolved): PageValue {
  return {
    ...resolved,
    href: (route, lang = resolved.lang) =>
      pathFor(routeInLanguage(route, lang, resolved.lang), lang),
  };
}

/** The page's one i18next in the browser (per language: a page has one), which every island's texts join as it hydrates. */
const browserI18n = new Map<Lang, I18n>();

/**
 * The i18next a root reads its texts from: in the browser the page's one instance, with this
 * island's namespaces added (each island is given the texts it renders: site/islands/texts.ts);
 * at build time one per root, given a copy (i18next extends what it holds, and Astro serializes
 * an island's props after rendering it).
 */
function pageI18n(lang: Lang, texts: Partial<LanguageBundle>): I18n {
  if (typeof window === 'undefined') return createI18n(lang, { [lang]: structuredClone(texts) });
  const i18n = browserI18n.get(lang) ?? createI18n(lang, { [lang]: {} });
  browserI18n.set(lang, i18n);
  for (const [ns, bundle] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, bundle, true);
  return i18n;
}

/**
 * What every React root of the site renders in (the page's prerendered body and each island):
 * the page and the texts of its language. `texts` holds the namespaces the root reads.
 */
export function SiteRoot({
  resolved,
  texts,
  children,
}: {
  resolved: Resolved;
  texts: Partial<LanguageBundle>;
  children: ReactNode;
}) {
  const i18n = useMemo(() => pageI18n(resolved.lang, texts), [resolved.lang, texts]);
  const page = useMemo(() => pageValue(resolved), [resolved]);
  return (
    <PageContext value={page}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </PageContext>
  );
}
