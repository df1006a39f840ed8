import { useMemo } from 'react';
import type * as React from 'react';
import {
  contactFieldOrder,
  contactProblems,
  emptyContact,
  type ContactValues,
  type PresetServiceType,
  MIN_FILL_MS,
} from '../../domain';
import { Field } from '../primitives/Field';
import { Input } from '../primitives/Input';
import { Select, type SelectOption } from '../primitives/Select';
import { Textarea } from '../primitives/Textarea';
import { FormFrame } from './FormParts';
import type { PrivacyNoticeProps } from './PrivacyNotice';
import { useFormFlow, type FieldErrors } from './use-form-flow';

export type ContactFormTexts = {
  name: string;
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  company: string;
  companyPlaceholder: string;
  phone: string;
  phonePlaceholder: string;
  serviceType: string;
  serviceTypePlaceholder: string;
  budget: string;
  budgetPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  requiredNote: string;
  honeypot: string;
  errors: {
    name: string;
    email: string;
    emailFormat: string;
    serviceType: string;
    message: string;
  };
};

export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  texts: ContactFormTexts;
  /** The general form's service types (value and label). */
  serviceTypes: readonly SelectOption[];
  budgets: readonly SelectOption[];
  /**
   * A page's fixed service type ('audit', 'agency'): the selector is hidden and the value sent
   * as is. Without it the selector is shown and required.
   */
  presetServiceType?: PresetServiceType | undefined;
  /** Sends the values; resolve on success, reject on failure (the form shows the toast). */
  onSend: (values: ContactValues) => Promise<void>;
  onSent?: (() => void) | undefined;
  onSendError?: ((error: unknown) => void) | undefined;
  /** sessionStorage key of the draft (kept across reloads in the tab); none: no draft. */
  draftKey?: string | undefined;
  /** Minimum time from the first keystroke to a real send (ms); faster is treated as a bot. */
  minFillMs?: number;
  /** The first layer of the privacy information (who, what for, rights, the policy's link). */
  privacy?: PrivacyNoticeProps | undefined;
};

const draftOf = (values: ContactValues) => values;

/** The quote-request form (spec sections 3-5): name, email and message required. */
export function ContactForm({
  texts,
  serviceTypes,
  budgets,
  presetServiceType,
  onSend,
  onSent,
  onSendError,
  draftKey,
  minFillMs = MIN_FILL_MS,
  privacy,
  className,
  ...props
}: ContactFormProps) {
  const initial = useMemo(
    () => ({ ...emptyContact, serviceType: presetServiceType ?? '' }),
    [presetServiceType],
  );
  const general = presetServiceType === undefined;
  const validate = (values: ContactValues) => {
    const errors: FieldErrors<ContactValues> = {};
    for (const [name, key] of Object.entries(contactProblems(values))) {
      errors[name as keyof ContactValues] = texts.errors[key];
    }
    return errors;
  };
  const {
    formRef,
    values,
    errors,
    submitting,
    setField,
    textProps: text,
    idFor,
    handleSubmit,
    honeypot,
  } = useFormFlow({
    initial,
    validate,
    order: contactFieldOrder,
    draftKey,
    draftOf,
    onSubmit: onSend,
    messages: { success: texts.success, failure: texts.failure },
    onSuccess: onSent,
    onError: onSendError,
    minFillMs,
  });

  return (
    <FormFrame
      ref={formRef}
      slot="contact-form"
      submitting={submitting}
      onSubmit={handleSubmit}
      honeypot={honeypot}
      texts={texts}
      privacy={privacy}
      className={className}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={texts.name} required error={errors.name} controlId={idFor('name')}>
          <Input {...text('name')} autoComplete="name" placeholder={texts.namePlaceholder} />
        </Field>
        <Field label={texts.email} required error={errors.email} controlId={idFor('email')}>
          <Input
            {...text('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.emailPlaceholder}
          />
        </Field>
        <Field label={texts.company} controlId={idFor('company')}>
          <Input
            {...text('company')}
            autoComplete="organization"
            placeholder={texts.companyPlaceholder}
          />
        </Field>
        <Field label={texts.phone} controlId={idFor('phone')}>
          <Input
            {...text('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={texts.phonePlaceholder}
          />
        </Field>
        {general ? (
          <Field
            label={texts.serviceType}
            required
            error={errors.serviceType}
            controlId={idFor('serviceType')}
          >
            <Select
              name="serviceType"
              value={values.serviceType}
              disabled={submitting}
              onChange={(event) => setField('serviceType', event.currentTarget.value)}
              placeholder={texts.serviceTypePlaceholder}
              options={serviceTypes}
            />
          </Field>
        ) : (
          // Sent with the form as it is, also when it is posted with no script.
          <input type="hidden" name="serviceType" value={values.serviceType} />
        )}
        <Field label={texts.budget} controlId={idFor('budget')}>
          <Select
            name="budget"
            value={values.budget}
            disabled={submitting}
            onChange={(event) => setField('budget', event.currentTarget.value)}
            placeholder={texts.budgetPlaceholder}
            options={budgets}
          />
        </Field>
      </div>
      <Field label={texts.message} required error={errors.message} controlId={idFor('message')}>
        <Textarea {...text('message')} rows={4} placeholder={texts.messagePlaceholder} />
      </Field>
    </FormFrame>
  );
}
