import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { presetServiceTypes, type ContactValues } from '../domain';
import { ContactForm, toast, type ContactFormTexts } from '../ui';
import { contactFormEn, contactFormEs } from './fixtures/forms';
import { cleanFormState, withFormToaster } from './fixtures/form-story';
import { expectContained } from './fixtures/layout';

const es = contactFormEs.texts;
const en = contactFormEn.texts;

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: {
    ...contactFormEs,
    onSend: fn(async (_values: ContactValues) => {}).mockName('onSend'),
    onSent: fn().mockName('onSent'),
    onSendError: fn().mockName('onSendError'),
    // The site needs 2 s between the first keystroke and a send; stories send at once.
    minFillMs: 0,
  },
  argTypes: {
    presetServiceType: { control: 'select', options: [undefined, ...presetServiceTypes] },
    draftKey: { control: 'text' },
    minFillMs: { control: 'number' },
  },
  decorators: [withFormToaster],
  beforeEach: cleanFormState,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play function's canvas: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The form's controls, found by their visible labels. */
function controls(canvas: Canvas, t: ContactFormTexts = es) {
  return {
    name: canvas.getByRole('textbox', { name: t.name }),
    email: canvas.getByRole('textbox', { name: t.email }),
    company: canvas.getByRole('textbox', { name: t.company }),
    phone: canvas.getByRole('textbox', { name: t.phone }),
    budget: canvas.getByRole('combobox', { name: t.budget }),
    message: canvas.getByRole('textbox', { name: t.message }),
    submit: canvas.getByRole('button', { name: t.submit }),
  };
}

/** What María types into the general form (serviceType and budget are the options' values). */
const maria: ContactValues = {
  name: 'María López',
  email: 'maria@lopezestudio.com',
  company: 'López Estudio',
  phone: '+34 611 222 333',
  serviceType: 'web',
  budget: '$5,000 - $10,000',
  message: 'Necesitamos una web nueva para el estudio, con blog y formulario de citas.',
};

/** Types the text fields and picks the options by their labels, as a visitor does. */
async function fill(
  canvas: Canvas,
  values: Partial<Pick<ContactValues, 'name' | 'email' | 'company' | 'phone' | 'message'>> & {
    serviceTypeLabel?: string;
    budgetLabel?: string;
  },
  t: ContactFormTexts = es,
) {
  const c = controls(canvas, t);
  if (values.name) await userEvent.type(c.name, values.name);
  if (values.email) await userEvent.type(c.email, values.email);
  if (values.company) await userEvent.type(c.company, values.company);
  if (values.phone) await userEvent.type(c.phone, values.phone);
  if (values.serviceTypeLabel) {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t.serviceType }),
      values.serviceTypeLabel,
    );
  }
  if (values.budgetLabel) await userEvent.selectOptions(c.budget, values.budgetLabel);
  if (values.message) await userEvent.type(c.message, values.message);
}

const mariaTyped = {
  ...maria,
  serviceTypeLabel: 'Desarrollo web',
  budgetLabel: '$5,000 - $10,000',
};

/** The toast's live region (role status or alert) whose text is the message; it is in <body>. */
async function findToast(role: 'status' | 'alert', message: string): Promise<HTMLElement> {
  const body = within(document.body);
  await body.findByText(message);
  const region = await waitFor(() => {
    const match = body.getAllByRole(role).find((el) => el.textContent === message);
    if (!match) throw new Error(`no ${role} toast says "${message}"`);
    return match;
  });
  await waitFor(() => expect(region).toBeVisible());
  return region;
}

function formOf(canvasElement: HTMLElement): HTMLFormElement {
  const form = canvasElement.querySelector<HTMLFormElement>('[data-slot="contact-form"]');
  if (!form) throw new Error('contact form not found');
  return form;
}

