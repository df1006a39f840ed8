import type * as React from 'react';
import { siFacebook, siWhatsapp, siX } from 'simple-icons';
import { BrandIcon } from '../icons/BrandIcon';
import { cn } from '../lib/cn';

export const shareNetworks = ['whatsapp', 'x', 'facebook', 'linkedin'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export type ShareLinksProps = Omit<React.ComponentProps<'nav'>, 'title'> & {
  /** Names the group, e.g. 'Comparte este artículo'. */
  title: string;
  /** Each network's share address and accessible name, e.g. 'Compartir en X'. */
  links: { network: ShareNetwork; href: string; label: string }[];
  /** Read after each name, e.g. '(se abre en una pestaña nueva)'. */
  newTabHint: string;
};

const marks: Record<Exclude<ShareNetwork, 'linkedin'>, string> = {
  whatsapp: siWhatsapp.path,
  x: siX.path,
  facebook: siFacebook.path,
};

function Mark({ network }: { network: ShareNetwork }) {
  if (network === 'linkedin') return <BrandIcon name="linkedin" className="size-5" />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d={marks[network]} />
    </svg>
  );
}

/** Share buttons of a page: each network's share page in a new tab. */
export function ShareLinks({ title, links, newTabHint, className, ...props }: ShareLinksProps) {
  return (
    <nav
      data-slot="share-links"
      aria-label={title}
      className={cn('flex flex-wrap items-center gap-3', className)}
      {...props}
    >
      <p aria-hidden="true" className="text-sm font-semibold text-muted-foreground">
        {title}
      </p>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={link.network}
              className="flex size-11 items-center justify-center rounded-pill border border-border bg-background text-foreground transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Mark network={link.network} />
              <span className="sr-only">
                {link.label} {newTabHint}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
