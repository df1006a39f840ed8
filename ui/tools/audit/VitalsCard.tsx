import { useId } from 'react';
import type * as React from 'react';
import type { Rating } from '../../../domain/audit/types';
import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../../primitives/Badge';

/** The badge variant of each rating; exported for story controls. */
export const ratingVariant = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'danger',
} as const satisfies Record<Rating, BadgeProps['variant']>;

export type RatingBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  rating: Rating;
  /** The rating in words, e.g. 'BUENO'. */
  label: string;
};

/** A metric's rating as a badge: good green, needs-improvement yellow, poor red. */
export function RatingBadge({ rating, label, ...props }: RatingBadgeProps) {
  return (
    <Badge variant={ratingVariant[rating]} data-rating={rating} {...props}>
      {label}
    </Badge>
  );
}

export type VitalsCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  /** Short name, e.g. 'LCP'. */
  name: string;
  /** Full name, e.g. 'Largest Contentful Paint'. */
  fullName: string;
  /** The measured value, formatted, e.g. '2,1 s'. */
  value: string;
  rating: Rating;
  /** The rating in words, e.g. 'BUENO' / 'GOOD'. */
  ratingLabel: string;
  /** What the metric measures. */
  description?: string;
  /** The limits, e.g. 'Bueno: ≤ 2,5 s · Pobre: ≥ 4 s'. */
  threshold?: string;
  /** The name's outline level. */
  headingLevel?: 3 | 4;
};

const accent: Record<Rating, string> = {
  good: 'border-t-success',
  'needs-improvement': 'border-t-warning',
  poor: 'border-t-danger',
};

/** One Core Web Vital: its name, measured value and rating, what it means and its limits. */
export function VitalsCard({
  name,
  fullName,
  value,
  rating,
  ratingLabel,
  description,
  threshold,
  headingLevel = 3,
  className,
  ...props
}: VitalsCardProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <article
      data-slot="vitals-card"
      data-rating={rating}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-t-4 border-border bg-background p-5 text-foreground shadow-card',
        accent[rating],
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <Title id={titleId} className="font-display text-h4 font-bold">
            {name}
          </Title>
          <p className="text-sm break-words text-muted-foreground">{fullName}</p>
        </div>
        <RatingBadge rating={rating} label={ratingLabel} />
      </div>
      <p className="font-display text-4xl leading-none font-bold tabular-nums">{value}</p>
      {description ? (
        <p className="text-sm break-words text-muted-foreground">{description}</p>
      ) : null}
      {threshold ? (
        <p className="mt-auto border-t border-border pt-3 text-xs text-subtle-foreground">
          {threshold}
        </p>
      ) : null}
    </article>
  );
}
