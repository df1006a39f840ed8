import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSelect } from '../ui';
import { linkClicks, tokenColor } from './fixtures/dom';
import { navigationEn, navigationEs } from './fixtures/navigation';

const meta = {
  title: 'Layout/LanguageSelect',
  component: LanguageSelect,
  tags: ['autodocs'],
  args: {
    label: navigationEs.language.label,
    options: navigationEs.language.options,
    onSelect: fn(),
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
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the dark header: Spanish is the current language. */
export const Dark: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Idioma' });
    await expect(nav).toBeVisible();
    const spanish = canvas.getByRole('link', { name: 'Español' });
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(spanish).toHaveAttribute('aria-current', 'true');
    await expect(english).not.toHaveAttribute('aria-current');
    await expect(spanish).toHaveAttribute('hreflang', 'es');
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(spanish).toHaveAttribute('href', '/servicios');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('href', '/en/services');
    // The other language reads light on the dark surface.
    await expect(getComputedStyle(english).color).toBe(tokenColor('--color-surface-foreground'));
  },
};

/** On a light page (e.g. inside a white card). */
export const Light: Story = {
  args: { tone: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The other language reads dark on the light background.
    await expect(getComputedStyle(english).color).toBe(tokenColor('--color-foreground'));
  },
};

/** Choosing English stores the choice, then goes to the same page in English. */
export const SelectOtherLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('en');
    await expect(linkClicks.hrefs).toEqual(['/en/services']);
  },
};

/** Choosing the language already shown is not a language change. */
export const SelectCurrentLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Español' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(linkClicks.hrefs).toEqual(['/servicios']);
  },
};

/** Tab reaches each language in order; Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveFocus();
    await userEvent.tab();
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveFocus();
    await expect(getComputedStyle(english).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('en');
    await expect(linkClicks.hrefs).toEqual(['/en/services']);
  },
};

export const English: Story = {
  args: { label: navigationEn.language.label, options: navigationEn.language.options },
  parameters: { lang: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Español' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('es');
    await expect(linkClicks.hrefs).toEqual(['/servicios']);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      // Touch targets: at least 36 px high (min-h-9), comfortably apart.
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
