import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Header, type NavItem, type SiteNavigation } from '../../ui';
import { siteConfig } from '../config';
import { headerServiceKeys, languages, sameRoute, type Route } from '../routes';
import { usePage } from './page-context';
import { pageRoot } from './page-root';
import { useTexts } from '../i18n/texts';

type NavKey =
  | 'home'
  | 'technologies'
  | 'audit'
  | 'agency'
  | 'careers'
  | 'utilities'
  | 'blog'
  | 'portfolio'
  | 'contact';

/**
 * The site's navigation for the current page and language (one for header and footer). Its
 * labels are read from the `common` texts as one object (dozens of t() calls were a long part
 * of the first render on a slow phone), and it is computed again only when the page changes.
 */
export function useSiteNavigation(): SiteNavigation {
  const common = useTexts('common');
  const { route, lang, href } = usePage();
  return useMemo(() => {
    const isCurrent = (r: Route) => sameRoute(r, route);
    const link = (key: NavKey) => ({
      id: key,
      label: common.nav[key],
      href: href({ key }),
      current: isCurrent({ key }),
    });
    const servicesChildren = [
      {
        id: 'services',
        label: common.nav.allServices,
        href: href({ key: 'services' }),
        current: isCurrent({ key: 'services' }),
      },
      ...headerServiceKeys.map((key) => ({
        id: key,
        label: common.serviceNames[key],
        href: href({ key }),
        current: isCurrent({ key }),
      })),
    ];
    const items: NavItem[] = [
      link('home'),
      {
        id: 'services',
        label: common.nav.services,
        current: route.key === 'services' || route.key.startsWith('services/'),
        children: servicesChildren,
      },
      link('technologies'),
      link('audit'),
      link('agency'),
      link('careers'),
      link('utilities'),
      link('blog'),
      link('portfolio'),
      link('contact'),
    ];
    return {
      brand: { name: siteConfig.brand, href: href({ key: 'home' }), homeLabel: common.brandHome },
      navLabel: common.nav.label,
      items,
      clientAccess: { label: common.nav.clientAccess, href: siteConfig.clientPanelUrl },
      social: {
        label: common.social.label,
        newTabHint: common.social.newTab,
        links: siteConfig.social.map((s) => ({ id: s.id, name: s.name, href: s.url })),
      },
      language: {
        label: common.language.label,
        options: languages.map((l) => ({
          lang: l,
          label: common.language[l],
          href: href(route, l),
          current: l === lang,
        })),
      },
      menuLabels: { open: common.menu.open, close: common.menu.close, title: common.menu.title },
    };
  }, [common, route, lang, href]);
}

/** The skip link and the header of every page: prerendered, never hydrated. */
function SiteHeader() {
  const { t } = useTranslation('common');
  const nav = useSiteNavigation();
  const { route } = usePage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Header {...nav} transparentAtTop={route.key === 'home'} />
    </>
  );
}

export default pageRoot(SiteHeader);
