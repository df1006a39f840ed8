import { Check } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Heading } from '../primitives/Heading';

export type PriceCardProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: string;
  /** The formatted price, e.g. 'USD 1.200'. */
  price: string;
  /** Under the price, e.g. 'pago único'. */
  caption: string;
  includedTitle: string;
  included: string[];
  /** The call to action (a link or button). */
  action: React.ReactNode;
  /** Small print under the action. */
  note?: string;
};

/** A package's price with what it includes and the way to buy it. */
export function PriceCard({
  title,
  price,
  caption,
  includedTitle,
  included,
  action,
  note,
  className,
  ...props
}: PriceCardProps) {
  const titleId = useId();
  return (
    <section
      data-slot="price-card"
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col gap-6 rounded-xl border-2 border-primary bg-background p-8 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <Heading level={2} size="h3" id={titleId}>
        {title}
      </Heading>
      <p className="flex flex-col">
        <span className="font-display text-display font-bold text-primary-soft-foreground">
          {price}
        </span>
        <span className="text-sm text-muted-foreground">{caption}</span>
      </p>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{includedTitle}</h3>
        <ul className="flex flex-col gap-2">
          {included.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span className="min-w-0 wrap-break-word">{item}</span>
            </li>
          ))}
        </ul>
      </div>
      {action}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
    </section>
  );
}
