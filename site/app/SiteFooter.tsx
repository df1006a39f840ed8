import { useTranslation } from 'react-i18next';
import { Footer } from '../../ui';
import { siteConfig } from '../config';
import type { StaticPageKey } from '../routes';
import { useTexts } from '../i18n/texts';
import { useContactInfo } from './contact-info';
import { usePage } from './page-context';
import { pageRoot } from './page-root';
import { useSiteNavigation } from './SiteChrome';

// The footer of every page (site/layouts/Page.astro): prerendered, no script.

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

function SiteFooter() {
  const nav = useSiteNavigation();
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

export default pageRoot(SiteFooter);
