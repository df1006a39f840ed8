import type { i18n as I18n } from 'i18next';
import { createElement, use, useEffect, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { partDidMount, partRendering } from '../../app/hydration';
import { trackedOnce, type TrackedPromise } from '../../app/tracked';
import { ensureNamespaces, type PageNamespace } from '../../i18n/page-texts';
import type { Lang } from '../../routes';

type Preload = (i18n: I18n, lang: Lang) => Promise<unknown>;
const preloads: Preload[] = [];

/**
 * A below-the-fold part of a page in its own chunk, with its own texts. The prerendered HTML
 * has it; in the browser it is fetched right after start and hydrates on its own once there
 * (React keeps the server HTML of a Suspense boundary until then), so it adds nothing to the
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
    if (typeof document !== 'undefined') partRendering(id);
    const part: Promise<ComponentType<P>> = get(i18n, i18n.language as Lang);
    const Loaded = use(part);
    useEffect(() => partDidMount(id), [id]);
    return createElement(Loaded, props);
  }
  return Object.assign(Part, { prefetch: get });
}

/** Starts (browser) or finishes (prerender) loading every part of the pages loaded so far. */
export function preloadParts(i18n: I18n, lang: Lang): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload(i18n, lang)));
}
