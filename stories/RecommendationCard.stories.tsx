import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageDown } from 'lucide-react';
import { expect, within } from 'storybook/test';
import type { PrioritizedRecommendation, Priority } from '../domain/audit/types';
import enAudit from '../site/i18n/en/audit.json';
import esAudit from '../site/i18n/es/audit.json';
import { Button, RecommendationCard, type RecommendationCardProps } from '../ui';
import { priorityBadgeVariantConfig } from '../ui/tools/audit/RecommendationCard';
import { tokenColor } from './fixtures/dom';
import { fill } from '../domain';
import { optionsOf } from './fixtures/variants';

const es = esAudit.report;
const en = enAudit.report;

/** A recommendation's card props, its texts as the page writes them. */
function cardOf(
  index: number,
  recommendation: PrioritizedRecommendation,
  report = es,
): RecommendationCardProps {
  const { details } = report.recommendations;
  return {
    index,
    title: recommendation.title,
    description: recommendation.description,
    priority: recommendation.priority,
    priorityLabel: report.priorities[recommendation.priority],
    details: [
      {
        label: details.impact,
        value: fill(report.recommendations.impact, { impact: recommendation.estimatedImpact }),
      },
      { label: details.implementation, value: recommendation.implementation },
      { label: details.resources, value: recommendation.resources },
      { label: details.effort, value: report.efforts[recommendation.effort] },
      { label: details.timeframe, value: recommendation.timeframe },
    ],
  };
}

const images: PrioritizedRecommendation = {
  title: 'Optimiza las imágenes de la portada',
  description:
    'Las imágenes de la portada pesan 1,6 MB y retrasan el LCP. Sírvelas en WebP o AVIF y con el tamaño en que se muestran.',
  priority: 'critical',
  estimatedImpact: 25,
  implementation:
    'Convertir a WebP/AVIF, añadir srcset y carga diferida bajo el primer pantallazo.',
  resources: 'Desarrollador front-end',
  effort: 'low',
  timeframe: '1-2 días',
};

const byPriority: Record<Priority, PrioritizedRecommendation> = {
  critical: images,
  high: {
    title: 'Reduce el JavaScript que bloquea la carga',
    description:
      'Tres scripts de terceros se ejecutan antes de que la página responda: el TBT es de 610 ms.',
    priority: 'high',
    estimatedImpact: 18,
    implementation:
      'Cargar los scripts con defer y retrasar el chat y la analítica hasta la interacción.',
    resources: 'Desarrollador front-end',
    effort: 'medium',
    timeframe: '3-5 días',
  },
  medium: {
    title: 'Añade una meta descripción',
    description:
      'La página no tiene meta descripción: los buscadores muestran un fragmento al azar.',
    priority: 'medium',
    estimatedImpact: 8,
    implementation: 'Escribir una descripción de 140-160 caracteres con la propuesta de valor.',
    resources: 'Redactor SEO',
    effort: 'low',
    timeframe: '1 día',
  },
  low: {
    title: 'Publica etiquetas Open Graph',
    description: 'Al compartir la página en redes sociales no aparece imagen ni título propio.',
    priority: 'low',
    estimatedImpact: 3,
    implementation: 'Añadir og:title, og:description y og:image en la plantilla.',
    resources: 'Desarrollador web',
    effort: 'low',
    timeframe: '1 día',
  },
};

const meta = {
  title: 'Tools/Audit/RecommendationCard',
  component: RecommendationCard,
  tags: ['autodocs'],
  args: cardOf(1, images),
  argTypes: {
    priority: {
      control: 'inline-radio',
      options: optionsOf(priorityBadgeVariantConfig.priority),
    },
    index: { control: { type: 'number', min: 1 } },
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    details: { control: 'object' },
    action: { control: false },
  },
  render: (args) => (
    <div className="max-w-2xl">
      <RecommendationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof RecommendationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The priority badge of the card (its colour through the spec's tokens). */
function priorityBadge(canvasElement: HTMLElement): HTMLElement {
  const badge = canvasElement.querySelector<HTMLElement>('[data-slot="badge"]');
  if (!badge) throw new Error('No priority badge');
  return badge;
}

/** Critical: a red badge; the number, title and details read in order. */
export const Critical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('article', { name: '1. Optimiza las imágenes de la portada' }),
    ).toHaveAttribute('data-priority', 'critical');
    const badge = priorityBadge(canvasElement);
    await expect(badge).toHaveTextContent('Crítica');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-danger'));
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Impacto estimado',
      'Implementación',
      'Recursos',
      'Esfuerzo',
      'Plazo',
    ]);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('+25 %');
  },
};

