// The site's one loading model: what loads, or hydrates, later, and when.
//
// - A page: its chunk, its texts (site/i18n/page-texts.ts) and its data (the page module's
//   loadData: an article's body, a policy in one language) load before it renders
//   (preparePage; the router waits for it, so no page renders before its code and texts).
// - lazyPart(): a part whose code, texts and hydration come later. The prerendered HTML has it;
//   in the browser its code and texts are fetched right after start (loadParts), and it
//   hydrates when needed: at once if it is on screen at load, otherwise at the visitor's first
//   sign of presence (the boot script reports it) or when a navigation begins. Until then React
//   keeps its prerendered HTML, which reads and links. A client navigation loads a page's parts
//   with the page (preparePage), so they render with it.
// - onDemandPart(): a part loaded on intent (prefetched on hover or focus, shown when first
//   rendered): a dialog's content.
//
// html[data-hydrated] is "shell" while parts wait and "true" once the shell and every part the
// prerendered page holds have hydrated; then the page has taken over (TOOK_OVER_MARK), and the
// boot script replays what the visitor did before (app/early-input.ts).

import type { i18n as I18n } from 'i18next';
import {
  createElement,
  Fragment,
  use,
  useEffect,
  useId,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces, ensurePageTexts, type PageNamespace } from '../i18n/page-texts';
import { pageModule } from '../pages/registry';
import type { Lang, PageKey, Resolved } from '../routes';
import {
  HYDRATED_ATTRIBUTE,
  TOOK_OVER_MARK,
  VISITOR_ACTIVE_ATTRIBUTE,
  VISITOR_ACTIVE_EVENT,
} from './signals';

/** Loads each key once; keeps what loaded for synchronous reads; forgets a failure (retry). */
export function loadOnce<K, T>(load: (key: K) => Promise<T>) {
  const promises = new Map<K, Promise<T>>();
  const values = new Map<K, T>();
  return {
    get(key: K): Promise<T> {
      let promise = promises.get(key);
      if (!promise) {
        promise = load(key).then((value) => {
          values.set(key, value);
          return value;
        });
        promise.catch(() => promises.delete(key));
        promises.set(key, promise);
      }
      return promise;
    },
    loaded: (key: K): T | undefined => values.get(key),
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

const pages = loadOnce((key: PageKey) => pageModule(key)());

/** Loads a page's chunk (its lazy parts register as it runs). */
export function loadPage(key: PageKey): Promise<unknown> {
  return pages.get(key);
}

/** Loads a location's page chunk, then the data it shows there (its module's loadData). */
async function loadPageData({ route, lang }: Resolved): Promise<void> {
  const page = await pages.get(route.key);
  await page.loadData?.(route, lang);
}

/** A page's component, once loaded (preparePage or loadPage first). */
export function pageComponent(key: PageKey): ComponentType {
  const page = pages.loaded(key);
  if (!page) throw new Error(`The page ${key} was rendered before its code loaded`);
  return page.default;
}

/** Everything a page needs before it renders: its chunk, data, texts and lazy parts. */
export async function preparePage(resolved: Resolved, i18n: I18n): Promise<void> {
  await Promise.all([
    loadPageData(resolved),
    ensurePageTexts(i18n, resolved.route.key, i18n.language as Lang),
  ]);
  await loadParts(i18n);
}

// ---------------------------------------------------------------------------------------------
// The head code: needed from the first client navigation on (the first head is prerendered); a
// navigation loads it with its page, so the head changes in the same commit as the page.

const headCode = loadOnce(() => Promise.all([import('./head'), import('./page-head')]));

/** Loads the head code (once; a failure may be retried). */
export function loadHead(): Promise<unknown> {
  return headCode.get(undefined);
}

/** Writes the head of a location (title, description, canonical, hreflang, JSON-LD). */
export function applyHeadOf(resolved: Resolved, i18n: I18n): void {
  const code = headCode.loaded(undefined);
  if (!code) throw new Error('The head code was used before it loaded');
  const [head, page] = code;
  head.applyHead(page.headFor(resolved, i18n));
}

// ---------------------------------------------------------------------------------------------
// Hydration of the first page

/** The parts that have hydrated (or rendered) in the browser, by id. */
const mounted = new Set<string>();
let shellHydrated = false;

let tookOver = false;

function markHydration() {
  // Once the first page has hydrated it stays so: parts the client renders later (a dialog, a
  // new page's parts) are not hydration.
  if (!shellHydrated || tookOver) return;
  // Every part the page holds (its marker in the document) must have hydrated. The document is
  // asked each time: a part whose prerendered HTML React had to replace (it got an update
  // before its code arrived) comes back under a new id, and its old marker is gone.
  // A part that is not displayed (a menu for another screen size) waits for the visitor without
  // holding the page back: nothing can act on it until it shows, and then it hydrates at once.
  const markers = document.querySelectorAll<HTMLElement>('template[data-part]');
  const waiting = [...markers].some((marker) => {
    const id = marker.dataset.part ?? '';
    return !mounted.has(id) && !gates.get(id)?.notDisplayed;
  });
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, waiting ? 'shell' : 'true');
  if (waiting) return;
  tookOver = true;
  performance.mark(TOOK_OVER_MARK);
  for (const resolve of tookOverWaiters.splice(0)) resolve();
}

const tookOverWaiters: (() => void)[] = [];

/**
 * Resolves once every part of the first page has hydrated (at once from then on). A navigation
 * waits for it (at most `limitMs`): a part still waiting for its code when the page changes
 * around it would meet the new page's texts instead of its prerendered ones, and React would
 * throw its HTML away and render it anew.
 */
export function firstPageHydrated(limitMs: number): Promise<void> {
  if (tookOver || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    tookOverWaiters.push(resolve);
    window.setTimeout(resolve, limitMs);
  });
}

