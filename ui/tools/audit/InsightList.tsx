import { CircleCheck, Lightbulb, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type InsightTone = 'success' | 'warning' | 'danger';

export type InsightListProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'Fortalezas', 'Oportunidades', 'Problemas críticos'. */
  title: string;
  items: readonly string[];
  /** Strengths success, opportunities warning, critical issues danger. */
  tone: InsightTone;
  /** Shown instead of the list when it is empty, e.g. 'No hay problemas críticos.'. */
  empty: string;
  /** The title's outline level. */
  headingLevel?: 3 | 4;
};

const toneIcon = { success: CircleCheck, warning: Lightbulb, danger: TriangleAlert } as const;

/** The colours of each tone; exported for story controls. */
export const toneClasses: Record<InsightTone, { icon: string; badge: string; bar: string }> = {
  success: {
    icon: 'text-success',
    badge: 'bg-success-soft text-success-soft-foreground',
    bar: 'border-t-success',
  },
  warning: {
    icon: 'text-warning-soft-foreground',
    badge: 'bg-warning-soft text-warning-soft-foreground',
    bar: 'border-t-warning',
  },
  danger: {
    icon: 'text-danger',
    badge: 'bg-danger-soft text-danger-soft-foreground',
    bar: 'border-t-danger',
  },
};

/** A titled list of the AI's findings of one kind, or a line saying there are none. */
export function InsightList({
  title,
  items,
  tone,
  empty,
  headingLevel = 3,
  className,
  ...props
}: InsightListProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const Icon = toneIcon[tone];
  const classes = toneClasses[tone];
  return (
    <section
      data-slot="insight-list"
      data-tone={tone}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-t-4 border-border bg-background p-5 text-foreground shadow-card',
        classes.bar,
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <Title
          id={titleId}
          className="flex min-w-0 items-center gap-2 font-display text-h4 font-bold break-words"
        >
          <Icon aria-hidden="true" className={cn('size-5 shrink-0', classes.icon)} />
          {title}
        </Title>
        <span
          aria-hidden="true"
          className={cn(
            'grid min-w-7 shrink-0 place-items-center rounded-pill px-2 py-0.5 text-sm font-bold tabular-nums',
            classes.badge,
          )}
        >
          {items.length}
        </span>
      </div>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => (
            // Findings are free text and may repeat: the position keeps the keys unique.
            <li key={index} className="flex items-start gap-2.5">
              <span
                aria-hidden="true"
                className={cn('mt-2 size-1.5 shrink-0 rounded-full bg-current', classes.icon)}
              />
              <span className="min-w-0 break-words">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
