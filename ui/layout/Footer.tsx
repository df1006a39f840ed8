import { UiIcon } from '../icons/UiIcon';
import { useId } from 'react';
import type * as React from 'react';
import { Container } from '../primitives/Container';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import type { NavLink, SocialLink } from './types';

export type FooterProps = React.ComponentProps<'footer'> & {
  brand: { name: string; href: string; homeLabel: string; tagline: string };
  pages: { title: string; links: NavLink[] };
  contact: {
    title: string;
    email: { label: string; value: string; href: string };
    phone: { label: string; value: string; href: string };
    locations: { label: string; value: string };
  };
  hours: { title: string; lines: string[] };
  social: { label: string; newTabHint: string; links: SocialLink[] };
  privacy: { label: string; href: string };
  /** Copyright line with the current year, e.g. '© 2026 Nodo Web Studio. ...'. */
  copyright: string;
};

const headingClasses =
  'mb-4 font-display text-sm font-semibold tracking-wide text-surface-foreground uppercase';
const linkClasses =
  'rounded-sm text-surface-muted-foreground transition-colors hover:text-surface-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Site footer: brand, pages, contact, office hours, social links, privacy and copyright. */
export function Footer({
  brand,
  pages,
  contact,
  hours,
  social,
  privacy,
  copyright,
  className,
  ...props
}: FooterProps) {
  const pagesTitleId = useId();
  return (
    <footer
      data-slot="footer"
      className={cn('bg-surface pt-16 pb-8 text-surface-foreground', className)}
      {...props}
    >
      <Container
        width="wide"
        className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]"
      >
        <div className="flex flex-col gap-4">
          <Link href={brand.href} aria-label={brand.homeLabel} className="w-fit rounded-md">
            <Logo name={brand.name} />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-surface-muted-foreground">
            {brand.tagline}
          </p>
          <SocialLinks
            links={social.links}
            newTabHint={social.newTabHint}
            aria-label={social.label}
            className="-ml-2.5"
          />
        </div>
        <nav aria-labelledby={pagesTitleId}>
          <h2 id={pagesTitleId} className={headingClasses}>
            {pages.title}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {pages.links.map((link) => (
              <li key={link.id}>
                <Link href={link.href} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClasses}>{contact.title}</h2>
          <dl className="flex flex-col gap-3 text-sm">
            {(
              [
                ['mail', contact.email.label, contact.email.value, contact.email.href],
                ['phone', contact.phone.label, contact.phone.value, contact.phone.href],
                ['map-pin', contact.locations.label, contact.locations.value, undefined],
              ] as const
            ).map(([icon, label, value, href]) => (
              <div key={icon} className="flex items-start gap-2.5">
                <UiIcon name={icon} className="mt-0.5 size-4 shrink-0 text-surface-accent" />
                <dt className="sr-only">{label}</dt>
                <dd className={href ? undefined : 'text-surface-muted-foreground'}>
                  {href ? (
                    <a href={href} className={linkClasses}>
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className={headingClasses}>{hours.title}</h2>
          <ul className="flex flex-col gap-2 text-sm text-surface-muted-foreground">
            {hours.lines.map((line) => (
              <li key={line} className="flex items-start gap-2.5">
                <UiIcon name="clock" className="mt-0.5 size-4 shrink-0 text-surface-accent" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container
        width="wide"
        className="mt-12 flex flex-col gap-3 border-t border-surface-border pt-6 text-sm text-surface-muted-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <p>{copyright}</p>
        <Link href={privacy.href} className={linkClasses}>
          {privacy.label}
        </Link>
      </Container>
    </footer>
  );
}
