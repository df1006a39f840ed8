import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { InsightList } from '../ui';
import { toneClasses } from '../ui/tools/audit/InsightList';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const es = esAudit.report.insights;
const en = enAudit.report.insights;

const strengths = [
  'Conexión segura con HTTPS y certificado válido',
  'Diseño adaptado a móviles, sin desplazamiento horizontal',
  'Sitemap XML publicado y enlazado en robots.txt',
];

const meta = {
  title: 'Tools/Audit/InsightList',
  component: InsightList,
  tags: ['autodocs'],
  args: {
    title: es.strengths.title,
    items: strengths,
    tone: 'success',
    empty: es.strengths.empty,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: optionsOf(toneClasses) },
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    items: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-md">
      <InsightList {...args} />
    </div>
  ),
} satisfies Meta<typeof InsightList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Strengths: a titled list in the success tone. */
export const Strengths: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fortalezas' });
    await expect(region).toHaveAttribute('data-tone', 'success');
    await expect(getComputedStyle(region).borderTopColor).toBe(tokenColor('--color-success'));
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      strengths,
    );
  },
};

/** Opportunities: the warning tone. */
export const Opportunities: Story = {
  args: {
    title: es.opportunities.title,
    tone: 'warning',
    empty: es.opportunities.empty,
    items: [
      'Servir las imágenes en WebP o AVIF ahorraría 1,1 MB',
      'Retrasar los scripts de terceros reduciría el TBT a la mitad',
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Oportunidades' });
    await expect(getComputedStyle(region).borderTopColor).toBe(tokenColor('--color-warning'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Critical issues: the danger tone. */
export const CriticalIssues: Story = {
  args: {
    title: es.criticalIssues.title,
    tone: 'danger',
    empty: es.criticalIssues.empty,
    items: ['El LCP en móvil es de 6,8 s: más del doble del límite recomendado'],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Problemas críticos' });
    await expect(getComputedStyle(region).borderTopColor).toBe(tokenColor('--color-danger'));
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/^El LCP en móvil/);
  },
};

/** Nothing to list: the empty text instead of a list. */
export const Empty: Story = {
  args: {
    title: es.criticalIssues.title,
    tone: 'danger',
    empty: es.criticalIssues.empty,
    items: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No hay problemas críticos. ¡Buen trabajo!')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: en.opportunities.title,
    tone: 'warning',
    empty: en.opportunities.empty,
    items: ['Serving images as WebP or AVIF would save 1.1 MB'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Opportunities' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Serving images as WebP or AVIF would save 1.1 MB',
    );
  },
};
