import type * as React from 'react';
import { cn } from '../lib/cn';
import { ProgressBar, clampPercent } from '../primitives/ProgressBar';

export type SkillBarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  name: string;
  /** Decorative logo. */
  icon?: React.ReactNode;
  description: string;
  /** Percent 0-100. */
  level: number;
  /** Accessible name of the bar, e.g. 'Nivel de dominio de React'. */
  levelLabel: string;
};

/** A technology with its logo, what we use it for and a labelled proficiency bar. */
export function SkillBar({
  name,
  icon,
  description,
  level,
  levelLabel,
  className,
  ...props
}: SkillBarProps) {
  return (
    <div
      data-slot="skill-bar"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-background p-5 text-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        {icon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted [&_svg]:size-6">
            {icon}
          </span>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <h4 className="min-w-0 font-display font-semibold wrap-break-word">{name}</h4>
            <span aria-hidden="true" className="font-semibold text-primary tabular-nums">
              {clampPercent(level)}%
            </span>
          </div>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <ProgressBar label={levelLabel} value={level} showLabel={false} size="sm" />
    </div>
  );
}
