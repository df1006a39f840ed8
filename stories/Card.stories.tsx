import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../ui';
import { cardVariantConfig } from '../ui/primitives/Card';
import { tokenColor } from './fixtures/dom';
import { optionsOf } from './fixtures/variants';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: { variant: 'default', interactive: false },
  argTypes: {
    variant: { control: 'select', options: optionsOf(cardVariantConfig.variant) },
    interactive: { control: 'boolean' },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Tiendas online</CardTitle>
        <CardDescription>
          Tu catálogo en Shopify o WooCommerce, con pagos, envíos y facturas listos desde el primer
          día.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>Desde 1.900 € · Entrega en 4 semanas</p>
      </CardContent>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card element around a title (cards have no role of their own). */
function cardOf(title: HTMLElement): HTMLElement {
  const card = title.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error('Card not found');
  return card;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Tiendas online' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(/Shopify o WooCommerce/)).toBeVisible();
    const card = cardOf(title);
    await expect(card).toHaveAttribute('data-variant', 'default');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Online shops</CardTitle>
        <CardDescription>
          Your catalogue on Shopify or WooCommerce, with payments, shipping and invoices ready from
          day one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>From €1,900 · Delivered in 4 weeks</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Online shops' })).toBeVisible();
    await expect(canvas.getByText(/Delivered in 4 weeks/)).toBeVisible();
  },
};

export const Muted: Story = {
  args: { variant: 'muted' },
  play: async ({ canvas }) => {
    const card = cardOf(canvas.getByRole('heading', { name: 'Tiendas online' }));
    await expect(card).toHaveAttribute('data-variant', 'muted');
    // Flat: no shadow.
    await expect(getComputedStyle(card).backgroundColor).toBe(tokenColor('--color-muted'));
    await expect(getComputedStyle(card).boxShadow).toBe('none');
  },
};

/** The dark card sits on the night-blue surface; its description switches to the surface's muted text. */
export const Dark: Story = {
  args: { variant: 'dark' },
  decorators: [
    (Story) => (
      <div className="rounded-lg bg-surface p-6 text-surface-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Tiendas online' });
    const card = cardOf(title);
    await expect(card).toHaveAttribute('data-variant', 'dark');
    await expect(getComputedStyle(card).backgroundColor).toBe(tokenColor('--color-surface-raised'));
    await expect(getComputedStyle(title).color).toBe(tokenColor('--color-surface-foreground'));
    await expect(getComputedStyle(canvas.getByText(/Shopify o WooCommerce/)).color).toBe(
      tokenColor('--color-surface-muted-foreground'),
    );
  },
};

/** A whole service card that reacts to focus; its action is a real link inside. */
export const Interactive: Story = {
  args: { interactive: true },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <Badge variant="soft">NUEVO</Badge>
        <CardTitle>Automatización de procesos</CardTitle>
        <CardDescription>
          Conectamos tu web con tu CRM, tu facturación y tu correo para que las tareas repetitivas
          se hagan solas.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="link">
          <a href="#automatizacion">
            Ver servicio
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Automatización de procesos' });
    const card = cardOf(title);
    const link = canvas.getByRole('link', { name: 'Ver servicio' });
    await expect(link).toHaveAttribute('href', '#automatizacion');
    const border = tokenColor('--color-border');
    const accent = tokenColor('--color-primary');
    await expect(getComputedStyle(card).borderTopColor).toBe(border);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Focus inside the card outlines the whole card in the accent colour.
    await waitFor(() => expect(getComputedStyle(card).borderTopColor).toBe(accent));

    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card).borderTopColor).toBe(border));
  },
};

const onRequest = fn();

/** A card with a button: the click reaches the handler, by mouse and keyboard. */
export const WithAction: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle as="h2">Auditoría SEO gratuita</CardTitle>
        <CardDescription>
          Analizamos la velocidad, la indexación y el contenido de tu web y te enviamos un informe
          en 48 horas.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button onClick={onRequest}>Solicitar auditoría</Button>
        <Button variant="ghost">Más tarde</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    onRequest.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Auditoría SEO gratuita' }),
    ).toBeVisible();
    const request = canvas.getByRole('button', { name: 'Solicitar auditoría' });
    await userEvent.click(request);
    await expect(onRequest).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(request).not.toHaveFocus();
    request.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRequest).toHaveBeenCalledTimes(2);
  },
};

/** The three variants side by side, as on the services page. */
export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-3">
      {(
        [
          ['default', 'Desarrollo web', 'Webs rápidas en React y Next.js.'],
          ['muted', 'Diseño UX/UI', 'Interfaces claras y accesibles.'],
          ['dark', 'SEO técnico', 'Más visitas desde Google.'],
        ] as const
      ).map(([variant, title, text]) => (
        <Card key={variant} {...args} variant={variant}>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{text}</CardDescription>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const variants = {
      'Desarrollo web': 'default',
      'Diseño UX/UI': 'muted',
      'SEO técnico': 'dark',
    };
    const backgrounds = new Set<string>();
    for (const [name, variant] of Object.entries(variants)) {
      const card = cardOf(canvas.getByRole('heading', { level: 3, name }));
      await expect(card).toHaveAttribute('data-variant', variant);
      await expect(card).toBeVisible();
      backgrounds.add(getComputedStyle(card).backgroundColor);
    }
    await expect(backgrounds.size).toBe(3);
  },
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args} className="max-w-xs">
      <CardHeader>
        <CardTitle>
          Migración de tu tienda de PrestaShop a Shopify sin perder posicionamiento ni pedidos
        </CardTitle>
        <CardDescription>
          Trasladamos productos, clientes, pedidos y redirecciones 301, revisamos cada URL indexada
          y vigilamos el tráfico orgánico durante los tres meses siguientes al lanzamiento.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button wrap>Pedir presupuesto de migración</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: /PrestaShop a Shopify/ });
    const card = cardOf(title);
    await expect(title).toBeVisible();
    // Everything wraps inside the card; nothing sticks out.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    const button = canvas.getByRole('button', { name: 'Pedir presupuesto de migración' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Mantenimiento web</CardTitle>
        <CardDescription>Copias de seguridad, actualizaciones y soporte cada mes.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button className="w-full">Contratar</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const card = cardOf(canvas.getByRole('heading', { name: 'Mantenimiento web' }));
    const rect = card.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeGreaterThan(window.innerWidth * 0.8);
    const button = within(card).getByRole('button', { name: 'Contratar' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