/** The Field wrapper (label, control, message) of a control. */
function fieldOf(control: HTMLElement): HTMLElement {
  const field = control.closest<HTMLElement>('[data-slot="field"]');
  if (!field) throw new Error('field not found');
  return field;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(document.documentElement.lang).toBe('es');
    const c = controls(canvas);
    for (const input of [c.name, c.email, c.company, c.phone, c.message]) {
      await expect(input).toHaveValue('');
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(c.name).toHaveAttribute('placeholder', 'Tu nombre');
    await expect(c.email).toHaveAttribute('type', 'email');
    await expect(c.phone).toHaveAttribute('type', 'tel');
    // Name, email, service type and message are required; company, phone and budget are not.
    await expect(c.name).toBeRequired();
    await expect(c.email).toBeRequired();
    await expect(c.message).toBeRequired();
    await expect(c.company).not.toBeRequired();
    await expect(c.phone).not.toBeRequired();
    await expect(c.budget).not.toBeRequired();

    const service = canvas.getByRole('combobox', { name: 'Tipo de servicio' });
    await expect(service).toBeRequired();
    await expect(service).toHaveDisplayValue('Selecciona un servicio');
    await expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un servicio',
      'Desarrollo web',
      'Aplicación móvil',
      'SEO y posicionamiento',
      'Diseño web',
      'Automatización',
      'Sistema ERP / empresarial',
    ]);
    await expect(
      within(c.budget)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un rango (opcional)',
      'Menos de $1,000',
      '$1,000 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      'Más de $25,000',
    ]);

    await expect(c.submit).toBeEnabled();
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText('Campos obligatorios')).toBeVisible();
    // The honeypot is off-screen, hidden from assistive technology and out of the tab order.
    const honeypot = canvas.getByLabelText(es.honeypot);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot.getBoundingClientRect().right).toBeLessThan(0);
    await expect(canvas.queryByRole('textbox', { name: es.honeypot })).not.toBeInTheDocument();

    // Keyboard: the first tab stop is the name.
    await userEvent.tab();
    await expect(c.name).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { ...contactFormEn },
  play: async ({ canvas, args }) => {
    await expect(document.documentElement.lang).toBe('en');
    const c = controls(canvas, en);
    await expect(c.name).toHaveAttribute('placeholder', 'Your name');
    await expect(canvas.getByRole('combobox', { name: 'Service type' })).toHaveDisplayValue(
      'Choose a service',
    );
    await expect(canvas.getByText('Required fields')).toBeVisible();

    await userEvent.click(c.submit);
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter your email so we can reply.')).toBeVisible();
    await expect(canvas.getByText('Choose the type of service you need.')).toBeVisible();
    await expect(canvas.getByText('Tell us briefly what you need.')).toBeVisible();
    await expect(c.name).toHaveFocus();

    await fill(
      canvas,
      {
        name: 'Jane Smith',
        email: 'jane@smithco.com',
        serviceTypeLabel: 'Mobile app',
        budgetLabel: 'Under $1,000',
        message: 'We need an app for our clinic.',
      },
      en,
    );
    await userEvent.click(c.submit);
    await findToast('status', 'Message sent successfully.');
    // The owner's inbox gets the Spanish budget value whatever the visitor's language.
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Jane Smith',
      email: 'jane@smithco.com',
      company: '',
      phone: '',
      serviceType: 'mobile',
      budget: 'Menos de $1,000',
      message: 'We need an app for our clinic.',
    });
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    const service = canvas.getByRole('combobox', { name: 'Tipo de servicio' });
    await userEvent.click(c.submit);

    const expected: [HTMLElement, string][] = [
      [c.name, 'Escribe tu nombre.'],
      [c.email, 'Escribe tu email para poder responderte.'],
      [service, 'Elige el tipo de servicio que necesitas.'],
      [c.message, 'Cuéntanos brevemente qué necesitas.'],
    ];
    for (const [control, message] of expected) {
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    }
    // Optional fields are never flagged.
    await expect(c.company).not.toHaveAttribute('aria-invalid');
    await expect(c.phone).not.toHaveAttribute('aria-invalid');
    await expect(c.budget).not.toHaveAttribute('aria-invalid');
    // Focus lands on the first invalid field, read together with its message.
    await expect(c.name).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(within(document.body).queryByText(es.success)).not.toBeInTheDocument();

    // Once shown, a message goes away as soon as the field is fixed.
    await userEvent.type(c.name, 'María López');
    await expect(canvas.queryByText('Escribe tu nombre.')).not.toBeInTheDocument();
    await expect(c.name).not.toHaveAttribute('aria-invalid');
    await expect(c.email).toHaveAttribute('aria-invalid', 'true');
    // The next attempt focuses the next invalid field.
    await userEvent.click(c.submit);
    await expect(c.email).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    await fill(canvas, { ...mariaTyped, email: 'maria@lopezestudio' });
    await userEvent.click(c.submit);
    const message = 'Escribe un email válido, por ejemplo nombre@empresa.com.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(c.email).toHaveAttribute('aria-invalid', 'true');
    await expect(c.email).toHaveAccessibleDescription(message);
    await expect(c.email).toHaveFocus();
    await expect(c.name).not.toHaveAttribute('aria-invalid');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(c.email, '.com');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(c.submit);
    await findToast('status', es.success);
    await expect(args.onSend).toHaveBeenCalledWith(maria);
  },
};