/** The shell's first commit in the browser (its parts hydrate after it). */
export function shellDidHydrate(): void {
  shellHydrated = true;
  markHydration();
}

type Gate = { promise: Promise<void>; open: () => void; isOpen: boolean; notDisplayed: boolean };
const gates = new Map<string, Gate>();
let present = false;

const presenceListeners = new Set<() => void>();

/** Lets every waiting part hydrate now (the visitor showed presence, or a navigation began). */
export function hydrateAllParts(): void {
  if (present) return;
  present = true;
  document.removeEventListener(VISITOR_ACTIVE_EVENT, hydrateAllParts);
  for (const gate of gates.values()) gate.open();
  for (const listener of presenceListeners) listener();
}

function subscribeToPresence(listener: () => void): () => void {
  presenceListeners.add(listener);
  // (Adding the same listener twice adds it once.)
  document.addEventListener(VISITOR_ACTIVE_EVENT, hydrateAllParts);
  return () => presenceListeners.delete(listener);
}

const isPresent = () => present || document.documentElement.hasAttribute(VISITOR_ACTIVE_ATTRIBUTE);

/**
 * False until the visitor's first sign of presence (or the first navigation), then true: for
 * what only follows what a visitor does (toasts), rendered by the client from then on. Use it in
 * a small component: one already present at hydration re-renders it at once.
 */
export function useVisitorPresent(): boolean {
  return useSyncExternalStore(subscribeToPresence, isPresent, () => false);
}

/** The element a part's marker stands before: the part's first element in the page. */
function partElement(id: string): Element | null {
  for (const marker of document.querySelectorAll<HTMLElement>('template[data-part]')) {
    if (marker.dataset.part === id) return marker.nextElementSibling;
  }
  return null;
}

/**
 * The promise a part of the first page waits on before it hydrates, or null when it may
 * hydrate now: it is on screen (or not displayed at all), the visitor is present, a navigation
 * has begun, or the part was not in the prerendered page (rendered by the client).
 */
function hydrationGate(id: string): Promise<void> | null {
  // Once a part has a gate it keeps using it, open or not: a render that suspended on it must
  // call use() on it again when React replays it (a use() skipped on the replay breaks React's
  // hooks: "Update hook called on initial render").
  const existing = gates.get(id);
  if (existing) return existing.promise;
  if (document.documentElement.hasAttribute(VISITOR_ACTIVE_ATTRIBUTE)) hydrateAllParts();
  if (present) return null;
  const element = partElement(id);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  let resolve = () => {};
  const gate: Gate = {
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    isOpen: false,
    notDisplayed: false,
    open: () => {
      gate.isOpen = true;
      observer.disconnect();
      resolve();
    },
  };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    // Not displayed at all (a menu for another screen size): it waits, without holding the
    // page's take-over back; it hydrates as soon as it shows.
    const box = entry.boundingClientRect;
    gate.notDisplayed = box.width === 0 && box.height === 0;
    if (entry.isIntersecting && !gate.notDisplayed) gate.open();
    else markHydration();
  });
  observer.observe(element);
  gates.set(id, gate);
  document.addEventListener(VISITOR_ACTIVE_EVENT, hydrateAllParts);
  return gate.promise;
}

