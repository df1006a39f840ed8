import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of containerVariants, exported for story controls (cva hides its config). */
export const containerVariantConfig = {
  width: {
    narrow: 'max-w-3xl',
    default: 'max-w-7xl',
    wide: 'max-w-[90rem]',
  },
} as const;

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: containerVariantConfig,
  defaultVariants: { width: 'default' },
});

export type ContainerProps = React.ComponentProps<'div'> & VariantProps<typeof containerVariants>;

/** Centres content and gives it the page's side gutters. */
export function Container({ className, width, ...props }: ContainerProps) {
  return (
    <div data-slot="container" className={cn(containerVariants({ width }), className)} {...props} />
  );
}
