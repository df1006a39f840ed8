import type * as React from 'react';

/**
 * A link: a plain <a>. Pages are documents, so the browser follows it (and a modifier key, a
 * target or a download attribute mean what they always do).
 */
export function Link({ children, ...props }: React.ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}
