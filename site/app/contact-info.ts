import { phoneHref, siteConfig } from '../config';
import { officeCities, openingHours } from '../i18n/facts';
import { useTexts, type Texts } from '../i18n/texts';
import type { Lang } from '../routes';
import { usePage } from './page-context';

/**
 * How to reach the agency, with its labels, in a language: what the footer, the home page and the
 * contact page show (and the chat's assistant answers from, site/server/chat/knowledge.ts).
 */
export function contactDetails(lang: Lang, footer: Texts<'common'>['footer']) {
  const hours = openingHours(lang, footer);
  return {
    email: {
      label: footer.emailLabel,
      value: siteConfig.email,
      href: `mailto:${siteConfig.email}`,
    },
    phone: { label: footer.phoneLabel, value: siteConfig.phone, href: phoneHref },
    locations: { label: footer.locationsTitle, value: officeCities.join(' · ') },
    hours: { label: hours.title, lines: hours.lines },
  };
}

/** The contact details in the page's language. */
export function useContactInfo() {
  const { footer } = useTexts('common');
  const { lang } = usePage();
  return contactDetails(lang, footer);
}
