import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createI18n, loadLanguage, rememberInstance } from '../i18n';
import { loadPageTexts } from '../i18n/page-texts';
import type { Resolved } from '../routes';
import { App } from './App';
import { loadPage, loadParts } from './loading';

/**
 * What the first page needs before it hydrates: its chunk, its language's texts and its own
 * (the boot script preloads them all), in the i18next instance the app starts with.
 */
export async function prepareFirstPage(initial: Resolved): Promise<I18n> {
  const [bundle, texts] = await Promise.all([
    loadLanguage[initial.lang](),
    loadPageTexts(initial.route.key, initial.lang),
    loadPage(initial.route.key),
  ]);
  const i18n = createI18n(initial.lang, { [initial.lang]: { ...bundle, ...texts } });
  rememberInstance(i18n);
  return i18n;
}

/** Hydrates the prerendered page; its lazy parts load alongside and hydrate when needed. */
export function hydrateFirstPage(root: HTMLElement, i18n: I18n, initial: Resolved): void {
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
