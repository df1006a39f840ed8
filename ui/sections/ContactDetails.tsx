import type * as React from 'react';
import { UiIcon, type UiIconName } from '../icons/UiIcon';
import { cn } from '../lib/cn';

export type ContactDetailsProps = React.ComponentProps<'dl'> & {
  email: { label: string; value: string; href: string };
  phone: { label: string; value: string; href: string };
  locations: { label: string; value: string };
  hours: { label: string; lines: string[] };
  /** Light text for dark surfaces. */
  onDark?: boolean;
};

/** How to reach the agency: email, phone, offices and office hours. */
export function ContactDetails({
  email,
  phone,
  locations,
  hours,
  onDark = false,
  className,
  ...props
}: ContactDetailsProps) {
  const muted = onDark ? 'text-surface-muted-foreground' : 'text-muted-foreground';
  // A <div> group inside <dl> may hold only <dt> and <dd> (axe: definition-list, dlitem), so
  // the decorative icon lives in the <dt>, placed beside the pair.
  const row = (icon: UiIconName, label: string, value: React.ReactNode) => (
    <div className="relative flex min-h-11 min-w-0 flex-col gap-0.5 pl-15">
      <dt className={cn('text-sm', muted)}>
        <span
          className={cn(
            'absolute top-0 left-0 flex size-11 items-center justify-center rounded-md',
            onDark
              ? 'bg-surface-raised text-surface-accent'
              : 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          <UiIcon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-medium wrap-break-word">{value}</dd>
    </div>
  );
  const link = (item: { value: string; href: string }) => (
    <a
      href={item.href}
      className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {item.value}
    </a>
  );
  return (
    <dl data-slot="contact-details" className={cn('flex flex-col gap-6', className)} {...props}>
      {row('mail', email.label, link(email))}
      {row('phone', phone.label, link(phone))}
      {row('map-pin', locations.label, locations.value)}
      {row(
        'clock',
        hours.label,
        hours.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        )),
      )}
    </dl>
  );
}
