import type { i18n as I18n } from 'i18next';
import {
  createElement,
  lazy,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NavigationProvider, Spinner } from '../../ui';
import { prepareLanguage } from '../i18n';
import { ensurePageTexts } from '../i18n/page-texts';
import { shellDidHydrate } from './hydration';
import { loadPage } from '../pages/registry';
import type { PageKey, Resolved } from '../routes';
import { RouterProvider, useRouter } from './router';
import { SiteFooter, SiteHeader, useSiteNavigation } from './SiteChrome';

/** Renders a page once its chunk is there (suspends until then). */
function PageOutlet({ pageKey }: { pageKey: PageKey }) {
  const page: Promise<ComponentType> = loadPage(pageKey);
  return createElement(use(page));
}

function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size="lg" label={t('loading')} showLabel />
    </div>
  );
}

/** The page of the current route; the 'Cargando...' spinner while its chunk loads. */
function CurrentPage() {
  const { route, lang, notFound, navigationCount } = useRouter();
  const { i18n } = useTranslation('common');
  const mainRef = useRef<HTMLElement>(null);

  // The document's language changes with the content, before paint.
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Refresh the head on every client navigation (the first head is prerendered).
  useEffect(() => {
    if (navigationCount === 0) return;
    // The head code loads with the first navigation; the first head came prerendered.
    void Promise.all([import('./head'), import('./page-head')]).then(([head, page]) =>
      head.applyHead(
        page.headFor({ route, lang, notFound }, i18n.getFixedT(lang, ['common', 'meta', 'pages'])),
      ),
    );
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
      <Suspense fallback={<PageLoading />}>
        <PageOutlet key={`${lang}:${route.key}`} pageKey={route.key} />
      </Suspense>
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

// Toasts only follow user actions: their code loads once the page is idle, not with it.
const LazyToaster = lazy(() =>
  import('../../ui/primitives/Toaster').then((m) => ({ default: m.Toaster })),
);

function DeferredToaster({ dismissLabel }: { dismissLabel: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => setReady(true));
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <LazyToaster dismissLabel={dismissLabel} />
    </Suspense>
  ) : null;
}

function Shell() {
  const { navigateToPath } = useRouter();
  const { t } = useTranslation('common');
  const nav = useSiteNavigation();
  // Marks the end of the shell's hydration (with its lazy parts: tests wait for it before acting).
  useEffect(() => shellDidHydrate(), []);
  return (
    <NavigationProvider navigate={navigateToPath}>
      <SkipLink />
      <SiteHeader nav={nav} />
      <CurrentPage />
      <SiteFooter nav={nav} />
      {/* The further global component of every page: toasts now, the chat launcher later. */}
      <DeferredToaster dismissLabel={t('toast.dismiss')} />
    </NavigationProvider>
  );
}

export function App({ i18n, initial }: { i18n: I18n; initial: Resolved }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider
        initial={initial}
        // The path decides the language: load its texts and the page's own texts before rendering.
        onResolve={(resolved) =>
          Promise.all([
            prepareLanguage(i18n, resolved.lang),
            ensurePageTexts(i18n, resolved.route.key, resolved.lang),
          ]).then(() => undefined)
        }
      >
        <Shell />
      </RouterProvider>
    </I18nextProvider>
  );
}
