import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { ImpactChart } from '../ui';
import { fill } from '../domain';
import { expectDrawn } from './fixtures/charts';

const es = esAudit.charts.impact;
const en = enAudit.charts.impact;

/** The analysis's business impact, in percent (domain/audit/types.ts, AiAnalysis). */
type Impact = {
  conversion: number;
  seoTraffic: number;
  userExperience: number;
  speed: number;
  mobile: number;
};

/** The slices, highlights and formatting as the page writes them from the analysis. */
function propsOf(impact: Impact, texts = es) {
  return {
    slices: (Object.keys(impact) as (keyof Impact)[]).map((key) => ({
      label: texts[key],
      value: impact[key],
    })),
    highlights: [
      {
        label: texts.conversionIncrease,
        value: fill(texts.increase, { value: impact.conversion }),
      },
      {
        label: texts.seoTrafficIncrease,
        value: fill(texts.increase, { value: impact.seoTraffic }),
      },
    ],
    formatValue: (value: number) => fill(texts.percent, { value }),
    texts,
  };
}

/** The headline figures: each label with its value. */
const highlightsOf = (root: HTMLElement) =>
  within(root)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const meta = {
  title: 'Tools/Audit/ImpactChart',
  component: ImpactChart,
  tags: ['autodocs'],
  args: propsOf({ conversion: 4, seoTraffic: 6, userExperience: 5, speed: 3, mobile: 5 }),
  argTypes: {
    slices: { control: 'object' },
    highlights: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof ImpactChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site already in good shape: small gains left. */
export const GoodScores: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: es.title })).toBeVisible();
    await expect(highlightsOf(canvasElement)).toEqual([
      ['Aumento estimado de conversión', '+4 %'],
      ['Aumento estimado de tráfico SEO', '+6 %'],
    ]);
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Área', 'Mejora estimada']);
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 %', '6 %', '5 %', '3 %', '5 %']);
    await expectDrawn(canvasElement);
  },
};

/** A slow, hard-to-find site: large gains, speed first. */
export const PoorScores: Story = {
  args: propsOf({ conversion: 18, seoTraffic: 32, userExperience: 25, speed: 40, mobile: 35 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(highlightsOf(canvasElement)).toEqual([
      ['Aumento estimado de conversión', '+18 %'],
      ['Aumento estimado de tráfico SEO', '+32 %'],
    ]);
    const table = canvas.getByRole('table', { name: es.caption });
    const speed = within(table).getByRole('row', { name: /Velocidad/ });
    await expect(within(speed).getByRole('cell')).toHaveTextContent('40 %');
    const mobile = within(table).getByRole('row', { name: /Móvil/ });
    await expect(within(mobile).getByRole('cell')).toHaveTextContent('35 %');
    await expectDrawn(canvasElement);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: propsOf({ conversion: 12, seoTraffic: 25, userExperience: 18, speed: 30, mobile: 5 }, en),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('figure', { name: 'Business impact' })).toBeVisible();
    await expect(highlightsOf(canvasElement)).toEqual([
      ['Estimated conversion increase', '+12%'],
      ['Estimated SEO traffic increase', '+25%'],
    ]);
    const table = canvas.getByRole('table', { name: en.caption });
    const experience = within(table).getByRole('row', { name: /User experience/ });
    await expect(within(experience).getByRole('cell')).toHaveTextContent('18%');
    await expectDrawn(canvasElement);
  },
};

/** A phone: figures stacked above the chart, everything inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: propsOf({ conversion: 12, seoTraffic: 25, userExperience: 18, speed: 30, mobile: 5 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const chart = (await expectDrawn(canvasElement)).getBoundingClientRect();
    await expect(chart.right).toBeLessThanOrEqual(window.innerWidth);
    const [conversion, traffic] = canvas.getAllByRole('term');
    if (!conversion || !traffic) throw new Error('No highlights');
    await expect(traffic.getBoundingClientRect().top).toBeGreaterThan(
      conversion.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The narrowest supported width, 320 px: still drawn, nothing sticks out. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-80">
      <ImpactChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = await expectDrawn(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};
