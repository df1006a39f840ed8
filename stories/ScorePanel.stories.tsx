import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { ScorePanel, type ScoreCounter } from '../ui';
import { tokenColor } from './fixtures/dom';
import { fill } from '../domain';

const es = esAudit.report;
const en = enAudit.report;

/** The panel's texts as the page passes them. */
const textsOf = (report: typeof es) => ({
  title: report.title,
  score: report.score.title,
  download: report.download,
  share: report.share,
  pdf: report.pdf.button,
  pdfBusy: report.pdf.preparing,
});

const counters = (
  report: typeof es,
  [strengths, opportunities, critical]: [number, number, number],
): ScoreCounter[] => [
  { label: report.counters.strengths, value: strengths, tone: 'success' },
  { label: report.counters.opportunities, value: opportunities, tone: 'warning' },
  { label: report.counters.criticalIssues, value: critical, tone: 'danger' },
];

/** The gauge's arc that shows the score (the second circle; the first is the track). */
function arcOf(gauge: HTMLElement): Element {
  const arc = gauge.querySelectorAll('circle')[1];
  if (!arc) throw new Error('No score arc');
  return arc;
}

const meta = {
  title: 'Tools/Audit/ScorePanel',
  component: ScorePanel,
  tags: ['autodocs'],
  args: {
    score: 72,
    scoreLabel: fill(es.score.value, { score: 72 }),
    assessment:
      'Tu web tiene una base sólida: carga en un tiempo razonable y está bien preparada para móviles. Optimizar las imágenes y el JavaScript inicial la acercaría a los líderes de tu sector.',
    counters: counters(es, [4, 5, 1]),
    url: 'https://www.ejemplo.com',
    date: fill(es.date, { date: '12 de marzo de 2026, 10:42' }),
    dateTime: '2026-03-12T10:42:00+01:00',
    texts: textsOf(es),
    onDownload: fn(),
    onShare: fn(),
    onPdf: fn(),
  },
  argTypes: {
    score: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    scoreLabel: { control: 'text' },
    assessment: { control: 'text' },
    notice: { control: 'text' },
    counters: { control: 'object' },
    texts: { control: 'object' },
  },
} satisfies Meta<typeof ScorePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middling score (50-89): the warning band; the date, the address, the counters. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Resultado del análisis' })).toBeVisible();
    const gauge = canvas.getByRole('img', { name: '72 de 100' });
    await expect(gauge).toHaveAttribute('data-tone', 'warning');
    await expect(getComputedStyle(arcOf(gauge)).stroke).toBe(tokenColor('--color-warning'));
    await expect(canvas.getByText('Analizado el 12 de marzo de 2026, 10:42')).toHaveAttribute(
      'datetime',
      '2026-03-12T10:42:00+01:00',
    );
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Fortalezas',
      'Oportunidades',
      'Problemas críticos',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '4',
      '5',
      '1',
    ]);
  },
};

/** 90 and up: the success band. Download and share are buttons the page acts on. */
export const GoodScore: Story = {
  args: {
    score: 94,
    scoreLabel: fill(es.score.value, { score: 94 }),
    assessment:
      'Excelente: tu web es rápida, accesible y está bien posicionada. Mantén este nivel revisando cada cambio que publiques.',
    counters: counters(es, [7, 2, 0]),
  },
  play: async ({ canvas, args }) => {
    const gauge = canvas.getByRole('img', { name: '94 de 100' });
    await expect(gauge).toHaveAttribute('data-tone', 'success');
    await expect(getComputedStyle(arcOf(gauge)).stroke).toBe(tokenColor('--color-success'));
    await userEvent.click(canvas.getByRole('button', { name: es.download }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Compartir' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Below 50: the danger band. */
export const PoorScore: Story = {
  args: {
    score: 38,
    scoreLabel: fill(es.score.value, { score: 38 }),
    assessment:
      'Resultado bajo: la página tarda en mostrarse y tiene problemas de SEO y accesibilidad que te hacen perder visitas. Conviene actuar cuanto antes.',
    counters: counters(es, [1, 6, 4]),
  },
  play: async ({ canvas }) => {
    const gauge = canvas.getByRole('img', { name: '38 de 100' });
    await expect(gauge).toHaveAttribute('data-tone', 'danger');
    await expect(getComputedStyle(arcOf(gauge)).stroke).toBe(tokenColor('--color-danger'));
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** The AI was not available: a note says the analysis is the locally computed one. */
export const FallbackNotice: Story = {
  args: { notice: es.fallbackNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(es.fallbackNotice);
    await expect(canvas.getByRole('img', { name: '72 de 100' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    scoreLabel: fill(en.score.value, { score: 72 }),
    assessment:
      'Your site has a solid base: it loads in reasonable time and works well on phones. Optimising images and the initial JavaScript would bring it close to the leaders in your sector.',
    counters: counters(en, [4, 5, 1]),
    date: fill(en.date, { date: 'March 12, 2026, 10:42 AM' }),
    notice: en.fallbackNotice,
    texts: textsOf(en),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Analysis results' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '72 out of 100' })).toBeVisible();
    await expect(canvas.getByText('Overall score')).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.pdf.button })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.download })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.share })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Strengths',
      'Opportunities',
      'Critical issues',
    ]);
  },
};

/** A phone: the gauge above the text, counters as rows, buttons side by side; nothing spills. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    notice: es.fallbackNotice,
    url: 'https://www.una-tienda-online-con-un-nombre-muy-largo.com/categoria/productos',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const gauge = canvas.getByRole('img', { name: '72 de 100' }).getBoundingClientRect();
    const assessment = canvas.getByText(/^Tu web tiene una base sólida/).getBoundingClientRect();
    await expect(assessment.top).toBeGreaterThan(gauge.bottom);
    for (const name of [es.download, es.share]) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.height).toBeGreaterThanOrEqual(44);
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
