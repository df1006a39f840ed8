import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatStrip, type Stat } from '../ui';
import { statStripVariantConfig } from '../ui/sections/StatStrip';
import { cssColor, tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const statsEs: Stat[] = [
  { value: '100+', label: 'Clientes' },
  { value: '10+', label: 'Años de experiencia' },
  { value: '500+', label: 'Proyectos' },
  { value: '98%', label: 'Satisfacción' },
];

type Canvas = StoryContext['canvas'];

/** The figures as a visitor reads them: each value with its label, in order. */
function pairsIn(canvas: Canvas): Stat[] {
  const labels = canvas.getAllByRole('term');
  const values = canvas.getAllByRole('definition');
  return labels.map((label, i) => ({
    value: values[i]?.textContent ?? '',
    label: label.textContent ?? '',
  }));
}

async function expectStats(canvas: Canvas, stats: Stat[]) {
  await expect(pairsIn(canvas)).toEqual(stats);
  for (const stat of stats) {
    const value = canvas.getByText(stat.value);
    const label = canvas.getByText(stat.label);
    await expect(value).toBeVisible();
    await expect(label).toBeVisible();
    // Each figure sits above its label, in the same group.
    await expect(value.parentElement).toBe(label.parentElement);
    await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      label.getBoundingClientRect().top + 1,
    );
  }
}

function stripOf(canvas: Canvas, name: string): HTMLElement {
  return canvas.getByRole('region', { name });
}

const meta = {
  title: 'Sections/StatStrip',
  component: StatStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { stats: statsEs, title: 'Nodo Web Studio en cifras', tone: 'primary', bare: false },
  argTypes: {
    tone: { control: 'inline-radio', options: optionsOf(statStripVariantConfig.tone) },
    bare: { control: 'boolean' },
  },
} satisfies Meta<typeof StatStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four figures on the brand colour; the band is named by a heading for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const strip = stripOf(canvas, 'Nodo Web Studio en cifras');
    await expect(strip).toHaveAttribute('data-tone', 'primary');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Nodo Web Studio en cifras' });
    // Read, not shown: the figures speak for themselves on screen.
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expectStats(canvas, statsEs);
  },
};

/** Three figures share the row evenly. */
export const ThreeStats: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    stats: [
      { value: '100+', label: 'Clientes satisfechos' },
      { value: '5.0', label: 'Valoración media' },
      { value: '24/7', label: 'Soporte técnico' },
    ],
  },
  play: async ({ canvas }) => {
    await expectStats(canvas, [
      { value: '100+', label: 'Clientes satisfechos' },
      { value: '5.0', label: 'Valoración media' },
      { value: '24/7', label: 'Soporte técnico' },
    ]);
    const tops = canvas
      .getAllByRole('definition')
      .map((value) => Math.round(value.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const Dark: Story = {
  args: { tone: 'dark' },
  play: async ({ canvas }) => {
    const strip = stripOf(canvas, 'Nodo Web Studio en cifras');
    await expect(strip).toHaveAttribute('data-tone', 'dark');
    await expect(getComputedStyle(strip).backgroundColor).toBe(tokenColor('--color-surface'));
    await expect(getComputedStyle(canvas.getByText('100+')).color).toBe(
      tokenColor('--color-surface-foreground'),
    );
    await expectStats(canvas, statsEs);
  },
};

export const Primary: Story = {
  args: { tone: 'primary' },
  play: async ({ canvas }) => {
    const strip = stripOf(canvas, 'Nodo Web Studio en cifras');
    await expect(strip).toHaveAttribute('data-tone', 'primary');
    await expect(getComputedStyle(strip).backgroundColor).toBe(tokenColor('--color-primary'));
    await expect(getComputedStyle(canvas.getByText('100+')).color).toBe(
      tokenColor('--color-primary-foreground'),
    );
  },
};

export const Muted: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    const strip = stripOf(canvas, 'Nodo Web Studio en cifras');
    await expect(strip).toHaveAttribute('data-tone', 'muted');
    await expect(getComputedStyle(strip).backgroundColor).toBe(tokenColor('--color-muted'));
    await expect(getComputedStyle(canvas.getByText('100+')).color).toBe(
      tokenColor('--color-foreground'),
    );
    await expectStats(canvas, statsEs);
  },
};

/** Inside another section: no band of its own, no padding. */
export const Bare: Story = {
  args: { bare: true, title: undefined },
  decorators: [
    (Story) => (
      <div className="bg-muted p-6">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    const list = canvas.getAllByRole('term')[0]?.closest('dl');
    const strip = list?.closest<HTMLElement>('[data-slot="stat-strip"]');
    if (!strip) throw new Error('Strip not found');
    await expect(getComputedStyle(strip).backgroundColor).toBe(cssColor('transparent'));
    await expect(getComputedStyle(strip).paddingTop).toBe('0px');
    await expectStats(canvas, statsEs);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Nodo Web Studio in numbers',
    stats: [
      { value: '100+', label: 'Clients' },
      { value: '10+', label: 'Years of experience' },
      { value: '500+', label: 'Projects' },
      { value: '98%', label: 'Satisfaction' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(stripOf(canvas, 'Nodo Web Studio in numbers')).toBeInTheDocument();
    await expectStats(canvas, [
      { value: '100+', label: 'Clients' },
      { value: '10+', label: 'Years of experience' },
      { value: '500+', label: 'Projects' },
      { value: '98%', label: 'Satisfaction' },
    ]);
  },
};

export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    stats: [
      { value: '100+', label: 'Clientes en Latinoamérica, Europa y Norteamérica' },
      { value: '10+', label: 'Años desarrollando productos digitales' },
      { value: '500+', label: 'Proyectosentregadosatiempoydentrodelpresupuesto' },
      { value: '98%', label: 'Satisfacción según nuestras encuestas anuales' },
    ],
  },
  play: async ({ canvas }) => {
    const strip = stripOf(canvas, 'Nodo Web Studio en cifras');
    await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth);
    const list = canvas.getAllByRole('term')[0]?.closest('dl');
    if (!list) throw new Error('List not found');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // Each label wraps inside its own column (a centred label could spill out on both sides).
    for (const label of canvas.getAllByRole('term')) {
      await expect(label).toBeVisible();
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
      const column = label.parentElement?.getBoundingClientRect();
      if (!column) throw new Error('No column');
      const rect = label.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(column.left - 0.5);
      await expect(rect.right).toBeLessThanOrEqual(column.right + 0.5);
    }
  },
};

/** Two columns of two on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition');
    const rows = new Set(values.map((value) => Math.round(value.getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expectStats(canvas, statsEs);
  },
};
