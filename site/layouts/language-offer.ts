// Shows the other language's offer (site/app/language-offer.ts), a module Astro bundles for every
// page (site/layouts/Page.astro). The notice is ui's LanguageOffer in the other language,
// prerendered in the page as <template id="language-offer" lang> (none on a missing page). Its
// link is the language switch (language-choice.js stores the choice); its button, or Esc,
// dismisses it for good.
import { LANGUAGE_STORAGE_KEY } from '../app/language-storage';
import { LANGUAGE_OFFER_DISMISSED_KEY, shouldOfferLanguage } from '../app/language-offer';

/** Shows the page's offer of the other language, when site/app/language-offer.ts says so. */
export function offerLanguage(): void {
  const target = document.getElementById('language-offer');
  if (!(target instanceof HTMLTemplateElement)) return;
  let stored: string | null;
  let dismissed: boolean;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    dismissed = localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return; // No storage: a dismissal could not be remembered, so no offer.
  }
  const offer = target.content.firstElementChild?.cloneNode(true);
  if (!(offer instanceof HTMLElement)) return;
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
}
