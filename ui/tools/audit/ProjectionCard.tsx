import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { clampPercent } from '../../primitives/ProgressBar';
import { scoreTone, type ScoreTone } from './ScorePanel';

/** One scenario, e.g. { label: 'Con mejoras', score: 97, delta: '+25' }. */
export type ProjectionRow = {
  label: string;
  /** The projected score, 0-100. */
  score: number;
  /** The change from today's score, formatted, e.g. '+25', '−10'. */
  delta: string;
};

export type ProjectionCardProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'Proyección a 6 meses'. */
  title: string;
  /** What the figures mean. */
  description?: string;
  rows: readonly ProjectionRow[];
  /** The title's outline level. */
  headingLevel?: 3 | 4;
};

const barTone: Record<ScoreTone, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** Where the score may be in six months, per scenario: the score, its change and a bar. */
export function ProjectionCard({
  title,
  description,
  rows,
  headingLevel = 3,
  className,
  ...props
}: ProjectionCardProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      data-slot="projection-card"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-background p-5 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Title id={titleId} className="font-display text-h4 font-bold break-words">
          {title}
        </Title>
        {description ? (
          <p className="text-sm break-words text-muted-foreground">{description}</p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-4">
        {rows.map((row) => {
          const score = clampPercent(row.score);
          const tone = scoreTone(score);
          return (
            <li key={row.label} data-tone={tone} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium break-words">{row.label}</span>
                <span className="flex items-baseline gap-2">
                  <span className="font-display text-2xl font-bold tabular-nums">{score}</span>
                  <span className="text-sm text-muted-foreground">/100</span>
                  <span className="rounded-pill bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
                    {row.delta}
                  </span>
                </span>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-pill bg-muted">
                <div
                  className={cn(
                    'h-full origin-left rounded-pill transition-transform duration-(--duration-slow) ease-out-soft',
                    barTone[tone],
                  )}
                  style={{ transform: `scaleX(${score / 100})` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