export const Submitting: Story = {
  args: {
    // The mail service never answers: the form stays in its sending state.
    onSend: fn((_values: ContactValues) => new Promise<void>(() => {})).mockName('onSend'),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    await fill(canvas, mariaTyped);
    await userEvent.click(c.submit);

    const sending = await canvas.findByRole('button', { name: 'Enviando...' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveAttribute('data-state', 'submitting');
    // The sender keeps their place: the focus stays on the button.
    await expect(sending).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Enviar mensaje' })).not.toBeInTheDocument();
    const form = formOf(canvasElement);
    await expect(form).toHaveAttribute('data-state', 'submitting');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // Nothing can be edited or sent twice meanwhile.
    for (const control of [c.name, c.email, c.company, c.phone, c.budget, c.message]) {
      await expect(control).toBeDisabled();
    }
    await expect(canvas.getByRole('combobox', { name: 'Tipo de servicio' })).toBeDisabled();
    await userEvent.click(sending, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(maria);
    await expect(c.name).toHaveValue('María López');
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    await fill(canvas, mariaTyped);
    await userEvent.click(c.submit);

    await findToast('status', 'Mensaje enviado correctamente.');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(maria);
    await expect(args.onSent).toHaveBeenCalledTimes(1);
    // The focus is where the sender left it, on the send button.
    await expect(c.submit).toHaveFocus();
    await expect(args.onSendError).not.toHaveBeenCalled();
    // The form is emptied for a next message, with no errors shown.
    for (const input of [c.name, c.email, c.company, c.phone, c.message]) {
      await expect(input).toHaveValue('');
    }
    await expect(canvas.getByRole('combobox', { name: 'Tipo de servicio' })).toHaveValue('');
    await expect(c.budget).toHaveValue('');
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  },
};

export const Failure: Story = {
  args: {
    onSend: fn(async (_values: ContactValues) => {
      throw new Error('EmailJS: 503 Service Unavailable');
    }).mockName('onSend'),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    await fill(canvas, mariaTyped);
    await userEvent.click(c.submit);

    const alert = await findToast(
      'alert',
      'Error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(args.onSendError).toHaveBeenCalledTimes(1);
    await expect(args.onSendError).toHaveBeenCalledWith(
      new Error('EmailJS: 503 Service Unavailable'),
    );
    await expect(args.onSent).not.toHaveBeenCalled();
    await expect(within(document.body).queryByText(es.success)).not.toBeInTheDocument();
    // Every value is kept, so the visitor can simply try again.
    await expect(c.name).toHaveValue(maria.name);
    await expect(c.email).toHaveValue(maria.email);
    await expect(c.company).toHaveValue(maria.company);
    await expect(c.phone).toHaveValue(maria.phone);
    await expect(canvas.getByRole('combobox', { name: 'Tipo de servicio' })).toHaveDisplayValue(
      'Desarrollo web',
    );
    await expect(c.budget).toHaveDisplayValue('$5,000 - $10,000');
    await expect(c.message).toHaveValue(maria.message);
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    // And can: the button is back and sends the same values again.
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    await expect(args.onSend).toHaveBeenLastCalledWith(maria);
  },
};

/** A page with a fixed service type: no selector, the preset is sent, and kept for the next send. */
function presetPlay(preset: 'audit' | 'agency'): Story['play'] {
  return async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox', { name: es.serviceType })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('combobox')).toEqual([controls(canvas).budget]);

    const first = { name: 'Carlos Ruiz', email: 'carlos@ruizdigital.com', message: 'Hola.' };
    await fill(canvas, first);
    await userEvent.click(controls(canvas).submit);
    await findToast('status', es.success);
    await expect(args.onSend).toHaveBeenLastCalledWith({
      ...first,
      company: '',
      phone: '',
      budget: '',
      serviceType: preset,
    });
    await expect(controls(canvas).name).toHaveValue('');

    // After the reset the preset is still the service type of the next message.
    toast.remove();
    const second = { name: 'Ana Gil', email: 'ana@gil.es', message: 'Otra consulta.' };
    await fill(canvas, { ...second, budgetLabel: 'Más de $25,000' });
    await userEvent.click(controls(canvas).submit);
    await findToast('status', es.success);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(args.onSend).toHaveBeenLastCalledWith({
      ...second,
      company: '',
      phone: '',
      budget: 'Más de $25,000',
      serviceType: preset,
    });
  };
}

export const PresetAudit: Story = {
  args: { presetServiceType: 'audit' },
  play: presetPlay('audit'),
};

export const PresetAgency: Story = {
  args: { presetServiceType: 'agency' },
  play: presetPlay('agency'),
};

/** A bot fills the hidden 'website' field: it is told the message went, and nothing is sent. */
export const Honeypot: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    await fill(canvas, mariaTyped);
    const honeypot = canvas.getByLabelText(es.honeypot);
    await expect(honeypot).toHaveAttribute('name', 'website');
    await userEvent.type(honeypot, 'https://cheap-seo.example');
    await userEvent.click(c.submit);

    await findToast('status', 'Mensaje enviado correctamente.');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onSendError).not.toHaveBeenCalled();
    await expect(c.name).toHaveValue('');
  },
};

