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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs';
import { Textarea } from '../primitives/Textarea';

/** A field's label and, where it helps, an example in its place. */
export type QrFieldText = { label: string; placeholder?: string };

/** Every text of the form, in the visitor's language. */
export type QrFormTexts = {
  /** Accessible name of the type tabs, e.g. 'Tipo de contenido'. */
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
 * What goes into a QR code: one tab per type (arrow keys move between them), each with its
 * fields. Fields keep their values across tabs (the contact card shares phone and email).
 */
export function QrForm({ values, onChange, texts, className, ...props }: QrFormProps) {
  const set =
    <K extends keyof QrValues>(key: K) =>
    (value: QrValues[K]) =>
      onChange({ ...values, [key]: value });
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
  // The email and phone tabs share these fields with the contact card.
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
  const isType = (value: string): value is QrType => qrTypes.some((type) => type === value);
  const isSecurity = (value: string): value is WifiSecurity =>
    wifiSecurities.some((security) => security === value);

  return (
    <form
      // Never a GET: with no script, what was typed (a Wi-Fi password) would go into the address.
      method="post"
      data-slot="qr-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={cn('min-w-0', className)}
      {...props}
    >
      <Tabs
        value={values.type}
        onValueChange={(type) => {
          if (isType(type)) set('type')(type);
        }}
      >
        <TabsList aria-label={texts.typesLabel} className="flex-wrap justify-start">
          {qrTypes.map((type) => (
            <TabsTrigger key={type} value={type}>
              {texts.types[type]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="url" className="grid gap-4">
          {field(
            'url',
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={fields.url.placeholder}
              {...text('data')}
            />,
          )}
        </TabsContent>
        <TabsContent value="text" className="grid gap-4">
          {field('text', <Textarea placeholder={fields.text.placeholder} {...text('data')} />)}
        </TabsContent>
        <TabsContent value="email" className="grid gap-4">
          {emailField}
          {field('subject', <Input {...text('subject')} />)}
          {field('message', <Textarea {...text('message')} />)}
        </TabsContent>
        <TabsContent value="phone" className="grid gap-4">
          {phoneField}
        </TabsContent>
        <TabsContent value="contact" className="grid gap-4 sm:grid-cols-2">
          {field('name', <Input autoComplete="name" {...text('name')} />)}
          {phoneField}
          {emailField}
          {field('company', <Input autoComplete="organization" {...text('company')} />)}
        </TabsContent>
        <TabsContent value="wifi" className="grid gap-4 sm:grid-cols-2">
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
        </TabsContent>
      </Tabs>
    </form>
  );
}
