import { createContext, use } from 'react';
import type * as React from 'react';

type Navigate = (href: string) => void;

const NavigationContext = createContext<Navigate | null>(null);

/**
 * Lets the app handle same-site link clicks itself (client-side navigation). ui/ components
 * render real <a href> links, so everything works before hydration and without JavaScript.
 */
export function NavigationProvider({
  navigate,
  children,
}: {
  /** Called with the href of a plain left-click on an internal link. */
  navigate: Navigate;
  children: React.ReactNode;
}) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>;
}

function isPlainLeftClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An anchor that hands internal navigation to the NavigationProvider, if any. */
export function Link({
  href,
  onClick,
  target,
  download,
  children,
  ...props
}: React.ComponentProps<'a'>) {
  const navigate = use(NavigationContext);
  return (
    <a
      href={href}
      target={target}
      download={download}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          !navigate ||
          !href ||
          !href.startsWith('/') ||
          href.startsWith('//') ||
          (target && target !== '_self') ||
          download !== undefined ||
          !isPlainLeftClick(event)
        ) {
          return;
        }
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
