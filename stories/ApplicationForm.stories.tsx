import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApplicationValues } from '../domain';
import { ApplicationForm, type ApplicationFormTexts } from '../ui';
import { applicationFormEn, applicationFormEs } from './fixtures/forms';
import { cleanFormState, withFormToaster } from './fixtures/form-story';
import { expectContained } from './fixtures/layout';

const es = applicationFormEs.texts;
const en = applicationFormEn.texts;

const meta = {
  title: 'Forms/ApplicationForm',
  component: ApplicationForm,
  tags: ['autodocs'],
  args: {
    ...applicationFormEs,
    onSend: fn(async (_values: ApplicationValues) => {}).mockName('onSend'),
    onSent: fn().mockName('onSent'),
    onSendError: fn().mockName('onSendError'),
    // The site needs 2 s between the first keystroke and a send; stories send at once.
    minFillMs: 0,
  },
  argTypes: {
    draftKey: { control: 'text' },
    minFillMs: { control: 'number' },
  },
  decorators: [withFormToaster],
  beforeEach: cleanFormState,
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play function's canvas: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The form's controls, found by their visible labels. */
function controls(canvas: Canvas, t: ApplicationFormTexts = es) {
  return {
    name: canvas.getByRole('textbox', { name: t.name }),
    email: canvas.getByRole('textbox', { name: t.email }),
    phone: canvas.getByRole('textbox', { name: t.phone }),
    salary: canvas.getByRole('textbox', { name: t.salary }),
    experience: canvas.getByRole('textbox', { name: t.experience }),
    englishLevel: canvas.getByRole('combobox', { name: t.englishLevel }),
    // The native file input is named by the field's label and by its 'choose' button.
    cv: canvas.getByLabelText<HTMLInputElement>(t.cv, { exact: false, selector: 'input' }),
    message: canvas.getByRole('textbox', { name: t.message }),
    submit: canvas.getByRole('button', { name: t.submit }),
  };
}

const pdf = () =>
  new File(['%PDF-1.4 curriculum'], 'cv-maria-lopez.pdf', { type: 'application/pdf' });

type Typed = Omit<ApplicationValues, 'englishLevel' | 'cv'>;

const maria: Typed = {
  name: 'María López García',
  email: 'maria.lopez@gmail.com',
  phone: '+34 611 222 333',
  salary: '$3000',
  experience: '5',
  message: 'Llevo cuatro años como Product Owner en una agencia de Valencia.',
};

/** Types the text fields, picks the English level by its label and chooses the CV. */
async function fill(
  canvas: Canvas,
  values: Partial<Typed> & { englishLevelLabel?: string; cv?: File },
  t: ApplicationFormTexts = es,
) {
  const c = controls(canvas, t);
  for (const name of ['name', 'email', 'phone', 'salary', 'experience', 'message'] as const) {
    const value = values[name];
    if (value) await userEvent.type(c[name], value);
  }
  if (values.englishLevelLabel) {
    await userEvent.selectOptions(c.englishLevel, values.englishLevelLabel);
  }
  if (values.cv) await userEvent.upload(c.cv, values.cv);
}

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
  const form = canvasElement.querySelector<HTMLFormElement>('[data-slot="application-form"]');
  if (!form) throw new Error('application form not found');
  return form;
}

