import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, PriceCard } from '../ui';

/** The offer's WhatsApp chat, with the booking message already written. */
function whatsappAction(label: string, newTabHint: string, message: string) {
  return (
    <Button asChild variant="whatsapp" size="lg">
      <a
        href={`https://wa.me/13055550142?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
        <span className="sr-only"> {newTabHint}</span>
      </a>
    </Button>
  );
}

/** The page container's side margins on a phone, where the card takes the whole width. */
const pageMargins: Decorator = (Story) => (
  <div className="px-4">
    <Story />
  </div>
);

const includedEs = [
  'Diseño a medida y adaptado a móviles',
  'Desarrollo en React con código limpio',
  'Optimización de velocidad y SEO técnico',
  'Formulario de contacto y botón de WhatsApp',
  'Un año de hosting con certificado SSL',
  'Dominio propio incluido',
];

const meta = {
  title: 'Sections/PriceCard',
  component: PriceCard,
  tags: ['autodocs'],
  args: {
    title: 'Un precio cerrado, sin sorpresas',
    price: 'US$1200',
    caption: 'pago único',
    includedTitle: 'Qué incluye',
    included: includedEs,
    action: whatsappAction(
      'Reservar por WhatsApp',
      '(se abre WhatsApp en una pestaña nueva)',
      'Hola, quiero reservar mi sitio web en React en 7 días por US$1200.',
    ),
    note: 'El plazo de 7 días empieza a contar cuando nos envías tu logotipo, tus textos y tus imágenes.',
  },
  argTypes: {
    title: { control: 'text' },
    price: { control: 'text' },
    caption: { control: 'text' },
    includedTitle: { control: 'text' },
    included: { control: 'object' },
    note: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof PriceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Un precio cerrado, sin sorpresas' });
    await expect(
      within(card).getByRole('heading', { level: 2, name: 'Un precio cerrado, sin sorpresas' }),
    ).toBeVisible();
    await expect(within(card).getByText('US$1200')).toBeVisible();
    await expect(within(card).getByText('pago único')).toBeVisible();
    await expect(
      within(card).getByRole('heading', { level: 3, name: 'Qué incluye' }),
    ).toBeVisible();
    await expect(
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(includedEs);
    await expect(within(card).getByText(/empieza a contar cuando nos envías/)).toBeVisible();

    // The way to buy: WhatsApp, in a new tab, which the link's name announces.
    const link = within(card).getByRole('link', {
      name: 'Reservar por WhatsApp (se abre WhatsApp en una pestaña nueva)',
    });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/13055550142\?text=Hola/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'One fixed price, no surprises',
    price: '$1,200',
    caption: 'one-time payment',
    includedTitle: "What's included",
    included: [
      'Custom, mobile-friendly design',
      'Development in React with clean code',
      'Speed optimization and technical SEO',
      'Contact form and WhatsApp button',
      'One year of hosting with an SSL certificate',
      'Your own domain included',
    ],
    action: whatsappAction(
      'Book on WhatsApp',
      '(opens WhatsApp in a new tab)',
      "Hi, I'd like to book my React website in 7 days for $1,200.",
    ),
    note: 'The 7-day timeline starts once you send us your logo, copy and images.',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'One fixed price, no surprises' });
    await expect(within(card).getByText('$1,200')).toBeVisible();
    await expect(within(card).getByText('one-time payment')).toBeVisible();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    await expect(
      within(card).getByRole('link', { name: 'Book on WhatsApp (opens WhatsApp in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [pageMargins],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Un precio cerrado, sin sorpresas' });
    const box = card.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const link = within(card).getByRole('link', { name: /Reservar por WhatsApp/ });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A larger project on the narrowest screen the card is shown on: long lines wrap inside it. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Tienda online completa con catálogo, pagos internacionales y facturación electrónica',
    price: 'US$12.500',
    caption: 'en tres pagos: al firmar, al aprobar el diseño y al publicar',
    includedTitle: 'Qué incluye el proyecto',
    included: [
      'Catálogo de hasta 500 productos con variantes de talla, color y material',
      'Pasarelas de pago con tarjeta, PayPal y transferencia, en dólares y en euros',
      'Facturación electrónica conectada con tu programa de contabilidad',
      'Sincronizacióndeinventarioentiemporeal con tu almacén y tus marketplaces',
      'Formación de tu equipo y tres meses de soporte técnico prioritario',
    ],
    note: 'Los plazos y el presupuesto se confirman por escrito tras una reunión de análisis sin costo, en la que revisamos contigo tus procesos de venta y logística.',
  },
  decorators: [pageMargins],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /Tienda online completa/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const right = card.getBoundingClientRect().right;
    for (const element of [
      canvas.getByRole('heading', { level: 2 }),
      canvas.getByText('US$12.500'),
      canvas.getByText(/Sincronizacióndeinventario/),
    ]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
