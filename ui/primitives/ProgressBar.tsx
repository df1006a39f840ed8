import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The variants of progressTrackVariants, exported for story controls (cva hides its config). */
export const progressTrackVariantConfig = {
  tone: {
    default: 'bg-secondary',
    dark: 'bg-surface-border',
  },
  size: { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' },
} as const;

export const progressTrackVariants = cva('relative w-full overflow-hidden rounded-pill', {
  variants: progressTrackVariantConfig,
  defaultVariants: { tone: 'default', size: 'md' },
});

const indicatorVariants = cva(
  'h-full w-full origin-left rounded-pill transition-transform duration-(--duration-slow) ease-out-soft',
  {
    variants: { tone: { default: 'bg-primary', dark: 'bg-surface-accent' } },
    defaultVariants: { tone: 'default' },
  },
);

export type ProgressBarProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof progressTrackVariants> & {
    /** What is measured, e.g. 'React'. Names the progress bar. */
    label: React.ReactNode;
    /** 0-100; values outside are clamped. */
    value: number;
    /** Text read instead of the bare number, e.g. '95 %'. Defaults to `${value}%`. */
    valueText?: string;
    /** Show the label row above the bar. */
    showLabel?: boolean;
  };

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A labelled horizontal bar for a 0-100 value (skill levels, scores). */
export function ProgressBar({
  label,
  value,
  valueText,
  showLabel = true,
  tone,
  size,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const v = clampPercent(value);
  const text = valueText ?? `${v}%`;
  return (
    <div
      data-slot="progress"
      data-tone={tone ?? 'default'}
      className={cn('flex w-full flex-col gap-1.5', className)}
      {...props}
    >
      <div
        className={cn('flex items-baseline justify-between gap-3 text-sm', !showLabel && 'sr-only')}
      >
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums opacity-80">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        aria-valuetext={text}
        className={progressTrackVariants({ tone, size })}
      >
        <div
          data-slot="progress-indicator"
          className={indicatorVariants({ tone })}
          style={{ transform: `translateX(-${100 - v}%)` }}
        />
      </div>
    </div>
  );
}
