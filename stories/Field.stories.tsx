import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, Input, Select, Textarea } from '../ui';
import { tokenColor } from './fixtures/dom';

const budgetOptions = [
  { value: 'menos-1000', label: 'Menos de $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-25000', label: '$10,000 - $25,000' },
  { value: 'mas-25000', label: 'Más de $25,000' },
];

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Nombre',
    required: false,
    hideLabel: false,
    children: <Input name="nombre" autoComplete="name" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    hideLabel: { control: 'boolean' },
    children: { control: false },
  },
  render: (args) => (
    <div className="max-w-md">
      <Field {...args} />
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the visible label puts the caret in its control.
    await userEvent.click(canvas.getByText('Nombre'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'María López');
    await expect(input).toHaveValue('María López');
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    // The asterisk is decoration: the name stays 'Nombre' and the attribute carries the meaning.
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('required');
    const asterisk = within(canvasElement).getByText('*');
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    await expect(asterisk).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Email',
    hint: 'Te responderemos en menos de 24 horas.',
    children: <Input type="email" name="email" autoComplete="email" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Te responderemos en menos de 24 horas.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Te responderemos en menos de 24 horas.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    required: true,
    error: 'Introduce un email válido, por ejemplo nombre@empresa.com.',
    children: <Input type="email" name="email" autoComplete="email" defaultValue="maria@" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Introduce un email válido, por ejemplo nombre@empresa.com.',
    );
    await expect(input).toBeRequired();
    const field = canvasElement.querySelector('[data-slot="field"]');
    await expect(field).toHaveAttribute('data-invalid', 'true');
    // The error is drawn in the danger colour, and so is the control's border.
    const danger = tokenColor('--color-danger');
    const message = canvas.getByText(/Introduce un email válido/);
    await expect(getComputedStyle(message).color).toBe(danger);
    await expect(getComputedStyle(input).borderTopColor).toBe(danger);
  },
};

export const HintAndError: Story = {
  args: {
    label: 'Teléfono',
    hint: 'Incluye el prefijo del país.',
    error: 'El teléfono solo puede contener números, espacios y el signo +.',
    children: <Input type="tel" name="telefono" autoComplete="tel" defaultValue="+34 600 abc" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Hint first, then the error: both are read with the control.
    await expect(input).toHaveAccessibleDescription(
      'Incluye el prefijo del país. El teléfono solo puede contener números, espacios y el signo +.',
    );
  },
};

export const Disabled: Story = {
  args: {
    label: 'Email',
    hint: 'No se puede cambiar después de enviar la solicitud.',
    children: <Input type="email" name="email" defaultValue="maria.lopez@empresa.com" disabled />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('maria.lopez@empresa.com');
  },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Buscar en el blog',
    hideLabel: true,
    children: <Input type="search" name="q" placeholder="Buscar artículos..." />,
  },
  play: async ({ canvas }) => {
    // Not shown, but still the control's name.
    const input = canvas.getByRole('searchbox', { name: 'Buscar en el blog' });
    await expect(input).toBeVisible();
    await expect(canvas.getByText('Buscar en el blog')).toHaveClass('sr-only');
  },
};

/** A Field wires any control: here a native select. */
export const WithSelect: Story = {
  args: {
    label: 'Presupuesto',
    required: true,
    hint: 'Orientativo: lo ajustamos contigo.',
    children: (
      <Select name="presupuesto" placeholder="Selecciona un rango" options={budgetOptions} />
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Orientativo: lo ajustamos contigo.');
    await userEvent.selectOptions(select, '$5,000 - $10,000');
    await expect(select).toHaveValue('5000-10000');
  },
};

/** A Field wires any control: here the message box. */
export const WithTextarea: Story = {
  args: {
    label: 'Mensaje',
    required: true,
    error: 'Cuéntanos un poco más sobre tu proyecto (mínimo 20 caracteres).',
    children: <Textarea name="mensaje" defaultValue="Quiero una web" />,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Cuéntanos un poco más sobre tu proyecto (mínimo 20 caracteres).',
    );
    await userEvent.click(canvas.getByText('Mensaje'));
    await expect(textarea).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: '¿Cómo nos conociste? Cuéntanos si fue por una recomendación, por Google o por redes',
    hint: 'Nos ayuda a saber qué canales funcionan mejor y a agradecer las recomendaciones a quien corresponda.',
    error:
      'Este campo es obligatorio. Si no lo recuerdas, escribe «No lo sé» y seguiremos con tu solicitud.',
    required: true,
    children: <Input name="origen" />,
  },
  render: (args) => (
    <div className="max-w-xs">
      <Field {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /Cómo nos conociste/ });
    await expect(input).toHaveAccessibleDescription(/Este campo es obligatorio/);
    // Long label, hint and error wrap inside the column instead of overflowing it.
    const field = canvasElement.querySelector('[data-slot="field"]') as HTMLElement;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth + 1);
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      field.getBoundingClientRect().right + 0.5,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Email',
    required: true,
    hint: 'Te responderemos en menos de 24 horas.',
    children: <Input type="email" name="email" autoComplete="email" />,
  },
  render: (args) => <Field {...args} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const rect = input.getBoundingClientRect();
    // Full-width and a comfortable touch target.
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.8);
    await userEvent.type(input, 'maria.lopez@empresa.com');
    await expect(input).toHaveValue('maria.lopez@empresa.com');
  },
};

export const Spanish: Story = {
  args: {
    label: 'Nombre',
    required: true,
    hint: 'Cómo quieres que te llamemos.',
    children: <Input name="nombre" autoComplete="name" />,
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAccessibleDescription('Cómo quieres que te llamemos.');
    await userEvent.type(input, 'José Martínez');
    await expect(input).toHaveValue('José Martínez');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    label: 'Name',
    required: true,
    hint: 'How you would like us to address you.',
    error: 'Please enter your name.',
    children: <Input name="name" autoComplete="name" />,
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'How you would like us to address you. Please enter your name.',
    );
    await userEvent.click(canvas.getByText('Name'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Jane Smith');
    await expect(input).toHaveValue('Jane Smith');
  },
};
