import { useId } from 'react';
import type * as React from 'react';
import type { Rating } from '../../../domain/audit/types';
import { cn } from '../../lib/cn';
import { RatingBadge } from './VitalsCard';

/** One figure, its texts ready to show, e.g. { label: 'Speed Index', value: '3,2 s' }. */
export type MetricListItem = {
  label: string;
  value: string;
  rating?: Rating;
  /** The rating in words, e.g. 'MEJORAR'; the badge shows only with both. */
  ratingLabel?: string;
};

export type MetricListProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'Métricas de carga', 'Recursos'. */
  title: string;
  items: readonly MetricListItem[];
  /** The title's outline level. */
  headingLevel?: 3 | 4;
};

/** A titled list of figures (load metrics, resources): label, value and, where rated, a badge. */
export function MetricList({
  title,
  items,
  headingLevel = 3,
  className,
  ...props
}: MetricListProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      data-slot="metric-list"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-background p-5 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="font-display text-h4 font-bold">
        {title}
      </Title>
      <dl className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
          >
            <dt className="min-w-0 text-muted-foreground break-words">{item.label}</dt>
            <dd className="flex flex-wrap items-center justify-end gap-2">
              <span className="font-semibold tabular-nums">{item.value}</span>
              {item.rating && item.ratingLabel ? (
                <RatingBadge rating={item.rating} label={item.ratingLabel} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
