import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of cardVariants, exported for story controls (cva hides its config). */
export const cardVariantConfig = {
  variant: {
    default: 'border-border bg-background text-foreground shadow-card',
    muted: 'border-transparent bg-muted text-foreground',
    dark: 'border-surface-border bg-surface-raised text-surface-foreground',
  },
  /** Inner spacing: none (media edge to edge), md, or lg (roomier from sm up, for forms). */
  padding: {
    none: '',
    md: 'p-6',
    lg: 'p-6 sm:p-8',
  },
  interactive: {
    true: 'transition-[box-shadow,transform,border-color] duration-(--duration-base) ease-out-soft hover:-translate-y-0.5 hover:border-primary hover:shadow-elevated focus-within:border-primary motion-reduce:hover:translate-y-0',
    false: '',
  },
} as const;

export const cardVariants = cva('flex flex-col gap-4 rounded-lg border', {
  variants: cardVariantConfig,
  defaultVariants: { variant: 'default', padding: 'md', interactive: false },
});

export type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>;

export function Card({ className, variant, padding, interactive, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant, padding, interactive }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1.5', className)} {...props} />
  );
}

/** The card's title; pick the heading level that fits the page outline (default h3). */
export function CardTitle({
  className,
  as: Comp = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'p' }) {
  return (
    <Comp
      data-slot="card-title"
      className={cn('font-display text-h3 font-semibold wrap-break-word', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn(
        'text-muted-foreground [[data-variant=dark]_&]:text-surface-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex-1', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-3', className)}
      {...props}
    />
  );
}
