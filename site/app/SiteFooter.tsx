import { useTranslation } from 'react-i18next';
import { Footer, type SiteNavigation } from '../../ui';
import { siteConfig } from '../config';
import type { StaticPageKey } from '../routes';
import { useTexts } from '../i18n/texts';
import { useContactInfo } from './contact-info';
import { usePage } from './page-context';

// The footer of every page (site/app/SiteBody.tsx): prerendered, no script.

const footerPages = [
  'services',
  'technologies',
  'audit',
  'agency',
  'offer',
  'portfolio',
  'blog',
  'careers',
  'utilities',
  'contact',
] as const;
const footerKey = (id: (typeof footerPages)[number]): StaticPageKey =>
  id === 'offer' ? 'marketing' : id;

export default function SiteFooter({ nav }: { nav: SiteNavigation }) {
  const { t } = useTranslation('common');
  const common = useTexts('common');
  const { href } = usePage();
  const { email, phone, locations, hours } = useContactInfo();
  return (
    <Footer
      brand={{ ...nav.brand, tagline: common.footer.tagline }}
      pages={{
        title: common.footer.pagesTitle,
        links: footerPages.map((id) => ({
          id,
          label: common.nav[id],
          href: href({ key: footerKey(id) }),
        })),
      }}
      contact={{ title: common.footer.contactTitle, email, phone, locations }}
      hours={{ title: hours.label, lines: hours.lines }}
      social={nav.social}
      privacy={{ label: common.footer.privacy, href: href({ key: 'privacy' }) }}
      copyright={t('footer.copyright', { year: new Date().getFullYear(), brand: siteConfig.brand })}
    />
  );
}
