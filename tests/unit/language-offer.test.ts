// Who is offered the other language (site/app/language-offer.ts): a browser that prefers it, on
// a page in the other one, with no stored choice and no earlier dismissal.
import { describe, expect, it } from 'vitest';
import { shouldOfferLanguage } from '../../site/app/language-offer';

describe('shouldOfferLanguage', () => {
  it('offers the other language when the browser names it before the page’s', () => {
    expect(shouldOfferLanguage('es', 'en', ['en-US', 'en'], null, false)).toBe(true);
    expect(shouldOfferLanguage('en', 'es', ['es-VE'], null, false)).toBe(true);
    // French first, then English, then Spanish: English comes first of the two.
    expect(shouldOfferLanguage('es', 'en', ['fr-FR', 'EN-gb', 'es'], null, false)).toBe(true);
  });

  it('offers nothing when the browser prefers the page’s language, or names neither', () => {
    expect(shouldOfferLanguage('es', 'en', ['es-ES', 'en'], null, false)).toBe(false);
    expect(shouldOfferLanguage('en', 'es', ['en-GB', 'es'], null, false)).toBe(false);
    expect(shouldOfferLanguage('es', 'en', ['fr', 'de'], null, false)).toBe(false);
    expect(shouldOfferLanguage('es', 'en', [], null, false)).toBe(false);
    expect(shouldOfferLanguage('es', 'es', ['es'], null, false)).toBe(false);
  });

  it('offers nothing once the visitor chose a language or dismissed the offer', () => {
    expect(shouldOfferLanguage('es', 'en', ['en-US'], 'es', false)).toBe(false);
    expect(shouldOfferLanguage('es', 'en', ['en-US'], 'en', false)).toBe(false);
    expect(shouldOfferLanguage('es', 'en', ['en-US'], null, true)).toBe(false);
  });
});
