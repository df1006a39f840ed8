import { Send } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { PrivacyNotice, type PrivacyNoticeProps } from './PrivacyNotice';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';

/**
 * A field people never see or reach, which form-filling bots do fill. It has a plausible name
 * and is moved off-screen (not display:none, which bots skip).
 */
export function HoneypotField({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * The send button: dimmed, with a 'sending' label, and inert while the form is submitting. It is
 * aria-disabled rather than disabled, so it keeps the focus: a keyboard user who sent the form is
 * still on its button when the answer comes (a disabled button drops the focus to the page's
 * start). The form's submit handler ignores a second send meanwhile.
 */
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
      aria-disabled={submitting || undefined}
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

export type FormFrameProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** data-slot of the form, e.g. 'contact-form'. */
  slot: string;
  submitting: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  honeypot: { id: string; name: string; value: string; onChange: (value: string) => void };
  texts: { submit: string; sending: string; requiredNote: string; honeypot: string };
  /** The first layer of the privacy information, under the send button. */
  privacy?: PrivacyNoticeProps | undefined;
};

/**
 * What both forms share around their fields: a form validated by the site (noValidate),
 * busy while submitting, then the honeypot, the send button and the required-fields note. It
 * posts to its page's address (no `action`: the document's own), so with no script the server
 * answers it (site/server/form-posts.ts); the submit handler sends it without leaving the page.
 */
export function FormFrame({
  slot,
  submitting,
  onSubmit,
  honeypot,
  texts,
  privacy,
  className,
  children,
  ...props
}: FormFrameProps) {
  return (
    <form
      method="post"
      noValidate
      data-slot={slot}
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
      className={cn('relative flex flex-col gap-5', className)}
      {...props}
    >
      {children}
      <HoneypotField label={texts.honeypot} {...honeypot} />
      <div className="flex flex-col gap-3">
        <SubmitButton submitting={submitting} label={texts.submit} sendingLabel={texts.sending} />
        <RequiredNote>{texts.requiredNote}</RequiredNote>
        {privacy ? <PrivacyNotice {...privacy} /> : null}
      </div>
    </form>
  );
}
