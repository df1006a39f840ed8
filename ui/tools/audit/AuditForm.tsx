import { ChevronDown, CircleAlert, Monitor, Smartphone, Sparkles } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import {
  AUDIT_COMPETITORS_MAX,
  AUDIT_STRATEGIES,
  type AuditStrategy,
} from '../../../domain/audit/types';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Field } from '../../primitives/Field';
import { Input } from '../../primitives/Input';
import { Spinner } from '../../primitives/Spinner';

/** Every text of the form, in the visitor's language. */
export type AuditFormTexts = {
  /** The address field's visible label, e.g. 'Dirección de la web'. */
  label: string;
  /** An example address in the empty field. */
  placeholder: string;
  /** Help under the label, e.g. 'Escribe la dirección completa, con https://'. */
  hint?: string;
  /** Legend of the device choice, e.g. 'Dispositivo'. */
  strategy: string;
  /** Name of each device. */
  strategies: Record<AuditStrategy, string>;
  /** The submit button, e.g. 'Analizar con IA'. */
  submit: string;
  /** The submit button while the audit runs, e.g. 'Analizando con IA...'. */
  loading: string;
  /** The competitors' disclosure, e.g. 'Compárate con tu competencia (opcional)'. */
  competitors: string;
  /** Inside it, what the competitors are for. */
  competitorsHint?: string;
  /** Each competitor field's label, e.g. ['Competidor 1', 'Competidor 2']. */
  competitorLabels: readonly string[];
  /** An example address in an empty competitor field. */
  competitorPlaceholder: string;
};

export type AuditFormProps = Omit<React.ComponentProps<'form'>, 'children' | 'method'> & {
  /** The address typed so far. */
  url: string;
  /** The device the page is measured as. */
  strategy: AuditStrategy;
  /** Every keystroke in the address field. */
  onUrlChange: (value: string) => void;
  /** The device picked. */
  onStrategyChange: (value: AuditStrategy) => void;
  /** The competitors' addresses typed so far, one per field (up to two). */
  competitors: readonly string[];
  onCompetitorChange: (index: number, value: string) => void;
  /** A message per competitor field whose address is unusable (the field is marked invalid). */
  competitorErrors?: readonly (string | undefined)[];
  /** Whether the competitors' fields are shown. */
  competitorsOpen: boolean;
  onCompetitorsOpenChange: (open: boolean) => void;
  /** While an audit runs: the button shows a spinner and takes no more presses. */
  loading?: boolean;
  /** The message of the last failure, shown in a banner (role=alert). */
  error?: string;
  /** The error is about the address itself: the field is marked invalid and points to it. */
  invalid?: boolean;
  texts: AuditFormTexts;
};

const strategyIcons = { mobile: Smartphone, desktop: Monitor } as const;

/**
 * The web audit's form: the address, the device (a segmented pair of native radios, so the arrow
 * keys move between them) and the submit button. A plain GET form, so it works before the page's
 * code arrives; the page passes `action` and `onSubmit`.
 */
export function AuditForm({
  url,
  strategy,
  onUrlChange,
  onStrategyChange,
  competitors,
  onCompetitorChange,
  competitorErrors = [],
  competitorsOpen,
  onCompetitorsOpenChange,
  loading = false,
  error,
  invalid = false,
  texts,
  className,
  onSubmit,
  ...props
}: AuditFormProps) {
  const errorId = useId();
  const urlInvalid = Boolean(error) && invalid;
  return (
    <form
      method="get"
      data-slot="audit-form"
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-5', className)}
      {...props}
      onSubmit={(event) => {
        // While an audit runs, neither the button nor Enter in a field starts another.
        if (loading) event.preventDefault();
        else onSubmit?.(event);
      }}
    >
      <Field label={texts.label} hint={texts.hint}>
        <Input
          type="url"
          name="url"
          required
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={texts.placeholder}
          value={url}
          onChange={(event) => onUrlChange(event.target.value)}
          aria-invalid={urlInvalid || undefined}
          aria-describedby={urlInvalid ? errorId : undefined}
        />
      </Field>
      {/* A native disclosure: it works before the page's code arrives, and the fields inside are
          part of the plain GET form (empty ones are ignored). */}
      <details
        open={competitorsOpen}
        onToggle={(event) => {
          if (event.currentTarget.open !== competitorsOpen)
            onCompetitorsOpenChange(event.currentTarget.open);
        }}
        className="group rounded-md border border-border"
      >
        <summary
          className={cn(
            'flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-4 py-2 text-sm font-semibold',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
          )}
        >
          {texts.competitors}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform duration-(--duration-fast) group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="flex flex-col gap-4 border-t border-border p-4">
          {texts.competitorsHint ? (
            <p className="text-sm text-muted-foreground">{texts.competitorsHint}</p>
          ) : null}
          {Array.from({ length: AUDIT_COMPETITORS_MAX }, (_, index) => {
            const fieldError = competitorErrors[index];
            return (
              <Field key={index} label={texts.competitorLabels[index] ?? ''} error={fieldError}>
                <Input
                  type="url"
                  name="competitor"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={texts.competitorPlaceholder}
                  value={competitors[index] ?? ''}
                  onChange={(event) => onCompetitorChange(index, event.target.value)}
                />
              </Field>
            );
          })}
        </div>
      </details>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-semibold text-foreground">{texts.strategy}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1 sm:inline-grid">
            {AUDIT_STRATEGIES.map((value) => {
              const Icon = strategyIcons[value];
              return (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-sm px-4 text-sm font-semibold text-muted-foreground',
                    'transition-[background-color,color,box-shadow] duration-(--duration-fast) ease-out-soft hover:text-foreground',
                    'has-checked:bg-background has-checked:text-foreground has-checked:shadow-card',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                  )}
                >
                  <input
                    type="radio"
                    name="strategy"
                    value={value}
                    checked={strategy === value}
                    onChange={() => onStrategyChange(value)}
                    className="sr-only"
                  />
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {texts.strategies[value]}
                </label>
              );
            })}
          </div>
        </fieldset>
        {/* aria-disabled, not disabled: the button keeps the focus of whoever pressed it. */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={loading || undefined}
          className="w-full sm:w-auto"
          wrap
        >
          {loading ? (
            <>
              {/* The spinner's status names the button; the visible words keep the button's size. */}
              <Spinner size="sm" label={texts.loading} />
              <span aria-hidden="true">{texts.loading}</span>
            </>
          ) : (
            <>
              <Sparkles aria-hidden="true" />
              {texts.submit}
            </>
          )}
        </Button>
      </div>
      {error ? (
        <div
          id={errorId}
          role="alert"
          className="flex items-start gap-3 rounded-md border border-danger bg-danger-soft p-4 text-danger-soft-foreground"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 font-medium break-words">{error}</p>
        </div>
      ) : null}
    </form>
  );
}
