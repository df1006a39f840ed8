import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../ui';
import { spinnerVariantConfig } from '../ui/primitives/Spinner';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Cargando...', size: 'md', showLabel: false },
  argTypes: {
    label: { control: 'text' },
    size: { control: 'select', options: optionsOf(spinnerVariantConfig.size) },
    showLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status region named `label` (Spinner names it through aria-labelledby). */
function getStatus(root: HTMLElement, label: string | RegExp): HTMLElement {
  return within(root).getByRole('status', { name: label });
}

/** The visual ring of a spinner (the part a sighted user sees turning). */
function ringOf(status: HTMLElement): HTMLElement {
  const ring = status.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!ring) throw new Error('Spinner ring not found');
  return ring;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, 'Cargando...');
    await expect(status).toBeVisible();
    // The label is only for screen readers: it takes no visible room.
    const label = within(status).getByText('Cargando...');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(ringOf(status)).animationName).toBe('spin');
  },
};

export const English: Story = {
  args: { label: 'Loading...' },
  parameters: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(getStatus(canvasElement, 'Loading...')).toBeVisible();
    await expect(getStatus(canvasElement, 'Loading...')).not.toHaveTextContent('Cargando');
  },
};

/** The label is shown next to the ring, e.g. while an SEO audit runs. */
export const ShowLabel: Story = {
  args: { label: 'Analizando tu web...', showLabel: true },
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, 'Analizando tu web...');
    const label = within(status).getByText('Analizando tu web...');
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

export const ShowLabelEnglish: Story = {
  args: { label: 'Analysing your website...', showLabel: true },
  parameters: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, 'Analysing your website...');
    await expect(within(status).getByText('Analysing your website...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" label="Cargando (pequeño)" />
      <Spinner {...args} size="md" label="Cargando (mediano)" />
      <Spinner {...args} size="lg" label="Cargando (grande)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const width = (size: string) =>
      ringOf(getStatus(canvasElement, `Cargando (${size})`)).getBoundingClientRect().width;
    await expect(width('pequeño')).toBe(16);
    await expect(width('mediano')).toBeGreaterThan(width('pequeño'));
    await expect(width('grande')).toBeGreaterThan(width('mediano'));
  },
};

/** On a dark hero surface the ring takes the surface's text colour. */
export const OnDark: Story = {
  args: { label: 'Enviando tu mensaje...', showLabel: true },
  render: (args) => (
    <div className="rounded-lg bg-surface p-6 text-surface-foreground">
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, 'Enviando tu mensaje...');
    await expect(within(status).getByText('Enviando tu mensaje...')).toBeVisible();
    await expect(getComputedStyle(ringOf(status)).borderTopColor).toBe(
      tokenColor('--color-surface-foreground'),
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Estamos revisando el rendimiento, la accesibilidad y el SEO técnico de tu tienda online; puede tardar hasta un minuto',
    showLabel: true,
  },
  render: (args) => (
    <div className="max-w-xs">
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, /SEO técnico de tu tienda online/);
    await expect(status).toBeVisible();
    // The ring keeps its size however long the label wraps.
    await expect(ringOf(status).getBoundingClientRect().width).toBe(24);
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Cargando presupuesto...', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const status = getStatus(canvasElement, 'Cargando presupuesto...');
    await expect(status).toBeVisible();
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(ringOf(status).getBoundingClientRect().width).toBe(40);
  },
};
