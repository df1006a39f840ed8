import type { i18n as I18n } from 'i18next';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  pageIdOf,
  pathFor,
  resolvePath,
  routeInLanguage,
  sameRoute,
  type Lang,
  type Resolved,
  type Route,
} from '../routes';
import { hydrateAllParts } from './loading';

export type RouterValue = Resolved & {
  /** Goes to a route; keeps the current language unless another is given. */
  navigate: (route: Route, options?: { lang?: Lang; replace?: boolean }) => void;
  /** Goes to a same-site path (what links carry). */
  navigateToPath: (path: string) => void;
  /** The path of a route in the current (or given) language. */
  href: (route: Route, lang?: Lang) => string;
  /** Increments on every navigation after the first render (focus, scroll and head). */
  navigationCount: number;
  /** A navigation is loading its page (the current page stays until it is ready). */
  loading: boolean;
  /** The current location's page could not be loaded (a chunk failed: stale deploy, offline). */
  failed: boolean;
};

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = use(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToTarget(hash: string | undefined) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const target = hash ? document.getElementById(hash) : null;
  if (!target) {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  // Every section renders first (see ui/styles.css), so the target stays where it was measured.
  document.documentElement.dataset.renderAll = 'true';
  target.scrollIntoView({ behavior, block: 'start' });
}

type Shown = {
  resolved: Resolved;
  /** The i18next instance of the shown page's language. */
  i18n: I18n;
  count: number;
  hash?: string | undefined;
  failed: boolean;
};

const samePage = (a: Resolved, b: Resolved) => a.lang === b.lang && sameRoute(a.route, b.route);
/** The same page in the same language, in another state (a portfolio filter). */
const sameView = (a: Resolved, b: Resolved) =>
  a.lang === b.lang && pageIdOf(a.route) === pageIdOf(b.route);
const currentAddress = () =>
  window.location.pathname + window.location.search + window.location.hash;

/**
 * Page-key routing over the History API. A navigation (link, language switch, Back/Forward)
 * first loads everything its page needs (`prepare`: page chunk, parts, every text namespace in
 * the target language), then checks that it is still the latest, and only then pushes the
 * address and switches page and language together, in one transition. The shown page, its
 * language and the address bar therefore always agree: a double click loads once, a newer
 * navigation (or Back) drops an older one still loading, and a failed load shows the error
 * page at its address instead of a half-switched page.
 */
export function RouterProvider({
  initial,
  i18n,
  prepare,
  children,
}: {
  initial: Resolved;
  /** The i18next instance the first page rendered with. */
  i18n: I18n;
  /**
   * Loads what a location's page needs; resolves with the instance of its language. `shown` is
   * the instance of the page still shown.
   */
  prepare: (resolved: Resolved, shown: I18n) => Promise<I18n>;
  children: React.ReactNode;
}) {
  const prepareRef = useRef(prepare);
  useEffect(() => {
    prepareRef.current = prepare;
  });
  const [shown, setShown] = useState<Shown>({
    resolved: initial,
    i18n,
    count: 0,
    failed: false,
  });
  // The page shown, or the one a finished navigation has switched to and React is rendering:
  // set when the switch begins, not after it commits, so a navigation that comes in between
  // (Back, a click on the old page's link) compares with the page about to show.
  const shownRef = useRef(shown);
  // Every navigation takes a ticket; one that finishes loading after a newer one began is dropped.
  const latest = useRef(0);
  /** The navigation loading now: its ticket and target. */
  const loadingRef = useRef<{ ticket: number; resolved: Resolved } | null>(null);
  const [loading, setLoading] = useState(false);

  const go = useCallback(async (path: string, mode: 'push' | 'replace' | 'pop') => {
    // Parts of the first page still waiting hydrate now, before anything changes around them.
    hydrateAllParts();
    const url = new URL(path, window.location.origin);
    const address = url.pathname + url.search + url.hash;
    const resolved = resolvePath(url.pathname, url.search);
    const hash = url.hash.slice(1) || undefined;
    const current = shownRef.current;

    if (samePage(resolved, current.resolved) && !current.failed) {
      // The page shown: any navigation still loading is dropped; only the anchor changes.
      latest.current += 1;
      loadingRef.current = null;
      setLoading(false);
      if (address !== currentAddress()) {
        window.history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', address);
      }
      scrollToTarget(hash);
      return;
    }
    if (sameView(resolved, current.resolved) && !current.failed) {
      // Another state of the page shown (a filter): it changes in place; focus and scroll stay.
      latest.current += 1;
      loadingRef.current = null;
      setLoading(false);
      if (mode !== 'pop' && address !== currentAddress()) {
        window.history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', address);
      }
      const next = { ...current, resolved };
      shownRef.current = next;
      setShown(next);
      return;
    }
    // The page already on its way (a second click on the same link): it keeps loading.
    const inFlight = loadingRef.current;
    if (mode !== 'pop' && inFlight && samePage(inFlight.resolved, resolved)) return;

    const ticket = ++latest.current;
    loadingRef.current = { ticket, resolved };
    setLoading(true);
    let next: Shown;
    try {
      const i18n = await prepareRef.current(resolved, shownRef.current.i18n);
      next = { resolved, i18n, count: 0, hash, failed: false };
    } catch {
      // Shown at its address with the error page, in the language already loaded.
      next = { resolved, i18n: shownRef.current.i18n, count: 0, hash, failed: true };
    }
    if (ticket !== latest.current) return;
    loadingRef.current = null;
    if (mode !== 'pop' && address !== currentAddress()) {
      window.history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', address);
    }
    shownRef.current = next;
    startTransition(() => {
      setLoading(false);
      setShown((s) => ({ ...next, count: s.count + 1 }));
    });
  }, []);

  useEffect(() => {
    const onPop = () => void go(currentAddress(), 'pop');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  // After the new page has rendered: scroll (top or anchor).
  useEffect(() => {
    if (shown.count === 0) return;
    scrollToTarget(shown.hash);
  }, [shown.count, shown.hash]);

  const value = useMemo<RouterValue>(() => {
    const { resolved } = shown;
    return {
      ...resolved,
      navigationCount: shown.count,
      loading,
      failed: shown.failed,
      href: (route, lang = resolved.lang) =>
        pathFor(routeInLanguage(route, lang, resolved.lang), lang),
      navigate: (route, options) => {
        const lang = options?.lang ?? resolved.lang;
        void go(
          pathFor(routeInLanguage(route, lang, resolved.lang), lang),
          options?.replace ? 'replace' : 'push',
        );
      },
      navigateToPath: (path) => void go(path, 'push'),
    };
  }, [shown, loading, go]);

  return (
    <RouterContext value={value}>
      <I18nextProvider i18n={shown.i18n}>{children}</I18nextProvider>
    </RouterContext>
  );
}
