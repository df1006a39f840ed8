import type * as React from 'react';
import {
  applicationFieldOrder as order,
  applicationProblems,
  cvAccept,
  emptyApplication,
  englishLevels,
  type ApplicationValues,
  type EnglishLevel,
  MIN_FILL_MS,
} from '../../domain';
import { Field } from '../primitives/Field';
import { FileInput } from '../primitives/FileInput';
import { Input } from '../primitives/Input';
import { Select } from '../primitives/Select';
import { Textarea } from '../primitives/Textarea';
import { FormFrame } from './FormParts';
import type { PrivacyNoticeProps } from './PrivacyNotice';
import { useFormFlow, type FieldErrors } from './use-form-flow';

export type ApplicationFormTexts = {
  name: string;
  email: string;
  emailPlaceholder: string;
  phone: string;
  phonePlaceholder: string;
  salary: string;
  salaryPlaceholder: string;
  experience: string;
  experiencePlaceholder: string;
  englishLevel: string;
  englishLevels: Record<EnglishLevel, string>;
  cv: string;
  cvHint: string;
  cvChoose: string;
  cvNone: string;
  cvClear: string;
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
    phone: string;
    salary: string;
    experience: string;
    cv: string;
    cvType: string;
    cvSize: string;
  };
};

export type ApplicationFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  texts: ApplicationFormTexts;
  /** Sends the values with the CV; resolve on success, reject on failure (the form shows the toast). */
  onSend: (values: ApplicationValues) => Promise<void>;
  /** After a successful send, e.g. to close the dialog holding the form. */
  onSent?: (() => void) | undefined;
  onSendError?: ((error: unknown) => void) | undefined;
  /** sessionStorage key of the draft (never the CV); none: no draft. */
  draftKey?: string | undefined;
  /** Minimum time from the first keystroke to a real send (ms); faster is treated as a bot. */
  minFillMs?: number;
  /** The first layer of the privacy information (who, what for, rights, the policy's link). */
  privacy?: PrivacyNoticeProps | undefined;
  /** A file size as the page's language writes it (the chosen CV's), e.g. '2,35 MB'. */
  formatSize: (bytes: number) => string;
};

const draftOf = ({ cv: _cv, ...rest }: ApplicationValues): Partial<ApplicationValues> => rest;

/** The job application (spec sections 3-5): every field but the cover letter is required. */
export function ApplicationForm({
  texts,
  onSend,
  onSent,
  onSendError,
  draftKey,
  minFillMs = MIN_FILL_MS,
  privacy,
  formatSize,
  className,
  ...props
}: ApplicationFormProps) {
  const validate = (values: ApplicationValues) => {
    const errors: FieldErrors<ApplicationValues> = {};
    for (const [name, key] of Object.entries(applicationProblems(values))) {
      errors[name as keyof ApplicationValues] = texts.errors[key];
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
    initial: emptyApplication,
    validate,
    order,
    eager: ['cv'],
    draftKey,
    draftOf,
    onSubmit: onSend,
    messages: { success: texts.success, failure: texts.failure },
    onSuccess: onSent,
    onError: onSendError,
    minFillMs,
  });
  const field = (name: (typeof order)[number], label: string) => ({
    label,
    required: name !== 'message',
    error: errors[name],
    controlId: idFor(name),
  });

  return (
    <FormFrame
      ref={formRef}
      slot="application-form"
      // The CV goes with the fields, also when the form is posted with no script.
      encType="multipart/form-data"
      submitting={submitting}
      onSubmit={handleSubmit}
      honeypot={honeypot}
      texts={texts}
      privacy={privacy}
      className={className}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('name', texts.name)}>
          <Input {...text('name')} autoComplete="name" />
        </Field>
        <Field {...field('email', texts.email)}>
          <Input
            {...text('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.emailPlaceholder}
          />
        </Field>
        <Field {...field('phone', texts.phone)}>
          <Input
            {...text('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={texts.phonePlaceholder}
          />
        </Field>
        <Field {...field('salary', texts.salary)}>
          <Input {...text('salary')} inputMode="decimal" placeholder={texts.salaryPlaceholder} />
        </Field>
        <Field {...field('experience', texts.experience)}>
          <Input
            {...text('experience')}
            inputMode="numeric"
            placeholder={texts.experiencePlaceholder}
          />
        </Field>
        <Field label={texts.englishLevel} required controlId={idFor('englishLevel')}>
          <Select
            name="englishLevel"
            value={values.englishLevel}
            disabled={submitting}
            onChange={(event) =>
              setField('englishLevel', event.currentTarget.value as EnglishLevel)
            }
            options={englishLevels.map((level) => ({
              value: level,
              label: texts.englishLevels[level],
            }))}
          />
        </Field>
      </div>
      <Field {...field('cv', texts.cv)} hint={texts.cvHint}>
        <FileInput
          name="cv"
          accept={cvAccept}
          file={values.cv}
          onFileChange={(file) => setField('cv', file)}
          disabled={submitting}
          chooseLabel={texts.cvChoose}
          noFileLabel={texts.cvNone}
          clearLabel={texts.cvClear}
          formatSize={formatSize}
        />
      </Field>
      <Field {...field('message', texts.message)}>
        <Textarea {...text('message')} rows={4} placeholder={texts.messagePlaceholder} />
      </Field>
    </FormFrame>
  );
}
