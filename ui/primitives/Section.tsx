import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of sectionVariants, exported for story controls (cva hides its config). */
export const sectionVariantConfig = {
  tone: {
    default: 'bg-background text-foreground',
    muted: 'bg-muted text-foreground',
    dark: 'bg-surface text-surface-foreground',
  },
  spacing: {
    none: '',
    sm: 'py-10 sm:py-12',
    md: 'py-16 sm:py-20',
    lg: 'py-20 sm:py-28',
  },
} as const;

export const sectionVariants = cva('relative w-full', {
  variants: sectionVariantConfig,
  defaultVariants: { tone: 'default', spacing: 'md' },
});

export type SectionProps = React.ComponentProps<'section'> &
  VariantProps<typeof sectionVariants> & {
    /** Anchor id, so links such as #services or #contacto scroll here (the page's scroll-padding keeps it below the fixed header). */
    id?: string;
  };

export function Section({ className, tone, spacing, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? 'default'}
      className={cn(sectionVariants({ tone, spacing }), className)}
      {...props}
    />
  );
}
