import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareLinks, shareNetworks, type ShareLinksProps, type ShareNetwork } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';

/** Each network's share page for an article (as the site builds them: title and address encoded). */
function shareLinks(
  title: string,
  url: string,
  labels: Record<ShareNetwork, string>,
): ShareLinksProps['links'] {
  const text = encodeURIComponent(title);
  const address = encodeURIComponent(url);
  const hrefs: Record<ShareNetwork, string> = {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${address}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
  };
  return shareNetworks.map((network) => ({
    network,
    href: hrefs[network],
    label: labels[network],
  }));
}

const linksEs = shareLinks(
  'Inteligencia artificial en el desarrollo web',
  'https://nodoweb.studio/blog/inteligencia-artificial-desarrollo-web',
  {
    whatsapp: 'Compartir en WhatsApp',
    x: 'Compartir en X',
    facebook: 'Compartir en Facebook',
    linkedin: 'Compartir en LinkedIn',
  },
);

const meta = {
  title: 'Sections/ShareLinks',
  component: ShareLinks,
  tags: ['autodocs'],
  args: {
    title: 'Comparte este artículo',
    newTabHint: '(se abre en una pestaña nueva)',
    links: linksEs,
  },
  argTypes: {
    title: { control: 'text' },
    newTabHint: { control: 'text' },
    links: { control: 'object' },
  },
  beforeEach: () => {
    return linkClicks.record();
  },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Comparte este artículo' });
    await expect(within(nav).getByText('Comparte este artículo')).toBeVisible();

    // Icon-only links: each is named by its network, and says it opens a new tab.
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      ['WhatsApp', 'X', 'Facebook', 'LinkedIn'].map(
        (network) => `Compartir en ${network} (se abre en una pestaña nueva)`,
      ),
    );
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }

    const x = canvas.getByRole('link', { name: 'Compartir en X (se abre en una pestaña nueva)' });
    await userEvent.click(x);
    await expect(linkClicks.last).toEqual({
      href: 'https://x.com/intent/post?text=Inteligencia%20artificial%20en%20el%20desarrollo%20web&url=https%3A%2F%2Fnodoweb.studio%2Fblog%2Finteligencia-artificial-desarrollo-web',
      target: '_blank',
    });
  },
};

/** The first link is the first stop of the keyboard, with the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const whatsapp = canvas.getByRole('link', { name: /Compartir en WhatsApp/ });
    await expect(whatsapp).toHaveFocus();
    await expect(getComputedStyle(whatsapp).outlineStyle).toBe('solid');
    // The link's colours, the ring's included, ease in (transition-colors). The token is read
    // outside waitFor: its probe element would retrigger waitFor's DOM observer forever.
    const ring = tokenColor('--color-ring');
    await waitFor(() => expect(getComputedStyle(whatsapp).outlineColor).toBe(ring));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Compartir en X/ })).toHaveFocus();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Share this article',
    newTabHint: '(opens in a new tab)',
    links: shareLinks(
      'Artificial Intelligence in Web Development',
      'https://nodoweb.studio/en/blog/artificial-intelligence-web-development',
      {
        whatsapp: 'Share on WhatsApp',
        x: 'Share on X',
        facebook: 'Share on Facebook',
        linkedin: 'Share on LinkedIn',
      },
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Share this article' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(
      within(nav).getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnodoweb.studio%2Fen%2Fblog%2Fartificial-intelligence-web-development',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Comparte este artículo' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    // Touch targets of at least 44 × 44 px, all on screen.
    for (const link of within(nav).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
