import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CROP_DEFAULT_QUALITY,
  CROP_MIN_EDGE,
  cropAspect,
  cropOutputSize,
  cropPreset,
  fill,
} from '../domain';
import enCropper from '../site/i18n/en/cropper.json';
import esCropper from '../site/i18n/es/cropper.json';
import { ImageCropper, type CropSettings, type ImageCropperProps } from '../ui';

// A site photo served by Storybook from site/public (1200 × 800).
const photo = { src: '/img/agency-hero-1200.jpg', width: 1200, height: 800 };
const fileName = 'agency-hero-1200.jpg';

const startingSettings: CropSettings = {
  preset: 'free',
  custom: { width: photo.width, height: photo.height },
  width: null,
  crop: { x: 0, y: 0 },
  zoom: 1,
  rotation: 0,
  flip: { horizontal: false, vertical: false },
  format: 'jpeg',
  quality: CROP_DEFAULT_QUALITY,
};

/**
 * The cropper is controlled: like the page (site/views/parts/CropTool.tsx) the wrapper keeps the
 * settings and the crop in state and derives the shape and the written size from the domain's
 * rules. `outputText` is the translation's template ('{{width}} × {{height}}'), filled in here.
 */
function ControlledCropper({
  settings: initial,
  onSettingsChange,
  onAreaChange,
  outputText,
  ...props
}: ImageCropperProps) {
  const [settings, setSettings] = useState(initial);
  const [area, setArea] = useState<Area | null>(null);
  const preset = cropPreset(settings.preset);
  const output = cropOutputSize(preset, area ?? photo, settings.custom, settings.width);
  return (
    <ImageCropper
      {...props}
      settings={settings}
      aspect={cropAspect(preset, settings.custom.width > 0 ? settings.custom : photo)}
      outputText={props.sizeError ? '' : fill(outputText, output)}
      onSettingsChange={(next) => {
        setSettings(next);
        onSettingsChange(next);
      }}
      onAreaChange={(next) => {
        setArea(next);
        onAreaChange(next);
      }}
    />
  );
}

const es = esCropper.editor;
const en = enCropper.editor;

const meta = {
  title: 'Tools/ImageCropper',
  component: ImageCropper,
  tags: ['autodocs'],
  args: {
    image: { src: photo.src, alt: fill(es.imageAlt, { name: fileName }) },
    settings: startingSettings,
    aspect: photo.width / photo.height,
    outputText: es.output,
    texts: es,
    busy: false,
    onSettingsChange: fn(),
    onAreaChange: fn(),
    onDownload: fn(),
    onReplace: fn(),
  },
  argTypes: {
    sizeError: { control: 'text' },
    error: { control: 'text' },
    busy: { control: 'boolean' },
    settings: { control: 'object' },
    texts: { control: 'object' },
  },
  render: (args) => <ControlledCropper {...args} />,
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The crop area appears once the photo has loaded. */
async function cropArea(canvasElement: HTMLElement, name = es.area) {
  return within(canvasElement).findByRole('group', { name }, { timeout: 5000 });
}

/** The photo as drawn under the crop area. */
function photoOf(canvasElement: HTMLElement, alt = fill(es.imageAlt, { name: fileName })) {
  return within(canvasElement).getByRole('img', { name: alt });
}

/** A photo loaded: the free shape at its own size, ready to download. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const area = await cropArea(canvasElement);
    await expect(photoOf(canvasElement)).toBeVisible();
    // The crop is drawn over the photo: framed, with what is cut away shaded.
    await expect(getComputedStyle(area).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(area).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(area).boxShadow).not.toBe('none');
    await expect(canvas.getByRole('spinbutton', { name: es.width })).toHaveValue(1200);
    await expect(canvas.getByRole('spinbutton', { name: es.height })).toHaveValue(800);
    await expect(canvas.getByRole('radio', { name: es.presets.free })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Tamaño final: 1200 × 800 px');
    await userEvent.click(canvas.getByRole('button', { name: es.download }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: es.replace }));
    await expect(args.onReplace).toHaveBeenCalledOnce();
  },
};

/** A social size: exact pixels, so no size fields; a ratio: the width only, 'Original' by default. */
export const Presets: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await cropArea(canvasElement);
    const social = canvas.getByRole('radio', { name: es.presets['1200x630'] });
    await userEvent.click(social);
    await expect(social).toBeChecked();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ preset: '1200x630' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Tamaño final: 1200 × 630 px');
    await expect(canvas.queryByRole('spinbutton', { name: es.width })).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: es.presets['1:1'] }));
    const width = canvas.getByRole('spinbutton', { name: es.width });
    await expect(width).toHaveAttribute('placeholder', es.widthAuto);
    await expect(canvas.queryByRole('spinbutton', { name: es.height })).toBeNull();
    await userEvent.type(width, '500');
    await expect(canvas.getByRole('status')).toHaveTextContent('Tamaño final: 500 × 500 px');
  },
};

