import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AUDIT_STRATEGIES, type AuditError } from '../domain/audit/types';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { AuditForm, type AuditFormProps } from '../ui';
import { fill } from '../domain';
import { pressKey } from './fixtures/interaction';

/** The form's texts as the page gives them: the competitor fields' labels numbered. */
const formTexts = (form: typeof esAudit.form) => ({
  ...form,
  competitorLabels: [
    fill(form.competitor, { number: 1 }),
    fill(form.competitor, { number: 2 }),
  ] as const,
});
const es = formTexts(esAudit.form);
const en = formTexts(enAudit.form);

/** The form as the page holds it: its values in state, each change also reported. */
function Stateful(props: AuditFormProps) {
  const [url, setUrl] = useState(props.url);
  const [strategy, setStrategy] = useState(props.strategy);
  const [competitors, setCompetitors] = useState(props.competitors);
  const [open, setOpen] = useState(props.competitorsOpen);
  return (
    <AuditForm
      {...props}
      url={url}
      strategy={strategy}
      competitors={competitors}
      competitorsOpen={open}
      onCompetitorChange={(index, value) => {
        setCompetitors((values) => values.map((item, at) => (at === index ? value : item)));
        props.onCompetitorChange(index, value);
      }}
      onCompetitorsOpenChange={(value) => {
        setOpen(value);
        props.onCompetitorsOpenChange(value);
      }}
      onUrlChange={(value) => {
        setUrl(value);
        props.onUrlChange(value);
      }}
      onStrategyChange={(value) => {
        setStrategy(value);
        props.onStrategyChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Tools/Audit/AuditForm',
  component: AuditForm,
  tags: ['autodocs'],
  args: {
    url: '',
    strategy: 'mobile',
    loading: false,
    invalid: false,
    action: '/auditoria-web',
    texts: es,
    competitors: ['', ''],
    competitorsOpen: false,
    onUrlChange: fn(),
    onStrategyChange: fn(),
    onCompetitorChange: fn(),
    onCompetitorsOpenChange: fn(),
    // A story never leaves the page: the submit is recorded, not sent.
    onSubmit: fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault()),
  },
  argTypes: {
    strategy: { control: 'inline-radio', options: AUDIT_STRATEGIES },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    invalid: { control: 'boolean' },
    texts: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-2xl">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a labelled, required address field, the mobile device chosen, the button ready. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Dirección de la web' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('type', 'url');
    await expect(field).toHaveAttribute('placeholder', 'https://www.tu-web.com');
    await expect(field).toHaveAccessibleDescription(es.hint);
    await expect(canvas.getByRole('radio', { name: 'Móvil' })).toBeChecked();
    await userEvent.type(field, 'https://nodoweb.studio');
    await expect(args.onUrlChange).toHaveBeenLastCalledWith('https://nodoweb.studio');
  },
};

/** An address typed: Enter submits the form, with the field's and the device's names. */
export const Filled: Story = {
  args: { url: 'https://www.ejemplo.com' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Dirección de la web' });
    await expect(field).toHaveValue('https://www.ejemplo.com');
    await userEvent.type(field, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const form = field.closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveFormValues({ url: 'https://www.ejemplo.com', strategy: 'mobile' });
  },
};

/** Desktop chosen; the arrow keys move between the two devices, as native radios do. */
export const DesktopSelected: Story = {
  args: { url: 'https://www.ejemplo.com', strategy: 'desktop' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Dispositivo' })).toBeVisible();
    const desktop = canvas.getByRole('radio', { name: 'Escritorio' });
    await expect(desktop).toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dirección de la web' }));
    // Past the competitors' disclosure (the browser's own Tab: its closed fields are skipped),
    // the device choice.
    await pressKey('{Tab}');
    await expect(canvas.getByText(es.competitors)).toHaveFocus();
    await pressKey('{Tab}');
    await expect(desktop).toHaveFocus();
    await pressKey('{ArrowLeft}');
    const mobile = canvas.getByRole('radio', { name: 'Móvil' });
    await expect(mobile).toHaveFocus();
    await expect(mobile).toBeChecked();
    await expect(args.onStrategyChange).toHaveBeenLastCalledWith('mobile');
  },
};

/** While the audit runs: a spinner, 'Analizando con IA...', and the button takes no presses. */
export const Loading: Story = {
  args: { url: 'https://www.ejemplo.com', loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Analizando con IA...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status', { name: 'Analizando con IA...' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.submit })).toBeNull();
    // Neither a press on the button nor Enter in the address starts a second audit.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dirección de la web' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refused address: the message in an alert banner, the field marked invalid and tied to it. */
export const InvalidUrlError: Story = {
  args: { url: 'ejemplo', error: esAudit.errors['invalid-url'], invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(esAudit.errors['invalid-url']);
    const field = canvas.getByRole('textbox', { name: 'Dirección de la web' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${es.hint} ${esAudit.errors['invalid-url']}`);
    await expect(canvas.getByRole('button', { name: es.submit })).toBeEnabled();
  },
};

/** A failure not about the address (too many requests): the banner only, the field stays valid. */
export const ServiceError: Story = {
  args: { url: 'https://www.ejemplo.com', error: esAudit.errors['rate-limited'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(esAudit.errors['rate-limited']);
    await expect(canvas.getByRole('textbox', { name: 'Dirección de la web' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { texts: en },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('textbox', { name: 'Website address' })).toHaveAttribute(
      'placeholder',
      'https://www.your-site.com',
    );
    await expect(canvas.getByRole('group', { name: 'Device' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Analyze with AI' })).toBeEnabled();
  },
};

/** A phone: the device choice and the button take the full width, nothing sticks out. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { url: 'https://www.un-dominio-bastante-largo-de-ejemplo.com/servicios/desarrollo-web' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const button = canvas.getByRole('button', { name: es.submit });
    const field = canvas.getByRole('textbox', { name: 'Dirección de la web' });
    await expect(button.getBoundingClientRect().width).toBeCloseTo(
      field.getBoundingClientRect().width,
      0,
    );
    for (const name of ['Móvil', 'Escritorio']) {
      const option = canvas.getByText(name).closest('label');
      await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The competitors' disclosure: opened from the keyboard, two optional fields, typed into. */
export const AddCompetitors: Story = {
  args: { url: 'https://www.ejemplo.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(es.competitorLabels[0])).not.toBeVisible();
    const summary = canvas.getByText(es.competitors);
    summary.focus();
    await pressKey('{Enter}');
    await expect(args.onCompetitorsOpenChange).toHaveBeenCalledWith(true);
    const first = canvas.getByRole('textbox', { name: es.competitorLabels[0] });
    await expect(canvas.getByRole('textbox', { name: es.competitorLabels[1] })).toBeVisible();
    await userEvent.type(first, 'https://www.competidor.com');
    await expect(args.onCompetitorChange).toHaveBeenLastCalledWith(0, 'https://www.competidor.com');
    await expect(first).toHaveAttribute('name', 'competitor');
  },
};

/** A competitor address that cannot be used: its field says why, the others stay valid. */
export const CompetitorErrors: Story = {
  args: {
    url: 'https://www.ejemplo.com',
    competitors: ['www.ejemplo.com', 'competidor'],
    competitorsOpen: true,
    competitorErrors: [esAudit.errors.competitorSame, esAudit.errors.competitorInvalid],
  },
  play: async ({ canvas }) => {
    const second = canvas.getByRole('textbox', { name: es.competitorLabels[1] });
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(esAudit.errors.competitorInvalid);
    await expect(
      canvas.getByRole('textbox', { name: es.competitorLabels[0] }),
    ).toHaveAccessibleDescription(esAudit.errors.competitorSame);
  },
};

/** In English, with the competitors' fields open. */
export const CompetitorsEnglish: Story = {
  parameters: { lang: 'en' },
  args: { texts: en, competitorsOpen: true, competitors: ['https://www.competitor.com', ''] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Competitor 1' })).toHaveValue(
      'https://www.competitor.com',
    );
    await expect(canvas.getByText(en.competitorsHint)).toBeVisible();
  },
};

// One story per failure the audit can end with (AUDIT_ERRORS, spec section 8): its message, as
// the page shows it, in the alert banner.

/** The message of a failure; 'busy' says when to retry. */
const errorMessage = (code: AuditError) =>
  code === 'busy' ? fill(esAudit.errors.busy, { seconds: 30 }) : esAudit.errors[code];

const errorArgs = (code: AuditError): Pick<AuditFormProps, 'url' | 'error' | 'invalid'> => ({
  url: code === 'invalid-url' ? 'ejemplo' : 'https://www.ejemplo.com',
  error: errorMessage(code),
  invalid: code === 'invalid-url',
});

const alertSays =
  (code: AuditError): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorMessage(code));
  };

export const ErrorInvalidUrl: Story = {
  args: errorArgs('invalid-url'),
  play: alertSays('invalid-url'),
};
export const ErrorNoResult: Story = {
  args: errorArgs('no-result'),
  play: alertSays('no-result'),
};
export const ErrorTimeout: Story = {
  args: errorArgs('timeout'),
  play: alertSays('timeout'),
};
export const ErrorRateLimited: Story = {
  args: errorArgs('rate-limited'),
  play: alertSays('rate-limited'),
};
export const ErrorAuth: Story = {
  args: errorArgs('auth'),
  play: alertSays('auth'),
};
export const ErrorNotFound: Story = {
  args: errorArgs('not-found'),
  play: alertSays('not-found'),
};
/** Too many audits running: the message says in how many seconds to try again. */
export const ErrorBusy: Story = {
  args: errorArgs('busy'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nuevamente en 30 segundos\.$/);
  },
};
export const ErrorFailed: Story = {
  args: errorArgs('failed'),
  play: alertSays('failed'),
};
