import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { HoneypotField, RequiredNote, SubmitButton } from '../ui/forms/FormParts';

// The pieces both forms share. The forms' own stories show them in place; these show each state.
const meta = {
  title: 'Forms/Form parts',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { submitting: false, label: 'Enviar mensaje', sendingLabel: 'Enviando...' },
  argTypes: {
    submitting: { control: 'boolean' },
    label: { control: 'text' },
    sendingLabel: { control: 'text' },
  },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitIdle: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar mensaje' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

export const SubmitFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar mensaje' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'submitting');
    // Dimmed while sending.
    await expect(Number(getComputedStyle(button).opacity)).toBeLessThan(1);
  },
};

export const SubmitEnglish: Story = {
  args: { label: 'Submit Application', sendingLabel: 'Sending...' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit Application' }),
    ).toBeEnabled();
  },
};

export const Required: Story = {
  render: () => <RequiredNote>Campos obligatorios</RequiredNote>,
  play: async ({ canvasElement }) => {
    // The asterisk is decoration: screen readers hear only the words.
    const note = within(canvasElement).getByText('Campos obligatorios');
    await expect(note).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  },
};

function HoneypotDemo() {
  const [value, setValue] = useState('');
  return (
    <div>
      <HoneypotField
        id="hp"
        name="website"
        label="Deja este campo vacío"
        value={value}
        onChange={setValue}
      />
      <button type="button">Después</button>
      <output aria-label="Valor del campo trampa">{value || '(vacío)'}</output>
    </div>
  );
}

export const Honeypot: Story = {
  render: () => <HoneypotDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // People never meet it: out of the accessibility tree and the tab order, off-screen.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Después' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[name=website]');
    if (!input) throw new Error('honeypot input missing');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    // A bot that fills it is noticed.
    await userEvent.type(input, 'spam');
    await expect(canvas.getByText('spam')).toBeVisible();
  },
};
