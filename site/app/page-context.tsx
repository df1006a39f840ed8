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
  // i18next keeps the bundles it is given and adds to them (useLaterTexts): it gets a copy, so
  // rendering never changes `texts`, which Astro serializes into an island's props after it.
  const i18n = useMemo(
    () => createI18n(resolved.lang, { [resolved.lang]: structuredClone(texts) }),
    [resolved.lang, texts],
  );
  const page = useMemo(() => pageValue(resolved), [resolved]);
  return (
    <PageContext value={page}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </PageContext>
  );
}