/** High: orange (the caution token). */
export const High: Story = {
  args: cardOf(2, byPriority.high),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      '2. Reduce el JavaScript que bloquea la carga',
    );
    const badge = priorityBadge(canvasElement);
    await expect(badge).toHaveTextContent('Alta');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-caution'));
  },
};

/** Medium: yellow. */
export const Medium: Story = {
  args: cardOf(3, byPriority.medium),
  play: async ({ canvasElement }) => {
    const badge = priorityBadge(canvasElement);
    await expect(badge).toHaveTextContent('Media');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-warning'));
  },
};

/** Low: green. */
export const Low: Story = {
  args: cardOf(4, byPriority.low),
  play: async ({ canvasElement }) => {
    const badge = priorityBadge(canvasElement);
    await expect(badge).toHaveTextContent('Baja');
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColor('--color-success'));
  },
};

/** With a way to act: a link to the site's own tool. */
export const WithAction: Story = {
  args: {
    action: (
      <Button asChild variant="outline">
        <a href="/compresor-imagenes">
          <ImageDown aria-hidden="true" />
          {es.recommendations.actions.compressImages}
        </a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article'));
    await expect(card.getByRole('link', { name: 'Comprimir imágenes' })).toHaveAttribute(
      'href',
      '/compresor-imagenes',
    );
  },
};

/** Long texts wrap inside the card; a long unbroken address does not push it wider. */
export const LongText: Story = {
  args: {
    ...cardOf(12, {
      ...byPriority.high,
      title:
        'Elimina los recursos que bloquean el renderizado en la plantilla de las fichas de producto y en el proceso de compra',
      description:
        'El archivo https://cdn.ejemplo.com/assets/themes/tienda-principal/css/estilos-combinados-v23.min.css bloquea la primera pintura durante 1,2 s en móvil; además se cargan cuatro fuentes web con todos sus pesos aunque solo se usan dos.',
      implementation:
        'Extraer el CSS crítico de la primera pantalla, cargar el resto de forma diferida, servir solo los pesos de fuente que se usan y precargar la fuente principal.',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const card = canvas.getByRole('article').getBoundingClientRect();
    const badge = priorityBadge(canvasElement).getBoundingClientRect();
    await expect(badge.right).toBeLessThanOrEqual(card.right);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^12\. Elimina/);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: cardOf(
    1,
    {
      title: 'Optimise the home page images',
      description:
        'The home page images weigh 1.6 MB and delay LCP. Serve them as WebP or AVIF, at the size they are shown.',
      priority: 'high',
      estimatedImpact: 25,
      implementation: 'Convert to WebP/AVIF, add srcset and lazy-load below the fold.',
      resources: 'Front-end developer',
      effort: 'medium',
      timeframe: '1-2 days',
    },
    en,
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('article', { name: '1. Optimise the home page images' }),
    ).toBeVisible();
    await expect(priorityBadge(canvasElement)).toHaveTextContent('High');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Estimated impact',
      'Implementation',
      'Resources',
      'Effort',
      'Timeframe',
    ]);
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent('Medium');
  },
};

/** A phone: the badge goes under the title, details in one column; nothing spills. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const title = canvas.getByRole('heading', { level: 3 }).getBoundingClientRect();
    const badge = priorityBadge(canvasElement).getBoundingClientRect();
    await expect(badge.top).toBeGreaterThanOrEqual(title.bottom);
    const [impact, implementation] = canvas.getAllByRole('term');
    await expect(implementation?.getBoundingClientRect().top).toBeGreaterThan(
      impact?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
