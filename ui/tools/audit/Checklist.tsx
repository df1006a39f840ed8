import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One check, e.g. { label: 'Meta descripción', passed: false }. */
export type ChecklistItem = { label: string; passed: boolean };

export type ChecklistTexts = {
  /** A passed check's state, read after its label, e.g. 'correcto'. */
  passed: string;
  /** A failed check's state, e.g. 'a mejorar'. */
  failed: string;
};

export type ChecklistProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** e.g. 'SEO básico'. */
  title: string;
  items: readonly ChecklistItem[];
  /** How many passed, in words, e.g. '5 de 6'. */
  summary: string;
  /** The title's outline level. */
  headingLevel?: 3 | 4;
  texts: ChecklistTexts;
};

/**
 * A titled group of pass/fail checks (SEO, accessibility): a tick or a cross per check, its
 * state also in words for screen readers, and how many passed in the header.
 */
export function Checklist({
  title,
  items,
  summary,
  headingLevel = 3,
  texts,
  className,
  ...props
}: ChecklistProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const allPassed = items.every((item) => item.passed);
  return (
    <section
      data-slot="checklist"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-background p-5 text-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <Title id={titleId} className="min-w-0 font-display text-h4 font-bold break-words">
          {title}
        </Title>
        <span
          data-slot="checklist-summary"
          data-complete={allPassed || undefined}
          className={cn(
            'shrink-0 rounded-pill px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
            allPassed
              ? 'bg-success-soft text-success-soft-foreground'
              : 'bg-muted text-muted-foreground',
          )}
        >
          {summary}
        </span>
      </div>
      <ul className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li
            key={item.label}
            data-state={item.passed ? 'passed' : 'failed'}
            className="flex items-start gap-2.5"
          >
            {item.passed ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            )}
            <span className="min-w-0 break-words">
              {item.label}
              <span className="sr-only"> ({item.passed ? texts.passed : texts.failed})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
