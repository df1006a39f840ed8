import { createContext, use, useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

type FieldState = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

const FieldContext = createContext<FieldState | null>(null);

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Visible label, tied to the control inside. */
  label: React.ReactNode;
  /** Help text under the label, read with the control. */
  hint?: React.ReactNode;
  /** Error message; when set the control is marked invalid and describes itself with it. */
  error?: React.ReactNode;
  /** Marks the control required and shows an asterisk after the label. */
  required?: boolean;
  /** Hide the label visually (it still names the control for screen readers). */
  hideLabel?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  children: React.ReactNode;
};

/** Label, hint and error around one control (Input, Select, Textarea, FileInput). */
export function Field({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const invalid = Boolean(error);

  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label
        htmlFor={id}
        className={cn('text-sm font-semibold text-foreground', hideLabel && 'sr-only')}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldContext value={{ id, describedBy: describedBy || undefined, invalid, required }}>
        {children}
      </FieldContext>
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlAria = {
  id?: string | undefined;
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

/** Wires a control to its surrounding Field (id, required, aria-invalid, aria-describedby). */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy =
    [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

/** Shared look of text-like controls; invalid state read from aria-invalid. */
export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background text-foreground',
  'px-3 text-base placeholder:text-subtle-foreground',
  'transition-[border-color,box-shadow] duration-(--duration-fast)',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
].join(' ');
