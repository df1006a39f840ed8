import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, QrCode } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { ToolCard } from '../ui';
import { linkClicks } from './fixtures/dom';

const giveawaysEs = {
  icon: <Gift aria-hidden="true" />,
  title: 'Plataforma de sorteos',
  description:
    'Organiza sorteos en redes sociales para tus clientes, con ganadores elegidos al azar y resultados transparentes. Pensada para agencias y community managers.',
  href: 'https://sorteos.nodoweb.studio/',
  action: 'Visitar Herramienta',
  external: { badge: 'EXTERNO', newTabHint: '(se abre en una pestaña nueva)' },
};

const meta = {
  title: 'Sections/ToolCard',
  component: ToolCard,
  tags: ['autodocs'],
  args: {
    icon: <QrCode aria-hidden="true" />,
    title: 'Generador de códigos QR',
    description:
      'Crea códigos QR para enlaces, textos, emails, teléfonos o tarjetas de contacto y descárgalos en PNG, listos para imprimir o compartir.',
    href: '/generador-qr',
    action: 'Usar Herramienta',
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    href: { control: 'text' },
    action: { control: 'text' },
    external: { control: 'object' },
    icon: { control: false },
  },
  // A tool's name is an h3 under the utilities hub's h2.
  decorators: [
    (Story, { parameters }) => (
      <div className="max-w-sm">
        <h2 className="sr-only">{parameters.lang === 'en' ? 'Our tools' : 'Herramientas'}</h2>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(element: HTMLElement): HTMLElement {
  const card = element.closest<HTMLElement>('[data-slot="tool-card"]');
  if (!card) throw new Error('Tool card not found');
  return card;
}

/** One of the site's own tools: a page of this site, opened in place. */
export const Internal: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Generador de códigos QR' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(/descárgalos en PNG/)).toBeVisible();
    await expect(cardOf(heading).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText('EXTERNO')).not.toBeInTheDocument();

    // The tool's name completes the button's, so a list of links reads well.
    const link = canvas.getByRole('link', { name: 'Usar Herramienta Generador de códigos QR' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(linkClicks.all).toEqual([{ href: '/generador-qr', target: '' }]);
  },
};

/** An outside tool: badge, outlined button, and a new tab the link's name announces. */
export const External: Story = {
  args: giveawaysEs,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EXTERNO')).toBeVisible();
    const link = canvas.getByRole('link', {
      name: 'Visitar Herramienta Plataforma de sorteos (se abre en una pestaña nueva)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(linkClicks.all).toEqual([
      { href: 'https://sorteos.nodoweb.studio/', target: '_blank' },
    ]);
  },
};

/** The button is reachable by keyboard, shows the focus ring and opens with Enter. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Usar Herramienta/ });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/generador-qr']);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'QR code generator',
    description:
      'Create QR codes for links, text, emails, phone numbers or contact cards and download them as PNG, ready to print or share.',
    href: '/en/qr-generator',
    action: 'Use Tool',
  },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <ToolCard {...args} />
      <ToolCard
        icon={<Gift aria-hidden="true" />}
        title="Giveaway platform"
        description="Run social media giveaways for your clients, with randomly drawn winners and transparent results. Built for agencies and community managers."
        href="https://sorteos.nodoweb.studio/"
        action="Visit Tool"
        external={{ badge: 'EXTERNAL', newTabHint: '(opens in a new tab)' }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Use Tool QR code generator' })).toHaveAttribute(
      'href',
      '/en/qr-generator',
    );
    await expect(canvas.getByText('EXTERNAL')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Visit Tool Giveaway platform (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: giveawaysEs,
  decorators: [
    (Story) => (
      <div className="px-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = cardOf(canvas.getByRole('heading', { name: 'Plataforma de sorteos' }));
    const box = card.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const link = canvas.getByRole('link', { name: /Visitar Herramienta/ });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};

export const LongText: Story = {
  args: {
    ...giveawaysEs,
    title: 'Plataforma de sorteos multirredsocialautomatizados con ganadores verificables',
    description:
      'Importa los comentarios de Instagram, Facebook y TikTok, descarta cuentas duplicadas o sospechosas, elige ganadores al azar y publica un certificado con el resultado para que tus seguidores confíen en cada sorteo.',
    action: 'Visitar la herramienta de sorteos',
    external: { badge: 'EXTERNO', newTabHint: '(se abre en una pestaña nueva)' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: /multirredsocial/ });
    const card = cardOf(heading);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const right = card.getBoundingClientRect().right;
    for (const element of [heading, canvas.getByRole('link', { name: /Visitar la herramienta/ })]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
