import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProjectCard } from '../ui';
import { picture } from './fixtures/images';
import { linkClicks, tokenColor } from './fixtures/dom';

const meta = {
  title: 'Sections/ProjectCard',
  component: ProjectCard,
  tags: ['autodocs'],
  args: {
    title: 'Tienda online de moda sostenible',
    category: 'E-commerce',
    description:
      'Rediseño completo y migración a Shopify de una marca de ropa ecológica de Valencia, con pagos en tres monedas y envíos a toda la Unión Europea.',
    image: picture(
      'shop-project-1',
      'Página de inicio de la tienda de moda sostenible en un portátil',
    ),
    result: '+40 % de ventas en tres meses',
    tags: ['Shopify', 'React', 'Stripe'],
    tagsLabel: 'Tecnologías',
    badge: 'Destacado',
    link: {
      label: 'Ver proyecto',
      href: 'https://modasostenible.example/',
      newTabHint: '(se abre en una pestaña nueva)',
    },
  },
  argTypes: {
    title: { control: 'text' },
    category: { control: 'text' },
    description: { control: 'text' },
    result: { control: 'text' },
    badge: { control: 'text' },
    tags: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: ['h3', 'h4'] },
    image: { control: false },
  },
  // A card title is an h3 under the portfolio section's h2.
  decorators: [
    (Story, { parameters }) => (
      <div className="max-w-sm">
        <h2 className="sr-only">{parameters.lang === 'en' ? 'Our work' : 'Nuestros proyectos'}</h2>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    return linkClicks.record();
  },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(element: HTMLElement): HTMLElement {
  const card = element.closest<HTMLElement>('[data-slot="project-card"]');
  if (!card) throw new Error('Project card not found');
  return card;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 3,
      name: 'Tienda online de moda sostenible',
    });
    await expect(heading).toBeVisible();
    await expect(cardOf(heading).tagName).toBe('ARTICLE');
    await expect(canvas.getByText('E-commerce')).toBeVisible();
    await expect(canvas.getByText('Destacado')).toBeVisible();
    await expect(canvas.getByText(/migración a Shopify/)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /tienda de moda sostenible en un portátil/ }),
    ).toBeInTheDocument();

    // The outcome stands out in the success colours.
    const result = canvas.getByText('+40 % de ventas en tres meses');
    await expect(result).toBeVisible();
    await expect(getComputedStyle(result).backgroundColor).toBe(tokenColor('--color-success-soft'));
    await expect(getComputedStyle(result).color).toBe(
      tokenColor('--color-success-soft-foreground'),
    );

    const tags = canvas.getByRole('list', { name: 'Tecnologías' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shopify', 'React', 'Stripe']);

    // An outside link, opening in a new tab, which its name announces.
    const link = canvas.getByRole('link', {
      name: 'Ver proyecto (se abre en una pestaña nueva)',
    });
    await expect(link).toHaveAttribute('href', 'https://modasostenible.example/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    await expect(canvas.getByText('(se abre en una pestaña nueva)')).toHaveClass('sr-only');

    await userEvent.click(link);
    await expect(linkClicks.last).toEqual({
      href: 'https://modasostenible.example/',
      target: '_blank',
    });
  },
};

/** The project link is reachable by keyboard and shows the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Ver proyecto/ });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineColor).toBe(tokenColor('--color-ring'));
  },
};

/** A project without a public site (e.g. an intranet): no link, no badge, no figure. */
export const WithoutLink: Story = {
  args: {
    title: 'Intranet de gestión de pedidos',
    category: 'Sistema empresarial',
    description:
      'Panel interno para un distribuidor alimentario que une almacén, comerciales y facturación en una sola herramienta.',
    image: picture('shop-project-2', 'Panel de pedidos con gráficas de ventas semanales'),
    badge: undefined,
    result: undefined,
    tags: ['Node.js', 'PostgreSQL'],
    link: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Intranet de gestión de pedidos' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Destacado')).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Tecnologías' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Sustainable fashion online store',
    category: 'E-commerce',
    description:
      'A full redesign and Shopify migration for an eco-friendly clothing brand from Valencia, with payments in three currencies and shipping across the EU.',
    image: picture('shop-project-1', 'Home page of the sustainable fashion store on a laptop'),
    result: '+40% sales in three months',
    tagsLabel: 'Technologies',
    badge: 'Featured',
    link: {
      label: 'View project',
      href: 'https://modasostenible.example/',
      newTabHint: '(opens in a new tab)',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Sustainable fashion online store' }),
    ).toBeVisible();
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.getByText('+40% sales in three months')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Technologies' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'View project (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const LongText: Story = {
  args: {
    title: 'Plataforma Multiproveedorinternacionalizadadereservas para cadenas hoteleras',
    category: 'Aplicación web a medida',
    description:
      'Motor de reservas conectado a siete sistemas de gestión hotelera, con tarifas dinámicas, pagos fraccionados y un panel de analítica en tiempo real para el equipo comercial.',
    image: picture('shop-project-3', 'Buscador de habitaciones con calendario de disponibilidad'),
    result: '+65 % de reservas directas y un 30 % menos de comisiones a intermediarios',
    tags: ['Next.js', 'Node.js', 'PostgreSQL', 'Redis', 'Stripe Connect', 'Google Analytics 4'],
    link: {
      label: 'Ver el caso de éxito completo del proyecto',
      href: 'https://reservas.example/',
      newTabHint: '(se abre en una pestaña nueva)',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: /Multiproveedor/ });
    const card = cardOf(heading);
    await expect(heading).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const link = canvas.getByRole('link', { name: /Ver el caso de éxito/ });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 3,
      name: 'Tienda online de moda sostenible',
    });
    const card = cardOf(heading);
    const box = card.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const link = canvas.getByRole('link', { name: /Ver proyecto/ });
    await expect(link).toBeVisible();
  },
};