function fieldOf(control: HTMLElement): HTMLElement {
  const field = control.closest<HTMLElement>('[data-slot="field"]');
  if (!field) throw new Error('field not found');
  return field;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(document.documentElement.lang).toBe('es');
    const c = controls(canvas);
    await expect(canvas.getByText('Nombre Completo')).toBeVisible();
    await expect(c.salary).toHaveAttribute('placeholder', '$3000');
    await expect(c.experience).toHaveAttribute('placeholder', '5');
    await expect(c.email).toHaveAttribute('placeholder', 'tu@email.com');
    await expect(c.englishLevel).toHaveDisplayValue('Intermedio');
    await expect(c.englishLevel).toHaveValue('intermediate');
    await expect(
      within(c.englishLevel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Básico', 'Intermedio', 'Avanzado', 'Nativo']);

    // Every field but the message is required.
    for (const control of [c.name, c.email, c.phone, c.salary, c.experience, c.cv]) {
      await expect(control).toBeRequired();
      await expect(control).not.toHaveAttribute('aria-invalid');
    }
    await expect(c.message).not.toBeRequired();
    await expect(canvas.getByText('Mensaje (opcional)')).toBeVisible();

    // The CV picker: only the accepted types, with its hint read with it.
    await expect(c.cv).toHaveAttribute('type', 'file');
    await expect(c.cv).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(c.cv).toHaveAccessibleDescription(es.cvHint);
    await expect(canvas.getByText('Elegir archivo')).toBeVisible();
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();

    await expect(c.submit).toBeEnabled();
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.tab();
    await expect(c.name).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { ...applicationFormEn },
  play: async ({ canvas, args }) => {
    await expect(document.documentElement.lang).toBe('en');
    const c = controls(canvas, en);
    await expect(canvas.getByText('Full Name')).toBeVisible();
    await expect(c.salary).toHaveAttribute('placeholder', '$3000');
    await expect(c.englishLevel).toHaveDisplayValue('Intermediate');
    await expect(canvas.getByText('No file chosen')).toBeVisible();

    await userEvent.click(c.submit);
    await expect(canvas.getByText('Enter your full name.')).toBeVisible();
    await expect(canvas.getByText('Attach your CV as a PDF, DOC or DOCX file.')).toBeVisible();
    await expect(c.name).toHaveFocus();

    const cv = pdf();
    await fill(
      canvas,
      {
        name: 'Jane Smith',
        email: 'jane.smith@gmail.com',
        phone: '+1 305 555 0100',
        salary: '$4500',
        experience: '7',
        englishLevelLabel: 'Native',
        cv,
      },
      en,
    );
    await userEvent.click(c.submit);
    await findToast('status', 'Application sent successfully.');
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Jane Smith',
      email: 'jane.smith@gmail.com',
      phone: '+1 305 555 0100',
      salary: '$4500',
      experience: '7',
      englishLevel: 'native',
      message: '',
      cv,
    });
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    await userEvent.click(c.submit);

    const expected: [HTMLElement, string][] = [
      [c.name, 'Escribe tu nombre completo.'],
      [c.email, 'Escribe tu email para poder responderte.'],
      [c.phone, 'Escribe un teléfono de contacto.'],
      [c.salary, 'Indica tu aspiración salarial en USD, por ejemplo $3000.'],
      [c.experience, 'Indica tus años de experiencia.'],
      [c.cv, 'Adjunta tu CV en PDF, DOC o DOCX.'],
    ];
    for (const [control, message] of expected) {
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // The cover letter is optional, the English level always has a value.
    await expect(c.message).not.toHaveAttribute('aria-invalid');
    await expect(c.englishLevel).not.toHaveAttribute('aria-invalid');
    await expect(c.name).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(c.name, 'María López García');
    await userEvent.type(c.email, 'maria@gmail');
    await expect(canvas.queryByText('Escribe tu nombre completo.')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Escribe un email válido, por ejemplo nombre@email.com.'),
    ).toBeVisible();
    await userEvent.click(c.submit);
    await expect(c.email).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const FileChosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const c = controls(canvas);
    const cv = pdf();
    await userEvent.upload(c.cv, cv);
    await expect(c.cv.files?.[0]).toBe(cv);
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    await expect(canvas.queryByText('Ningún archivo seleccionado')).not.toBeInTheDocument();
    await expect(c.cv).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-slot="file-input"]')).toHaveAttribute(
      'data-state',
      'chosen',
    );
    // A wrong choice can be taken back.
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar archivo' }));
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await expect(c.cv).toHaveFocus();
  },
};

