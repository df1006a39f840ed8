import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SocialLinks } from '../ui';
import { tokenColor } from './fixtures/dom';
import { navigationEn, navigationEs } from './fixtures/navigation';

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  tags: ['autodocs'],
  args: {
    links: navigationEs.social.links,
    newTabHint: navigationEs.social.newTabHint,
    'aria-label': navigationEs.social.label,
    tone: 'dark',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['dark', 'light'] } },
  decorators: [
    (Story, { args }) => (
      <div
        className={
          args.tone === 'light'
            ? 'inline-flex rounded-lg bg-background p-4 text-foreground'
            : 'inline-flex rounded-lg bg-surface p-4 text-surface-foreground'
        }
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const profiles = [
  ['Instagram', 'https://www.instagram.com/nodowebstudio'],
  ['LinkedIn', 'https://www.linkedin.com/company/nodowebstudio'],
  ['GitHub', 'https://github.com/nodowebstudio'],
] as const;

/** On the dark header and footer. Each link opens the profile in a new tab, safely. */
export const Dark: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Redes sociales' });
    await expect(list).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const [name, href] of profiles) {
      const link = canvas.getByRole('link', {
        name: `${name} (se abre en una pestaña nueva)`,
      });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      await expect(link).toHaveAttribute('title', name);
    }
    const muted = tokenColor('--color-surface-muted-foreground');
    for (const link of links) {
      await expect(getComputedStyle(link).color).toBe(muted);
    }
  },
};

/** On a light background. */
export const Light: Story = {
  args: { tone: 'light' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /\(se abre en una pestaña nueva\)$/ });
    await expect(links).toHaveLength(3);
    const muted = tokenColor('--color-muted-foreground');
    for (const link of links) {
      await expect(getComputedStyle(link).color).toBe(muted);
    }
  },
};

/** Tab reaches each profile; the focused one shows the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    for (const [name] of profiles) {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
      // Touch target of 40x40 px.
      await expect(link.getBoundingClientRect().width).toBe(40);
      await expect(link.getBoundingClientRect().height).toBe(40);
    }
  },
};

export const English: Story = {
  args: {
    links: navigationEn.social.links,
    newTabHint: navigationEn.social.newTabHint,
    'aria-label': navigationEn.social.label,
  },
  parameters: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Social media' })).toBeVisible();
    for (const [name] of profiles) {
      await expect(
        canvas.getByRole('link', { name: `${name} (opens in a new tab)` }),
      ).toHaveAttribute('target', '_blank');
    }
  },
};
