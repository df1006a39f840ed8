import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AccessibilityChecks, SeoChecks } from '../domain/audit/types';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { Checklist, type ChecklistItem } from '../ui';
import { tokenColor } from './fixtures/dom';
import { fill } from '../domain';

const es = esAudit.report;
const en = enAudit.report;

/** A group of checks with its labels, as the page builds it from the audit result. */
function itemsOf<K extends string>(
  checks: Record<K, boolean>,
  labels: Record<K, string>,
): ChecklistItem[] {
  return (Object.keys(checks) as K[]).map((key) => ({ label: labels[key], passed: checks[key] }));
}

const summaryOf = (items: ChecklistItem[], report = es) =>
  fill(report.checklist.summary, {
    passed: items.filter((item) => item.passed).length,
    total: items.length,
  });

const seoBasic: SeoChecks['basic'] = {
  title: true,
  description: false,
  headings: true,
  images: false,
  links: true,
  mobile: true,
};
const allTechnical: SeoChecks['technical'] = {
  https: true,
  canonical: true,
  robots: true,
  sitemap: true,
  structured: true,
  hreflang: true,
};
const a11yMobile: AccessibilityChecks['mobile'] = {
  responsive: true,
  fontSize: false,
  tapTargets: false,
  scrolling: true,
};

const basicItems = itemsOf(seoBasic, es.checks.seo.basic);
const technicalItems = itemsOf(allTechnical, es.checks.seo.technical);

const meta = {
  title: 'Tools/Audit/Checklist',
  component: Checklist,
  tags: ['autodocs'],
  args: {
    title: es.checkGroups.seo.basic,
    items: basicItems,
    summary: summaryOf(basicItems),
    texts: es.checklist,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    items: { control: 'object' },
    texts: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-sm">
      <Checklist {...args} />
    </div>
  ),
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every check passed: ticks only, the count in a success chip. */
export const AllPassed: Story = {
  args: {
    title: es.checkGroups.seo.technical,
    items: technicalItems,
    summary: summaryOf(technicalItems),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'SEO técnico' })).toBeVisible();
    const summary = canvas.getByText('6 de 6');
    await expect(summary).toHaveAttribute('data-complete', 'true');
    await expect(getComputedStyle(summary).backgroundColor).toBe(
      tokenColor('--color-success-soft'),
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('HTTPS (correcto)');
    await expect(canvasElement.querySelector('[data-state="failed"]')).toBeNull();
  },
};

/** Some failed: a cross and 'a mejorar' for each, read by screen readers after the label. */
export const SomeFailed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'SEO básico' })).toBeVisible();
    await expect(canvas.getByText('4 de 6')).not.toHaveAttribute('data-complete');
    const list = within(canvas.getByRole('list'));
    const description = list.getByText('Meta descripción').closest('li');
    await expect(description).toHaveAttribute('data-state', 'failed');
    await expect(description).toHaveTextContent('Meta descripción (a mejorar)');
    await expect(list.getByText('Etiqueta de título').closest('li')).toHaveTextContent(
      'Etiqueta de título (correcto)',
    );
  },
};

const longItems: ChecklistItem[] = [
  {
    label:
      'Las imágenes decorativas del carrusel de la portada tienen un texto alternativo vacío y las informativas lo describen',
    passed: true,
  },
  {
    label:
      'Los botones de icono del menú lateral y del pie de página tienen un nombre accesible que explica su acción',
    passed: false,
  },
  { label: 'Contraste AA', passed: true },
];

/** Long check labels wrap under their own text; the icon stays at the first line. */
export const LongText: Story = {
  args: {
    title: 'Accesibilidad básica de los componentes interactivos y los contenidos multimedia',
    items: longItems,
    summary: summaryOf(longItems),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const region = canvas.getByRole('region').getBoundingClientRect();
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(region.right);
    }
    await expect(canvas.getByText('2 de 3')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: (() => {
    const items = itemsOf(a11yMobile, en.checks.accessibility.mobile);
    return {
      title: en.checkGroups.accessibility.mobile,
      items,
      summary: summaryOf(items, en),
      texts: en.checklist,
    };
  })(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Mobile accessibility' })).toBeVisible();
    await expect(canvas.getByText('2 of 4')).toBeVisible();
    await expect(canvas.getByText('Readable font size').closest('li')).toHaveTextContent(
      'Readable font size (needs work)',
    );
  },
};
