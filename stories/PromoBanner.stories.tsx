import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PromoBanner } from '../ui';
import { linkClicks } from './fixtures/dom';
import { picture } from './fixtures/images';
import { expectContained } from './fixtures/layout';

const imagesEs = [
  picture('promo-site-1', 'Web de un despacho de abogados creada por Nodo Web Studio'),
  picture('promo-site-2', 'Tienda online de cosmética natural'),
  picture('promo-site-3', 'Web de reservas de un restaurante'),
  picture('promo-site-4', 'Portal inmobiliario con buscador de viviendas'),
  picture('promo-site-5', 'Web de una clínica dental'),
];

const imagesEn = [
  picture('promo-site-1', 'Law firm website built by Nodo Web Studio'),
  picture('promo-site-2', 'Natural cosmetics online shop'),
  picture('promo-site-3', 'Restaurant booking website'),
  picture('promo-site-4', 'Property portal with a home search'),
  picture('promo-site-5', 'Dental clinic website'),
];

type Canvas = StoryContext['canvas'];

function bannerOf(canvas: Canvas, title: string | RegExp): HTMLElement {
  const banner = canvas
    .getByRole('heading', { level: 2, name: title })
    .closest<HTMLElement>('[data-slot="promo-banner"]');
  if (!banner) throw new Error('Promo banner not found');
  return banner;
}

const meta = {
  title: 'Sections/PromoBanner',
  component: PromoBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    badge: 'Oferta por tiempo limitado',
    title: 'Tu web profesional lista en una semana',
    description:
      'Diseño a medida, dominio, alojamiento y posicionamiento básico incluidos. Lanzamos tu web premium en siete días con precio cerrado.',
    action: { label: 'Ver la oferta', href: '/oferta-especial' },
    note: 'Solo 5 plazas este mes.',
    figure: { value: '7', label: 'días' },
    images: imagesEs,
    imagesLabel: 'Webs de ejemplo creadas por Nodo Web Studio',
    dots: 20,
  },
  argTypes: {
    dots: { control: { type: 'number', min: 0, max: 40 } },
  },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = bannerOf(canvas, 'Tu web profesional lista en una semana');
    await expect(canvas.getByText('Oferta por tiempo limitado')).toBeVisible();
    await expect(canvas.getByText(/siete días con precio cerrado/)).toBeVisible();
    await expect(canvas.getByText('Solo 5 plazas este mes.')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.getByText('días')).toBeVisible();

    const list = canvas.getByRole('list', { name: 'Webs de ejemplo creadas por Nodo Web Studio' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const image of imagesEs) {
      await expect(within(list).getByRole('img', { name: image.alt })).toBeInTheDocument();
    }

    // Twenty dots of decoration, hidden from assistive technology.
    const dots = banner.querySelector('[data-slot="promo-dots"]');
    await expect(dots).toHaveAttribute('aria-hidden', 'true');
    await expect(dots?.children).toHaveLength(20);

    const action = canvas.getByRole('link', { name: 'Ver la oferta' });
    await expect(action).toHaveAttribute('href', '/oferta-especial');
  },
};

/** The action leads to the premium offer's page. */
export const FollowAction: Story = {
  play: async ({ canvas }) => {
    const action = canvas.getByRole('link', { name: 'Ver la oferta' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/oferta-especial']);
  },
};

/** Without the figure and the small print. */
export const Minimal: Story = {
  args: { figure: undefined, note: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Solo 5 plazas este mes.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('días')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Tu web profesional lista en una semana' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    badge: 'Limited-time offer',
    title: 'Your professional website ready in a week',
    description:
      'Custom design, domain, hosting and basic SEO included. We launch your premium website in seven days for a fixed price.',
    action: { label: 'See the offer', href: '/en/special-offer' },
    note: 'Only 5 spots this month.',
    figure: { value: '7', label: 'days' },
    images: imagesEn,
    imagesLabel: 'Example websites built by Nodo Web Studio',
  },
  play: async ({ canvas }) => {
    bannerOf(canvas, 'Your professional website ready in a week');
    await expect(
      canvas.getByRole('list', { name: 'Example websites built by Nodo Web Studio' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/en/special-offer',
    );
    await expect(canvas.getByText('Only 5 spots this month.')).toBeVisible();
  },
};

const longArgs = {
  badge: 'Oferta de lanzamiento',
  title:
    'Tu web profesional, tu tienda online y tu posicionamiento en Google listos en una sola semana: todoincluidodesdeelprimerdía',
  description:
    'Diseño a medida, dominio, alojamiento de alto rendimiento, certificados de seguridad, copias diarias y posicionamiento básico incluidos: todoincluidosinsorpresasnicostesocultos durante el primer año.',
  action: {
    label: 'Reservar mi plaza en la oferta especial de lanzamiento',
    href: '/oferta-especial',
  },
  note: 'Plazas limitadas a cinco proyectos nuevos cada mes para garantizar la calidad de cada entrega.',
};

/** Nothing in the banner sticks out of it, on either side. */
async function expectWrapped(canvas: Canvas) {
  const banner = bannerOf(canvas, /posicionamiento en Google/);
  await expectContained(banner, [
    canvas.getByText('Oferta de lanzamiento'),
    canvas.getByRole('heading', { level: 2 }),
    canvas.getByText(/todoincluidosinsorpresas/),
    canvas.getByRole('link'),
    canvas.getByText(/Plazas limitadas/),
  ]);
}

export const LongText: Story = {
  args: longArgs,
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

/** The same long text on a phone. */
export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: longArgs,
  play: async ({ canvas }) => {
    await expectWrapped(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const banner = bannerOf(canvas, 'Tu web profesional lista en una semana');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // On a phone the screenshots come after the text.
    const list = canvas.getByRole('list', { name: 'Webs de ejemplo creadas por Nodo Web Studio' });
    const action = canvas.getByRole('link', { name: 'Ver la oferta' });
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(
      action.getBoundingClientRect().bottom,
    );
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
