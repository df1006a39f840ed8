import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { AUDIT_REPORT_TABS, AuditReport, ContactForm, Link } from '../ui';
import { auditReport, outcomes, previousAudit } from './fixtures/audit';
import { contactFormEn, contactFormEs } from './fixtures/forms';
import { fill } from '../domain';
import { pressKey } from './fixtures/interaction';

const es = esAudit.report;
const en = enAudit.report;

const good = auditReport('good', 'es');
const poor = auditReport('poor', 'es');
const poorEn = auditReport('poor', 'en');
/** The good site against two competitors: it leads on most measures. */
const led = auditReport('good', 'es', 'ai', { competitors: outcomes.two });
/** The poor site against a strong competitor: it trails on every measure. */
const trailed = auditReport('poor', 'es', 'ai', { competitors: outcomes.one });

/** The consulting slot as the site fills it: the contact form, its service preset to the audit. */
const consultingForm = (lang: 'es' | 'en') => (
  <ContactForm
    {...(lang === 'es' ? contactFormEs : contactFormEn)}
    presetServiceType="audit"
    onSend={fn(async () => {})}
  />
);

/** The site's link to the image compressor, offered when Lighthouse found image problems. */
const compressorLink = (
  <Link href="/compresor-imagenes" className="text-sm font-semibold">
    {es.recommendations.actions.compressImages}
  </Link>
);

const meta = {
  title: 'Tools/Audit/AuditReport',
  component: AuditReport,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    report: good.report,
    texts: good.texts,
    defaultTab: 'overview',
    onDownload: fn(),
    onShare: fn(),
    onPdf: fn(),
    onAddCompetitors: fn(),
    consultingForm: consultingForm('es'),
  },
  argTypes: {
    defaultTab: { control: 'select', options: AUDIT_REPORT_TABS },
    report: { control: 'object' },
    texts: { control: 'object' },
    consultingForm: { control: false },
    imagesAction: { control: false },
  },
  render: (args) => (
    <div className="mx-auto max-w-7xl p-4 sm:p-6">
      <AuditReport {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play function's canvas: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The open tab's panel, found by the tab's name (inactive panels are invisible). */
const panel = (canvas: Canvas, name: string) => within(canvas.getByRole('tabpanel', { name }));

/** The counters of the score panel: strengths, opportunities, critical issues. */
function counters(canvasElement: HTMLElement) {
  const scorePanel = canvasElement.querySelector<HTMLElement>('[data-slot="score-panel"]');
  if (!scorePanel) throw new Error('No score panel');
  return within(scorePanel)
    .getAllByRole('definition')
    .map((value) => value.textContent);
}

/** A site in the green (94): the success band, its counters, the overview open, no notice. */
export const GoodScores: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '94 de 100' })).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(counters(canvasElement)).toEqual(['6', '3', '2']);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Resumen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      panel(canvas, 'Resumen').getByRole('figure', { name: 'Impacto en el negocio' }),
    ).toBeVisible();
  },
};

/** A neglected site (34): the danger band, six critical issues. */
export const PoorScores: Story = {
  args: { report: poor.report, imagesAction: compressorLink },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '34 de 100' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(counters(canvasElement)).toEqual(['1', '2', '6']);
  },
};

/** No competitor in this audit: the comparison tab invites the visitor to add some. */
export const NoCompetitors: Story = {
  args: { defaultTab: 'comparison' },
  play: async ({ canvas, args }) => {
    const comparison = panel(canvas, es.tabs.comparison);
    await expect(
      comparison.getByRole('heading', { name: es.comparison.invite.title }),
    ).toBeVisible();
    // No number stands in for a competitor that was not measured.
    await expect(comparison.queryByRole('table')).toBeNull();
    await userEvent.click(comparison.getByRole('button', { name: es.comparison.invite.button }));
    await expect(args.onAddCompetitors).toHaveBeenCalledOnce();
  },
};

/** Two competitors measured: the good site leads on most measures, each leader marked. */
export const ComparisonLed: Story = {
  args: { report: led.report, defaultTab: 'comparison' },
  play: async ({ canvas }) => {
    const table = panel(canvas, es.tabs.comparison).getByRole('table', {
      name: es.comparison.caption,
    });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      es.comparison.measure,
      fill(es.comparison.yours, { site: 'www.ejemplo.com' }),
      'www.competidor-uno.com',
      'www.competidor-dos.com',
    ]);
    await expect(panel(canvas, es.tabs.comparison).getByText(/^Tu sitio lidera en/)).toBeVisible();
  },
};

/** One strong competitor: it leads on every measure, and the report says so plainly. */
export const ComparisonTrailed: Story = {
  args: { report: trailed.report, defaultTab: 'comparison' },
  play: async ({ canvas }) => {
    const comparison = panel(canvas, es.tabs.comparison);
    await expect(
      comparison.getByText(/^www\.competidor-uno\.com lidera en Rendimiento, SEO, Accesibilidad/),
    ).toBeVisible();
  },
};

