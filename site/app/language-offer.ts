// The offer of the other language (issue 30.3): a visitor whose browser prefers the other
// language, with no stored choice and no earlier dismissal, is offered the same page in it by a
// small notice (ui LanguageOffer), shown by site/layouts/language-offer.ts after the page has
// loaded and painted. Never a redirect; nothing of it is in the page's rendered content.

/** Where a dismissal of the offer is remembered (localStorage). */
export const LANGUAGE_OFFER_DISMISSED_KEY = 'language-offer-dismissed';

/**
 * Whether to offer `offered` on a page in `pageLang`: of the two, the browser's preferred
 * languages name `offered` first; never once the visitor chose a language or dismissed the offer.
 */
export function shouldOfferLanguage(
  pageLang: string,
  offered: string,
  preferred: readonly string[],
  storedChoice: string | null,
  dismissed: boolean,
): boolean {
  if (storedChoice || dismissed) return false;
  const first = preferred
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((lang) => lang === pageLang || lang === offered);
  return first === offered && offered !== pageLang;
}
