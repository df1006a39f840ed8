import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { ComparisonChart, type ComparisonChartProps } from '../ui';
import { fill } from '../domain';
import { expectDrawn } from './fixtures/charts';
import { COMPARED_MEASURES, isScoreMeasure, type ComparedMeasure } from '../domain/audit';
import { locales } from '../site/i18n/format';

type Lang = 'es' | 'en';
const audit = { es: esAudit, en: enAudit };

const es = esAudit.report.comparison;
const en = enAudit.report.comparison;

const MEASURES = COMPARED_MEASURES;
type Measure = ComparedMeasure;
const isScore = isScoreMeasure;

/** One site's figures: scores 0-100, LCP and TBT in ms, CLS unitless. */
type Figures = Record<Measure, number>;
type Measured = { host: string; figures: Figures };
type Failed = { host: string; reason: keyof typeof esAudit.errors };

const figures = (
  performance: number,
  seo: number,
  accessibility: number,
  bestPractices: number,
  lcp: number,
  cls: number,
  tbt: number,
): Figures => ({ performance, seo, accessibility, bestPractices, lcp, cls, tbt });

/**
 * The comparison as the report writes it from the measured figures: each value formatted in the
 * language, the leaders of each measure (higher scores, lower vitals; several on a tie), and one
 * sentence for the audited site and one per competitor that leads somewhere.
 */
function propsOf(
  measured: readonly Measured[],
  failed: readonly Failed[] = [],
  lang: Lang = 'es',
): ComparisonChartProps {
  const { report, charts, errors } = audit[lang];
  const texts = report.comparison;
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const formatted = (measure: Measure, value: number) => {
    if (measure === 'lcp') return fill(report.units.seconds, { value: format(value / 1000, 1) });
    if (measure === 'tbt') return fill(report.units.milliseconds, { value: format(value, 0) });
    if (measure === 'cls') return format(value, 3);
    return format(value, 0);
  };
  const nameOf = (measure: Measure) =>
    isScore(measure) ? charts.radar.dimensions[measure] : report.metrics[measure].name;
  const leadersOf = (measure: Measure) => {
    const values = measured.map((site) => site.figures[measure]);
    const best = isScore(measure) ? Math.max(...values) : Math.min(...values);
    return values.flatMap((value, index) => (value === best ? [index] : []));
  };
  const leaders = Object.fromEntries(MEASURES.map((measure) => [measure, leadersOf(measure)]));
  const leads = (index: number) =>
    MEASURES.filter((measure) => leaders[measure]?.includes(index)).map(nameOf);
  const list = (items: string[]) =>
    new Intl.ListFormat(locales[lang], { type: 'conjunction' }).format(items);
  const own = leads(0);
  return {
    sites: measured.map((site, index) =>
      index === 0 ? fill(texts.yours, { site: site.host }) : site.host,
    ),
    rows:
      measured.length < 2
        ? []
        : MEASURES.map((measure) => ({
            label: nameOf(measure),
            values: measured.map((site) => formatted(measure, site.figures[measure])),
            ...(isScore(measure) ? { scores: measured.map((site) => site.figures[measure]) } : {}),
            leaders: leaders[measure] ?? [],
          })),
    summary:
      measured.length < 2
        ? []
        : [
            own.length === MEASURES.length
              ? texts.summary.all
              : own.length > 0
                ? fill(texts.summary.some, { measures: list(own) })
                : texts.summary.none,
            ...measured.slice(1).flatMap((site, offset) => {
              const theirs = leads(offset + 1);
              return theirs.length > 0
                ? [fill(texts.summary.other, { site: site.host, measures: list(theirs) })]
                : [];
            }),
          ],
    note: texts.measuredNote,
    failures: failed.map(({ host, reason }) =>
      fill(texts.failed, { site: host, reason: fill(errors[reason], { seconds: 30 }) }),
    ),
    texts: {
      title: texts.title,
      caption: texts.caption,
      measure: texts.measure,
      leads: texts.leads,
    },
  };
}

const mine = { host: 'www.mitienda.es', figures: figures(92, 100, 88, 96, 1800, 0.02, 90) };
const rivalOne = { host: 'www.rival-uno.es', figures: figures(78, 92, 91, 92, 2600, 0.08, 240) };
const rivalTwo = { host: 'www.rival-dos.com', figures: figures(64, 85, 80, 100, 3400, 0.15, 410) };

