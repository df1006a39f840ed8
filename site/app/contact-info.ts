import { useTranslation } from 'react-i18next';
import { siteConfig } from '../config';

/** How to reach the agency, with its labels: the footer, home and contact page all show it. */
export function useContactInfo() {
  const { t } = useTranslation('common');
  return {
    email: {
      label: t('footer.emailLabel'),
      value: siteConfig.email,
      href: `mailto:${siteConfig.email}`,
    },
    phone: { label: t('footer.phoneLabel'), value: siteConfig.phone, href: siteConfig.phoneHref },
    locations: { label: t('footer.locationsTitle'), value: t('footer.locations') },
    hours: {
      label: t('footer.hoursTitle'),
      lines: [t('footer.hoursWeekdays'), t('footer.hoursSaturday')],
    },
  };
}
