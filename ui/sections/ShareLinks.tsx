import type * as React from 'react';
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

// The networks' marks from simple-icons (CC0), inlined at two decimals (a hundredth of the 24-unit
// box is invisible at icon size): every article draws them.
const whatsappPath =
  'M17.47 14.38c-.3-.15-1.76-.87-2.03-.97s-.47-.14-.67.15-.76.97-.94 1.17-.34.22-.64.07-1.26-.46-2.4-1.47a9 9 0 0 1-1.64-2.06c-.18-.3-.02-.46.13-.6.13-.14.3-.35.44-.53.15-.17.2-.3.3-.5s.05-.36-.03-.51l-.91-2.21c-.24-.58-.49-.5-.67-.51l-.57-.01c-.2 0-.52.07-.8.37-.26.3-1.03 1.02-1.03 2.48s1.06 2.88 1.21 3.08 2.1 3.2 5.08 4.48q1.04.44 1.7.63c.7.22 1.35.2 1.86.11.57-.08 1.76-.71 2-1.4.26-.7.26-1.3.18-1.42-.07-.13-.27-.2-.57-.35m-5.42 7.4A10 10 0 0 1 7 20.42l-.36-.22-3.74.99 1-3.65-.23-.38a10 10 0 0 1-1.51-5.26 9.9 9.9 0 0 1 16.87-6.98 9.8 9.8 0 0 1 2.9 7 9.9 9.9 0 0 1-9.89 9.88m8.41-18.3A11.8 11.8 0 0 0 12.05 0a11.9 11.9 0 0 0-10.3 17.84L.05 24l6.31-1.65a12 12 0 0 0 5.69 1.44c6.55 0 11.89-5.33 11.9-11.89a11.8 11.8 0 0 0-3.49-8.41';
const xPath =
  'M14.23 10.16 22.98 0H20.9l-7.59 8.82L7.25 0h-7l9.18 13.34L.26 24h2.07l8.02-9.32 6.4 9.32h7zm-2.83 3.3-.93-1.33-7.4-10.57h3.19l5.96 8.53.93 1.33 7.76 11.1h-3.19z';
const facebookPath =
  'M9.1 23.7V15.7H6.63v-3.67H9.1v-1.58c0-4.08 1.85-5.97 5.86-5.97.4 0 .95.04 1.47.1a9 9 0 0 1 1.14.2V8.1l-.66-.04h-.73q-1.05 0-1.67.3a1.7 1.7 0 0 0-.68.62q-.38.63-.38 1.76v1.3h3.92l-.38 2.1-.29 1.56h-3.25v8.25a12 12 0 1 0-4.35-.27';

const marks: Record<Exclude<ShareNetwork, 'linkedin'>, string> = {
  whatsapp: whatsappPath,
  x: xPath,
  facebook: facebookPath,
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
