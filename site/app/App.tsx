import type { i18n as I18n } from 'i18next';
import {
  createElement,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, Spinner } from '../../ui';
import { instanceFor } from '../i18n';
import type { Resolved } from '../routes';
import {
  applyHeadOf,
  firstPageHydrated,
  onDemandPart,
  loadHead,
  loadParts,
  pageComponent,
  preparePage,
  lazyPart,
  shellDidHydrate,
  useVisitorPresent,
} from './loading';
import { PageError, PageErrorBoundary } from './PageError';
import { RouterProvider, useRouter } from './router';
import { SiteHeader, useSiteNavigation } from './SiteChrome';

/** The longest a navigation waits for the first page's parts to hydrate (they have their code). */
const PARTS_HYDRATION_WAIT_MS = 1500;

/**
 * Everything a location needs before it renders: its language's texts, its page, the head code;
 * and the parts of the page still shown, so those waiting for their code hydrate (in their own
 * language) before the switch instead of meeting the new page's texts and being rendered anew.
 */
async function prepare(resolved: Resolved, shown: I18n): Promise<I18n> {
  const i18n = await instanceFor(resolved.lang);
  await Promise.all([
    preparePage(resolved, i18n),
    loadHead(),
    loadParts(shown).then(() => firstPageHydrated(PARTS_HYDRATION_WAIT_MS)),
  ]);
  return i18n;
}

/** Shown while a navigation loads, when it takes long enough to be noticed; the page stays. */
function NavigationProgress() {
  const { loading } = useRouter();
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setVisible(true), 150);
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!visible) return null;
  return (
    <div className="fixed inset-x-0 top-(--header-height) z-50 flex justify-center p-2">
      <div className="rounded-full bg-surface px-4 py-2 text-surface-foreground shadow-lg">
        <Spinner size="sm" label={t('loading')} showLabel />
      </div>
    </div>
  );
}

/** The page of the current route (its code and texts are loaded before it renders). */
function CurrentPage() {
  const { route, lang, notFound, navigationCount, failed } = useRouter();
  const { i18n } = useTranslation('common');
  const mainRef = useRef<HTMLElement>(null);

  // Language and head change with the content, before paint (the first head is prerendered).
  useLayoutEffect(() => {
    // The language of what is shown: the error page of a failed switch keeps the old one.
    document.documentElement.lang = i18n.language;
    if (navigationCount === 0) return;
    if (failed) {
      document.title = i18n.t('common:pageError.title');
      return;
    }
    applyHeadOf({ route, lang, notFound }, i18n);
  }, [navigationCount, route, lang, notFound, i18n, failed]);

  // Focus moves to the new content so screen readers start there.
  useEffect(() => {
    if (navigationCount > 0) mainRef.current?.focus({ preventScroll: true });
  }, [navigationCount]);

  return (
    <main
      id="main"
      ref={mainRef}
      tabIndex={-1}
      className={
        route.key === 'home' && !failed ? 'outline-none' : 'pt-(--header-height) outline-none'
      }
    >
      {failed ? (
        <PageError />
      ) : (
        <PageErrorBoundary key={`${lang}:${navigationCount}`}>
          {createElement(pageComponent(route.key))}
        </PageErrorBoundary>
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

// Toasts only follow what a visitor does: the toaster's code loads, and it renders, at the
// visitor's first sign of presence (never in the prerendered page).
const Toaster = onDemandPart(
  () => import('../../ui/primitives/Toaster').then((m) => ({ default: m.Toaster })),
  [],
);

function SiteToaster() {
  const { t } = useTranslation('common');
  if (!useVisitorPresent()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dismissLabel={t('toast.dismiss')} />
    </Suspense>
  );
}

// The footer is a part of every page whose code comes after the first paint (app/loading.ts).
const SiteFooter = lazyPart(() => import('./SiteFooter'), []);
// The sales chat's launcher, the same way; its panel loads on intent (app/SiteChat.tsx).
const SiteChat = lazyPart(() => import('./SiteChat'), ['chat']);

function Shell() {
  const { navigateToPath } = useRouter();
  const nav = useSiteNavigation();
  // Marks the end of the shell's hydration (its lazy parts report theirs).
  useEffect(() => shellDidHydrate(), []);
  // The same element until the navigation changes: a part still waiting for its code must get
  // no update, or React would give up its prerendered HTML and render it anew.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteFooter nav={nav} />
      </Suspense>
    ),
    [nav],
  );
  const chat = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteChat />
      </Suspense>
    ),
    [],
  );
  return (
    <NavigationProvider navigate={navigateToPath}>
      <SkipLink />
      <SiteHeader nav={nav} />
      <NavigationProgress />
      <CurrentPage />
      {footer}
      {chat}
      <SiteToaster />
    </NavigationProvider>
  );
}

export function App({ i18n, initial }: { i18n: I18n; initial: Resolved }) {
  return (
    <RouterProvider initial={initial} i18n={i18n} prepare={prepare}>
      <Shell />
    </RouterProvider>
  );
}
