import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, Select } from '../ui';
import { tokenColor } from './fixtures/dom';

const budgetOptions = [
  { value: 'menos-1000', label: 'Menos de $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-25000', label: '$10,000 - $25,000' },
  { value: 'mas-25000', label: 'Más de $25,000' },
];

const budgetOptionsEn = [
  { value: 'menos-1000', label: 'Less than $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-25000', label: '$10,000 - $25,000' },
  { value: 'mas-25000', label: 'More than $25,000' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    name: 'presupuesto',
    placeholder: 'Selecciona un rango',
    options: budgetOptions,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    options: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Presupuesto">
        <Select {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    // The placeholder comes first, with an empty value, then the five ranges.
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Selecciona un rango');
    const options = canvas.getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Selecciona un rango',
      'Menos de $1,000',
      '$1,000 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      'Más de $25,000',
    ]);
    await userEvent.selectOptions(select, '$1,000 - $5,000');
    await expect(select).toHaveValue('1000-5000');
    await expect(select).toHaveDisplayValue('$1,000 - $5,000');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(select, 'Más de $25,000');
    await expect(select).toHaveValue('mas-25000');
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    await expect(getComputedStyle(select).outlineColor).toBe(tokenColor('--color-ring'));
  },
};

export const LabelClick: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await userEvent.click(canvas.getByText('Presupuesto'));
    await expect(select).toHaveFocus();
  },
};

export const Preselected: Story = {
  args: { defaultValue: '5000-10000' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(select).toHaveValue('5000-10000');
    await expect(canvas.getByRole('option', { name: '$5,000 - $10,000' })).toHaveProperty(
      'selected',
      true,
    );
  },
};

export const Required: Story = {
  render: (args) => (
    <div className="max-w-md">
      <Field label="Presupuesto" required hint="Orientativo: lo ajustamos contigo.">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Orientativo: lo ajustamos contigo.');
    // Nothing chosen yet: the native constraint reports it as missing.
    await expect((select as HTMLSelectElement).validity.valueMissing).toBe(true);
    await userEvent.selectOptions(select, '$10,000 - $25,000');
    await expect((select as HTMLSelectElement).validity.valid).toBe(true);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="max-w-md">
      <Field label="Presupuesto" required error="Selecciona un presupuesto aproximado.">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecciona un presupuesto aproximado.');
    await expect(getComputedStyle(select).borderTopColor).toBe(tokenColor('--color-danger'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1000-5000' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('1000-5000');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A single option can be unavailable, e.g. a range the agency no longer takes on. */
export const DisabledOption: Story = {
  args: {
    options: budgetOptions.map((o) => (o.value === 'menos-1000' ? { ...o, disabled: true } : o)),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    await expect(canvas.getByRole('option', { name: 'Menos de $1,000' })).toBeDisabled();
    await userEvent.selectOptions(select, '$1,000 - $5,000');
    await expect(select).toHaveValue('1000-5000');
  },
};

export const LongText: Story = {
  args: {
    name: 'servicio',
    placeholder: 'Selecciona el servicio que mejor describe tu proyecto',
    options: [
      {
        value: 'tienda',
        label: 'Tienda online con pasarela de pago, gestión de inventario y envíos internacionales',
      },
      {
        value: 'corporativa',
        label: 'Web corporativa multilingüe con blog, área de clientes y formularios de contacto',
      },
      {
        value: 'app',
        label: 'Aplicación móvil para iOS y Android conectada a tu sistema de gestión actual',
      },
    ],
  },
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Servicio">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Servicio' });
    await userEvent.selectOptions(
      select,
      'Aplicación móvil para iOS y Android conectada a tu sistema de gestión actual',
    );
    await expect(select).toHaveValue('app');
    // The closed select keeps the column's width; the long label is clipped, not overflowing.
    const column = select.closest('.max-w-xs') as HTMLElement;
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right + 0.5,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Field label="Presupuesto" required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const select = canvas.getByRole('combobox', { name: 'Presupuesto' });
    const rect = select.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.8);
    await userEvent.selectOptions(select, 'Menos de $1,000');
    await expect(select).toHaveValue('menos-1000');
  },
};

export const Spanish: Story = {
  args: {
    name: 'tipo',
    placeholder: 'Selecciona un tipo de proyecto',
    options: [
      { value: 'web', label: 'Aplicación Web' },
      { value: 'movil', label: 'Aplicación Móvil' },
      { value: 'ecommerce', label: 'E-commerce' },
      { value: 'empresarial', label: 'Sistema Empresarial' },
      { value: 'marketing', label: 'Marketing Digital' },
    ],
  },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Tipo de proyecto" required>
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const select = canvas.getByRole('combobox', { name: 'Tipo de proyecto' });
    await userEvent.selectOptions(select, 'E-commerce');
    await expect(select).toHaveValue('ecommerce');
    await expect(select).toHaveDisplayValue('E-commerce');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { name: 'budget', placeholder: 'Select a range', options: budgetOptionsEn },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Budget" required error="Please select an approximate budget.">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('en');
    const select = canvas.getByRole('combobox', { name: 'Budget' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select an approximate budget.');
    await userEvent.selectOptions(select, 'More than $25,000');
    await expect(select).toHaveValue('mas-25000');
  },
};
