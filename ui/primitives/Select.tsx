import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { controlClasses, useFieldControl } from './Field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = React.ComponentProps<'select'> & {
  /** Options to list; children may be used instead. */
  options?: readonly SelectOption[];
  /** First, empty-valued option shown before a choice is made. */
  placeholder?: string;
};

/**
 * A native select: the platform's own picker is the most usable on phones and works in forms
 * before hydration; styled to match the other controls.
 */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <div data-slot="select" className={cn('relative', className)}>
      <select className={cn(controlClasses, 'h-11 appearance-none pr-10')} {...wired}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
