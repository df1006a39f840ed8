import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageBundle } from '../i18n/resources';
import type { Resolved } from '../routes';
import { pageView } from '../views/registry';
import { SiteRoot } from './page-context';
import { SiteHeader, useSiteNavigation } from './SiteChrome';
import SiteFooter from './SiteFooter';

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}

function Body({ resolved, islands }: { resolved: Resolved; islands: Record<string, ReactNode> }) {
  const nav = useSiteNavigation();
  return (
    <>
      <SkipLink />
      <SiteHeader nav={nav} />
      <main
        id="main"
        tabIndex={-1}
        className={
          resolved.route.key === 'home' ? 'outline-none' : 'pt-(--header-height) outline-none'
        }
      >
        {createElement(pageView(resolved.route.key), islands)}
      </main>
      <SiteFooter nav={nav} />
    </>
  );
}

/**
 * A page's prerendered body: header, the page, footer. Rendered once at build time and never
 * hydrated; the page's interactive parts arrive as islands (Astro slots, as props of the page).
 */
export default function SiteBody({
  resolved,
  texts,
  ...islands
}: {
  resolved: Resolved;
  texts: Partial<LanguageBundle>;
} & Record<string, ReactNode>) {
  return (
    <SiteRoot resolved={resolved} texts={texts}>
      <Body resolved={resolved} islands={islands} />
    </SiteRoot>
  );
}
