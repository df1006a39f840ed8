import type * as React from 'react';
import { cn } from '../lib/cn';

export type TimelineStep = {
  /** When, e.g. 'Días 1-2'. */
  when: string;
  title: string;
  description: string;
};

export type TimelineProps = React.ComponentProps<'ol'> & { steps: TimelineStep[] };

/** Steps in order along a line (vertical on phones, horizontal from tablets up). */
export function Timeline({ steps, className, ...props }: TimelineProps) {
  return (
    <ol
      data-slot="timeline"
      className={cn('grid gap-8 md:auto-cols-fr md:grid-flow-col md:gap-6', className)}
      {...props}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="relative flex gap-4 before:absolute before:top-13 before:bottom-[-1.5rem] before:left-5.5 before:w-0.5 before:bg-border last:before:hidden md:flex-col md:before:top-5.5 md:before:right-[-1.5rem] md:before:bottom-auto md:before:left-14 md:before:h-0.5 md:before:w-auto"
        >
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-primary font-display font-bold text-primary-foreground"
          >
            {i + 1}
          </span>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-primary-soft-foreground">{step.when}</p>
            <h3 className="font-display text-h4 font-semibold wrap-break-word">{step.title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
