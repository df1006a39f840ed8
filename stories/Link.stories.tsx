import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, NavigationProvider } from '../ui';

const navigate = fn().mockName('navigate');

/**
 * Whether the last link click reached the browser already cancelled (i.e. handled by the
 * app). Recorded by a window listener, which runs after React's handlers, and which then
 * cancels the click itself so that no story navigates the Storybook iframe or opens a tab.
 */
let lastLinkClick: { defaultPrevented: boolean } | undefined;
function recordAndCancelLinkClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('a')) return;
  lastLinkClick = { defaultPrevented: event.defaultPrevented };
  event.preventDefault();
}
/** true: the app handled the click; false: the browser would have followed the link. */
function lastClickWasHandled(): boolean | undefined {
  return lastLinkClick?.defaultPrevented;
}

const meta = {
  title: 'Lib/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/servicios', children: 'Ver servicios', onClick: fn() },
  argTypes: {
    href: { control: 'text' },
    target: { control: 'inline-radio', options: [undefined, '_self', '_blank'] },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.withoutProvider ? (
        <Story />
      ) : (
        <NavigationProvider navigate={navigate}>
          <Story />
        </NavigationProvider>
      ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    lastLinkClick = undefined;
    window.addEventListener('click', recordAndCancelLinkClick);
    return () => window.removeEventListener('click', recordAndCancelLinkClick);
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click on an internal link is handed to the app's router, not the browser. */
export const InternalClick: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    await expect(link).toHaveAttribute('href', '/servicios');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/servicios');
    await expect(lastClickWasHandled()).toBe(true);
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
    await expect(navigate).toHaveBeenCalledWith('/servicios');
    await expect(lastClickWasHandled()).toBe(true);
  },
};

/** Ctrl, Cmd, Shift or Alt + click is left to the browser (new tab, new window, download). */
export const ModifierClick: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    const user = userEvent.setup();
    for (const key of ['Control', 'Meta', 'Shift', 'Alt']) {
      lastLinkClick = undefined;
      await user.keyboard(`{${key}>}`);
      await user.click(link);
      await user.keyboard(`{/${key}}`);
      await expect(lastClickWasHandled()).toBe(false);
    }
    await expect(navigate).not.toHaveBeenCalled();
    // A plain click afterwards still goes through the app.
    await user.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/servicios');
  },
};

/** A link that opens in a new tab is left to the browser. */
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
    await expect(navigate).not.toHaveBeenCalled();
    await expect(lastClickWasHandled()).toBe(false);
  },
};

/** Another site: the browser navigates. */
export const External: Story = {
  args: { href: 'https://pagespeed.web.dev/', children: 'PageSpeed Insights' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'PageSpeed Insights' });
    await expect(link).toHaveAttribute('href', 'https://pagespeed.web.dev/');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
    await expect(lastClickWasHandled()).toBe(false);
  },
};

/** A protocol-relative address ('//host/...') is another site too, despite the leading slash. */
export const ProtocolRelative: Story = {
  args: { href: '//cdn.nodoweb.studio/catalogo.pdf', children: 'Catálogo de servicios' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Catálogo de servicios' }));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(lastClickWasHandled()).toBe(false);
  },
};

/** A download link stays a download. */
export const Download: Story = {
  args: { href: '/tarifas-2026.pdf', download: '', children: 'Descargar tarifas (PDF)' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Descargar tarifas (PDF)' });
    await expect(link).toHaveAttribute('download');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
    await expect(lastClickWasHandled()).toBe(false);
  },
};

/** The link's own onClick may take over (e.g. open a modal); Link then does not navigate. */
export const HandledByOnClick: Story = {
  args: {
    children: 'Solicitar presupuesto',
    href: '/contacto',
    onClick: fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Solicitar presupuesto' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Outside a NavigationProvider, Link is a plain anchor: the browser follows it. */
export const WithoutProvider: Story = {
  parameters: { withoutProvider: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Ver servicios' });
    await expect(link).toHaveAttribute('href', '/servicios');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(lastClickWasHandled()).toBe(false);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { href: '/en/services', children: 'See our services' },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'See our services' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/en/services');
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};
