import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../ui';
import { progressTrackVariantConfig } from '../ui/primitives/ProgressBar';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'React', value: 90, showLabel: true, tone: 'default', size: 'md' },
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    valueText: { control: 'text' },
    showLabel: { control: 'boolean' },
    tone: { control: 'select', options: optionsOf(progressTrackVariantConfig.tone) },
    size: { control: 'select', options: optionsOf(progressTrackVariantConfig.size) },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function indicatorOf(bar: HTMLElement): HTMLElement {
  const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
  if (!indicator) throw new Error('Progress indicator not found');
  return indicator;
}

/** The filled part of a bar: how far it reaches is what a sighted user reads. */
function filledWidth(bar: HTMLElement): number {
  const track = bar.getBoundingClientRect();
  const fill = indicatorOf(bar).getBoundingClientRect();
  return Math.max(0, Math.min(fill.right, track.right) - track.left);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'React' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '90%');
    await expect(canvas.getByText('90%')).toBeVisible();
  },
};

export const English: Story = {
  args: { label: 'Online shops', value: 75 },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Online shops' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('Online shops')).toBeVisible();
  },
};

/** A skills list as on the About page: one bar per technology. */
export const SkillList: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar {...args} label="React" value={95} />
      <ProgressBar {...args} label="Shopify" value={80} />
      <ProgressBar {...args} label="SEO técnico" value={70} />
      <ProgressBar {...args} label="Automatización con n8n" value={45} />
    </div>
  ),
  play: async ({ canvas }) => {
    const values = { React: 95, Shopify: 80, 'SEO técnico': 70, 'Automatización con n8n': 45 };
    for (const [name, value] of Object.entries(values)) {
      await expect(canvas.getByRole('progressbar', { name })).toHaveAttribute(
        'aria-valuenow',
        String(value),
      );
    }
    // The bars are drawn in proportion: the higher value fills more of its track.
    const react = filledWidth(canvas.getByRole('progressbar', { name: 'React' }));
    const n8n = filledWidth(canvas.getByRole('progressbar', { name: 'Automatización con n8n' }));
    await expect(react).toBeGreaterThan(n8n * 1.8);
  },
};

/** Values outside 0-100 are clamped, in what is read and what is drawn. */
export const Clamped: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar {...args} label="Rendimiento" value={130} />
      <ProgressBar {...args} label="Errores de accesibilidad" value={-5} />
    </div>
  ),
  play: async ({ canvas }) => {
    const over = canvas.getByRole('progressbar', { name: 'Rendimiento' });
    await expect(over).toHaveAttribute('aria-valuenow', '100');
    await expect(over).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(filledWidth(over)).toBeCloseTo(over.getBoundingClientRect().width, 0);

    const under = canvas.getByRole('progressbar', { name: 'Errores de accesibilidad' });
    await expect(under).toHaveAttribute('aria-valuenow', '0');
    await expect(under).toHaveAttribute('aria-valuetext', '0%');
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(filledWidth(under)).toBeLessThan(1);
  },
};

/** valueText replaces the bare number, for people and screen readers alike. */
export const ValueText: Story = {
  args: { label: 'Diseño UX/UI', value: 85, valueText: 'Avanzado' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Diseño UX/UI' });
    await expect(bar).toHaveAttribute('aria-valuenow', '85');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Avanzado');
    await expect(canvas.getByText('Avanzado')).toBeVisible();
    await expect(canvas.queryByText('85%')).not.toBeInTheDocument();
  },
};

export const ValueTextEnglish: Story = {
  args: { label: 'UX/UI design', value: 85, valueText: 'Advanced' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'UX/UI design' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Advanced');
    await expect(canvas.getByText('Advanced')).toBeVisible();
  },
};

/** The label row is hidden but still names the bar. */
export const HiddenLabel: Story = {
  args: { label: 'Progreso del proyecto', value: 60, showLabel: false },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progreso del proyecto' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    // The label row is clipped to a 1px screen-reader-only box.
    const labelRow = canvas.getByText('Progreso del proyecto').parentElement;
    await expect(labelRow?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(bar.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar {...args} size="sm" label="Pequeña" value={40} />
      <ProgressBar {...args} size="md" label="Mediana" value={60} />
      <ProgressBar {...args} size="lg" label="Grande" value={80} />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      canvas.getByRole('progressbar', { name }).getBoundingClientRect().height;
    await expect(height('Pequeña')).toBe(6);
    await expect(height('Mediana')).toBeGreaterThan(height('Pequeña'));
    await expect(height('Grande')).toBeGreaterThan(height('Mediana'));
  },
};

/** On a dark hero surface: dark track, light accent fill, light text. */
export const Dark: Story = {
  args: { tone: 'dark', label: 'Next.js', value: 88 },
  render: (args) => (
    <div className="rounded-lg bg-surface p-6 text-surface-foreground">
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Next.js' });
    await expect(bar).toHaveAttribute('aria-valuenow', '88');
    await expect(canvas.getByText('Next.js')).toBeVisible();
    const indicator = indicatorOf(bar);
    // --color-surface-accent, not the page's primary violet (too dark on the night-blue surface).
    await expect(getComputedStyle(indicator).backgroundColor).toBe(
      tokenColor('--color-surface-accent'),
    );
    await expect(getComputedStyle(bar).backgroundColor).toBe(tokenColor('--color-surface-border'));
  },
};

export const LongText: Story = {
  args: {
    label:
      'Optimización de velocidad de carga para tiendas online con catálogos de más de 10.000 productos',
    value: 67,
  },
  render: (args) => (
    <div className="max-w-xs">
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: /Optimización de velocidad de carga/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    // The label wraps; the value stays on screen next to it and nothing overflows.
    const value = canvas.getByText('67%');
    await expect(value).toBeVisible();
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      bar.getBoundingClientRect().right + 1,
    );
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(
      canvas.getByText(/10\.000 productos/).getBoundingClientRect().height,
    ).toBeGreaterThan(30);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'WordPress', value: 92 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'WordPress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '92');
    const rect = bar.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth / 2);
  },
};
