import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Code2, Palette, Search, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServiceCard } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { picture } from './fixtures/images';
import { expectContained } from './fixtures/layout';

type Canvas = StoryContext['canvas'];

const onAction = fn().mockName('onAction');

/**
 * The action's accessible name: its label, then the card title (visually hidden). The hidden part
 * is laid out as a block, so browsers compute 'Ver servicio : Título' (one space before the colon).
 */
function actionName(label: string, title: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(label)}\\s?: ${escape(title)}$`);
}

/** The card's article: named by its title. */
function cardOf(canvas: Canvas, title: string | RegExp): HTMLElement {
  return canvas.getByRole('article', { name: title });
}

/** The visual card box inside the article (what a visitor sees as the card). */
function boxOf(article: HTMLElement): HTMLElement {
  const box = article.querySelector<HTMLElement>('[data-slot="card"]');
  if (!box) throw new Error('Card box not found');
  return box;
}

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  args: {
    icon: <Code2 aria-hidden="true" />,
    title: 'Desarrollo web',
    description:
      'Webs corporativas y aplicaciones a medida en React y Next.js: rápidas, accesibles y fáciles de mantener.',
    features: ['Diseño adaptado a móviles', 'Optimización de velocidad', 'Panel de gestión propio'],
    featuresLabel: 'Qué incluye',
    image: picture('service-web', 'Pantalla con el código de una web en desarrollo'),
    action: { label: 'Ver servicio', href: '/desarrollo-web' },
    headingLevel: 'h3',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onAction.mockClear();
    return linkClicks.record();
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Desarrollo web');
    await expect(
      within(card).getByRole('heading', { level: 3, name: 'Desarrollo web' }),
    ).toBeVisible();
    await expect(within(card).getByText(/React y Next\.js/)).toBeVisible();
    await expect(
      within(card).getByRole('img', { name: 'Pantalla con el código de una web en desarrollo' }),
    ).toBeVisible();
    // The icon is decoration: the only image a screen reader meets is the photo.
    await expect(within(card).getAllByRole('img')).toHaveLength(1);
    const link = within(card).getByRole('link', {
      name: actionName('Ver servicio', 'Desarrollo web'),
    });
    await expect(link).toHaveAttribute('href', '/desarrollo-web');
    await expect(link).toHaveTextContent('Ver servicio');
  },
};

export const WithImage: Story = {
  args: {
    icon: <ShoppingCart aria-hidden="true" />,
    title: 'Tiendas online',
    description:
      'Tu catálogo en Shopify o WooCommerce con pagos, envíos y facturación listos desde el primer día.',
    features: [],
    image: picture('service-ecommerce', 'Carrito de compra en una tienda online desde el móvil'),
    action: { label: 'Ver servicio', href: '/tiendas-online' },
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Tiendas online');
    const image = within(card).getByRole('img', {
      name: 'Carrito de compra en una tienda online desde el móvil',
    });
    await expect(image).toBeVisible();
    // The photo spans the card's full width at the top, above the title.
    const box = boxOf(card);
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(Math.round(box.clientWidth));
    const title = within(card).getByRole('heading', { name: 'Tiendas online' });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    await expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const WithoutImage: Story = {
  args: {
    icon: <Palette aria-hidden="true" />,
    title: 'Diseño UX/UI',
    description:
      'Interfaces claras y accesibles, probadas con usuarios reales antes de escribir una línea de código.',
    features: [],
    image: undefined,
    action: { label: 'Ver servicio', href: '/diseno-web' },
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Diseño UX/UI');
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(card).getByRole('heading', { name: 'Diseño UX/UI' })).toBeVisible();
    await expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(card).getByRole('link', { name: actionName('Ver servicio', 'Diseño UX/UI') }),
    ).toHaveAttribute('href', '/diseno-web');
  },
};

/** The checklist of what the service includes, named for screen readers. */
export const Features: Story = {
  args: {
    icon: <Search aria-hidden="true" />,
    title: 'SEO y marketing',
    description: 'Más visitas desde Google con una web técnicamente impecable y contenido útil.',
    features: [
      'Auditoría técnica completa',
      'Investigación de palabras clave',
      'Informe mensual de posiciones',
      'Optimización de Core Web Vitals',
    ],
    featuresLabel: 'Qué incluye',
    image: picture('service-seo', 'Gráfica de tráfico orgánico en ascenso'),
    action: { label: 'Ver servicio', href: '/seo-marketing' },
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'SEO y marketing');
    const list = within(card).getByRole('list', { name: 'Qué incluye' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Auditoría técnica completa',
      'Investigación de palabras clave',
      'Informe mensual de posiciones',
      'Optimización de Core Web Vitals',
    ]);
    for (const item of items) {
      await expect(item).toBeVisible();
      // Each check mark is decoration.
      await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Following the action reports it (onAction) and loads the service's page. */
export const ActionFires: Story = {
  args: { onAction },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Desarrollo web');
    const link = within(card).getByRole('link', { name: /Desarrollo web/ });
    await expect(link).toHaveAccessibleName(actionName('Ver servicio', 'Desarrollo web'));
    await expect(link.getAttribute('href')).toMatch(/^\/[^/]/);
    await userEvent.click(link);
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(linkClicks.hrefs).toEqual(['/desarrollo-web']);

    // Focus on the link outlines the whole card in the accent colour.
    const accent = tokenColor('--color-primary');
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(boxOf(card)).borderTopColor).toBe(accent));
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(2);
    await expect(linkClicks.hrefs).toEqual(['/desarrollo-web', '/desarrollo-web']);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Web development',
    description:
      'Corporate websites and bespoke applications in React and Next.js: fast, accessible and easy to maintain.',
    features: ['Mobile-first design', 'Speed optimisation', 'Your own admin panel'],
    featuresLabel: "What's included",
    image: picture('service-web', 'Screen showing the code of a website in progress'),
    action: { label: 'See service', href: '/en/web-development' },
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Web development');
    await expect(within(card).getByRole('list', { name: "What's included" })).toBeVisible();
    await expect(
      within(card).getByRole('link', { name: actionName('See service', 'Web development') }),
    ).toHaveAttribute('href', '/en/web-development');
  },
};

export const LongText: Story = {
  args: {
    title: 'Desarrollo de plataformas de comercioelectrónicointernacionalizadoymultimoneda',
    description:
      'Construimos plataformas con catálogos de miles de productos, integraciones con ERP y pasarelas de pago, y un rendimiento excelente: hiperoptimizaciónautomatizadadecatálogosmultidioma incluida.',
    features: [
      'Sincronización bidireccional de inventario con tu ERP y tus almacenes',
      'Integraciónconpasarelasdepagointernacionalesymonederosdigitales',
    ],
    action: { label: 'Solicitar una propuesta técnica detallada', href: '/contacto' },
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, /comercioelectrónico/);
    const box = boxOf(card);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expectContained(box, [
      within(card).getByRole('heading'),
      within(card).getByText(/hiperoptimización/),
      ...within(card).getAllByRole('listitem'),
      within(card).getByRole('link', {
        name: actionName(
          'Solicitar una propuesta técnica detallada',
          'Desarrollo de plataformas de comercioelectrónicointernacionalizadoymultimoneda',
        ),
      }),
    ]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Desarrollo web');
    const rect = card.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const link = within(card).getByRole('link', {
      name: actionName('Ver servicio', 'Desarrollo web'),
    });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
