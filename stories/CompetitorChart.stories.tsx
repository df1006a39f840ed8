import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { CompetitorChart } from '../ui';
import { fill } from './fixtures/interaction';

const es = esAudit.charts.competitors;
const en = enAudit.charts.competitors;

type Competition = { yours: number; industry: number; best: number; rank: number; total: number };

/** The bars, rank and gap as the page writes them from the analysis. */
function propsOf({ yours, industry, best, rank, total }: Competition, texts = es) {
  const points = Math.max(best - yours, 0);
  return {
    bars: [
      { label: texts.yours, value: yours },
      { label: texts.industry, value: industry },
      { label: texts.best, value: best },
    ],
    rank: fill(texts.rank, { rank, total }),
    gap:
      points === 0
        ? texts.leader
        : fill(points === 1 ? texts.gap_one : texts.gap_other, { count: points }),
    texts,
  };
}

/** The canvas is hidden from screen readers, has a size, and has something painted on it. */
async function expectDrawn(root: HTMLElement) {
  const chart = root.querySelector('canvas');
  if (!chart) throw new Error('No chart canvas');
  await expect(chart).toHaveAttribute('aria-hidden', 'true');
  await waitFor(() => {
    expect(chart.width).toBeGreaterThan(0);
    expect(chart.height).toBeGreaterThan(0);
    const pixels = chart.getContext('2d')?.getImageData(0, 0, chart.width, chart.height).data;
    expect(pixels?.some((value, index) => index % 4 === 3 && value > 0)).toBe(true);
  });
  return chart;
}

/** Each site's score as a screen reader reads the table. */
const scoresOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const meta = {
  title: 'Tools/Audit/CompetitorChart',
  component: CompetitorChart,
  tags: ['autodocs'],
  args: propsOf({ yours: 88, industry: 72, best: 91, rank: 2, total: 15 }),
  argTypes: {
    rank: { control: 'text' },
    gap: { control: 'text' },
    bars: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof CompetitorChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the industry average, close behind the best competitor. */
export const GoodScores: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: es.title })).toBeVisible();
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Tu sitio', 'Promedio del sector', 'Mejor competidor']);
    await expect(scoresOf(table)).toEqual(['88', '72', '91']);
    await expect(canvas.getByText('Puesto 2 de 15 sitios analizados')).toBeVisible();
    await expect(canvas.getByText('3 puntos por detrás del líder')).toBeVisible();
    await expectDrawn(canvasElement);
  },
};

/** Below the average, far from the leader. */
export const PoorScores: Story = {
  args: propsOf({ yours: 54, industry: 72, best: 89, rank: 8, total: 15 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(scoresOf(canvas.getByRole('table', { name: es.caption }))).toEqual([
      '54',
      '72',
      '89',
    ]);
    await expect(canvas.getByText('Puesto 8 de 15 sitios analizados')).toBeVisible();
    await expect(canvas.getByText('35 puntos por detrás del líder')).toBeVisible();
    await expectDrawn(canvasElement);
  },
};

/** First in its sector: no gap to speak of. */
export const Leader: Story = {
  args: propsOf({ yours: 95, industry: 72, best: 95, rank: 1, total: 15 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Puesto 1 de 15 sitios analizados')).toBeVisible();
    await expect(canvas.getByText('Lideras tu sector')).toBeVisible();
    await expect(canvas.queryByText(/por detrás/)).toBeNull();
    await expectDrawn(canvasElement);
  },
};

/** One point behind: the singular. */
export const OnePointBehind: Story = {
  args: propsOf({ yours: 90, industry: 72, best: 91, rank: 2, total: 15 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 punto por detrás del líder')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: propsOf({ yours: 76, industry: 72, best: 93, rank: 5, total: 15 }, en),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(
      canvas.getByRole('figure', { name: 'How you compare with competitors' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: en.caption });
    await expect(within(table).getByRole('rowheader', { name: 'Industry average' })).toBeVisible();
    await expect(canvas.getByText('Ranked 5 of 15 sites analysed')).toBeVisible();
    await expect(canvas.getByText('17 points behind the leader')).toBeVisible();
    await expectDrawn(canvasElement);
  },
};

/** A phone: the chart and its texts fit the screen, the texts beneath the chart. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const chart = (await expectDrawn(canvasElement)).getBoundingClientRect();
    await expect(chart.right).toBeLessThanOrEqual(window.innerWidth);
    const rank = canvas.getByText('Puesto 2 de 15 sitios analizados').getBoundingClientRect();
    await expect(rank.top).toBeGreaterThanOrEqual(chart.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The narrowest supported width, 320 px: still drawn, nothing sticks out. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-80">
      <CompetitorChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = await expectDrawn(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};
