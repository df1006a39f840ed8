import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import {
  langOfPath,
  pathFor,
  resolvePath,
  sameRoute,
  type Lang,
  type Resolved,
  type Route,
} from '../routes';
import { hydrateAllParts } from './hydration';

export type RouterValue = Resolved & {
  /** Goes to a route; keeps the current language unless another is given. */
  navigate: (route: Route, options?: { lang?: Lang; replace?: boolean }) => void;
  /** Goes to a same-site path (what links carry). */
  navigateToPath: (path: string) => void;
  /** The path of a route in the current (or given) language. */
  href: (route: Route, lang?: Lang) => string;
  /** Increments on every navigation after the first render (focus/scroll management). */
  navigationCount: number;
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

/**
 * Page-key routing over the History API: every navigation pushes a history entry, keeps the
 * language, and scrolls smoothly to the top (or to the anchor); back/forward resolve every
 * path of the page table, blog articles included.
 */
export function RouterProvider({
  initial,
  onResolve,
  children,
}: {
  initial: Resolved;
  /** Awaited with the new location before it renders (the app switches language here). */
  onResolve?: (resolved: Resolved) => void | Promise<void>;
  children: React.ReactNode;
}) {
  const onResolveRef = useRef(onResolve);
  useEffect(() => {
    onResolveRef.current = onResolve;
  });
  const [state, setState] = useState<{ resolved: Resolved; count: number; hash?: string }>({
    resolved: initial,
    count: 0,
  });
  // Every navigation takes a ticket; one that finishes loading after a newer one began (a link
  // followed by a quick Back) is dropped, so the page always matches the address bar.
  const latest = useRef(0);

  useEffect(() => {
    const onPop = async () => {
      hydrateAllParts();
      const ticket = ++latest.current;
      const resolved = resolvePath(window.location.pathname);
      await onResolveRef.current?.(resolved);
      if (ticket !== latest.current) return;
      setState((s) => ({
        resolved,
        count: s.count + 1,
        hash: window.location.hash.slice(1) || undefined,
      }));
    };
    const listener = () => void onPop();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  // After the new page has rendered: scroll (top or anchor).
  useEffect(() => {
    if (state.count === 0) return;
    scrollToTarget(state.hash);
  }, [state.count, state.hash]);

  const go = useCallback(async (path: string, replace = false) => {
    // Parts of the first page still waiting hydrate now, before anything changes around them.
    hydrateAllParts();
    const ticket = ++latest.current;
    const url = new URL(path, window.location.origin);
    const resolved = resolvePath(url.pathname);
    const hash = url.hash.slice(1) || undefined;
    // The address bar still shows the current page: compare with it.
    const here = resolvePath(window.location.pathname);
    const samePage = sameRoute(resolved.route, here.route) && resolved.lang === here.lang;
    if (url.pathname + url.hash !== window.location.pathname + window.location.hash) {
      if (replace) window.history.replaceState(null, '', url.pathname + url.hash);
      else window.history.pushState(null, '', url.pathname + url.hash);
    }
    if (samePage) {
      scrollToTarget(hash);
      return;
    }
    await onResolveRef.current?.(resolved);
    if (ticket !== latest.current) return;
    setState((s) => ({ resolved, count: s.count + 1, hash }));
  }, []);

  const value = useMemo<RouterValue>(() => {
    const { resolved } = state;
    return {
      ...resolved,
      navigationCount: state.count,
      href: (route, lang) => pathFor(route, lang ?? resolved.lang),
      navigate: (route, options) =>
        void go(pathFor(route, options?.lang ?? resolved.lang), options?.replace),
      navigateToPath: (path) => void go(path),
    };
  }, [state, go]);

  return <RouterContext value={value}>{children}</RouterContext>;
}

export { langOfPath };
