import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { RadarChart, type RadarDimension } from '../ui';
import { expectDrawn } from './fixtures/charts';

const es = esAudit.charts.radar;
const en = enAudit.charts.radar;

// The targets of spec section 9.
const targets = {
  performance: 90,
  seo: 95,
  accessibility: 90,
  bestPractices: 85,
  userExperience: 90,
};
type Scores = Record<keyof typeof targets, number>;

/** The five dimensions as the page builds them from a result. */
const dimensionsOf = (scores: Scores, texts = es): RadarDimension[] =>
  (Object.keys(targets) as (keyof typeof targets)[]).map((key) => ({
    label: texts.dimensions[key],
    value: scores[key],
    target: targets[key],
  }));

const good = {
  performance: 96,
  seo: 100,
  accessibility: 94,
  bestPractices: 92,
  userExperience: 91,
};
const poor = { performance: 34, seo: 58, accessibility: 61, bestPractices: 50, userExperience: 45 };

/** The table's rows as a screen reader reads them: dimension, your score, target. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
}

const meta = {
  title: 'Tools/Audit/RadarChart',
  component: RadarChart,
  tags: ['autodocs'],
  args: { dimensions: dimensionsOf(good), texts: es },
  argTypes: {
    dimensions: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A strong site: every score reaches its target. */
export const GoodScores: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: es.title })).toBeVisible();
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(rowsOf(table)).toEqual([
      ['Rendimiento', '96', '90'],
      ['SEO', '100', '95'],
      ['Accesibilidad', '94', '90'],
      ['Buenas prácticas', '92', '85'],
      ['Experiencia de usuario', '91', '90'],
    ]);
    await expectDrawn(canvasElement);
  },
};

/** A weak site: the table gives each shortfall against its target. */
export const PoorScores: Story = {
  args: { dimensions: dimensionsOf(poor) },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dimensión', 'Tu sitio', 'Objetivo']);
    const performance = within(table).getByRole('row', { name: /Rendimiento/ });
    await expect(
      within(performance)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['34', '90']);
    await expectDrawn(canvasElement);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { dimensions: dimensionsOf(good, en), texts: en },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(
      canvas.getByRole('figure', { name: 'Your site against the targets' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: en.caption });
    await expect(
      within(table).getByRole('rowheader', { name: 'User experience' }),
    ).toBeInTheDocument();
    await expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Your site');
    await expectDrawn(canvasElement);
  },
};

/** A phone: the chart keeps its box's proportions, inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { dimensions: dimensionsOf(poor) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const chart = await expectDrawn(canvasElement);
    const box = chart.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The box's 5:4 ratio, fixed by CSS before the chart draws.
    await expect(box.width / box.height).toBeCloseTo(1.25, 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The narrowest supported width, 320 px: still drawn, nothing sticks out. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-80">
      <RadarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = await expectDrawn(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};