/** The flips are toggle buttons: pressed while the photo is mirrored. */
export const Flip: Story = {
  play: async ({ canvas, canvasElement }) => {
    await cropArea(canvasElement);
    const horizontal = canvas.getByRole('button', { name: es.flipHorizontal });
    const vertical = canvas.getByRole('button', { name: es.flipVertical });
    await expect(horizontal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(horizontal);
    await expect(horizontal).toHaveAttribute('aria-pressed', 'true');
    await expect(photoOf(canvasElement).style.transform).toContain('scale(-1, 1)');
    await userEvent.click(vertical);
    await expect(vertical).toHaveAttribute('aria-pressed', 'true');
    await expect(photoOf(canvasElement).style.transform).toContain('scale(-1, -1)');
    await userEvent.click(horizontal);
    await expect(horizontal).toHaveAttribute('aria-pressed', 'false');
    await expect(photoOf(canvasElement).style.transform).toContain('scale(1, -1)');
  },
};

/** Quarter turns move the rotation slider, which wraps at ±180°. */
export const Rotate: Story = {
  play: async ({ canvas, canvasElement }) => {
    await cropArea(canvasElement);
    const rotation = canvas.getByRole('slider', { name: es.rotation });
    await userEvent.click(canvas.getByRole('button', { name: es.rotateRight }));
    await expect(rotation).toHaveAttribute('aria-valuetext', '90°');
    await expect(photoOf(canvasElement).style.transform).toContain('rotate(90deg)');
    await userEvent.click(canvas.getByRole('button', { name: es.rotateRight }));
    await userEvent.click(canvas.getByRole('button', { name: es.rotateRight }));
    await expect(rotation).toHaveAttribute('aria-valuetext', '-90°');
  },
};

/** PNG is lossless: the quality slider goes away, and comes back for WebP. */
export const Png: Story = {
  play: async ({ canvas, canvasElement }) => {
    await cropArea(canvasElement);
    const format = canvas.getByRole('combobox', { name: es.format });
    await expect(canvas.getByRole('slider', { name: es.quality })).toHaveAttribute(
      'aria-valuetext',
      '92 %',
    );
    await userEvent.selectOptions(format, 'PNG');
    await expect(format).toHaveValue('png');
    await expect(canvas.queryByRole('slider', { name: es.quality })).toBeNull();
    await userEvent.selectOptions(format, 'WebP');
    await expect(canvas.getByRole('slider', { name: es.quality })).toBeVisible();
  },
};

/** A size that cannot be written: the width field says why, and download waits. */
export const SizeError: Story = {
  args: {
    settings: { ...startingSettings, custom: { width: 8, height: 800 } },
    sizeError: fill(esCropper.problems.tooSmall, { min: CROP_MIN_EDGE }),
  },
  play: async ({ canvas, canvasElement }) => {
    await cropArea(canvasElement);
    const width = canvas.getByRole('spinbutton', { name: es.width });
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription('Cada lado debe medir al menos 16 px.');
    await expect(canvas.getByText('Cada lado debe medir al menos 16 px.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.download })).toBeDisabled();
  },
};

/** The last download failed: the reason is announced; trying again stays possible. */
export const Failed: Story = {
  args: { error: esCropper.problems.failed },
  play: async ({ canvas, canvasElement }) => {
    await cropArea(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudo crear la imagen recortada. Prueba con otro formato o un tamaño menor.',
    );
    await expect(canvas.getByRole('button', { name: es.download })).toBeEnabled();
  },
};

/** While the file is written: download is busy and cannot be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, args }) => {
    await cropArea(canvasElement);
    const download = canvas.getByRole('button', { name: es.download });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    image: { src: photo.src, alt: fill(en.imageAlt, { name: fileName }) },
    outputText: en.output,
    texts: en,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await cropArea(canvasElement, en.area);
    await expect(
      photoOf(canvasElement, 'Image you are cropping: agency-hero-1200.jpg'),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Shape' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Final size: 1200 × 800 px');
    await expect(canvas.getByRole('button', { name: 'Download crop' })).toBeEnabled();
  },
};

/** A phone: everything fits the screen's width; the controls are comfortable targets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const area = await cropArea(canvasElement);
    await expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const flip = canvas.getByRole('button', { name: es.flipHorizontal }).getBoundingClientRect();
    await expect(flip.height).toBeGreaterThanOrEqual(44);
    const download = canvas.getByRole('button', { name: es.download }).getBoundingClientRect();
    await expect(download.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The crop area is the first stop of Tab, shows its focus, and the arrow keys move the photo. */
export const Keyboard: Story = {
  args: { settings: { ...startingSettings, zoom: 2 } },
  play: async ({ canvasElement }) => {
    const area = await cropArea(canvasElement);
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await expect(getComputedStyle(area).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(photoOf(canvasElement).style.transform).toContain('translate(10px, 0px)');
  },
};
