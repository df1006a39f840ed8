import { Check, CircleAlert, Clock } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { spinnerVariants } from '../../primitives/Spinner';

/** One step of the run, its texts ready to show. */
export type AuditProgressStep = {
  /** Stable key, e.g. 'queued'. */
  id: string;
  /** e.g. 'Cargando la página'. */
  label: string;
  state: 'done' | 'current' | 'pending';
  /** A detail of the step, e.g. 'Puesto 2 en la cola'. */
  detail?: string;
};

/** A competitor measured beside the visitor's site, and how far its run is. */
export type AuditProgressSite = {
  id: string;
  /** The competitor's address. */
  label: string;
  state: 'pending' | 'current' | 'done' | 'failed';
  /** Its state in words, e.g. 'Puesto 2 en la cola', 'Listo'. */
  status: string;
};

export type AuditProgressTexts = {
  /** The panel's heading, e.g. 'Analizando tu web'. */
  title: string;
  /** Under the heading, e.g. how long it usually takes. */
  description?: string;
  /** Names the list of steps, e.g. 'Pasos del análisis'. */
  list: string;
  /** Label of the elapsed time, e.g. 'Tiempo transcurrido'. */
  elapsedLabel: string;
  /** Each step's state, read after its label by screen readers. */
  states: Record<AuditProgressStep['state'], string>;
  /** The cancel button, e.g. 'Cancelar análisis'. */
  cancel: string;
  /** Names the competitors' list, e.g. 'Competidores'. */
  competitors?: string;
};

export type AuditProgressProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  steps: readonly AuditProgressStep[];
  /** The competitors measured beside it, each with its own progress. */
  sites?: readonly AuditProgressSite[];
  /** Time since the run started, formatted, e.g. '12 s'. */
  elapsed?: string;
  /** Offers a cancel button when given. */
  onCancel?: () => void;
  /** The heading's outline level. */
  headingLevel?: 2 | 3;
  texts: AuditProgressTexts;
};

/**
 * The live progress of an audit: the steps in order (done, current with a spinner, pending), the
 * time elapsed, and a cancel button. Only the current step's label is announced, politely, when
 * it changes; the ticking time is not.
 */
export function AuditProgress({
  steps,
  sites = [],
  elapsed,
  onCancel,
  headingLevel = 2,
  texts,
  className,
  ...props
}: AuditProgressProps) {
  const titleId = useId();
  const current = steps.find((step) => step.state === 'current');
  return (
    <section
      data-slot="audit-progress"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-5 rounded-lg border border-border bg-background p-5 shadow-card sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={titleId} level={headingLevel} size="h3">
            {texts.title}
          </Heading>
          {texts.description ? (
            <p className="text-sm text-muted-foreground">{texts.description}</p>
          ) : null}
        </div>
        {elapsed ? (
          <p className="flex items-center gap-1.5 rounded-pill bg-muted px-3 py-1 text-sm">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="text-muted-foreground">{texts.elapsedLabel}</span>
            <span className="font-semibold tabular-nums">{elapsed}</span>
          </p>
        ) : null}
      </div>
      <ol aria-label={texts.list} className="flex flex-col">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <li
              key={step.id}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="group flex gap-3"
            >
              <div className="flex flex-col items-center">
                <span
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full border-2',
                    'group-data-[state=done]:border-success group-data-[state=done]:bg-success group-data-[state=done]:text-success-foreground',
                    'group-data-[state=current]:border-primary group-data-[state=current]:bg-primary-soft group-data-[state=current]:text-primary',
                    'group-data-[state=pending]:border-border group-data-[state=pending]:bg-background',
                  )}
                >
                  {step.state === 'done' ? (
                    <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  ) : step.state === 'current' ? (
                    <span
                      aria-hidden="true"
                      className={cn(spinnerVariants({ size: 'sm' }), 'motion-reduce:animate-none')}
                    />
                  ) : null}
                </span>
                {last ? null : (
                  <span
                    aria-hidden="true"
                    className="my-1 min-h-4 w-0.5 flex-1 rounded-pill bg-border group-data-[state=done]:bg-success"
                  />
                )}
              </div>
              <div className={cn('flex min-w-0 flex-1 flex-col pt-1', !last && 'pb-4')}>
                <span
                  className={cn(
                    'font-medium break-words',
                    'group-data-[state=current]:font-semibold group-data-[state=current]:text-foreground',
                    'group-data-[state=pending]:text-muted-foreground',
                  )}
                >
                  {step.label}
                  <span className="sr-only"> ({texts.states[step.state]})</span>
                </span>
                {step.detail ? (
                  <span className="text-sm text-muted-foreground break-words">{step.detail}</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {sites.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p aria-hidden="true" className="text-sm font-semibold">
            {texts.competitors}
          </p>
          <ul aria-label={texts.competitors} className="flex flex-col gap-2">
            {sites.map((site) => (
              <li
                key={site.id}
                data-state={site.state}
                className="group flex items-start gap-3 text-sm"
              >
                <span className="grid size-5 shrink-0 place-items-center pt-0.5">
                  {site.state === 'done' ? (
                    <Check aria-hidden="true" className="size-4 text-success" strokeWidth={3} />
                  ) : site.state === 'failed' ? (
                    <CircleAlert aria-hidden="true" className="size-4 text-danger" />
                  ) : site.state === 'current' ? (
                    <span
                      aria-hidden="true"
                      className={cn(spinnerVariants({ size: 'sm' }), 'motion-reduce:animate-none')}
                    />
                  ) : (
                    <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                </span>
                <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:justify-between sm:gap-3">
                  <span className="font-medium [overflow-wrap:anywhere]">{site.label}</span>
                  <span className="text-muted-foreground group-data-[state=failed]:text-danger">
                    {site.status}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Announces the step, not the whole list: the region's text changes once per step. */}
      <p role="status" className="sr-only">
        {current?.label}
      </p>
      {onCancel ? (
        <div className="flex justify-end border-t border-border pt-4">
          <Button variant="outline" onClick={onCancel} className="w-full sm:w-auto">
            {texts.cancel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
