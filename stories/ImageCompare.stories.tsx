import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enCompressor from '../site/i18n/en/compressor.json';
import esCompressor from '../site/i18n/es/compressor.json';
import { ImageCompare } from '../ui';
import { fill, formatBytes } from '../domain';
import { locales } from '../site/i18n/format';
import { pressKey } from './fixtures/interaction';

const es = esCompressor.compare;
const en = enCompressor.compare;
// The site's photo (site/public/img, served by Storybook) and its AVIF version: 1200 × 800 both,
// 51 569 and 19 877 bytes.
const photo = { before: '/img/agency-hero-1200.jpg', after: '/img/agency-hero-1200.avif' };
const size = { width: 1200, height: 800 };
const bytes = { before: 51_569, after: 19_877 };
// The labels as the compressor writes them (site/views/parts/CompressTool.tsx).
const beforeLabel = fill(es.before, { size: formatBytes(bytes.before, locales.es) });
const afterLabel = fill(es.after, { size: formatBytes(bytes.after, locales.es) });
const enBeforeLabel = fill(en.before, { size: formatBytes(bytes.before, locales.en) });
const enAfterLabel = fill(en.after, { size: formatBytes(bytes.after, locales.en) });

/** Both pictures, once they have loaded. */
async function picturesOf(canvasElement: HTMLElement, labels = [beforeLabel, afterLabel]) {
  const canvas = within(canvasElement);
  const [before, after] = labels.map((name) => canvas.getByRole('img', { name }));
  if (!(before instanceof HTMLImageElement && after instanceof HTMLImageElement))
    throw new Error('Pictures not found');
  await waitFor(() => expect(before.naturalWidth * after.naturalWidth).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return { before, after };
}

function boxOf(canvasElement: HTMLElement): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>('[data-slot="image-compare"]');
  if (!box) throw new Error('Comparison not found');
  return box;
}

const meta = {
  title: 'Tools/ImageCompare',
  component: ImageCompare,
  tags: ['autodocs'],
  args: {
    before: { src: photo.before, label: beforeLabel },
    after: { src: photo.after, label: afterLabel },
    ...size,
    sliderLabel: es.slider,
    viewLabel: es.view,
    actualSize: false,
  },
  argTypes: {
    before: { control: 'object' },
    after: { control: 'object' },
    width: { control: { type: 'number' } },
    height: { control: { type: 'number' } },
    sliderLabel: { control: 'text' },
    actualSize: { control: 'boolean' },
  },
} satisfies Meta<typeof ImageCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half and half: the original on the left, the compressed file on the right, both named. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { before, after } = await picturesOf(canvasElement);
    await expect(before).toBeVisible();
    await expect(after).toBeVisible();
    const divider = canvas.getByRole('slider', { name: 'Posición del divisor' });
    await expect(divider).toHaveValue('50');
    await expect(divider).toHaveAttribute('aria-valuetext', '50 %');
    await expect(getComputedStyle(after).clipPath).toBe('inset(0px 0px 0px 50%)');
    // The pictures keep the photo's shape, fitted to the column and to 70 % of the screen's height.
    const rect = after.getBoundingClientRect();
    await expect(rect.width / rect.height).toBeCloseTo(1.5, 1);
    await expect(rect.width).toBeLessThanOrEqual(boxOf(canvasElement).clientWidth);
    await expect(rect.height).toBeLessThanOrEqual(Math.ceil(window.innerHeight * 0.7));
    await expect(before.getBoundingClientRect()).toEqual(rect);
  },
};

/** Reached with Tab, its focus drawn around the pictures; the arrow keys move the divider. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { after } = await picturesOf(canvasElement);
    const divider = canvas.getByRole('slider', { name: 'Posición del divisor' });
    await userEvent.tab();
    await expect(divider).toHaveFocus();
    const frame = divider.parentElement;
    await expect(frame && getComputedStyle(frame).outlineStyle).toBe('solid');
    await pressKey('{ArrowLeft}');
    await pressKey('{ArrowLeft}');
    await expect(divider).toHaveValue('48');
    await expect(divider).toHaveAttribute('aria-valuetext', '48 %');
    await expect(getComputedStyle(after).clipPath).toBe('inset(0px 0px 0px 48%)');
  },
};

/** Pixel for pixel: the pictures at their own size, in a box that scrolls. */
export const ActualSize: Story = {
  args: { actualSize: true },
  // As in the compressor's dialog: a column narrower than the photo.
  render: (args) => (
    <div className="max-w-2xl">
      <ImageCompare {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { before, after } = await picturesOf(canvasElement);
    for (const picture of [before, after]) {
      const rect = picture.getBoundingClientRect();
      await expect(rect.width).toBe(1200);
      await expect(rect.height).toBe(800);
    }
    const box = boxOf(canvasElement);
    await expect(getComputedStyle(box).overflow).toBe('auto');
    await expect(box.clientWidth).toBeLessThan(1200);
    await expect(box.scrollWidth).toBe(1200);
    await expect(box.clientHeight).toBeLessThan(800);
    await expect(box.scrollHeight).toBe(800);
    // The page itself does not scroll sideways: only the box does.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // The keyboard reaches the hidden parts: the view takes focus and its arrows scroll it.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleName(es.view);
    await pressKey('{ArrowRight}');
    await pressKey('{ArrowDown}');
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(box.scrollTop).toBeGreaterThan(0));
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    before: { src: photo.before, label: enBeforeLabel },
    after: { src: photo.after, label: enAfterLabel },
    sliderLabel: en.slider,
    viewLabel: en.view,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await picturesOf(canvasElement, [enBeforeLabel, enAfterLabel]);
    await expect(enBeforeLabel).toBe('Original (50.4\u00a0KB)');
    await expect(canvas.getByRole('slider', { name: 'Divider position' })).toHaveAttribute(
      'aria-valuetext',
      '50 %',
    );
  },
};

/** A phone: the pictures shrink to the screen, and the divider's control covers them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const { after } = await picturesOf(canvasElement);
    const picture = after.getBoundingClientRect();
    await expect(picture.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(picture.width / picture.height).toBeCloseTo(1.5, 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const divider = canvas.getByRole('slider', { name: 'Posición del divisor' });
    const control = divider.getBoundingClientRect();
    await expect(control.width).toBeCloseTo(picture.width, 0);
    await expect(control.height).toBeCloseTo(picture.height, 0);
  },
};
