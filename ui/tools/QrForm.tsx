import { useId, useLayoutEffect, useRef } from 'react';
import type * as React from 'react';
import {
  qrTypes,
  wifiSecurities,
  type QrType,
  type QrValues,
  type WifiSecurity,
} from '../../domain';
import { cn } from '../lib/cn';
import { Field } from '../primitives/Field';
import { Input } from '../primitives/Input';
import { Select } from '../primitives/Select';
import { Textarea } from '../primitives/Textarea';

/** A field's label and, where it helps, an example in its place. */
export type QrFieldText = { label: string; placeholder?: string };

/** Every text of the form, in the visitor's language. */
export type QrFormTexts = {
  /** Name of the type choice (its legend, read, not shown), e.g. 'Tipo de contenido'. */
  typesLabel: string;
  types: Record<QrType, string>;
  fields: Record<
    | 'url'
    | 'text'
    | 'email'
    | 'subject'
    | 'message'
    | 'phone'
    | 'name'
    | 'company'
    | 'ssid'
    | 'password'
    | 'security'
    | 'hidden',
    QrFieldText
  >;
  securities: Record<WifiSecurity, string>;
};

export type QrFormProps = Omit<React.ComponentProps<'form'>, 'onChange'> & {
  values: QrValues;
  /** Every change, with all the values (the type included). */
  onChange: (values: QrValues) => void;
  texts: QrFormTexts;
};

/**
 * Each type's fields show while its radio is checked, by CSS alone: every group is in the page
 * (prerendered too), so a type chosen before the page's script has arrived shows its fields at
 * once; a hidden group (display: none) is out of the tab order and of what screen readers
 * read. One literal class per type
 * (Tailwind finds classes by reading the source); the Record makes sure no type is missing.
 */
const shownWhenChecked: Record<QrType, string> = {
  url: 'group-has-[[name=type][value=url]:checked]/qr-form:grid',
  text: 'group-has-[[name=type][value=text]:checked]/qr-form:grid',
  email: 'group-has-[[name=type][value=email]:checked]/qr-form:grid',
  phone: 'group-has-[[name=type][value=phone]:checked]/qr-form:grid',
  contact: 'group-has-[[name=type][value=contact]:checked]/qr-form:grid',
  wifi: 'group-has-[[name=type][value=wifi]:checked]/qr-form:grid',
};

/**
 * What goes into a QR code: a choice of type (radios: arrow keys move between them), each with
 * its group of fields. Fields keep their values across types (the contact card shares phone and
 * email).
 */
export function QrForm({ values, onChange, texts, className, ...props }: QrFormProps) {
  const id = useId();
  const typeLabelId = (type: QrType) => `${id}-type-${type}`;
  // Changes that come before the next render build on each other: several can come in one go
  // (a page telling the form, as its script starts, of the type checked and the text typed
  // before), and built each on this render's values, the last would undo the others.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  const set =
    <K extends keyof QrValues>(key: K) =>
    (value: QrValues[K]) => {
      latest.current = { ...latest.current, [key]: value };
      onChange(latest.current);
    };
  const text = (
    key:
      'data' | 'email' | 'subject' | 'message' | 'phone' | 'name' | 'company' | 'ssid' | 'password',
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(event.target.value),
  });
  const { fields } = texts;
  const field = (name: keyof QrFormTexts['fields'], control: React.ReactNode) => (
    <Field label={fields[name].label}>{control}</Field>
  );
  // The email and phone groups share these fields with the contact card.
  const emailField = field(
    'email',
    <Input
      type="email"
      autoComplete="email"
      placeholder={fields.email.placeholder}
      {...text('email')}
    />,
  );
  const phoneField = field(
    'phone',
    <Input
      type="tel"
      autoComplete="tel"
      placeholder={fields.phone.placeholder}
      {...text('phone')}
    />,
  );
  const isSecurity = (value: string): value is WifiSecurity =>
    wifiSecurities.some((security) => security === value);

  const group = (type: QrType, children: React.ReactNode, className?: string) => (
    <div
      role="group"
      aria-labelledby={typeLabelId(type)}
      className={cn('hidden gap-4', shownWhenChecked[type], className)}
    >
      {children}
    </div>
  );

  return (
    <form
      // Never a GET: with no script, what was typed (a Wi-Fi password) would go into the address.
      method="post"
      data-slot="qr-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={cn('group/qr-form flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <fieldset className="min-w-0">
        <legend className="sr-only">{texts.typesLabel}</legend>
        <div className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1">
          {qrTypes.map((type) => (
            <label
              key={type}
              className={cn(
                'relative inline-flex h-11 shrink-0 items-center justify-center rounded-md px-4 text-sm font-semibold whitespace-nowrap',
                'text-muted-foreground transition-[color,background-color,box-shadow] duration-(--duration-fast)',
                'hover:text-foreground',
                'has-checked:bg-background has-checked:text-foreground has-checked:shadow-card',
              )}
            >
              {/* Over its whole pill, drawn by nothing: a tap anywhere lands on the radio itself. */}
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => set('type')(type)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <span id={typeLabelId(type)}>{texts.types[type]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {group(
        'url',
        field(
          'url',
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={fields.url.placeholder}
            {...text('data')}
          />,
        ),
      )}
      {group(
        'text',
        field('text', <Textarea placeholder={fields.text.placeholder} {...text('data')} />),
      )}
      {group(
        'email',
        <>
          {emailField}
          {field('subject', <Input {...text('subject')} />)}
          {field('message', <Textarea {...text('message')} />)}
        </>,
      )}
      {group('phone', phoneField)}
      {group(
        'contact',
        <>
          {field('name', <Input autoComplete="name" {...text('name')} />)}
          {phoneField}
          {emailField}
          {field('company', <Input autoComplete="organization" {...text('company')} />)}
        </>,
        'sm:grid-cols-2',
      )}
      {group(
        'wifi',
        <>
          {field('ssid', <Input autoComplete="off" spellCheck={false} {...text('ssid')} />)}
          {field(
            'security',
            <Select
              name="security"
              value={values.security}
              onChange={(event) => {
                if (isSecurity(event.target.value)) set('security')(event.target.value);
              }}
              options={wifiSecurities.map((security) => ({
                value: security,
                label: texts.securities[security],
              }))}
            />,
          )}
          {values.security === 'nopass'
            ? null
            : field(
                'password',
                <Input autoComplete="off" spellCheck={false} {...text('password')} />,
              )}
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-foreground sm:col-span-2">
            <input
              type="checkbox"
              name="hidden"
              className="size-5 accent-primary"
              checked={values.hidden}
              onChange={(event) => set('hidden')(event.target.checked)}
            />
            {fields.hidden.label}
          </label>
        </>,
        'sm:grid-cols-2',
      )}
    </form>
  );
}
