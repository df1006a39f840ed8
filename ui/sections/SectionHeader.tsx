import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Heading } from '../primitives/Heading';

/** The variants of sectionHeaderVariants, exported for story controls (cva hides its config). */
export const sectionHeaderVariantConfig = {
  align: { start: 'items-start text-left', center: 'mx-auto items-center text-center' },
} as const;

// Long words break and children never outgrow the header: centred flex items are otherwise as
// wide as their longest word.
export const sectionHeaderVariants = cva(
  'flex max-w-3xl flex-col gap-4 wrap-break-word *:max-w-full',
  {
    variants: sectionHeaderVariantConfig,
    defaultVariants: { align: 'center' },
  },
);

export type SectionHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof sectionHeaderVariants> & {
    /** Small label above the title. */
    eyebrow?: string;
    title: React.ReactNode;
    description?: React.ReactNode;
    /** Outline level of the title (default 2). */
    level?: 2 | 3;
    /** id of the title, for aria-labelledby on the surrounding section. */
    titleId?: string;
    /** Light text for dark surfaces. */
    onDark?: boolean;
  };

/** Eyebrow, title and introduction at the top of a page section. */
export function SectionHeader({
  eyebrow,
  title,
  description,
  level = 2,
  titleId,
  align,
  onDark = false,
  className,
  ...props
}: SectionHeaderProps) {
  return (
    <div
      data-slot="section-header"
      className={cn(sectionHeaderVariants({ align }), className)}
      {...props}
    >
      {eyebrow ? (
        <p
          className={cn(
            'font-display text-sm font-semibold tracking-widest uppercase',
            onDark ? 'text-surface-accent' : 'text-primary-soft-foreground',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading level={level} id={titleId}>
        {title}
      </Heading>
      {description ? (
        <p
          className={cn(
            'text-lead',
            onDark ? 'text-surface-muted-foreground' : 'text-muted-foreground',
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}
