import { siteConfig } from '../config';
import { useTexts } from '../i18n/texts';

/** How to reach the agency, with its labels: the footer, home and contact page all show it. */
export function useContactInfo() {
  const { footer } = useTexts('common');
  return {
    email: {
      label: footer.emailLabel,
      value: siteConfig.email,
      href: `mailto:${siteConfig.email}`,
    },
    phone: { label: footer.phoneLabel, value: siteConfig.phone, href: siteConfig.phoneHref },
    locations: { label: footer.locationsTitle, value: footer.locations },
    hours: {
      label: footer.hoursTitle,
      lines: [footer.hoursWeekdays, footer.hoursSaturday],
    },
  };
}
