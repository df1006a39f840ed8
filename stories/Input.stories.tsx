import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field, Input } from '../ui';
import { tokenColor } from './fixtures/dom';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: {
    type: 'text',
    name: 'nombre',
    autoComplete: 'name',
    placeholder: 'Tu nombre y apellidos',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'search', 'number'] },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Nombre">
        <Input {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('placeholder', 'Tu nombre y apellidos');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'María López');
    await expect(input).toHaveValue('María López');
    await expect(args.onChange).toHaveBeenCalledTimes('María López'.length);
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const style = getComputedStyle(input);
    await expect(style.outlineStyle).toBe('solid');
    // Focus ring and border take the brand accent (the border eases in).
    await expect(style.outlineColor).toBe(tokenColor('--color-ring'));
    const accent = tokenColor('--color-primary');
    await waitFor(() => expect(getComputedStyle(input).borderTopColor).toBe(accent));
  },
};

export const LabelClick: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.click(canvas.getByText('Nombre'));
    await expect(input).toHaveFocus();
  },
};

export const Email: Story = {
  args: { type: 'email', name: 'email', autoComplete: 'email', placeholder: 'tu@empresa.com' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Email" required>
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'maria.lopez@empresa.com');
    await expect(input).toHaveValue('maria.lopez@empresa.com');
  },
};

export const WithHint: Story = {
  args: { type: 'tel', name: 'telefono', autoComplete: 'tel', placeholder: '+34 600 000 000' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Teléfono" hint="Opcional. Te llamamos solo si lo prefieres al email.">
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveAccessibleDescription(
      'Opcional. Te llamamos solo si lo prefieres al email.',
    );
    await expect(input).not.toBeRequired();
    await userEvent.type(input, '+34 612 345 678');
    await expect(input).toHaveValue('+34 612 345 678');
  },
};

export const Invalid: Story = {
  args: {
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'tu@empresa.com',
    defaultValue: 'maria.lopez@',
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Email" required error="Introduce un email válido.">
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Introduce un email válido.');
    await expect(getComputedStyle(input).borderTopColor).toBe(tokenColor('--color-danger'));
    // The user can still correct the value.
    await userEvent.type(input, 'empresa.com');
    await expect(input).toHaveValue('maria.lopez@empresa.com');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'María López' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'xyz', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('María López');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: { name: 'empresa', autoComplete: 'organization', placeholder: undefined },
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Empresa">
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Empresa' });
    const value =
      'Distribuidora Internacional de Equipos Médicos y Material Hospitalario del Mediterráneo S.L.';
    await userEvent.type(input, value);
    await expect(input).toHaveValue(value);
    // The text scrolls inside the box; the box keeps the column's width.
    const column = input.closest('.max-w-xs') as HTMLElement;
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(
      column.getBoundingClientRect().width + 0.5,
    );
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Field label="Nombre">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    const rect = input.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.8);
    // 16px text: mobile Safari does not zoom into the field on focus.
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};

export const Spanish: Story = {
  args: { name: 'empresa', autoComplete: 'organization', placeholder: 'Nombre de tu empresa' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Empresa" hint="Opcional.">
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const input = canvas.getByRole('textbox', { name: 'Empresa' });
    await expect(input).toHaveAccessibleDescription('Opcional.');
    await userEvent.type(input, 'Panadería Núñez');
    await expect(input).toHaveValue('Panadería Núñez');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { placeholder: 'Your full name' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Name" required error="Please enter your name.">
        <Input {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your name.');
    await userEvent.type(input, 'Jane Smith');
    await expect(input).toHaveValue('Jane Smith');
  },
};
