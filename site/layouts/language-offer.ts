// Shows the other language's offer (site/app/language-offer.ts); the page's late scripts' loader
// fetches it once the page has loaded and painted (late-scripts.js; `npm run dev` inlines it). It
// is ui's LanguageOffer in the other language, rendered at build time and bundled with this code
// (OFFERS, site/layouts/script-files.ts); the page carries only where it leads, as an empty
// <template id="language-offer" lang data-href> (site/layouts/Page.astro: none on a missing
// page). Its link is the language switch (language-choice.js stores the choice); its button, or
// Esc, dismisses it for good.
import { LANGUAGE_STORAGE_KEY } from '../app/language-storage';
import { LANGUAGE_OFFER_DISMISSED_KEY, shouldOfferLanguage } from '../app/language-offer';

/** The notice in each language, as HTML (script-files.ts). */
declare const OFFERS: Record<string, string>;

(() => {
  const target = document.getElementById('language-offer');
  const href = target?.dataset.href;
  const markup = target && OFFERS[target.lang];
  if (!href || !markup) return;
  let stored: string | null;
  let dismissed: boolean;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    dismissed = localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return; // No storage: a dismissal could not be remembered, so no offer.
  }
  const offer = document.createRange().createContextualFragment(markup).firstElementChild;
  if (!(offer instanceof HTMLElement)) return;
  offer.querySelector('[data-slot=language-offer-link]')?.setAttribute('href', href);
  const pageLang = document.documentElement.lang;
  if (!shouldOfferLanguage(pageLang, offer.lang, navigator.languages, stored, dismissed)) return;

  const dismiss = () => {
    offer.remove();
    try {
      localStorage.setItem(LANGUAGE_OFFER_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused since: the notice is gone for this page only.
    }
  };
  offer.querySelector('[data-slot=language-offer-dismiss]')?.addEventListener('click', dismiss);
  offer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  document.body.append(offer);
})();
