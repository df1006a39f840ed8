import type * as React from 'react';
import { cn } from '../lib/cn';

export type LogoProps = React.ComponentProps<'span'> & {
  /** The brand's name, shown as the wordmark. */
  name: string;
  /** Classes of the wordmark (e.g. to hide it where space is short; the mark stays). */
  wordmarkClassName?: string;
};

/** The agency mark (code brackets) and wordmark, in the current text colour. */
export function Logo({ name, className, wordmarkClassName, ...props }: LogoProps) {
  return (
    <span
      data-slot="logo"
      className={cn('inline-flex items-center gap-2.5 font-display text-lg font-bold', className)}
      {...props}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M22 22 12 32l10 10M42 22l10 10-10 10"
          fill="none"
          stroke="white"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="m36 17-8 30"
          stroke="white"
          strokeOpacity="0.7"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('whitespace-nowrap', wordmarkClassName)}>{name}</span>
    </span>
  );
}