/** One competitor could not be measured: its message stands in its place, the rest is compared. */
export const CompetitorFailed: Story = {
  args: {
    report: auditReport('good', 'es', 'ai', { competitors: outcomes.oneFailed }).report,
    defaultTab: 'comparison',
  },
  play: async ({ canvas }) => {
    const comparison = panel(canvas, es.tabs.comparison);
    await expect(
      comparison.getByText(
        fill(es.comparison.failed, {
          site: 'www.competidor-caido.com',
          reason: esAudit.errors['not-found'],
        }),
      ),
    ).toBeVisible();
    const table = comparison.getByRole('table', { name: es.comparison.caption });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  },
};

/** A re-audit: the overview shows what changed since the visitor's previous audit of the site. */
export const ChangesSinceLastAudit: Story = {
  args: { report: auditReport('good', 'es', 'ai', { previous: previousAudit('good') }).report },
  play: async ({ canvas }) => {
    const overview = panel(canvas, 'Resumen');
    const changes = overview.getByRole('region', { name: /^Cambios desde tu análisis del/ });
    await expect(within(changes).getByText('+12')).toBeVisible();
    await expect(changes).toHaveTextContent(es.changes.better);
    await expect(changes).toHaveTextContent(es.changes.worse);
  },
};

/** The AI had no answer: a note says the analysis is the locally computed one. */
export const FallbackNotice: Story = {
  args: { report: auditReport('good', 'es', 'fallback').report },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(es.fallbackNotice);
  },
};

/** Performance, reached with the arrow keys: the vitals, the load metrics, the compressor link. */
export const Performance: Story = {
  args: { report: poor.report, imagesAction: compressorLink },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Resumen' }).focus();
    await pressKey('{ArrowRight}');
    await pressKey('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Rendimiento' })).toHaveFocus();
    const performance = panel(canvas, 'Rendimiento');
    await expect(performance.getByRole('heading', { name: 'Core Web Vitals' })).toBeVisible();
    await expect(performance.getByRole('article', { name: 'LCP' })).toHaveTextContent('POBRE');
    await expect(performance.getByRole('region', { name: 'Métricas de carga' })).toBeVisible();
    await expect(performance.getByRole('link', { name: 'Comprimir imágenes' })).toBeVisible();
  },
};

/** SEO, opened by click: three groups of checks, how many passed in each. */
/**
 * With PageSpeed Insights' field data: real visitors' LCP, INP and CLS for the page and the whole
 * site, beside the lab's vitals.
 */
export const FieldData: Story = {
  args: {
    report: auditReport('poor', 'es', 'ai', { field: true }).report,
    defaultTab: 'performance',
  },
  play: async ({ canvas }) => {
    const performance = panel(canvas, 'Rendimiento');
    await expect(
      performance.getByRole('heading', { name: 'Datos de campo: visitantes reales' }),
    ).toBeVisible();
    const page = performance.getByRole('region', { name: 'Esta página' });
    await expect(within(page).getByRole('article', { name: 'INP' })).toHaveTextContent('540 ms');
    await expect(within(page).getByRole('article', { name: 'INP' })).toHaveTextContent('POBRE');
    const site = performance.getByRole('region', { name: 'Todo el sitio' });
    await expect(within(site).getByRole('article', { name: 'INP' })).toHaveTextContent('BUENO');
    await expect(within(site).getByRole('article', { name: 'CLS' })).toHaveTextContent('0,120');
  },
};

export const FieldDataEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    report: auditReport('poor', 'en', 'ai', { field: true }).report,
    texts: poorEn.texts,
    defaultTab: 'performance',
  },
  play: async ({ canvas }) => {
    const performance = panel(canvas, 'Performance');
    await expect(
      performance.getByRole('heading', { name: 'Field data: real visitors' }),
    ).toBeVisible();
    await expect(performance.getByRole('region', { name: 'Whole site' })).toBeVisible();
  },
};

export const Seo: Story = {
  args: { report: poor.report },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'SEO' }));
    const seo = panel(canvas, 'SEO');
    await expect(seo.getByRole('region', { name: 'SEO básico' })).toHaveTextContent('1 de 6');
    await expect(seo.getByRole('region', { name: 'SEO técnico' })).toHaveTextContent('1 de 6');
    await expect(seo.getByRole('region', { name: 'Redes sociales' })).toHaveTextContent('0 de 3');
  },
};

