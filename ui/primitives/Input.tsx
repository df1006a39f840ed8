import type * as React from 'react';
import { cn } from '../lib/cn';
import { controlClasses, useFieldControl } from './Field';

export type InputProps = React.ComponentProps<'input'>;

/** Single-line text input; inside a Field it takes the Field's id, hint and error. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const wired = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, 'h-11', className)}
      {...wired}
    />
  );
}
