import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import type { Resolved } from '../routes';
import { App } from './App';
import { loadParts } from './loading';

/**
 * Hydrates the prerendered page (site/entry-client.tsx loads this module, and React's DOM
 * renderer, each in a task of its own).
 */
export function hydrateApp(
  hydrateRoot: typeof HydrateRoot,
  root: HTMLElement,
  i18n: I18n,
  initial: Resolved,
): void {
  // The page's lazy parts load alongside hydration and hydrate on their own when needed.
  void loadParts(i18n);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread in one long task (slow phones stay responsive).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App i18n={i18n} initial={initial} />
      </StrictMode>,
    );
  });
}
