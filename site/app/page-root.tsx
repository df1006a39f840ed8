import type { ComponentType } from 'react';
import { resources } from '../i18n/resources';
import type { Resolved } from '../routes';
import { SiteRoot } from './page-context';

/**
 * A part of a page's prerendered body (its view, its header, its footer) as the React root Astro
 * renders it in: at build time only, never hydrated, with every text of the page's language.
 */
export function pageRoot<P extends object>(Body: ComponentType<P>) {
  function PageRoot({ page, ...props }: { page: Resolved } & P) {
    return (
      <SiteRoot resolved={page} texts={resources[page.lang]}>
        <Body {...(props as unknown as P)} />
      </SiteRoot>
    );
  }
  PageRoot.displayName = `PageRoot(${Body.displayName ?? Body.name})`;
  return PageRoot;
}
