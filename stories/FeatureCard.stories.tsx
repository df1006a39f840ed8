import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Code2, Gauge, ShieldCheck, Smartphone } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FeatureCard } from '../ui';
import { featureCardVariantConfig } from '../ui/sections/FeatureCard';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

type Canvas = StoryContext['canvas'];

function cardOf(canvas: Canvas, title: string | RegExp): HTMLElement {
  const card = canvas
    .getByRole('heading', { name: title })
    .closest<HTMLElement>('[data-slot="feature-card"]');
  if (!card) throw new Error('Feature card not found');
  return card;
}

const meta = {
  title: 'Sections/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  args: {
    icon: <Gauge aria-hidden="true" />,
    title: 'Carga en menos de un segundo',
    description:
      'Optimizamos imágenes, código y alojamiento para que tus visitantes no esperen y Google te premie.',
    tone: 'default',
    headingLevel: 'h3',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: optionsOf(featureCardVariantConfig.tone) },
    headingLevel: { control: 'inline-radio', options: ['h3', 'h4'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Carga en menos de un segundo' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(/Google te premie/)).toBeVisible();
    const card = cardOf(canvas, 'Carga en menos de un segundo');
    await expect(card).toHaveAttribute('data-tone', 'default');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
    // The icon is decoration.
    await expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Muted: Story = {
  args: {
    tone: 'muted',
    icon: <Smartphone aria-hidden="true" />,
    title: 'Pensada para el móvil',
    description:
      'Más de la mitad de tus visitas llegan desde un teléfono: diseñamos primero para ellas.',
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Pensada para el móvil');
    await expect(card).toHaveAttribute('data-tone', 'muted');
    await expect(getComputedStyle(card).backgroundColor).toBe(tokenColor('--color-muted'));
    await expect(getComputedStyle(card).boxShadow).toBe('none');
  },
};

/** On the night-blue surface: raised card, light title, muted light text. */
export const Dark: Story = {
  args: {
    tone: 'dark',
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'Segura y actualizada',
    description: 'Certificado SSL, copias diarias y actualizaciones revisadas cada mes.',
  },
  decorators: [
    (Story) => (
      <div className="rounded-lg bg-surface p-6 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Segura y actualizada' });
    const card = cardOf(canvas, 'Segura y actualizada');
    await expect(card).toHaveAttribute('data-tone', 'dark');
    await expect(getComputedStyle(card).backgroundColor).toBe(tokenColor('--color-surface-raised'));
    await expect(getComputedStyle(title).color).toBe(tokenColor('--color-surface-foreground'));
    await expect(getComputedStyle(canvas.getByText(/Certificado SSL/)).color).toBe(
      tokenColor('--color-surface-muted-foreground'),
    );
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Carga en menos de un segundo');
    await expect(card.querySelector('svg')).toBeNull();
    // The title is the first thing in the card.
    await expect(card.firstElementChild).toBe(
      canvas.getByRole('heading', { name: 'Carga en menos de un segundo' }),
    );
  },
};

/** Under a section subheading the title drops to h4. */
export const HeadingLevel4: Story = {
  args: { headingLevel: 'h4' },
  decorators: [
    (Story) => (
      <section aria-labelledby="feature-level">
        <h2 className="sr-only">Ventajas</h2>
        <h3 id="feature-level" className="mb-4 font-display text-h3 font-semibold">
          Rendimiento
        </h3>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 4, name: 'Carga en menos de un segundo' }),
    ).toBeVisible();
  },
};

/** The three tones side by side. */
export const Tones: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid gap-4 rounded-lg bg-surface p-6 sm:grid-cols-3">
      <FeatureCard {...args} tone="default" title="Rápida" />
      <FeatureCard {...args} tone="muted" title="Accesible" />
      <FeatureCard {...args} tone="dark" title="Segura" />
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const [name, tone] of [
      ['Rápida', 'default'],
      ['Accesible', 'muted'],
      ['Segura', 'dark'],
    ] as const) {
      const card = cardOf(canvas, name);
      await expect(card).toHaveAttribute('data-tone', tone);
      backgrounds.add(getComputedStyle(card).backgroundColor);
    }
    await expect(backgrounds.size).toBe(3);
    // Equal heights in a row.
    const heights = canvas
      .getAllByRole('article')
      .map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Loads in under a second',
    description:
      'We optimise images, code and hosting so your visitors never wait and Google rewards you.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Loads in under a second' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Google rewards you/)).toBeVisible();
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
    title: 'Optimizacióndelrendimientoextremadamenteexhaustiva para tiendas con miles de productos',
    description:
      'Optimizamos imágenes en AVIF y WebP, dividimos el código, precargamos lo esencial y configuramos la caché del servidor: rendimientoexcepcionalgarantizadoporcontrato en cada página.',
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, /Optimización/);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const right = card.getBoundingClientRect().right;
    for (const element of [
      canvas.getByRole('heading', { name: /Optimización/ }),
      canvas.getByText(/rendimientoexcepcional/),
    ]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Carga en menos de un segundo');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const webServices = [
  'Sitios corporativos y landing pages',
  'Tiendas online a medida',
  'Aplicaciones web y SaaS',
  'Apps móviles para iOS y Android',
  'APIs e integraciones con otros sistemas',
];

/** A group of services (the partner programme's catalogue): a title and a list, no description. */
export const WithItems: Story = {
  args: {
    icon: <Code2 aria-hidden="true" />,
    title: 'Desarrollo web y móvil',
    description: undefined,
    items: webServices,
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Desarrollo web y móvil');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(webServices);
    for (const item of items) await expect(item).toBeVisible();
    await expect(card.querySelector('p')).toBeNull();
  },
};
