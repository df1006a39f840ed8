import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of featureCardVariants, exported for story controls (cva hides its config). */
export const featureCardVariantConfig = {
  tone: {
    default: 'border-border bg-background text-foreground shadow-card',
    muted: 'border-transparent bg-muted text-foreground',
    dark: 'border-surface-border bg-surface-raised text-surface-foreground',
  },
} as const;

export const featureCardVariants = cva('flex h-full flex-col gap-3 rounded-lg border p-6', {
  variants: featureCardVariantConfig,
  defaultVariants: { tone: 'default' },
});

export type FeatureCardProps = Omit<React.ComponentProps<'article'>, 'title'> &
  VariantProps<typeof featureCardVariants> & {
    /** A decorative icon (aria-hidden SVG). */
    icon?: React.ReactNode;
    title: string;
    description?: string;
    /** A list under the description (e.g. the services of a group). */
    items?: string[];
    headingLevel?: 'h3' | 'h4';
  };

/** A feature or benefit: icon, short title and one or two sentences. */
export function FeatureCard({
  icon,
  title,
  description,
  items = [],
  tone,
  headingLevel: Title = 'h3',
  className,
  ...props
}: FeatureCardProps) {
  return (
    <article
      data-slot="feature-card"
      data-tone={tone ?? 'default'}
      className={cn(featureCardVariants({ tone }), className)}
      {...props}
    >
      {icon ? (
        <span
          className={cn(
            'flex size-11 items-center justify-center rounded-md [&_svg]:size-6',
            tone === 'dark'
              ? 'bg-surface text-surface-accent'
              : 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          {icon}
        </span>
      ) : null}
      <Title className="font-display text-h4 font-semibold wrap-break-word">{title}</Title>
      {description ? (
        <p
          className={cn(
            'text-sm leading-relaxed wrap-break-word',
            tone === 'dark' ? 'text-surface-muted-foreground' : 'text-muted-foreground',
          )}
        >
          {description}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm marker:text-primary">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