/** A picture instead of a document (chosen with the picker's 'All files'): refused at once. */
export const WrongFileType: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    // The picker filters by `accept`, but visitors can switch it to all files.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(c.cv, new File(['PNG'], 'cv.png', { type: 'image/png' }));
    await expect(canvas.getByText('cv.png')).toBeVisible();
    // Shown before any submit: no need to fill the whole form to learn the file is wrong.
    const message = 'El CV debe ser un archivo PDF, DOC o DOCX.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(c.cv).toHaveAttribute('aria-invalid', 'true');
    await expect(c.cv).toHaveAccessibleDescription(expect.stringContaining(message));
    // Only the CV is flagged; the untouched fields wait for a submit.
    await expect(c.name).not.toHaveAttribute('aria-invalid');

    await fill(canvas, maria);
    await userEvent.click(c.submit);
    await expect(c.cv).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    // A Word document is fine.
    await user.upload(
      c.cv,
      new File(['DOCX'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(c.cv).not.toHaveAttribute('aria-invalid');
  },
};

export const TooLargeFile: Story = {
  play: async ({ canvas, args }) => {
    const c = controls(canvas);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(c.cv, big);
    await expect(canvas.getByText('cv.pdf')).toBeVisible();
    const message = 'El CV supera el tamaño máximo de 5 MB. Adjunta un archivo más ligero.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(c.cv).toHaveAttribute('aria-invalid', 'true');

    await fill(canvas, maria);
    await userEvent.click(c.submit);
    await expect(c.cv).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    // Exactly 5 MB is still accepted.
    await userEvent.upload(
      c.cv,
      new File([new Uint8Array(5 * 1024 * 1024)], 'cv-comprimido.pdf', {
        type: 'application/pdf',
      }),
    );
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(c.submit);
    await findToast('status', es.success);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: {
    // The mail service never answers: the form stays in its sending state.
    onSend: fn((_values: ApplicationValues) => new Promise<void>(() => {})).mockName('onSend'),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    await fill(canvas, { ...maria, cv: pdf() });
    await userEvent.click(c.submit);

    const sending = await canvas.findByRole('button', { name: 'Enviando...' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveFocus();
    await expect(sending).toHaveAttribute('data-state', 'submitting');
    const form = formOf(canvasElement);
    await expect(form).toHaveAttribute('data-state', 'submitting');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    for (const control of [
      c.name,
      c.email,
      c.phone,
      c.salary,
      c.experience,
      c.englishLevel,
      c.cv,
      c.message,
    ]) {
      await expect(control).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Quitar archivo' })).toBeDisabled();
    await userEvent.click(sending, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    const cv = pdf();
    await fill(canvas, { ...maria, englishLevelLabel: 'Avanzado', cv });
    await userEvent.click(c.submit);

    await findToast('status', 'Aplicación enviada correctamente.');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith({ ...maria, englishLevel: 'advanced', cv });
    await expect(args.onSent).toHaveBeenCalledTimes(1);
    await expect(args.onSendError).not.toHaveBeenCalled();
    // Reset: empty fields, the default level, no file (in the native input too), no errors.
    for (const input of [c.name, c.email, c.phone, c.salary, c.experience, c.message]) {
      await expect(input).toHaveValue('');
    }
    await expect(c.englishLevel).toHaveDisplayValue('Intermedio');
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await expect(canvas.queryByText('cv-maria-lopez.pdf')).not.toBeInTheDocument();
    await expect(c.cv.files).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enviar Aplicación' })).toBeEnabled();
  },
};

export const Failure: Story = {
  args: {
    onSend: fn(async (_values: ApplicationValues) => {
      throw new Error('EmailJS: 413 Payload Too Large');
    }).mockName('onSend'),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const c = controls(canvas);
    const cv = pdf();
    await fill(canvas, { ...maria, englishLevelLabel: 'Nativo', cv });
    await userEvent.click(c.submit);

    await findToast('alert', 'Error al enviar la aplicación. Por favor, intenta nuevamente.');
    await expect(args.onSendError).toHaveBeenCalledTimes(1);
    await expect(args.onSendError).toHaveBeenCalledWith(
      new Error('EmailJS: 413 Payload Too Large'),
    );
    await expect(args.onSent).not.toHaveBeenCalled();
    await expect(within(document.body).queryByText(es.success)).not.toBeInTheDocument();
    // Every value is kept, the chosen CV included.
    await expect(c.name).toHaveValue(maria.name);
    await expect(c.email).toHaveValue(maria.email);
    await expect(c.phone).toHaveValue(maria.phone);
    await expect(c.salary).toHaveValue(maria.salary);
    await expect(c.experience).toHaveValue(maria.experience);
    await expect(c.message).toHaveValue(maria.message);
    await expect(c.englishLevel).toHaveDisplayValue('Nativo');
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    // Trying again sends the same file.
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Aplicación' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    await expect(args.onSend).toHaveBeenLastCalledWith({ ...maria, englishLevel: 'native', cv });
  },
};

const draftKey = 'application-form:Product Owner';

/** The typed answers survive a reload in the tab; the CV never goes into sessionStorage. */
export const Draft: Story = {
  args: { draftKey },
  beforeEach: () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: 'Lucía Romero', salary: '$2800' }));
  },
  play: async ({ canvas }) => {
    const c = controls(canvas);
    await waitFor(() => expect(c.name).toHaveValue('Lucía Romero'));
    await expect(c.salary).toHaveValue('$2800');
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();

    await userEvent.type(c.experience, '3');
    await userEvent.selectOptions(c.englishLevel, 'Avanzado');
    await userEvent.upload(c.cv, pdf());
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toEqual({
        name: 'Lucía Romero',
        email: '',
        phone: '',
        salary: '$2800',
        experience: '3',
        englishLevel: 'advanced',
        message: '',
      }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const c = controls(canvas);
    // One column: each field under the previous one.
    const rect = (el: HTMLElement) => fieldOf(el).getBoundingClientRect();
    await expect(rect(c.email).top).toBeGreaterThanOrEqual(rect(c.name).bottom);
    await expect(rect(c.salary).top).toBeGreaterThanOrEqual(rect(c.phone).bottom);
    const form = formOf(canvasElement);
    await expect(c.submit.getBoundingClientRect().width).toBeCloseTo(
      form.getBoundingClientRect().width,
      0,
    );

    await userEvent.upload(
      c.cv,
      new File(
        ['%PDF-1.4'],
        'cv-maria-fernanda-lopez-garcia-product-owner-senior-version-final-2025.pdf',
        { type: 'application/pdf' },
      ),
    );
    const name = canvas.getByText(/cv-maria-fernanda/);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Quitar archivo' })).toBeVisible();
    await userEvent.click(c.submit);
    await expect(c.name).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectContained(form, [
      ...canvas.getAllByRole('textbox').map(fieldOf),
      fieldOf(c.cv),
      c.submit,
    ]);
  },
};
