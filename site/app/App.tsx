import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NavigationProvider, Spinner, Toaster } from '../../ui';
import { loadedPage, loadPage } from '../pages/registry';
import type { PageKey, Resolved } from '../routes';
import { applyHead } from './head';
import { headFor } from './page-head';
import { RouterProvider, useRouter } from './router';
import { SiteFooter, SiteHeader } from './SiteChrome';

/** The page of the current route; a spinner while its chunk loads. */
function CurrentPage() {
  const { route, lang, notFound, navigationCount } = useRouter();
  const { t, i18n } = useTranslation('common');
  const [, setLoadedKey] = useState<PageKey | null>(null);
  const Page: ComponentType | undefined = loadedPage(route.key);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (Page) return;
    let cancelled = false;
    void loadPage(route.key).then(() => {
      if (!cancelled) setLoadedKey(route.key);
    });
    return () => {
      cancelled = true;
    };
  }, [Page, route.key]);

  // Refresh the head on every client navigation (the first head is prerendered).
  useEffect(() => {
    if (navigationCount === 0) return;
    applyHead(headFor({ route, lang, notFound }, i18n.getFixedT(lang, ['common', 'meta', 'pages'])));
    // Move focus to the new content so screen readers start there.
    mainRef.current?.focus({ preventScroll: true });
  }, [navigationCount, route, lang, notFound, i18n]);

  return (
    <main
      id="main"
      ref={mainRef}
      tabIndex={-1}
      className={route.key === 'home' ? 'outline-none' : 'pt-(--header-height) outline-none'}
    >
      {Page ? (
        <Page key={`${lang}:${route.key}`} />
      ) : (
        <div className="flex min-h-[60dvh] items-center justify-center">
          <Spinner size="lg" label={t('loading')} showLabel />
        </div>
      )}
    </main>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}

function Shell() {
  const { navigateToPath } = useRouter();
  const { t } = useTranslation('common');
  return (
    <NavigationProvider navigate={navigateToPath}>
      <SkipLink />
      <SiteHeader />
      <CurrentPage />
      <SiteFooter />
      {/* The further global component of every page: toasts now, the chat launcher later. */}
      <Toaster dismissLabel={t('toast.dismiss')} />
    </NavigationProvider>
  );
}

export function App({ i18n, initial }: { i18n: I18n; initial: Resolved }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider
        initial={initial}
        onResolve={(resolved) => {
          // The path decides the language; resources are bundled, so this is synchronous.
          if (i18n.language !== resolved.lang) void i18n.changeLanguage(resolved.lang);
        }}
      >
        <Shell />
      </RouterProvider>
    </I18nextProvider>
  );
}
