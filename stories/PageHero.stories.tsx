import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Link, PageHero, StatStrip } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { picture } from './fixtures/images';

/** Two links as buttons: the accent one, and an outlined one drawn for the dark surface. */
function actions(primary: string, primaryHref: string, secondary: string, secondaryHref: string) {
  return (
    <>
      <Button asChild size="lg">
        <Link href={primaryHref}>{primary}</Link>
      </Button>
      <Button asChild size="lg" variant="outline-surface">
        <Link href={secondaryHref}>{secondary}</Link>
      </Button>
    </>
  );
}

const statsEs = [
  { value: '100+', label: 'Tiendas lanzadas' },
  { value: '5.0', label: 'Valoración media' },
  { value: '24/7', label: 'Soporte técnico' },
];

const highlightsEs = [
  'Tienda a medida',
  'Sin comisiones',
  '50+ clientes satisfechos',
  'Entrega en 4 semanas',
];

const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    badge: 'Comercio electrónico',
    title: 'Tiendas online que',
    highlight: 'venden desde el primer día',
    description:
      'En Nodo Web Studio creamos tiendas en Shopify, WooCommerce o a medida, con pagos, envíos y facturación integrados, rápidas en móvil y preparadas para posicionar en Google.',
    actions: actions('Solicitar presupuesto', '/contacto', 'Ver proyectos', '/portfolio'),
    highlights: highlightsEs,
    children: <StatStrip bare tone="dark" stats={statsEs} />,
  },
  argTypes: {
    badge: { control: 'text' },
    title: { control: 'text' },
    highlight: { control: 'text' },
    description: { control: 'text' },
    highlights: { control: 'object' },
    actions: { control: false },
    children: { control: false },
  },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

function heroOf(title: HTMLElement): HTMLElement {
  const hero = title.closest<HTMLElement>('[data-slot="page-hero"]');
  if (!hero) throw new Error('Hero not found');
  return hero;
}

/**
 * The hero's content column. (The hero itself clips a decorative glow wider than a phone, which
 * its scrollWidth counts although nobody sees it.)
 */
function contentOf(title: HTMLElement): HTMLElement {
  const content = title.parentElement;
  if (!content) throw new Error('Hero content not found');
  return content;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 1,
      name: 'Tiendas online que venden desde el primer día',
    });
    await expect(title).toBeVisible();
    // The highlight is part of the heading, in the accent colour of the dark surface.
    const highlight = within(title).getByText('venden desde el primer día');
    await expect(getComputedStyle(highlight).color).toBe(tokenColor('--color-surface-accent'));

    await expect(canvas.getByText('Comercio electrónico')).toBeVisible();
    await expect(canvas.getByText(/pagos, envíos y facturación integrados/)).toBeVisible();

    const checklist = canvas
      .getAllByRole('list')
      .find((list) => within(list).queryByText('Tienda a medida'));
    if (!checklist) throw new Error('Checklist not found');
    const items = within(checklist).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.replace('✓', '').trim())).toEqual(
      highlightsEs,
    );

    // The figures: a description list of value and label.
    for (const stat of statsEs) {
      const value = canvas.getByText(stat.value);
      await expect(value).toBeVisible();
      await expect(value.tagName).toBe('DD');
      await expect(canvas.getByText(stat.label).tagName).toBe('DT');
    }

    const quote = canvas.getByRole('link', { name: 'Solicitar presupuesto' });
    const projects = canvas.getByRole('link', { name: 'Ver proyectos' });
    await expect(quote).toHaveAttribute('href', '/contacto');
    await expect(projects).toHaveAttribute('href', '/portfolio');
    await userEvent.click(quote);
    await expect(linkClicks.hrefs).toEqual(['/contacto']);
    await userEvent.tab();
    await expect(projects).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/contacto', '/portfolio']);
  },
};

/** Only what is required: title and description, no badge, actions, checklist or figures. */
export const Minimal: Story = {
  args: {
    badge: undefined,
    highlight: undefined,
    title: 'Desarrollo web a medida',
    description: 'Aplicaciones web rápidas, seguras y fáciles de mantener.',
    actions: undefined,
    highlights: [],
    children: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Desarrollo web a medida' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    badge: 'E-commerce',
    title: 'Online stores that',
    highlight: 'sell from day one',
    description:
      'At Nodo Web Studio we build stores on Shopify, WooCommerce or fully custom, with payments, shipping and invoicing built in, fast on mobile and ready to rank on Google.',
    actions: actions('Request a quote', '/en/contact', 'See projects', '/en/portfolio'),
    highlights: [
      'Custom-built store',
      'No commissions',
      '50+ happy clients',
      'Delivered in 4 weeks',
    ],
    children: (
      <StatStrip
        bare
        tone="dark"
        stats={[
          { value: '100+', label: 'Stores launched' },
          { value: '5.0', label: 'Average rating' },
          { value: '24/7', label: 'Technical support' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Online stores that sell from day one' }),
    ).toBeVisible();
    await expect(canvas.getByText('No commissions')).toBeVisible();
    await expect(canvas.getByText('Technical support')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Plataformas de comercio electrónico B2B y B2C con integraciones',
    highlight: 'Interoperabilidadmultiplataformaconsistemasdegestiónempresarial',
    description:
      'Conectamos tu catálogo con el ERP, el CRM, la pasarela de pagos y los operadores logísticos para que pedidos, existencias y facturas se sincronicen solos, sin hojas de cálculo intermedias ni errores manuales.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: /Interoperabilidad/ });
    const content = contentOf(title);
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      heroOf(title).getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: /Tiendas online que venden/ });
    const content = contentOf(title);
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Solicitar presupuesto', 'Ver proyectos']) {
      const link = canvas.getByRole('link', { name });
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // The checklist stacks in one column on a phone.
    const first = canvas.getByText('Tienda a medida').closest('li');
    const second = canvas.getByText('Sin comisiones').closest('li');
    if (!first || !second) throw new Error('Checklist items not found');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

/** The partner programme's hero: an illustration beside the text on wide screens. */
export const WithImage: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    badge: 'Programa de partners',
    title: 'Tu equipo técnico',
    highlight: 'en marca blanca',
    description:
      'Trabajamos para tu agencia en marca blanca, invisibles para tu cliente y con un 20% más de margen, o en co-branding. Desarrollo, diseño, marketing y servicios especializados con hasta un 30% de descuento.',
    actions: (
      <Button asChild size="lg">
        <Link href="/para-agencias#contacto">Quiero ser partner</Link>
      </Button>
    ),
    highlights: [],
    children: undefined,
    image: picture(
      'agency-hero',
      'Ilustración de dos equipos de agencia colaborando detrás de un panel de control en marca blanca',
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 1,
      name: 'Tu equipo técnico en marca blanca',
    });
    const image = canvas.getByRole('img', { name: /dos equipos de agencia colaborando/ });
    await expect(image).toBeVisible();
    // In the first screen: loaded at once, not lazily.
    await expect(image).toHaveAttribute('loading', 'eager');
    const text = contentOf(title).getBoundingClientRect();
    await expect(image.getBoundingClientRect().left).toBeGreaterThanOrEqual(text.right);
  },
};

/** On a phone the illustration follows the text, as wide as the screen allows. */
export const WithImageMobile: Story = {
  ...WithImage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: /Tu equipo técnico/ });
    const image = canvas.getByRole('img', { name: /dos equipos de agencia colaborando/ });
    const box = image.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(contentOf(title).getBoundingClientRect().bottom);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
