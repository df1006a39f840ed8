import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, Heading } from '../ui';
import { containerVariantConfig } from '../ui/primitives/Container';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { width: 'default' },
  argTypes: {
    width: { control: 'select', options: optionsOf(containerVariantConfig.width) },
  },
  render: (args) => (
    <Container {...args} className="bg-muted py-6">
      <Heading level={2}>Proyectos recientes</Heading>
      <p className="mt-2 text-muted-foreground">
        Webs corporativas, tiendas online y herramientas internas para pymes.
      </p>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The container around a heading (containers have no role of their own). */
function containerOf(el: HTMLElement): HTMLElement {
  const container = el.closest<HTMLElement>('[data-slot="container"]');
  if (!container) throw new Error('Container not found');
  return container;
}

const rem = 16;
/** The width a container with this max-width takes on the current page: its max or the page's. */
const expectedWidth = (maxRem: number) =>
  Math.min(maxRem * rem, document.documentElement.clientWidth);

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Proyectos recientes' });
    await expect(heading).toBeVisible();
    const container = containerOf(heading);
    const rect = container.getBoundingClientRect();
    await expect(rect.width).toBe(expectedWidth(80));
    // Centred: equal room on both sides.
    const right = document.documentElement.clientWidth - rect.right;
    await expect(Math.abs(rect.left - right)).toBeLessThanOrEqual(1);
    // Side gutters keep the text off the screen edge.
    await expect(heading.getBoundingClientRect().left - rect.left).toBeGreaterThanOrEqual(16);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  render: (args) => (
    <Container {...args} className="bg-muted py-6">
      <Heading level={2}>Recent projects</Heading>
      <p className="mt-2 text-muted-foreground">
        Corporate websites, online shops and internal tools for small businesses.
      </p>
    </Container>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Recent projects' });
    await expect(heading).toBeVisible();
    await expect(containerOf(heading)).toBeVisible();
  },
};

/**
 * The three widths on a 100rem-wide stage (wider than any of them, shown at 60 % so it fits a
 * laptop canvas), so each reaches its own maximum: narrow (48rem, articles) < default (80rem)
 * < wide (90rem).
 */
export const Widths: Story = {
  render: (args) => (
    <div className="overflow-hidden">
      <div className="flex w-[100rem] origin-top-left scale-60 flex-col gap-4 py-4">
        <Container {...args} width="narrow" className="bg-muted py-4">
          <Heading level={2} size="h4">
            Estrecho: artículos del blog
          </Heading>
        </Container>
        <Container {...args} width="default" className="bg-muted py-4">
          <Heading level={2} size="h4">
            Normal: páginas de servicios
          </Heading>
        </Container>
        <Container {...args} width="wide" className="bg-muted py-4">
          <Heading level={2} size="h4">
            Ancho: portfolio a pantalla completa
          </Heading>
        </Container>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const container = (name: RegExp) => containerOf(canvas.getByRole('heading', { name }));
    const narrow = container(/^Estrecho/);
    const normal = container(/^Normal/);
    const wide = container(/^Ancho/);
    // As drawn on screen...
    await expect(narrow.getBoundingClientRect().width).toBeLessThan(
      normal.getBoundingClientRect().width,
    );
    await expect(normal.getBoundingClientRect().width).toBeLessThan(
      wide.getBoundingClientRect().width,
    );
    // ...and in layout pixels, before the stage's 60 % preview scale.
    await expect(narrow.offsetWidth).toBe(48 * rem);
    await expect(normal.offsetWidth).toBe(80 * rem);
    await expect(wide.offsetWidth).toBe(90 * rem);
  },
};

export const Narrow: Story = {
  args: { width: 'narrow' },
  render: (args) => (
    <Container {...args} className="bg-muted py-6">
      <Heading level={2}>Cómo elegir plataforma para tu tienda online</Heading>
      <p className="mt-2 text-muted-foreground">
        Shopify, WooCommerce o a medida: comparamos costes, comisiones y facilidad de uso para que
        decidas con datos.
      </p>
    </Container>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: /elegir plataforma/ });
    await expect(heading).toBeVisible();
    await expect(containerOf(heading).getBoundingClientRect().width).toBe(expectedWidth(48));
  },
};

export const Wide: Story = {
  args: { width: 'wide' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Proyectos recientes' });
    const rect = containerOf(heading).getBoundingClientRect();
    await expect(rect.width).toBe(expectedWidth(90));
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const LongText: Story = {
  args: { width: 'narrow' },
  render: (args) => (
    <Container {...args} className="bg-muted py-6">
      <p>
        Desarrollamos webs corporativas, tiendas online y automatizaciones a medida para pymes y
        autónomos. Trabajamos con React, Next.js, Shopify y WordPress, cuidamos el SEO técnico desde
        el primer día y entregamos cada proyecto con formación, documentación y un mes de soporte
        incluido. https://www.agencia-ejemplo.es/servicios/tiendas-online/migraciones
      </p>
    </Container>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Desarrollamos webs corporativas/);
    const container = containerOf(text);
    await expect(text).toBeVisible();
    await expect(container.getBoundingClientRect().width).toBe(expectedWidth(48));
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Proyectos recientes' });
    const container = containerOf(heading);
    const rect = container.getBoundingClientRect();
    // Full width on a phone, with the 1rem mobile gutter.
    await expect(rect.width).toBe(window.innerWidth);
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
    await expect(heading.getBoundingClientRect().left).toBe(16);
  },
};