/** A send sooner than minFillMs after the first keystroke is a bot's too: silent success. */
export const TooFast: Story = {
  args: { minFillMs: 60_000 },
  play: async ({ canvas, args }) => {
    await fill(canvas, mariaTyped);
    await userEvent.click(controls(canvas).submit);
    await findToast('status', es.success);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(controls(canvas).name).toHaveValue('');
  },
};

const draftKey = 'contact-form:general';

/**
 * A draft from earlier in the tab comes back; typing keeps it up to date; sending clears it.
 * A restored draft counts as a person's typing, so even a long minimum fill time lets it send.
 */
export const Draft: Story = {
  args: { draftKey, minFillMs: 60_000 },
  beforeEach: () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        name: 'Lucía Romero',
        serviceType: 'design',
        message: 'Quiero rediseñar la web de mi restaurante.',
        // Not a field of the form: never restored nor written back.
        injected: '<script>alert(1)</script>',
      }),
    );
  },
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    await waitFor(() => expect(c.name).toHaveValue('Lucía Romero'));
    await expect(c.message).toHaveValue('Quiero rediseñar la web de mi restaurante.');
    await expect(canvas.getByRole('combobox', { name: es.serviceType })).toHaveDisplayValue(
      'Diseño web',
    );
    await expect(c.email).toHaveValue('');

    await userEvent.type(c.email, 'lucia@restauranteromero.es');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toEqual({
        name: 'Lucía Romero',
        email: 'lucia@restauranteromero.es',
        company: '',
        phone: '',
        serviceType: 'design',
        budget: '',
        message: 'Quiero rediseñar la web de mi restaurante.',
      }),
    );

    await userEvent.click(c.submit);
    await findToast('status', es.success);
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Lucía Romero', email: 'lucia@restauranteromero.es' }),
    );
    // A sent message leaves no draft behind.
    await expect(sessionStorage.getItem(draftKey)).toBeNull();
  },
};

// Long labels and messages (the button keeps its real label: buttons never wrap, by design).
const longTexts: ContactFormTexts = {
  ...es,
  name: 'Nombre y apellidos de la persona de contacto en la empresa',
  serviceType: 'Tipo de servicio que necesitas para tu proyecto digital',
  budget: 'Presupuesto aproximado disponible para el proyecto completo',
  errors: {
    ...es.errors,
    name: 'Escribe tu nombre y apellidos para que sepamos a quién dirigirnos cuando te respondamos.',
    message:
      'Cuéntanos brevemente qué necesitas: el tipo de proyecto, los plazos que manejas y cualquier referencia que te guste.',
  },
};

export const LongText: Story = {
  args: { texts: longTexts },
  decorators: [
    (Story) => (
      <div className="max-w-sm" data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    const name = canvas.getByRole('textbox', { name: longTexts.name });
    await userEvent.type(
      canvas.getByRole('textbox', { name: es.email }),
      'departamento.de.proyectos.internacionales.y.alianzas@nodoweb.studio',
    );
    await userEvent.click(canvas.getByRole('button', { name: longTexts.submit }));
    await expect(name).toHaveFocus();
    const errors = [longTexts.errors.name, longTexts.errors.message].map((text) =>
      canvas.getByText(text),
    );
    for (const error of errors) await expect(error).toBeVisible();
    // Labels, messages and the button wrap inside the column; nothing sticks out.
    await expectContained(column, [
      ...canvas.getAllByRole('textbox').map(fieldOf),
      ...canvas.getAllByRole('combobox').map(fieldOf),
      ...errors,
      canvas.getByRole('button', { name: longTexts.submit }),
    ]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const c = controls(canvas);
    // One column: each field under the previous one.
    const top = (el: HTMLElement) => fieldOf(el).getBoundingClientRect().top;
    const bottom = (el: HTMLElement) => fieldOf(el).getBoundingClientRect().bottom;
    await expect(top(c.email)).toBeGreaterThanOrEqual(bottom(c.name));
    await expect(top(c.phone)).toBeGreaterThanOrEqual(bottom(c.company));
    // The send button spans the form's width, easy to reach with a thumb.
    const form = formOf(canvasElement);
    await expect(c.submit.getBoundingClientRect().width).toBeCloseTo(
      form.getBoundingClientRect().width,
      0,
    );
    await userEvent.click(c.submit);
    await expect(c.name).toHaveFocus();
    await expect(canvas.getByText('Cuéntanos brevemente qué necesitas.')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectContained(form, [...canvas.getAllByRole('textbox').map(fieldOf), c.submit]);
  },
};
