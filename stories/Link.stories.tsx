import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../ui';
import { linkClicks } from './fixtures/dom';

const meta = {
  title: 'Lib/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/servicios', children: 'Ver servicios', onClick: fn() },
  argTypes: {
    href: { control: 'text' },
    target: { control: 'inline-radio', options: [undefined, '_self', '_blank'] },
  },
  // Every click the browser would follow is recorded (and cancelled, so the iframe stays).
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click on an internal link: the browser loads that page (a prerendered document). */
export const InternalClick: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    await expect(link).toHaveAttribute('href', '/servicios');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(linkClicks.all).toEqual([{ href: '/servicios', target: '' }]);
  },
};

/** Enter on a focused link follows it like a click. */
export const KeyboardEnter: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(linkClicks.hrefs).toEqual(['/servicios']);
  },
};

/** Ctrl, Cmd, Shift or Alt + click reach the browser as they are (new tab, new window, download). */
export const ModifierClick: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    const user = userEvent.setup();
    for (const [index, key] of ['Control', 'Meta', 'Shift', 'Alt'].entries()) {
      await user.keyboard(`{${key}>}`);
      await user.click(link);
      await user.keyboard(`{/${key}}`);
      await expect(linkClicks.all).toHaveLength(index + 1);
      await expect(linkClicks.last).toEqual({ href: '/servicios', target: '' });
    }
    // A plain click afterwards too.
    await user.click(link);
    await expect(linkClicks.hrefs).toEqual(Array(5).fill('/servicios'));
  },
};

/** A link that opens in a new tab. */
export const NewTab: Story = {
  args: {
    href: '/blog',
    target: '_blank',
    rel: 'noopener',
    children: 'Leer el blog (se abre en una pestaña nueva)',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Leer el blog/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    await expect(linkClicks.all).toEqual([{ href: '/blog', target: '_blank' }]);
  },
};

/** Another site: the browser navigates. */
export const External: Story = {
  args: { href: 'https://pagespeed.web.dev/', children: 'PageSpeed Insights' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'PageSpeed Insights' });
    await expect(link).toHaveAttribute('href', 'https://pagespeed.web.dev/');
    await userEvent.click(link);
    await expect(linkClicks.all).toEqual([{ href: 'https://pagespeed.web.dev/', target: '' }]);
  },
};

/** A protocol-relative address ('//host/...') is another site, despite the leading slash. */
export const ProtocolRelative: Story = {
  args: { href: '//cdn.nodoweb.studio/catalogo.pdf', children: 'Catálogo de servicios' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Catálogo de servicios' });
    await userEvent.click(link);
    await expect(linkClicks.hrefs).toEqual(['//cdn.nodoweb.studio/catalogo.pdf']);
    await expect(link).toHaveProperty('host', 'cdn.nodoweb.studio');
  },
};

/** A download link stays a download. */
export const Download: Story = {
  args: { href: '/tarifas-2026.pdf', download: '', children: 'Descargar tarifas (PDF)' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Descargar tarifas (PDF)' });
    await expect(link).toHaveAttribute('download');
    await userEvent.click(link);
    await expect(linkClicks.hrefs).toEqual(['/tarifas-2026.pdf']);
  },
};

/** The link's own onClick may take over (e.g. open a modal); the browser then loads nothing. */
export const HandledByOnClick: Story = {
  args: {
    children: 'Solicitar presupuesto',
    href: '/contacto',
    onClick: fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Solicitar presupuesto' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(linkClicks.all).toEqual([]);
  },
};

export const English: Story = {
  args: { href: '/en/services', children: 'See our services' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'See our services' }));
    await expect(linkClicks.hrefs).toEqual(['/en/services']);
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};
