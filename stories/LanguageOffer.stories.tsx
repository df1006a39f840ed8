import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageOffer } from '../ui';
import { expectContained } from './fixtures/layout';

// The offer of the other language: the site shows it, after the page has loaded, to a visitor
// whose browser prefers that language (site/app/language-offer.ts). Written in the offered
// language, whatever the page's.
const english = {
  label: 'Language',
  message: 'This page is also available in English.',
  action: 'Read it in English',
  dismiss: 'Dismiss',
};
const spanish = {
  label: 'Idioma',
  message: 'Esta página también está en español.',
  action: 'Leerla en español',
  dismiss: 'Cerrar el aviso',
};

const meta = {
  title: 'Layout/LanguageOffer',
  component: LanguageOffer,
  tags: ['autodocs'],
  args: { lang: 'en', texts: english, href: '/en/contact', onDismiss: fn().mockName('onDismiss') },
  argTypes: { lang: { control: 'inline-radio', options: ['en', 'es'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The notice once its fade-in has ended (what the visitor, and the picture, see). */
async function shown(canvas: Canvas, name = 'Language'): Promise<HTMLElement> {
  const region = canvas.getByRole('complementary', { name });
  await Promise.all(region.getAnimations().map((animation) => animation.finished));
  return region;
}

/** On a Spanish page, in English: a named region, its link to the same page, its close button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = await shown(canvas);
    await expect(region).toHaveAttribute('lang', 'en');
    const link = canvas.getByRole('link', { name: 'Read it in English' });
    await expect(link).toHaveAttribute('href', '/en/contact');
    await expect(link).toHaveAttribute('hreflang', 'en');
    // Fixed to the viewport's bottom: it moves nothing on the page.
    await expect(getComputedStyle(region).position).toBe('fixed');
  },
};

/** On an English page, in Spanish. */
export const Spanish: Story = {
  parameters: { lang: 'es' },
  args: { lang: 'es', texts: spanish, href: '/contacto' },
  play: async ({ canvas }) => {
    await expect(await shown(canvas, 'Idioma')).toHaveAttribute('lang', 'es');
    await expect(canvas.getByRole('link', { name: 'Leerla en español' })).toBeVisible();
  },
};

/** By keyboard: the link, then the button, each with its focus ring. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    await shown(canvas);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Read it in English' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};

/** The close button and Esc inside the notice both dismiss it. */
export const Dismiss: Story = {
  play: async ({ canvas, args }) => {
    await shown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    canvas.getByRole('link', { name: 'Read it in English' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

/** A long message wraps; the close button keeps its size. */
export const LongText: Story = {
  args: {
    texts: {
      ...english,
      message:
        'This page, with every one of its sections, examples and downloadable resources, is also available in English.',
      action: 'Read the whole page in English instead',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const region = await shown(canvas);
    await expectContained(canvasElement, [region]);
    const close = canvas.getByRole('button', { name: 'Dismiss' }).getBoundingClientRect();
    await expect(close.width).toBeGreaterThanOrEqual(36);
  },
};

/** A phone: across the bottom, clear of the chat's button on the right. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const rect = (await shown(canvas)).getBoundingClientRect();
    await expect(window.innerWidth - rect.right).toBeGreaterThanOrEqual(72);
    await expect(rect.left).toBeGreaterThan(0);
  },
};
