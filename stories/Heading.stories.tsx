import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../ui';
import { headingVariantConfig } from '../ui/primitives/Heading';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Desarrollo web a medida para tu negocio' },
  argTypes: {
    level: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: [undefined, ...optionsOf(headingVariantConfig.size)] },
    visuallyHidden: { control: 'boolean' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (el: HTMLElement) => Number.parseFloat(getComputedStyle(el).fontSize);

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Desarrollo web a medida para tu negocio',
    });
    await expect(heading).toBeVisible();
    await expect(getComputedStyle(heading).fontFamily).toContain('Space Grotesk');
  },
};

export const English: Story = {
  args: { children: 'Custom web development for your business' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Custom web development for your business' }),
    ).toBeVisible();
  },
};

/** Each level with its default size: the outline and the type scale agree. */
export const Levels: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Heading {...args} level={1}>
        Agencia de desarrollo web
      </Heading>
      <Heading {...args} level={2}>
        Servicios
      </Heading>
      <Heading {...args} level={3}>
        Tiendas online
      </Heading>
      <Heading {...args} level={4}>
        Pasarelas de pago
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const names = ['Agencia de desarrollo web', 'Servicios', 'Tiendas online', 'Pasarelas de pago'];
    const sizes = names.map((name, i) =>
      fontSize(canvas.getByRole('heading', { level: i + 1, name })),
    );
    // Each level is strictly smaller than the one above it.
    await expect(new Set(sizes).size).toBe(sizes.length);
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  },
};

/** The outline level and the visual size are independent. */
export const LevelVersusSize: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Heading {...args} level={1} size="display">
        Webs que venden
      </Heading>
      <Heading {...args} level={2} size="h4">
        Confían en nosotros
      </Heading>
      <Heading {...args} level={3} size="h2">
        Automatización de procesos
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const display = canvas.getByRole('heading', { level: 1, name: 'Webs que venden' });
    const smallH2 = canvas.getByRole('heading', { level: 2, name: 'Confían en nosotros' });
    const largeH3 = canvas.getByRole('heading', { level: 3, name: 'Automatización de procesos' });
    await expect(fontSize(display)).toBeGreaterThanOrEqual(40);
    // An h2 styled as h4 is smaller than an h3 styled as h2.
    await expect(fontSize(smallH2)).toBe(18);
    await expect(fontSize(largeH3)).toBeGreaterThan(fontSize(smallH2));
    await expect(fontSize(display)).toBeGreaterThan(fontSize(largeH3));
  },
};

/** Read by screen readers, invisible on screen (e.g. the home page's h1 over a visual hero). */
export const VisuallyHidden: Story = {
  args: { level: 1, visuallyHidden: true, children: 'Agencia de desarrollo web y SEO en Madrid' },
  render: (args) => (
    <div>
      <Heading {...args} />
      <p>
        La portada muestra un carrusel; el título principal solo lo leen los lectores de pantalla.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Agencia de desarrollo web y SEO en Madrid',
    });
    await expect(heading).toBeInTheDocument();
    const rect = heading.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(1);
    await expect(rect.height).toBeLessThanOrEqual(1);
  },
};

export const VisuallyHiddenEnglish: Story = {
  args: { level: 1, visuallyHidden: true, children: 'Web development and SEO agency in Madrid' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Web development and SEO agency in Madrid',
    });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Diseñamos, desarrollamos y posicionamos tiendas online que cargan rápido, convierten visitas en clientes y se gestionan sin depender de nadie',
  },
  render: (args) => (
    <div className="max-w-xl">
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: /tiendas online que cargan rápido/,
    });
    await expect(heading).toBeVisible();
    // It wraps onto several lines inside its column instead of overflowing.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(fontSize(heading) * 2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { level: 1, size: 'display', children: 'Tu web, lista para vender' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Tu web, lista para vender' });
    await expect(heading).toBeVisible();
    // The display size scales down on a phone (clamp min 2.5rem) and nothing overflows.
    await expect(fontSize(heading)).toBeLessThan(48);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};
