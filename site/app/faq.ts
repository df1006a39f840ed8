/** Pages with a visible FAQ block (and so FAQPage structured data). */
export const faqPages = ['services', 'contact'] as const;
export type FaqPage = (typeof faqPages)[number];

export function hasFaq(key: string): key is FaqPage {
  return (faqPages as readonly string[]).includes(key);
}
