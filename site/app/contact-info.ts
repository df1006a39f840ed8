import { phoneHref, siteConfig } from '../config';
import { officeCities, openingHours } from '../i18n/facts';
import { useTexts } from '../i18n/texts';
import { usePage } from './page-context';

/** How to reach the agency, with its labels: the footer, home and contact page all show it. */
export function useContactInfo() {
  const { footer } = useTexts('common');
  const { lang } = usePage();
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
