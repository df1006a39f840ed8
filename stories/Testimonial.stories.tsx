import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating, Testimonial, type TestimonialProps } from '../ui';
import { picture } from './fixtures/images';

type Canvas = StoryContext['canvas'];

const ratingEs = 'Valoración: 5 de 5 estrellas';

const testimonialsEs: TestimonialProps[] = [
  {
    name: 'María González',
    role: 'Directora de marketing, Grupo Andino',
    content:
      'Nodo Web Studio rehízo nuestra web en seis semanas. Ahora carga en menos de un segundo y las solicitudes de presupuesto se han duplicado.',
    image: picture('testimonial-1', 'Retrato de María González'),
    ratingLabel: ratingEs,
  },
  {
    name: 'Carlos Pérez',
    role: 'Fundador, Café del Ávila',
    content:
      'Nuestra tienda online vende cada día, también mientras dormimos. El equipo responde rápido y explica todo con claridad.',
    image: picture('testimonial-2', 'Retrato de Carlos Pérez'),
    ratingLabel: ratingEs,
  },
  {
    name: 'Lucía Fernández',
    role: 'Socia, Estudio Creativo Norte',
    content:
      'Trabajamos con ellos en marca blanca desde hace tres años: entregan a tiempo y nuestros clientes ni lo notan.',
    image: picture('testimonial-3', 'Retrato de Lucía Fernández'),
    ratingLabel: ratingEs,
  },
];

/** The testimonial's figure, found by its quote. */
function figureOf(canvas: Canvas, quote: RegExp): HTMLElement {
  const figure = canvas.getByText(quote).closest<HTMLElement>('[data-slot="testimonial"]');
  if (!figure) throw new Error('Testimonial not found');
  return figure;
}

function rectOf(element: Element | undefined): DOMRect {
  if (!element) throw new Error('Element not found');
  return element.getBoundingClientRect();
}

const meta = {
  title: 'Sections/Testimonial',
  component: Testimonial,
  tags: ['autodocs'],
  args: testimonialsEs[0],
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 1 } },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    const stars = within(figure).getByRole('img', { name: 'Valoración: 5 de 5 estrellas' });
    await expect(stars).toBeVisible();
    // Five drawn stars, read as one image.
    await expect(stars.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    await expect(within(figure).getByText(/se han duplicado/)).toBeVisible();
    await expect(
      within(figure)
        .getByText(/se han duplicado/)
        .closest('blockquote'),
    ).not.toBeNull();
    await expect(
      within(figure).getByRole('img', { name: 'Retrato de María González' }),
    ).toBeVisible();
    await expect(within(figure).getByText('María González')).toBeVisible();
    await expect(within(figure).getByText('Directora de marketing, Grupo Andino')).toBeVisible();
  },
};

/** Fewer stars: the filled ones take the warning colour, the rest stay grey. */
export const FourStars: Story = {
  args: { rating: 4, ratingLabel: 'Valoración: 4 de 5 estrellas' },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Valoración: 4 de 5 estrellas' });
    const fills = Array.from(stars.querySelectorAll('svg'), (star) => getComputedStyle(star).fill);
    await expect(fills).toHaveLength(5);
    await expect(new Set(fills.slice(0, 4)).size).toBe(1);
    await expect(fills[4]).not.toBe(fills[0]);
  },
};

/** The rating on its own. */
export const Rating: Story = {
  render: () => <StarRating label="Valoración: 5 de 5 estrellas" />,
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Valoración: 5 de 5 estrellas' });
    await expect(stars).toHaveAttribute('data-slot', 'star-rating');
    await expect(stars.querySelectorAll('svg')).toHaveLength(5);
  },
};

/** Three testimonials side by side, as on the home page. */
export const Grid: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      {testimonialsEs.map((testimonial) => (
        <Testimonial key={testimonial.name} {...testimonial} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: ratingEs })).toHaveLength(3);
    for (const testimonial of testimonialsEs) {
      await expect(canvas.getByRole('img', { name: testimonial.image.alt })).toBeVisible();
      await expect(canvas.getByText(testimonial.name)).toBeVisible();
      await expect(canvas.getByText(testimonial.role)).toBeVisible();
    }
    // Same height in a row, whatever the length of each quote.
    const heights = new Set(
      figures.map((figure) => Math.round(figure.getBoundingClientRect().height)),
    );
    await expect(heights.size).toBe(1);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    name: 'María González',
    role: 'Marketing director, Grupo Andino',
    content:
      'Nodo Web Studio rebuilt our website in six weeks. It now loads in under a second and quote requests have doubled.',
    image: picture('testimonial-1', 'Portrait of María González'),
    ratingLabel: 'Rating: 5 out of 5 stars',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating: 5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Portrait of María González' })).toBeVisible();
    await expect(canvas.getByText('Marketing director, Grupo Andino')).toBeVisible();
    await expect(canvas.getByText(/quote requests have doubled/)).toBeVisible();
  },
};

export const LongText: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'María Alejandra González de los Santos Villanueva',
    role: 'Directora de marketing digital y comunicación corporativa, Grupo Empresarial Andino Internacional',
    content:
      'Nodo Web Studio rehízo nuestra web corporativa, nuestra tienda online y nuestra intranet en seis semanas: ahora todo carga en menos de un segundo, las solicitudes de presupuesto se han duplicado y el equipo interno gestiona el contenido sin ayuda. Recomendadísimosparacualquierproyectodigitalexigente.',
  },
  play: async ({ canvas }) => {
    const figure = figureOf(canvas, /Recomendadísimos/);
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    const right = figure.getBoundingClientRect().right;
    for (const element of [
      canvas.getByText(/Recomendadísimos/),
      canvas.getByText(/María Alejandra/),
      canvas.getByText(/Grupo Empresarial Andino/),
    ]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    // The portrait keeps its round 48px shape next to a long name.
    const portrait = canvas.getByRole('img', { name: 'Retrato de María González' });
    await expect(Math.round(portrait.getBoundingClientRect().width)).toBe(48);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="grid gap-6">
      {testimonialsEs.map((testimonial) => (
        <Testimonial key={testimonial.name} {...testimonial} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('figure');
    // Stacked in one column.
    await expect(rectOf(figures[1]).top).toBeGreaterThan(rectOf(figures[0]).bottom);
    for (const figure of figures) {
      await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
