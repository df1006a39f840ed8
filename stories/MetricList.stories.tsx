import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { MetricList, type MetricListItem } from '../ui';
import { fill, formatBytes } from '../domain';
import { locales } from '../site/i18n/format';

const es = esAudit.report;
const en = enAudit.report;

const loadMetrics: MetricListItem[] = [
  { label: es.metrics.fcp.full, value: '1,4 s', rating: 'good', ratingLabel: es.ratings.good },
  {
    label: es.metrics.si.full,
    value: '4,1 s',
    rating: 'needs-improvement',
    ratingLabel: es.ratings['needs-improvement'],
  },
  { label: es.metrics.tti.full, value: '8,2 s', rating: 'poor', ratingLabel: es.ratings.poor },
  {
    label: es.metrics.tbt.full,
    value: '310 ms',
    rating: 'needs-improvement',
    ratingLabel: es.ratings['needs-improvement'],
  },
];

// Sizes as the report writes them (site/views/parts/audit-report-model.ts).
const KB = 1024;
const size = (bytes: number) => formatBytes(Math.round(bytes), locales.es);
const typeValue = (count: number, bytes: number) =>
  fill(es.resources.type, { count, size: size(bytes) });

const resources: MetricListItem[] = [
  { label: es.resources.totalSize, value: size(2.4 * KB * KB) },
  { label: es.resources.totalRequests, value: '58' },
  { label: es.resources.types.script, value: typeValue(12, 340 * KB) },
  { label: es.resources.types.image, value: typeValue(24, 1620 * KB) },
  { label: es.resources.types.font, value: typeValue(4, 180 * KB) },
];

/** The value cell of the row named `label`. */
function valueOf(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

const meta = {
  title: 'Tools/Audit/MetricList',
  component: MetricList,
  tags: ['autodocs'],
  args: { title: es.loadMetrics.title, items: loadMetrics },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    items: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-md">
      <MetricList {...args} />
    </div>
  ),
} satisfies Meta<typeof MetricList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Load metrics: each with its value and rating badge. */
export const LoadMetrics: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Métricas de carga' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'First Contentful Paint',
      'Speed Index',
      'Time to Interactive',
      'Total Blocking Time',
    ]);
    await expect(valueOf(canvasElement, 'Time to Interactive')).toHaveTextContent('8,2 sPOBRE');
    await expect(
      within(valueOf(canvasElement, 'Speed Index')).getByText('MEJORAR'),
    ).toHaveAttribute('data-variant', 'warning');
  },
};

/** Resources: plain figures, no ratings; the first resource types with count and size. */
export const Resources: Story = {
  args: { title: es.resources.title, items: resources },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Recursos' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Tamaño total')).toHaveTextContent('2,4 MB');
    await expect(valueOf(canvasElement, 'Scripts')).toHaveTextContent('12 · 340 KB');
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: en.loadMetrics.title,
    items: [
      { label: en.metrics.fcp.full, value: '1.4 s', rating: 'good', ratingLabel: en.ratings.good },
      {
        label: en.metrics.tbt.full,
        value: '310 ms',
        rating: 'needs-improvement',
        ratingLabel: en.ratings['needs-improvement'],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Load metrics' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Total Blocking Time')).toHaveTextContent(
      '310 msNEEDS WORK',
    );
  },
};

/** A phone: long labels wrap, values stay beside or under them; nothing spills. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const region = canvas
      .getByRole('region', { name: 'Métricas de carga' })
      .getBoundingClientRect();
    for (const badge of canvas.getAllByText(/BUENO|MEJORAR|POBRE/)) {
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(region.right);
    }
  },
};
