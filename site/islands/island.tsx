import type { ComponentType } from 'react';
import { SiteRoot } from '../app/page-context';
import type { LanguageBundle } from '../i18n/resources';
import type { Resolved } from '../routes';

/** What every island gets from its page: where it is, and the texts it reads. */
export type IslandProps = { resolved: Resolved; texts: Partial<LanguageBundle> };

/**
 * An island: a part of a page that hydrates on its own (Astro's client directives, placed in
 * site/pages/[...path].astro), rendered in its page's place and language.
 */
export function island<P extends object>(Part: ComponentType<P>) {
  function Island({ resolved, texts, ...props }: IslandProps & P) {
    return (
      <SiteRoot resolved={resolved} texts={texts}>
        <Part {...(props as unknown as P)} />
      </SiteRoot>
    );
  }
  Island.displayName = `Island(${Part.displayName ?? Part.name})`;
  return Island;
}
