import { Send } from 'lucide-react';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';

/**
 * A field people never see or reach, which form-filling bots do fill. It has a plausible name
 * and is moved off-screen (not display:none, which bots skip).
 */
export function HoneypotField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The send button: disabled and dimmed with a 'sending' label while the form is submitting. */
export function SubmitButton({
  submitting,
  label,
  sendingLabel,
}: {
  submitting: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={submitting}
      data-state={submitting ? 'submitting' : 'idle'}
      className="w-full sm:w-auto sm:self-start"
    >
      {submitting ? (
        <Spinner size="sm" label={sendingLabel} showLabel />
      ) : (
        <>
          <Send aria-hidden="true" />
          {label}
        </>
      )}
    </Button>
  );
}

/** '* Required fields' under the form. */
export function RequiredNote({ children }: { children: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span aria-hidden="true" className="mr-0.5 text-danger">
        *
      </span>
      {children}
    </p>
  );
}
