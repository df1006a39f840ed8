import type { i18n as I18n } from 'i18next';
import {
  createElement,
  Fragment,
  Suspense,
  use,
  useEffect,
  useId,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { partDidMount, partMayHydrate, partRendering } from '../../app/hydration';
import { trackedOnce, type TrackedPromise } from '../../app/tracked';
import { ensureNamespaces, type PageNamespace } from '../../i18n/page-texts';
import type { Lang } from '../../routes';

type Preload = (i18n: I18n, lang: Lang) => Promise<unknown>;
const preloads: Preload[] = [];

/**
 * A below-the-fold part of a page in its own chunk, with its own texts. The prerendered HTML
 * has it; in the browser it is fetched right after start and hydrates on its own when needed
 * (on screen, or at the visitor's first sign of presence: see app/hydration.ts). React keeps
 * the server HTML of a Suspense boundary until then, so the part adds nothing to the
 * JavaScript the first paint and first hydration wait for. Render it inside <Suspense>.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly PageNamespace[],
): ComponentType<P> {
  const part = onDemandPart(load, namespaces);
  preloads.push(part.prefetch);
  return part;
}

/**
 * A part loaded only when first rendered (or prefetched on intent, e.g. hovering the button
 * that opens it): a dialog's content. Render it inside <Suspense>.
 */
export function onDemandPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly PageNamespace[],
): ComponentType<P> & { prefetch: Preload } {
  const cache = new Map<Lang, TrackedPromise<ComponentType<P>>>();
  const get = (i18n: I18n, lang: Lang) =>
    trackedOnce(cache, lang, () =>
      Promise.all([load(), ensureNamespaces(i18n, lang, namespaces)]).then(
        ([module]) => module.default,
      ),
    );
  function Part(props: P) {
    const { i18n } = useTranslation();
    const id = useId();
    const part: Promise<ComponentType<P>> = get(i18n, i18n.language as Lang);
    useHydrationGate(id);
    return withMarker(id, createElement(use(part), props));
  }
  return Object.assign(Part, { prefetch: get });
}

/**
 * Hydration of a part waits until it is needed (see app/hydration.ts); it reports its mount
 * so the page knows when all of it is hydrated.
 */
function useHydrationGate(id: string) {
  if (typeof document !== 'undefined') {
    partRendering(id);
    // Until then its prerendered HTML stays as it is: it reads and links without JavaScript.
    use(partMayHydrate(id));
  }
  useEffect(() => partDidMount(id), [id]);
}

/** The marker tells the browser where the prerendered HTML of part `id` begins. */
function withMarker(id: string, content: ReactNode) {
  return createElement(Fragment, null, createElement('template', { 'data-part': id }), content);
}

function Gate({ children }: { children: ReactNode }) {
  const id = useId();
  useHydrationGate(id);
  return withMarker(id, children);
}

/**
 * Content of a part (already in its chunk) that hydrates on its own when needed, like a part:
 * for sections further down a part whose top is on screen at load.
 */
export function HydrateWhenNeeded({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Gate, null, children));
}

/** Starts (browser) or finishes (prerender) loading every part of the pages loaded so far. */
export function preloadParts(i18n: I18n, lang: Lang): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload(i18n, lang)));
}