/** A measure's cells, one per site, as a screen reader reads them (the leader's mark included). */
function cellsOf(table: HTMLElement, measure: string) {
  const row = within(table).getByRole('rowheader', { name: measure }).closest('tr');
  if (!row) throw new Error(`No row for ${measure}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Nothing sticks out sideways: the page does not scroll horizontally. */
async function expectNoSidewaysScroll(root: HTMLElement) {
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

const meta = {
  title: 'Tools/Audit/ComparisonChart',
  component: ComparisonChart,
  tags: ['autodocs'],
  args: propsOf([mine, rivalOne, rivalTwo]),
  argTypes: {
    sites: { control: 'object' },
    rows: { control: 'object' },
    summary: { control: 'object' },
    note: { control: 'text' },
    failures: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof ComparisonChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two competitors: the audited site leads on most measures, each competitor on one. */
export const TwoCompetitorsLed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: es.title });
    // The legend names each bar's site: the colours alone do not.
    await expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['www.mitienda.es (tu sitio)', 'www.rival-uno.es', 'www.rival-dos.com']);
    await expect(
      canvas.getByText('Tu sitio lidera en Rendimiento, SEO, LCP, CLS y TBT.'),
    ).toBeVisible();
    await expect(canvas.getByText('www.rival-uno.es lidera en Accesibilidad.')).toBeVisible();
    await expect(canvas.getByText('www.rival-dos.com lidera en Buenas prácticas.')).toBeVisible();
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(headersOf(table)).toEqual([
      'Medida',
      'www.mitienda.es (tu sitio)',
      'www.rival-uno.es',
      'www.rival-dos.com',
    ]);
    await expect(cellsOf(table, 'Rendimiento')).toEqual(['92 (lidera)', '78', '64']);
    await expect(cellsOf(table, 'LCP')).toEqual(['1,8 s (lidera)', '2,6 s', '3,4 s']);
    await expect(cellsOf(table, 'Accesibilidad')).toEqual(['88', '91 (lidera)', '80']);
    await expect(canvas.getByText(es.measuredNote)).toBeVisible();
    await expectDrawn(canvasElement);
  },
};

const leader = {
  host: 'www.lider-del-sector.com',
  figures: figures(97, 100, 98, 100, 1200, 0.01, 30),
};

/** A stronger competitor leads on nearly everything; the audited site only on CLS. */
export const Trailed: Story = {
  args: propsOf([
    { host: 'www.mitienda.es', figures: figures(72, 92, 85, 92, 2900, 0.004, 350) },
    leader,
    rivalOne,
  ]),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Tu sitio lidera en CLS.')).toBeVisible();
    await expect(
      canvas.getByText(
        'www.lider-del-sector.com lidera en Rendimiento, SEO, Accesibilidad, Buenas prácticas, LCP y TBT.',
      ),
    ).toBeVisible();
    // A competitor that leads on nothing gets no sentence.
    await expect(canvas.queryByText(/^www\.rival-uno\.es lidera/)).toBeNull();
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(cellsOf(table, 'Rendimiento')).toEqual(['72', '97 (lidera)', '78']);
    await expect(cellsOf(table, 'CLS')).toEqual(['0,004 (lidera)', '0,010', '0,080']);
    await expectDrawn(canvasElement);
  },
};

/** A single competitor: two columns of figures, two bars per measure. */
export const OneCompetitor: Story = {
  args: propsOf([mine, rivalOne]),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(headersOf(table)).toEqual([
      'Medida',
      'www.mitienda.es (tu sitio)',
      'www.rival-uno.es',
    ]);
    await expect(cellsOf(table, 'TBT')).toEqual(['90 ms (lidera)', '240 ms']);
    // The chart's figures for screen readers: the four scores.
    const scores = canvas.getByRole('table', { name: es.title });
    await expect(
      within(scores)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Rendimiento', 'SEO', 'Accesibilidad', 'Buenas prácticas']);
    await expectDrawn(canvasElement);
  },
};

/** Equal figures: every site with the best value is marked as a leader. */
export const Tie: Story = {
  args: propsOf([
    { host: 'www.mitienda.es', figures: figures(90, 100, 95, 96, 2000, 0.01, 120) },
    { host: 'www.rival-uno.es', figures: figures(90, 100, 91, 96, 2000, 0.05, 150) },
  ]),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(cellsOf(table, 'SEO')).toEqual(['100 (lidera)', '100 (lidera)']);
    await expect(cellsOf(table, 'LCP')).toEqual(['2,0 s (lidera)', '2,0 s (lidera)']);
    await expect(cellsOf(table, 'CLS')).toEqual(['0,010 (lidera)', '0,050']);
    await expect(canvas.getByText(es.summary.all)).toBeVisible();
    await expect(
      canvas.getByText('www.rival-uno.es lidera en Rendimiento, SEO, Buenas prácticas y LCP.'),
    ).toBeVisible();
  },
};

const failedMessage = (site: string, reason: keyof typeof esAudit.errors) =>
  fill(es.failed, { site, reason: fill(esAudit.errors[reason], { seconds: 30 }) });

/** One competitor measured, the other not: its message stands in its place, not as an alert. */
export const CompetitorFailed: Story = {
  args: propsOf([mine, rivalOne], [{ host: 'www.rival-caido.com', reason: 'not-found' }]),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(failedMessage('www.rival-caido.com', 'not-found'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(headersOf(table)).not.toContain('www.rival-caido.com');
    await expect(headersOf(table)).toHaveLength(3);
    await expectDrawn(canvasElement);
  },
};

/** No competitor could be measured: only why not, and no figure, chart or table at all. */
export const AllCompetitorsFailed: Story = {
  args: propsOf(
    [mine],
    [
      { host: 'www.rival-uno.es', reason: 'timeout' },
      { host: 'www.rival-dos.com', reason: 'busy' },
    ],
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(failedMessage('www.rival-uno.es', 'timeout'))).toBeVisible();
    await expect(canvas.getByText(failedMessage('www.rival-dos.com', 'busy'))).toBeVisible();
    await expect(canvas.getByText(es.measuredNote)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

const longHosts = [
  {
    host: 'www.muebles-artesanales-de-la-sierra-norte-de-madrid.es',
    figures: mine.figures,
  },
  {
    host: 'tienda.distribuidorainternacionaldemobiliario.com/coleccion/otono-invierno',
    figures: rivalOne.figures,
  },
  { host: 'www.competidorconunnombremuylargoysinguiones.com', figures: rivalTwo.figures },
];

/** Long hosts and paths, on a phone: they wrap in the legend, the headers and the summary. */
export const LongHosts: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: propsOf(longHosts),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(
      within(table).getByRole('columnheader', {
        name: 'tienda.distribuidorainternacionaldemobiliario.com/coleccion/otono-invierno',
      }),
    ).toBeVisible();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll(canvasElement);
    await expectDrawn(canvasElement);
  },
};

/** A phone: the chart, the summary beneath it, and a table that fits without scrolling sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const chart = (await expectDrawn(canvasElement)).getBoundingClientRect();
    await expect(chart.right).toBeLessThanOrEqual(window.innerWidth);
    const summary = canvas
      .getByText('Tu sitio lidera en Rendimiento, SEO, LCP, CLS y TBT.')
      .getBoundingClientRect();
    await expect(summary.top).toBeGreaterThanOrEqual(chart.bottom);
    const table = canvas.getByRole('table', { name: es.caption });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(cellsOf(table, 'Buenas prácticas')).toEqual(['96', '92', '100 (lidera)']);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: propsOf([mine, rivalOne], [{ host: 'www.rival-dos.com', reason: 'timeout' }], 'en'),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('figure', { name: en.title })).toBeVisible();
    const table = canvas.getByRole('table', { name: en.caption });
    await expect(headersOf(table)).toEqual([
      'Measure',
      'www.mitienda.es (your site)',
      'www.rival-uno.es',
    ]);
    await expect(cellsOf(table, 'LCP')).toEqual(['1.8 s (leads)', '2.6 s']);
    await expect(cellsOf(table, 'Best practices')).toEqual(['96 (leads)', '92']);
    await expect(
      canvas.getByText('Your site leads on Performance, SEO, Best practices, LCP, CLS, and TBT.'),
    ).toBeVisible();
    await expect(canvas.getByText('www.rival-uno.es leads on Accessibility.')).toBeVisible();
    await expect(
      canvas.getByText(
        'We could not analyse www.rival-dos.com. The analysis took too long. Please try a smaller page or try again later.',
      ),
    ).toBeVisible();
    await expectDrawn(canvasElement);
  },
};
