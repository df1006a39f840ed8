import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { ChartFigure, type ChartFigureProps } from '../ui/tools/audit/ChartFigure';

const radar = esAudit.charts.radar;
const enRadar = enAudit.charts.radar;

/** The radar's title and table in one language's texts. */
function radarFigure(texts: typeof radar) {
  return {
    heading: texts.title,
    table: {
      caption: texts.caption,
      headers: [texts.dimension, texts.yours, texts.target],
      rows: [
        { label: texts.dimensions.performance, values: [88, 90] },
        { label: texts.dimensions.seo, values: [100, 95] },
      ],
    },
  };
}

/** The frame the audit's charts share: a titled figure, the drawing, and its data as a table. */
const meta = {
  title: 'Tools/Audit/ChartFigure',
  component: ChartFigure,
  tags: ['autodocs'],
  args: {
    'data-slot': 'chart-figure',
    ...radarFigure(radar),
    boxClassName: 'mx-auto aspect-[5/4] w-full max-w-xl bg-muted',
    chart: ((canvas) => <canvas {...canvas} />) as ChartFigureProps['chart'],
  },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure is named by its title; the drawing is hidden from screen readers, the table is not. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: radar.title })).toBeVisible();
    const table = canvas.getByRole('table', { name: radar.caption });
    await expect(within(table).getByRole('rowheader', { name: radar.dimensions.seo })).toBeTruthy();
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['88', '90', '100', '95']);
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Before the theme is read there is no drawing yet; the box keeps its size and the table is there. */
export const BeforeDrawing: Story = {
  args: { chart: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(within(canvasElement).getByRole('table', { name: radar.caption })).toBeTruthy();
  },
};

/** On a phone the hidden table does not widen the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In English: the title, caption, headers and dimensions are the visitor's language. */
export const English: Story = {
  parameters: { lang: 'en' },
  args: radarFigure(enRadar),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: enRadar.title })).toBeVisible();
    await expect(canvas.getByRole('table', { name: enRadar.caption })).toBeTruthy();
  },
};
