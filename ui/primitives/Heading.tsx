import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of headingVariants, exported for story controls (cva hides its config). */
export const headingVariantConfig = {
  size: {
    display: 'text-display tracking-tight',
    h1: 'text-h1 tracking-tight',
    h2: 'text-h2 tracking-tight',
    h3: 'text-h3',
    h4: 'text-h4',
  },
} as const;

export const headingVariants = cva('font-display font-bold text-balance wrap-break-word', {
  variants: headingVariantConfig,
  defaultVariants: { size: 'h2' },
});

type Level = 1 | 2 | 3 | 4 | 5 | 6;

export type HeadingProps = React.ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** Outline level (h1-h6); independent of the visual size. */
    level: Level;
    /** Hidden visually but read by screen readers (e.g. the home page's main heading). */
    visuallyHidden?: boolean;
  };

const defaultSize: Record<Level, NonNullable<HeadingProps['size']>> = {
  1: 'h1',
  2: 'h2',
  3: 'h3',
  4: 'h4',
  5: 'h4',
  6: 'h4',
};

export function Heading({ level, size, visuallyHidden, className, ...props }: HeadingProps) {
  const Comp = `h${level}` as const;
  return (
    <Comp
      data-slot="heading"
      className={cn(
        headingVariants({ size: size ?? defaultSize[level] }),
        visuallyHidden && 'sr-only',
        className,
      )}
      {...props}
    />
  );
}
