import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Container } from '../primitives/Container';

export type Stat = { value: string; label: string };

/** The variants of statStripVariants, exported for story controls (cva hides its config). */
export const statStripVariantConfig = {
  tone: {
    default: 'bg-background text-foreground',
    muted: 'bg-muted text-foreground',
    dark: 'bg-surface text-surface-foreground',
    primary: 'bg-primary text-primary-foreground',
  },
} as const;

export const statStripVariants = cva('w-full', {
  variants: statStripVariantConfig,
  defaultVariants: { tone: 'primary' },
});

export type StatStripProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof statStripVariants> & {
    stats: Stat[];
    /** Heading for screen readers (the figures speak for themselves on screen). */
    title?: string;
    /** Render without the full-width band (inside another section). */
    bare?: boolean;
  };

/** Key figures in a row (e.g. 100+ clients, 10+ years): a description list of value and label. */
export function StatStrip({
  stats,
  title,
  tone,
  bare = false,
  className,
  ...props
}: StatStripProps) {
  const titleId = useId();
  const list = (
    <dl
      className={cn(
        'grid grid-cols-2 gap-x-6 gap-y-8',
        stats.length >= 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3',
      )}
    >
      {stats.map((stat) => (
        // Capped and breakable: a centred flex item is otherwise as wide as its longest word.
        <div
          key={stat.label}
          className="flex flex-col items-center gap-1 text-center wrap-break-word *:max-w-full"
        >
          <dt className="order-2 text-sm font-medium opacity-90 sm:text-base">{stat.label}</dt>
          <dd className="order-1 font-display text-4xl font-bold tabular-nums sm:text-5xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <section
      data-slot="stat-strip"
      data-tone={tone ?? 'primary'}
      aria-labelledby={title ? titleId : undefined}
      className={cn(!bare && statStripVariants({ tone }), !bare && 'py-12 sm:py-14', className)}
      {...props}
    >
      {title ? (
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
      ) : null}
      {bare ? list : <Container>{list}</Container>}
    </section>
  );
}
