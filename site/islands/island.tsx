import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { SiteRoot } from '../app/page-context';
import type { LanguageBundle } from '../i18n/resources';
import type { Resolved } from '../routes';
import { reportTypedBeforeHydration } from './typed-before-hydration';

/** What every island gets from its page: where it is, and the texts it reads. */
export type IslandProps = { resolved: Resolved; texts: Partial<LanguageBundle> };

/**
 * An island: a part of a page that hydrates on its own (Astro's client directives, placed in
 * each page's file in site/pages), rendered in its page's place and language, taking up what the
 * visitor typed in its fields before it hydrated.
 */
export function island<P extends object>(Part: ComponentType<P>) {
  function Island({ resolved, texts, ...props }: IslandProps & P) {
    // A marker beside the part, to find the island's element (<astro-island>) without wrapping
    // the part in an element of our own (the island's element has no box: display: contents).
    const marker = useRef<HTMLSpanElement>(null);
    // After the part's own mount effects, before its next render: what the visitor typed.
    useLayoutEffect(() => {
      const island = marker.current?.parentElement;
      if (island) reportTypedBeforeHydration(island);
    }, []);
    return (
      <SiteRoot resolved={resolved} texts={texts}>
        <Part {...(props as unknown as P)} />
        <span ref={marker} hidden />
      </SiteRoot>
    );
  }
  Island.displayName = `Island(${Part.displayName ?? Part.name})`;
  return Island;
}