/** A part's hydration waits until it is needed; it reports its mount for data-hydrated. */
function usePartHydration(id: string) {
  if (typeof document !== 'undefined') {
    const gate = hydrationGate(id);
    // Until the gate opens, React keeps the part's prerendered HTML.
    if (gate) use(gate);
  }
  useEffect(() => {
    mounted.add(id);
    markHydration();
    return () => {
      mounted.delete(id);
    };
  }, [id]);
}

// ---------------------------------------------------------------------------------------------
// Parts

/** Promises a render has passed to use(): from then on, every render passes them again. */
const used = new WeakSet<Promise<unknown>>();

/**
 * The value of a load: at once when it had loaded before any render waited for it, else through
 * use(). A promise given to use() once is always given again (React has marked it fulfilled, so
 * use() returns at once): skipping use() on the replay of a render that suspended on it breaks
 * React's hooks.
 */
export function useLoaded<T>(promise: Promise<T>, loaded: T | undefined): T {
  if (loaded !== undefined && !used.has(promise)) return loaded;
  used.add(promise);
  return use(promise);
}

type Module<P> = { default: ComponentType<P> };
/** The lazy parts of the pages loaded so far, each loading its code and texts for a language. */
const lazyParts: ((i18n: I18n) => Promise<unknown>)[] = [];

/** Starts (browser) or finishes (prerender, navigation) loading every lazy part of the pages loaded. */
export function loadParts(i18n: I18n): Promise<unknown> {
  return Promise.all(lazyParts.map((load) => load(i18n)));
}

function definePart<P extends object>(
  load: (lang: Lang) => Promise<Module<P>>,
  namespaces: readonly PageNamespace[],
) {
  // Per language (one i18next instance each in the browser; the server's hold every text):
  // the code, and the texts added to that language's instance.
  const parts = loadOnce((lang: Lang) => {
    const i18n = instances.get(lang);
    if (!i18n) throw new Error(`No i18next instance for ${lang}`);
    return Promise.all([load(lang), ensureNamespaces(i18n, lang, namespaces)]).then(
      ([module]) => module.default,
    );
  });
  const instances = new Map<Lang, I18n>();
  const get = (i18n: I18n) => {
    const lang = i18n.language as Lang;
    if (!instances.has(lang)) instances.set(lang, i18n);
    return parts.get(lang);
  };
  function Part(props: P) {
    const { i18n } = useTranslation();
    const id = useId();
    usePartHydration(id);
    const Component = useLoaded(get(i18n), parts.loaded(i18n.language as Lang));
    // The marker tells the browser where the prerendered HTML of the part begins.
    return createElement(
      Fragment,
      null,
      createElement('template', { 'data-part': id }),
      createElement(Component, props),
    );
  }
  return { Part, get };
}

/**
 * A part whose code, texts and hydration come later (see the top of this file): a page's
 * sections below its hero or intro, the header's menus. `load` gets the language, so a part can
 * bring the data it shows in that language with its code. Render it inside <Suspense>.
 */
export function lazyPart<P extends object>(
  load: (lang: Lang) => Promise<Module<P>>,
  namespaces: readonly PageNamespace[],
): ComponentType<P> {
  const { Part, get } = definePart(load, namespaces);
  lazyParts.push(get);
  return Part;
}

/**
 * A part loaded on intent: fetched by prefetch(i18n) (hover, focus), shown when first rendered.
 * Render it inside <Suspense>.
 */
export function onDemandPart<P extends object>(
  load: () => Promise<Module<P>>,
  namespaces: readonly PageNamespace[],
): ComponentType<P> & { prefetch: (i18n: I18n) => Promise<unknown> } {
  const { Part, get } = definePart(load, namespaces);
  return Object.assign(Part, { prefetch: get });
}