/** Accessibility, opened by click: the basic and the mobile checks. */
export const Accessibility: Story = {
  args: { report: poor.report },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Accesibilidad' }));
    const accessibility = panel(canvas, 'Accesibilidad');
    const basic = accessibility.getByRole('region', { name: 'Accesibilidad básica' });
    await expect(basic).toHaveTextContent('3 de 6');
    await expect(within(basic).getByText('Contraste AA')).toHaveTextContent('(a mejorar)');
    await expect(
      accessibility.getByRole('region', { name: 'Accesibilidad en móvil' }),
    ).toHaveTextContent('1 de 4');
  },
};

/** AI insights, reached with End and an arrow: the findings and the trends (no invented projection). */
export const AiInsights: Story = {
  args: { report: poor.report },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Resumen' }).focus();
    await pressKey('{End}');
    await pressKey('{ArrowLeft}');
    const insights = panel(canvas, 'Insights IA');
    const critical = insights.getByRole('region', { name: 'Problemas críticos' });
    await expect(within(critical).getAllByRole('listitem')).toHaveLength(6);
    await expect(insights.queryByText(/6 meses/)).toBeNull();
    await expect(insights.getByRole('region', { name: 'Tendencias del sector' })).toBeVisible();
  },
};

/** Recommendations: numbered cards, critical to low; the image one links to the compressor. */
export const Recommendations: Story = {
  args: { report: poor.report, imagesAction: compressorLink },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Recomendaciones' }));
    const cards = panel(canvas, 'Recomendaciones').getAllByRole('article');
    await expect(cards).toHaveLength(8);
    await expect(cards.map((card) => card.dataset.priority)).toEqual(
      expect.arrayContaining(['critical', 'high', 'medium', 'low']),
    );
    const images = panel(canvas, 'Recomendaciones').getByRole('article', {
      name: /image delivery/,
    });
    await expect(within(images).getByRole('link', { name: 'Comprimir imágenes' })).toBeVisible();
  },
};

/** The consulting button opens the contact form it controls. */
export const ConsultingOpen: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: es.consulting.button });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const slot = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(slot).toBeVisible();
    await expect(
      within(slot as HTMLElement).getByRole('textbox', { name: 'Nombre' }),
    ).toBeVisible();
  },
};

/** Both PDF buttons, the data download and the share button call back. */
export const DownloadAndShare: Story = {
  play: async ({ canvas, args }) => {
    for (const button of canvas.getAllByRole('button', { name: es.pdf.button })) {
      await userEvent.click(button);
    }
    await expect(args.onPdf).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: es.download }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: es.share }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** While the PDF is made, its buttons wait: a press does nothing more. */
export const PdfPreparing: Story = {
  args: { pdfBusy: true },
  play: async ({ canvas, args }) => {
    const busy = canvas.getAllByRole('button', { name: es.pdf.preparing });
    await expect(busy).toHaveLength(2);
    for (const button of busy) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      button.focus();
      await pressKey('{Enter}');
    }
    await expect(args.onPdf).not.toHaveBeenCalled();
  },
};

/**
 * Printing: every panel stays laid out while another is open, so the charts of the overview keep
 * their size through the beforeprint resize and print with the rest.
 */
export const PrintsEveryTab: Story = {
  args: { report: led.report, defaultTab: 'recommendations' },
  play: async ({ canvasElement }) => {
    const canvases = [
      ...canvasElement.querySelectorAll<HTMLCanvasElement>(
        '[data-slot="comparison-chart"] canvas, [data-slot="impact-chart"] canvas',
      ),
    ];
    await expect(canvases).toHaveLength(2);
    await waitFor(() => expect(canvases.every((canvas) => canvas.width > 0)).toBe(true));
    window.dispatchEvent(new Event('beforeprint'));
    await expect(canvases.every((canvas) => canvas.width > 0)).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { report: poorEn.report, texts: poorEn.texts, consultingForm: consultingForm('en') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: fill(en.score.value, { score: 34 }) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      AUDIT_REPORT_TABS.map((tab) => en.tabs[tab]),
    );
    await expect(canvas.getByRole('heading', { name: en.consulting.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.consulting.button })).toBeVisible();
  },
};

/** In English, against two competitors: the comparison's names and summary. */
export const ComparisonEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    ...(() => {
      const content = auditReport('good', 'en', 'ai', { competitors: outcomes.two });
      return { report: content.report, texts: content.texts };
    })(),
    defaultTab: 'comparison',
    consultingForm: consultingForm('en'),
  },
  play: async ({ canvas }) => {
    const comparison = panel(canvas, en.tabs.comparison);
    await expect(comparison.getByRole('figure', { name: en.comparison.title })).toBeVisible();
    await expect(comparison.getByText(/^Your site leads on/)).toBeVisible();
  },
};

/** A phone: nothing spills sideways; the tabs scroll within their own strip. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const tabs = canvas.getByRole('tablist');
    await expect(tabs.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(tabs.scrollWidth).toBeGreaterThan(tabs.clientWidth);
  },
};
