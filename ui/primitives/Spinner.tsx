import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of spinnerVariants, exported for story controls (cva hides its config). */
export const spinnerVariantConfig = {
  size: {
    sm: 'size-4 border-2',
    md: 'size-6 border-2',
    lg: 'size-10 border-3',
  },
} as const;

export const spinnerVariants = cva(
  'shrink-0 animate-spin rounded-full border-current border-r-transparent',
  {
    variants: spinnerVariantConfig,
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, announced to screen readers, e.g. 'Cargando...'. */
    label: string;
    /** Also show the label next to the spinner. */
    showLabel?: boolean;
  };

/** A loading indicator that says what it is waiting for (role=status). */
export function Spinner({ label, showLabel = false, size, className, ...props }: SpinnerProps) {
  const labelId = useId();
  return (
    <span
      role="status"
      // A status region is not named by its content: point at the label explicitly.
      aria-labelledby={labelId}
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span id={labelId} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </span>
    </span>
  );
}
