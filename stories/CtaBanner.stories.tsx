import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, CtaBanner, Link } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';

/** The banner's two links: contact first (strong), portfolio second (outlined on the accent). */
function actions(contact: string, contactHref: string, portfolio: string, portfolioHref: string) {
  return (
    <>
      <Button asChild size="lg" variant="secondary">
        <Link href={contactHref}>{contact}</Link>
      </Button>
      <Button asChild size="lg" variant="outline-primary">
        <Link href={portfolioHref}>{portfolio}</Link>
      </Button>
    </>
  );
}

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '¿Listo para lanzar tu próximo proyecto web?',
    description:
      'En Nodo Web Studio diseñamos, desarrollamos y posicionamos webs que convierten visitas en clientes. Cuéntanos tu idea y te enviamos una propuesta en 48 horas.',
    actions: actions('Solicitar presupuesto', '/contacto', 'Ver portfolio', '/portfolio'),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
  },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner's accent panel (the section itself is a full-width band). */
function panelOf(title: HTMLElement): HTMLElement {
  const panel = title.parentElement;
  if (!panel) throw new Error('Banner panel not found');
  return panel;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: '¿Listo para lanzar tu próximo proyecto web?',
    });
    const title = within(region).getByRole('heading', {
      level: 2,
      name: '¿Listo para lanzar tu próximo proyecto web?',
    });
    await expect(title).toBeVisible();
    await expect(within(region).getByText(/propuesta en 48 horas/)).toBeVisible();
    // White text on the accent colour.
    const panel = panelOf(title);
    await expect(getComputedStyle(panel).backgroundColor).toBe(tokenColor('--color-primary'));
    await expect(getComputedStyle(title).color).toBe(tokenColor('--color-primary-foreground'));

    const contact = within(region).getByRole('link', { name: 'Solicitar presupuesto' });
    const portfolio = within(region).getByRole('link', { name: 'Ver portfolio' });
    await expect(contact).toHaveAttribute('href', '/contacto');
    await expect(portfolio).toHaveAttribute('href', '/portfolio');
    await expect(within(region).getAllByRole('link')).toHaveLength(2);

    await userEvent.click(contact);
    await expect(linkClicks.hrefs).toEqual(['/contacto']);
    portfolio.focus();
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/contacto', '/portfolio']);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Ready to launch your next web project?',
    description:
      'At Nodo Web Studio we design, build and rank websites that turn visitors into customers. Tell us your idea and we will send you a proposal within 48 hours.',
    actions: actions('Request a quote', '/en/contact', 'See our portfolio', '/en/portfolio'),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Ready to launch your next web project?' });
    await expect(within(region).getByText(/proposal within 48 hours/)).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await expect(within(region).getByRole('link', { name: 'See our portfolio' })).toHaveAttribute(
      'href',
      '/en/portfolio',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'Transformamos tu presencia digital con desarrollo a medida y comercio electrónico Internacionalizaciónmultidivisaymultiidiomaparamarketplaces',
    description:
      'Auditamos, rediseñamos y migramos tu plataforma actual sin perder posicionamiento: redirecciones 301, datos estructurados, Core Web Vitals y analítica configurados desde el primer día, con un equipo dedicado durante todo el proyecto.',
    actions: actions('Pedir consultoría', '/contacto', 'Ver casos de éxito', '/portfolio'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: /Transformamos tu presencia/ });
    const panel = panelOf(title);
    await expect(title).toBeVisible();
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        panel.getBoundingClientRect().right,
      );
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 2,
      name: '¿Listo para lanzar tu próximo proyecto web?',
    });
    const panel = panelOf(title);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const name of ['Solicitar presupuesto', 'Ver portfolio']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        panel.getBoundingClientRect().right,
      );
    }
  },
};
