import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of badgeVariants, exported for story controls (cva hides its config). */
export const badgeVariantConfig = {
  variant: {
    default: 'border-transparent bg-primary text-primary-foreground',
    soft: 'border-transparent bg-primary-soft text-primary-soft-foreground',
    secondary: 'border-transparent bg-secondary text-secondary-foreground',
    outline: 'border-border bg-transparent text-foreground',
    success: 'border-transparent bg-success-soft text-success-soft-foreground',
    warning: 'border-transparent bg-warning-soft text-warning-soft-foreground',
    danger: 'border-transparent bg-danger-soft text-danger-soft-foreground',
    dark: 'border-surface-border bg-surface-raised text-surface-foreground',
  },
  size: {
    sm: 'px-2.5 py-0.5 text-xs',
    md: 'px-3 py-1 text-sm',
  },
} as const;

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-pill border font-semibold tracking-wide [&_svg]:size-3',
  {
    variants: badgeVariantConfig,
    defaultVariants: { variant: 'default', size: 'sm' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'sm'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
