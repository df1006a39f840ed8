import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactDetails } from '../ui';
import { tokenColor } from './fixtures/dom';

const meta = {
  title: 'Sections/ContactDetails',
  component: ContactDetails,
  tags: ['autodocs'],
  args: {
    email: { label: 'Email', value: 'hola@nodoweb.studio', href: 'mailto:hola@nodoweb.studio' },
    phone: { label: 'Teléfono', value: '+1 (305) 555-0142', href: 'tel:+13055550142' },
    locations: { label: 'Oficinas', value: 'Miami · Valencia' },
    hours: {
      label: 'Horario (EST)',
      lines: ['Lunes a viernes: 9:00 AM - 6:00 PM', 'Sábado: 9:00 AM - 1:00 PM'],
    },
    onDark: false,
  },
  argTypes: {
    onDark: { control: 'boolean' },
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value (<dd>) shown for a term (<dt>) of the description list. */
function valueOf(term: HTMLElement): HTMLElement {
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error('No <dd>');
  return value;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('link', { name: 'hola@nodoweb.studio' });
    await expect(email).toHaveAttribute('href', 'mailto:hola@nodoweb.studio');
    await expect(email).toBeVisible();
    const phone = canvas.getByRole('link', { name: '+1 (305) 555-0142' });
    await expect(phone).toHaveAttribute('href', 'tel:+13055550142');

    // Each value sits under its label.
    await expect(valueOf(canvas.getByText('Email'))).toContainElement(email);
    await expect(valueOf(canvas.getByText('Teléfono'))).toContainElement(phone);
    await expect(valueOf(canvas.getByText('Oficinas'))).toHaveTextContent('Miami · Valencia');

    // Office hours: two lines, one under the other.
    const hours = valueOf(canvas.getByText('Horario (EST)'));
    const weekdays = within(hours).getByText('Lunes a viernes: 9:00 AM - 6:00 PM');
    const saturday = within(hours).getByText('Sábado: 9:00 AM - 1:00 PM');
    await expect(weekdays).toBeVisible();
    await expect(saturday).toBeVisible();
    await expect(saturday.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      weekdays.getBoundingClientRect().bottom,
    );
  },
};

/** Keyboard users reach the email, then the phone; the focus ring is visible. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const email = canvas.getByRole('link', { name: 'hola@nodoweb.studio' });
    await expect(email).toHaveFocus();
    await expect(getComputedStyle(email).outlineStyle).toBe('solid');
    await expect(getComputedStyle(email).outlineColor).toBe(tokenColor('--color-ring'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveFocus();
  },
};

/** On the night-blue surface (contact page hero, footer). */
export const OnDark: Story = {
  args: { onDark: true },
  decorators: [
    (Story) => (
      <div className="rounded-lg bg-surface p-6 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const email = canvas.getByRole('link', { name: 'hola@nodoweb.studio' });
    await expect(getComputedStyle(email).color).toBe(tokenColor('--color-surface-foreground'));
    await expect(getComputedStyle(canvas.getByText('Teléfono')).color).toBe(
      tokenColor('--color-surface-muted-foreground'),
    );
    await expect(canvas.getByText('Miami · Valencia')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    phone: { label: 'Phone', value: '+1 (305) 555-0142', href: 'tel:+13055550142' },
    locations: { label: 'Offices', value: 'Miami · Valencia' },
    hours: {
      label: 'Office hours (EST)',
      lines: ['Monday to Friday: 9:00 AM - 6:00 PM', 'Saturday: 9:00 AM - 1:00 PM'],
    },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas.getByText('Phone'))).toContainElement(
      canvas.getByRole('link', { name: '+1 (305) 555-0142' }),
    );
    await expect(valueOf(canvas.getByText('Offices'))).toHaveTextContent('Miami · Valencia');
    await expect(canvas.getByText('Monday to Friday: 9:00 AM - 6:00 PM')).toBeVisible();
    await expect(canvas.getByText('Saturday: 9:00 AM - 1:00 PM')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    email: {
      label: 'Email de proyectos corporativos',
      value: 'departamento.de.proyectos.internacionales.y.alianzas@nodoweb.studio',
      href: 'mailto:departamento.de.proyectos.internacionales.y.alianzas@nodoweb.studio',
    },
    locations: {
      label: 'Oficinas',
      value: 'Miami · Valencia · Ciudad de México · Buenos Aires · Bogotá · Santiago de Chile',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs rounded-lg border border-border p-4" data-testid="contact-card">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('contact-card');
    const email = canvas.getByRole('link', { name: /departamento\.de\.proyectos/ });
    await expect(email).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('link', { name: 'hola@nodoweb.studio' }).closest('dl');
    if (!list) throw new Error('List not found');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.getByText('Sábado: 9:00 AM - 1:00 PM')).toBeVisible();
  },
};
