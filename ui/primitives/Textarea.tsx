import type * as React from 'react';
import { cn } from '../lib/cn';
import { controlClasses, useFieldControl } from './Field';

export type TextareaProps = React.ComponentProps<'textarea'>;

/** Multi-line text; 4 rows by default (the spec's message boxes). */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const wired = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClasses, 'min-h-24 resize-y py-2.5 leading-relaxed', className)}
      {...wired}
    />
  );
}
