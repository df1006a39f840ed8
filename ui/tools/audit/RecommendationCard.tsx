import { cva } from 'class-variance-authority';
import { useId } from 'react';
import type * as React from 'react';
import type { Priority } from '../../../domain/audit/types';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge';

/** The variants of priorityBadgeVariants, exported for story controls (cva hides its config). */
export const priorityBadgeVariantConfig = {
  priority: {
    critical: 'border-transparent bg-danger text-danger-foreground',
    high: 'border-transparent bg-caution text-caution-foreground',
    medium: 'border-transparent bg-warning text-warning-foreground',
    low: 'border-transparent bg-success text-success-foreground',
  },
} as const satisfies { priority: Record<Priority, string> };

/** The priority colours of the spec: critical red, high orange, medium yellow, low green. */
export const priorityBadgeVariants = cva('', {
  variants: priorityBadgeVariantConfig,
});

export type RecommendationCardProps = Omit<
  React.ComponentProps<'article'>,
  'children' | 'title'
> & {
  /** Its place in the list, from 1. */
  index: number;
  title: string;
  description: string;
  priority: Priority;
  /** The priority in words, e.g. 'Alta'. */
  priorityLabel: string;
  /** Estimated impact, implementation, resources, effort, timeframe: labels and values. */
  details: readonly { label: string; value: string }[];
  /** A way to act on it, e.g. a link to the image compressor. */
  action?: React.ReactNode;
  /** The title's outline level. */
  headingLevel?: 3 | 4;
};

const accent: Record<Priority, string> = {
  critical: 'border-l-danger',
  high: 'border-l-caution',
  medium: 'border-l-warning',
  low: 'border-l-success',
};

/** One prioritised recommendation: numbered, with its priority badge and what it takes. */
export function RecommendationCard({
  index,
  title,
  description,
  priority,
  priorityLabel,
  details,
  action,
  headingLevel = 3,
  className,
  ...props
}: RecommendationCardProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <article
      data-slot="recommendation-card"
      data-priority={priority}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-l-4 border-border bg-background p-5 text-foreground shadow-card sm:p-6',
        accent[priority],
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft font-display font-bold text-primary-soft-foreground tabular-nums"
        >
          {index}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <Title id={titleId} className="min-w-0 pt-1 font-display text-h4 font-bold break-words">
            <span className="sr-only">{index}. </span>
            {title}
          </Title>
          <Badge
            variant={null}
            size="md"
            data-variant={priority}
            className={priorityBadgeVariants({ priority })}
          >
            {priorityLabel}
          </Badge>
        </div>
      </div>
      <p className="break-words text-muted-foreground">{description}</p>
      {details.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-3 rounded-md bg-muted p-4 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {detail.label}
              </dt>
              <dd className="text-sm font-medium break-words">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {action ? <div className="flex flex-wrap gap-3">{action}</div> : null}
    </article>
  );
}
