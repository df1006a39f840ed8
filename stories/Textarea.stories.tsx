import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Textarea } from '../ui';
import { tokenColor } from './fixtures/dom';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    name: 'mensaje',
    placeholder: 'Cuéntanos sobre tu proyecto: objetivos, plazos y cualquier referencia útil.',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 } },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    maxLength: { control: 'number' },
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Mensaje">
        <Textarea {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(
      textarea,
      'Hola, necesitamos renovar la web de nuestra clínica.{Enter}¿Podemos hablar esta semana?',
    );
    await expect(textarea).toHaveValue(
      'Hola, necesitamos renovar la web de nuestra clínica.\n¿Podemos hablar esta semana?',
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await expect(getComputedStyle(textarea).outlineStyle).toBe('solid');
    await expect(getComputedStyle(textarea).outlineColor).toBe(tokenColor('--color-ring'));
  },
};

export const LabelClick: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.click(canvas.getByText('Mensaje'));
    await expect(textarea).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { maxLength: 1000 },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Mensaje" required hint="Máximo 1000 caracteres.">
        <Textarea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Máximo 1000 caracteres.');
    await expect(textarea).toHaveAttribute('maxlength', '1000');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Quiero una web' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Mensaje" required error="El mensaje debe tener al menos 20 caracteres.">
        <Textarea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'El mensaje debe tener al menos 20 caracteres.',
    );
    await expect(getComputedStyle(textarea).borderTopColor).toBe(tokenColor('--color-danger'));
    await userEvent.type(textarea, ' para mi restaurante');
    await expect(textarea).toHaveValue('Quiero una web para mi restaurante');
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'Solicitud enviada el 12 de marzo. Te contactaremos en menos de 24 horas.',
  },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'xyz', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue(
      'Solicitud enviada el 12 de marzo. Te contactaremos en menos de 24 horas.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomRows: Story = {
  args: { rows: 8 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveAttribute('rows', '8');
    // Taller than the default four rows (96px minimum).
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};

const longMessage = [
  'Hola, somos una cadena de cinco clínicas dentales en Valencia y Alicante.',
  'Necesitamos una web nueva con reserva de citas online, fichas de cada tratamiento,',
  'precios orientativos, un blog para consejos de salud bucodental y un área privada',
  'donde los pacientes puedan descargar sus presupuestos y facturas.',
  'También queremos conectar el formulario de contacto con nuestro CRM y medir las',
  'conversiones en Google Analytics. Nuestro plazo ideal es antes de septiembre.',
  'Adjuntamos referencias: https://www.ejemplo-de-clinica-dental-con-url-muy-larga.es/tratamientos/ortodoncia-invisible',
].join(' ');

export const LongText: Story = {
  args: { defaultValue: longMessage },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveValue(longMessage);
    // Lines wrap (no sideways scrolling) and the box scrolls vertically past four rows.
    await expect(textarea.scrollWidth).toBeLessThanOrEqual(textarea.clientWidth);
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
    await expect(getComputedStyle(textarea).resize).toBe('vertical');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Field label="Mensaje" required>
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveAttribute('rows', '4');
    const rect = textarea.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(rect.height).toBeGreaterThanOrEqual(96);
    await expect(getComputedStyle(textarea).fontSize).toBe('16px');
  },
};

export const Spanish: Story = {
  render: (args) => (
    <div className="max-w-md">
      <Field
        label="Carta de presentación"
        hint="¿Por qué quieres trabajar con nosotros? Cuéntanos tu experiencia más relevante."
      >
        <Textarea {...args} name="carta" placeholder={undefined} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const textarea = canvas.getByRole('textbox', { name: 'Carta de presentación' });
    await expect(textarea).toHaveAccessibleDescription(/Cuéntanos tu experiencia/);
    await userEvent.type(textarea, 'Llevo cuatro años desarrollando con React y TypeScript.');
    await expect(textarea).toHaveValue('Llevo cuatro años desarrollando con React y TypeScript.');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    name: 'message',
    placeholder: 'Tell us about your project: goals, timeline and any useful references.',
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Message" required error="Your message must be at least 20 characters long.">
        <Textarea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Your message must be at least 20 characters long.',
    );
    await userEvent.type(textarea, 'We need a new online store for our bakery.');
    await expect(textarea).toHaveValue('We need a new online store for our bakery.');
  },
};
