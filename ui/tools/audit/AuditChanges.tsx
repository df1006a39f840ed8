import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type AuditChangeTrend = 'better' | 'worse' | 'same';

/** One measure's change since the previous audit, its texts ready to show. */
export type AuditChangeView = {
  /** e.g. 'Rendimiento', 'LCP'. */
  label: string;
  /** Today's value, formatted, e.g. '92', '2,1 s'. */
  value: string;
  /** The change, formatted with its sign, e.g. '+12', '−0,4 s', '0'. */
  delta: string;
  /** Which way the number moved (the arrow). */
  direction: 'up' | 'down' | 'none';
  /** Whether that is good news (the colour and the screen-reader word). */
  trend: AuditChangeTrend;
};

export type AuditChangesProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'Cambios desde tu análisis del 27 de noviembre de 2026'. */
  title: string;
  items: readonly AuditChangeView[];
  /** The screen-reader words for the trend, e.g. { better: 'mejora', worse: 'empeora', same: 'sin cambios' }. */
  texts: Record<AuditChangeTrend, string>;
  /** The title's outline level. */
  headingLevel?: 2 | 3 | 4;
};

const arrow = { up: ArrowUp, down: ArrowDown, none: Minus } as const;

const trendClasses: Record<AuditChangeTrend, string> = {
  better: 'bg-success-soft text-success-soft-foreground',
  worse: 'bg-danger-soft text-danger-soft-foreground',
  same: 'bg-muted text-muted-foreground',
};

/**
 * What changed since the previous audit of the same site: each measure's value today and its
 * change. The arrow says which way the number moved; whether that is good news (a lower LCP is)
 * is said by the colour and, for screen readers, by a word.
 */
export function AuditChanges({
  title,
  items,
  texts,
  headingLevel = 3,
  className,
  ...props
}: AuditChangesProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      data-slot="audit-changes"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-background p-5 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="font-display text-h4 font-bold break-words">
        {title}
      </Title>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => {
          const Arrow = arrow[item.direction];
          return (
            <li
              key={item.label}
              data-trend={item.trend}
              data-direction={item.direction}
              className="flex min-w-0 flex-col items-start gap-1 rounded-md border border-border p-3"
            >
              <span className="max-w-full text-sm break-words text-muted-foreground">
                {item.label}
              </span>
              <span className="font-display text-2xl leading-tight font-bold tabular-nums">
                {item.value}
              </span>
              <span
                className={cn(
                  'inline-flex max-w-full items-center gap-1 rounded-pill px-2 py-0.5 text-sm font-semibold tabular-nums',
                  trendClasses[item.trend],
                )}
              >
                <Arrow aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-words">{item.delta}</span>
                <span className="sr-only">{` ${texts[item.trend]}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
