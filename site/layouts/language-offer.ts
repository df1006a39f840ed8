// Shows the other language's offer (site/app/language-offer.ts) once the page has loaded and
// painted, from the <template id="language-offer"> the page carries (site/layouts/Document.astro):
// the notice as ui's LanguageOffer rendered at build time, in the other language. Its link is the
// language switch (language-choice.js stores the choice); its button, or Esc, dismisses it for good.
import { LANGUAGE_STORAGE_KEY } from '../app/language-storage';
import { LANGUAGE_OFFER_DISMISSED_KEY, shouldOfferLanguage } from '../app/language-offer';
import { afterLoadAndFirstPaint } from '../islands/after-paint';

afterLoadAndFirstPaint(() => {
  const template = document.getElementById('language-offer');
  if (!(template instanceof HTMLTemplateElement)) return;
  let stored: string | null;
  let dismissed: boolean;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    dismissed = localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return; // No storage: a dismissal could not be remembered, so no offer.
  }
  const offer = template.content.firstElementChild?.cloneNode(true);
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
});
