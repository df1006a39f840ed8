import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ResponsiveImage } from '../ui';
import { picture } from './fixtures/images';

type Canvas = StoryContext['canvas'];

/** The <picture> around an image. */
function pictureOf(image: HTMLElement): HTMLElement {
  const element = image.closest<HTMLElement>('picture');
  if (!element) throw new Error('No <picture> around the image');
  return element;
}

function sourcesOf(image: HTMLElement): HTMLSourceElement[] {
  return Array.from(pictureOf(image).querySelectorAll('source'));
}

/** Waits until the browser has decoded the file it chose. */
async function expectLoaded(image: HTMLImageElement) {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
    timeout: 5000,
  });
}

function imageIn(canvas: Canvas, name: string): HTMLImageElement {
  const image = canvas.getByRole('img', { name });
  if (!(image instanceof HTMLImageElement)) throw new Error('Not an <img>');
  return image;
}

const web = picture('service-web', 'Pantalla con el código de una web en desarrollo');

const meta = {
  title: 'Primitives/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  args: {
    ...web,
    sizes: '(min-width: 640px) 600px, 100vw',
    className: 'rounded-lg',
    pictureClassName: 'block max-w-xl',
  },
  argTypes: {
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    sizes: { control: 'text' },
    alt: { control: 'text' },
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy, with its box reserved (width and height) and AVIF/WebP before the fallback. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = imageIn(canvas, 'Pantalla con el código de una web en desarrollo');
    await expect(image).toHaveAttribute('width', String(web.width));
    await expect(image).toHaveAttribute('height', String(web.height));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('sizes', '(min-width: 640px) 600px, 100vw');

    const sources = sourcesOf(image);
    const avif = sources.find((source) => source.type === 'image/avif');
    if (!avif) throw new Error('No AVIF source');
    await expect(avif.srcset).toContain('400w');
    await expect(avif.srcset).toContain('800w');
    await expect(sources.map((source) => source.type)).toEqual(['image/avif']);
    await expect(avif.sizes).toBe('(min-width: 640px) 600px, 100vw');

    await expectLoaded(image);
    await expect(image).toBeVisible();
    // The box keeps the file's aspect ratio.
    const rect = image.getBoundingClientRect();
    await expect(Math.abs(rect.width / rect.height - web.width / web.height)).toBeLessThan(0.02);
  },
};

/** The page's main image: loaded at once and with high priority (largest contentful paint). */
export const Eager: Story = {
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvas }) => {
    const image = imageIn(canvas, 'Pantalla con el código de una web en desarrollo');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expectLoaded(image);
  },
};

/** alt="" hides a decorative image from screen readers. */
export const Decorative: Story = {
  args: { ...picture('hero-clients', ''), alt: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const image = canvas.getByRole('presentation');
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** Without modern formats: a plain <img> inside the <picture>. */
export const FallbackOnly: Story = {
  args: { sources: [] },
  play: async ({ canvas }) => {
    const image = imageIn(canvas, 'Pantalla con el código de una web en desarrollo');
    await expect(sourcesOf(image)).toHaveLength(0);
    await expect(image).toHaveAttribute('src', web.src);
    await expectLoaded(image);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: { alt: 'Screen showing the code of a website in progress' },
  play: async ({ canvas }) => {
    const image = imageIn(canvas, 'Screen showing the code of a website in progress');
    await expect(image).toBeInTheDocument();
  },
};

/** A long text alternative does not change the layout: the image keeps its box. */
export const LongText: Story = {
  args: {
    alt: 'Pantalla de un ordenador portátil con el código de una web corporativa en desarrollo, un editor abierto y una vista previa adaptada a móviles en la que se ven el menú, el formulario de contacto y los botones de llamada a la acción',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /Pantalla de un ordenador portátil/ });
    const box = pictureOf(image).parentElement;
    if (!box) throw new Error('No container');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** On a phone the image shrinks to the screen, never wider. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pictureClassName: 'block' },
  play: async ({ canvas }) => {
    const image = imageIn(canvas, 'Pantalla con el código de una web en desarrollo');
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expectLoaded(image);
    // Chromium takes the first format it supports: AVIF.
    await expect(image.currentSrc).toMatch(/\.avif$/);
  },
};
