import type * as React from 'react';
import { cn } from '../lib/cn';
import { Heading } from '../primitives/Heading';

export type StatusMessageProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: string;
  description?: string;
  /** The heading level: 1 when the message is the page (a missing article), else 2. */
  level?: 1 | 2;
  /** The ways on (links, buttons). */
  actions?: React.ReactNode;
};

/** A state instead of content (not found, not available, nothing to show): what and where next. */
export function StatusMessage({
  title,
  description,
  level = 2,
  actions,
  className,
  ...props
}: StatusMessageProps) {
  return (
    <div
      data-slot="status-message"
      className={cn('flex flex-col items-center gap-4 py-12 text-center', className)}
      {...props}
    >
      <Heading level={level} size="h2" className="w-full max-w-2xl">
        {title}
      </Heading>
      {description ? (
        <p className="max-w-xl text-lead text-muted-foreground">{description}</p>
      ) : null}
      {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
