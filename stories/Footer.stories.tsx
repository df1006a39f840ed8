import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../ui';
import { linkClicks } from './fixtures/dom';
import { footerEn, footerEs } from './fixtures/navigation';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: footerEs,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toBeVisible();

    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Páginas', 'Contacto', 'Horario (EST)']);

    await expect(
      canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.getByText(/tiendas online, SEO y automatización/)).toBeVisible();

    const pages = canvas.getByRole('navigation', { name: 'Páginas' });
    await expect(within(pages).getAllByRole('link')).toHaveLength(10);
    await expect(within(pages).getByRole('link', { name: 'Oferta especial' })).toHaveAttribute(
      'href',
      '/oferta-especial',
    );

    await expect(canvas.getByRole('link', { name: 'hola@nodoweb.studio' })).toHaveAttribute(
      'href',
      'mailto:hola@nodoweb.studio',
    );
    await expect(canvas.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    // The contact values are labelled for screen readers (visually hidden terms).
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Email',
      'Teléfono',
      'Oficinas',
    ]);
    await expect(canvas.getByText('Miami · Valencia')).toBeVisible();

    await expect(canvas.getByText('Lunes a viernes: 9:00 AM - 6:00 PM')).toBeVisible();
    await expect(canvas.getByText('Sábado: 9:00 AM - 1:00 PM')).toBeVisible();

    const social = canvas.getByRole('list', { name: 'Redes sociales' });
    for (const link of within(social).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    }

    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-privacidad',
    );
    await expect(
      canvas.getByText('© 2026 Nodo Web Studio. Todos los derechos reservados.'),
    ).toBeVisible();
  },
};

/** Footer links lead to their pages. */
export const FollowLinks: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Política de privacidad' }));
    await expect(linkClicks.hrefs).toEqual(['/politica-privacidad']);
    await userEvent.click(canvas.getByRole('link', { name: 'Portfolio' }));
    await expect(linkClicks.hrefs).toEqual(['/politica-privacidad', '/portfolio']);
    await userEvent.click(canvas.getByRole('link', { name: 'Nodo Web Studio, ir al inicio' }));
    await expect(linkClicks.hrefs).toEqual(['/politica-privacidad', '/portfolio', '/']);
  },
};

export const English: Story = {
  args: footerEn,
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Pages', 'Contact', 'Office hours (EST)']);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByText('Monday to Friday: 9:00 AM - 6:00 PM')).toBeVisible();
    await expect(canvas.getByText('Saturday: 9:00 AM - 1:00 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Nodo Web Studio. All rights reserved.')).toBeVisible();
  },
};

/** On a phone the columns stack and nothing overflows sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const pages = canvas.getByRole('heading', { name: 'Páginas' });
    const contact = canvas.getByRole('heading', { name: 'Contacto' });
    // Stacked: the contact column starts below the pages column.
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(
      pages.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('link', { name: 'hola@nodoweb.studio' })).toBeVisible();
    await expect(
      canvas.getByText('© 2026 Nodo Web Studio. Todos los derechos reservados.'),
    ).toBeVisible();
  },
};

/** Four columns side by side on a desktop screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tops = ['Páginas', 'Contacto', 'Horario (EST)'].map(
      (name) => canvas.getByRole('heading', { name }).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
