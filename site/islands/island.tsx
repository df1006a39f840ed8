import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { SiteRoot } from '../app/page-context';
import type { LanguageBundle } from '../i18n/resources';
import type { Resolved } from '../routes';
import { reportTypedBeforeHydration } from './typed-before-hydration';

/** What every island gets from its page: where it is, and the texts it reads. */
export type IslandProps = { resolved: Resolved; texts: Partial<LanguageBundle> };

/**
 * An island: a part of a page that hydrates on its own (Astro's client directives, placed in
 * site/pages/[...path].astro), rendered in its page's place and language, taking up what the
 * visitor typed in its fields before it hydrated.
 */
export function island<P extends object>(Part: ComponentType<P>) {
  function Island({ resolved, texts, ...props }: IslandProps & P) {
    const root = useRef<HTMLDivElement>(null);
    // After the part's own mount effects, before its next render: what the visitor typed.
    useLayoutEffect(() => {
      if (root.current) reportTypedBeforeHydration(root.current);
    }, []);
    return (
      <SiteRoot resolved={resolved} texts={texts}>
        <div ref={root} className="contents">
          <Part {...(props as unknown as P)} />
        </div>
      </SiteRoot>
    );
  }
  Island.displayName = `Island(${Part.displayName ?? Part.name})`;
  return Island;
}
