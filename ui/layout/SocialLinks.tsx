import type * as React from 'react';
import { BrandIcon } from '../icons/BrandIcon';
import { cn } from '../lib/cn';
import type { SocialLink } from './types';

export type SocialLinksProps = React.ComponentProps<'ul'> & {
  links: readonly SocialLink[];
  /** Appended to each link's name for screen readers, e.g. '(se abre en una pestaña nueva)'. */
  newTabHint: string;
  tone?: 'dark' | 'light';
};

/** The agency's social profiles; each opens in a new tab, safely (noopener). */
export function SocialLinks({
  links,
  newTabHint,
  tone = 'dark',
  className,
  ...props
}: SocialLinksProps) {
  return (
    <ul data-slot="social-links" className={cn('flex items-center gap-1', className)} {...props}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} ${newTabHint}`}
            title={link.name}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-md transition-colors duration-(--duration-fast)',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              tone === 'dark'
                ? 'text-surface-muted-foreground hover:bg-surface-raised hover:text-surface-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <BrandIcon name={link.id} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
