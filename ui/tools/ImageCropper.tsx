import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useId } from 'react';
import type * as React from 'react';
import {
  CROP_MAX_EDGE,
  CROP_MIN_EDGE,
  CROP_ZOOM,
  cropFormats,
  cropPresets,
  type CropFormat,
  type CropPresetId,
  type Size,
} from '../../domain';
import {
  Download,
  FlipHorizontal2,
  FlipVertical2,
  RotateCcw,
  RotateCw,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/Button';
import { Field } from '../primitives/Field';
import { Input } from '../primitives/Input';
import { Select } from '../primitives/Select';
import { Slider } from '../primitives/Slider';

/** Everything the visitor sets while cropping. */
export type CropSettings = {
  preset: CropPresetId;
  /** The free shape's width and height (px); also the written size when free. */
  custom: Size;
  /** The written width for a ratio; null: the crop's own pixels. */
  width: number | null;
  crop: Point;
  zoom: number;
  /** Degrees, -180 to 180. */
  rotation: number;
  flip: { horizontal: boolean; vertical: boolean };
  format: CropFormat;
  /** Quality in % (JPEG and WebP). */
  quality: number;
};

export type ImageCropperTexts = {
  /** Names the crop area and how to move it, e.g. 'Área de recorte: muévela con las flechas'. */
  area: string;
  shape: string;
  presets: Record<CropPresetId, string>;
  width: string;
  height: string;
  /** Placeholder of a ratio's width while the crop's own pixels are used, e.g. 'Original'. */
  widthAuto: string;
  zoom: string;
  rotation: string;
  rotateLeft: string;
  rotateRight: string;
  flipHorizontal: string;
  flipVertical: string;
  format: string;
  formats: Record<CropFormat, string>;
  quality: string;
  download: string;
  replace: string;
};

export type ImageCropperProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** The photo to crop (an object URL) and its text alternative. */
  image: { src: string; alt: string };
  settings: CropSettings;
  onSettingsChange: (settings: CropSettings) => void;
  /** The crop area's width / height. */
  aspect: number;
  /** The crop, in the photo's own pixels, whenever it settles. */
  onAreaChange: (area: Area) => void;
  /** The written size as people read it, e.g. 'Tamaño final: 1200 × 630 px' (announced). */
  outputText: string;
  /** Why the chosen size cannot be written. */
  sizeError?: string;
  /** Why the last download failed. */
  error?: string;
  onDownload: () => void;
  onReplace: () => void;
  /** While the file is being written. */
  busy?: boolean;
  texts: ImageCropperTexts;
};

const toggleClasses =
  'aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-soft-foreground';

/**
 * The cropper: the photo under a crop area (drag, pinch, wheel, or arrow keys once focused) and
 * its controls: shape (free, ratios, social sizes), written size, zoom, rotation, flips, format
 * and quality, the written size, download. Takes settings and reports changes; writes nothing.
 */
export function ImageCropper({
  image,
  settings,
  onSettingsChange,
  aspect,
  onAreaChange,
  outputText,
  sizeError,
  error,
  onDownload,
  onReplace,
  busy = false,
  texts,
  className,
  ...props
}: ImageCropperProps) {
  const shapeGroup = useId();
  const set = (change: Partial<CropSettings>) => onSettingsChange({ ...settings, ...change });
  const preset = cropPresets.find((p) => p.id === settings.preset) ?? cropPresets[0];
  const fixedSize = 'size' in preset;
  const free = !fixedSize && !('aspect' in preset);
  /** The rotation after a quarter turn, kept within -180 to 180. */
  const turned = (by: number) => ((((settings.rotation + by + 180) % 360) + 360) % 360) - 180;
  const edge = (value: string) => (value === '' ? Number.NaN : Math.round(Number(value)));
  const iconButton = (Icon: LucideIcon, label: string, onClick: () => void, pressed?: boolean) => (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(pressed !== undefined && toggleClasses)}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );

  return (
    <div
      data-slot="image-cropper"
      className={cn('grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="relative h-72 w-full sm:h-[min(62vh,30rem)] overflow-hidden rounded-xl bg-surface">
          <Cropper
            image={image.src}
            crop={settings.crop}
            zoom={settings.zoom}
            rotation={settings.rotation}
            aspect={aspect}
            minZoom={CROP_ZOOM.min}
            maxZoom={CROP_ZOOM.max}
            keyboardStep={10}
            transform={
              `translate(${settings.crop.x}px, ${settings.crop.y}px) ` +
              `rotate(${settings.rotation}deg) scale(${settings.zoom}) ` +
              `scale(${settings.flip.horizontal ? -1 : 1}, ${settings.flip.vertical ? -1 : 1})`
            }
            onCropChange={(crop) => set({ crop })}
            onZoomChange={(zoom) => set({ zoom })}
            onRotationChange={(rotation) => set({ rotation: Math.round(rotation) })}
            onCropComplete={(_, pixels) => onAreaChange(pixels)}
            mediaProps={{ alt: image.alt }}
            cropperProps={{ role: 'group', 'aria-label': texts.area }}
            classes={{
              cropAreaClassName:
                'focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-ring',
            }}
          />
        </div>
        <Field label={texts.zoom}>
          <Slider
            min={CROP_ZOOM.min}
            max={CROP_ZOOM.max}
            step={CROP_ZOOM.step}
            value={settings.zoom}
            valueText={`${settings.zoom.toFixed(2)}×`}
            onValueChange={(zoom) => set({ zoom })}
          />
        </Field>
        <Field label={texts.rotation}>
          <Slider
            min={-180}
            max={180}
            step={1}
            value={settings.rotation}
            valueText={`${settings.rotation}°`}
            onValueChange={(rotation) => set({ rotation })}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          {iconButton(RotateCcw, texts.rotateLeft, () => set({ rotation: turned(-90) }))}
          {iconButton(RotateCw, texts.rotateRight, () => set({ rotation: turned(90) }))}
          {iconButton(
            FlipHorizontal2,
            texts.flipHorizontal,
            () => set({ flip: { ...settings.flip, horizontal: !settings.flip.horizontal } }),
            settings.flip.horizontal,
          )}
          {iconButton(
            FlipVertical2,
            texts.flipVertical,
            () => set({ flip: { ...settings.flip, vertical: !settings.flip.vertical } }),
            settings.flip.vertical,
          )}
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-foreground">{texts.shape}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
            {cropPresets.map((p) => (
              <label
                key={p.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
                  'has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  name={shapeGroup}
                  value={p.id}
                  checked={settings.preset === p.id}
                  onChange={() => set({ preset: p.id, width: null })}
                  className="accent-primary"
                />
                <span className="min-w-0 break-words">{texts.presets[p.id]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {fixedSize ? null : (
          <div className="grid grid-cols-2 gap-3">
            <Field label={texts.width} error={sizeError}>
              <Input
                type="number"
                inputMode="numeric"
                min={CROP_MIN_EDGE}
                max={CROP_MAX_EDGE}
                value={
                  free
                    ? Number.isNaN(settings.custom.width)
                      ? ''
                      : settings.custom.width
                    : (settings.width ?? '')
                }
                placeholder={free ? undefined : texts.widthAuto}
                onChange={(event) => {
                  const value = edge(event.target.value);
                  if (free) set({ custom: { ...settings.custom, width: value } });
                  else set({ width: Number.isNaN(value) ? null : value });
                }}
              />
            </Field>
            {free ? (
              <Field label={texts.height}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={CROP_MIN_EDGE}
                  max={CROP_MAX_EDGE}
                  value={Number.isNaN(settings.custom.height) ? '' : settings.custom.height}
                  onChange={(event) =>
                    set({ custom: { ...settings.custom, height: edge(event.target.value) } })
                  }
                />
              </Field>
            ) : null}
          </div>
        )}

        <div className="grid grid-cols-2 gap-3">
          <Field label={texts.format}>
            <Select
              value={settings.format}
              onChange={(event) => {
                const format = cropFormats.find((f) => f === event.target.value);
                if (format) set({ format });
              }}
              options={cropFormats.map((f) => ({ value: f, label: texts.formats[f] }))}
            />
          </Field>
          {settings.format === 'png' ? null : (
            <Field label={texts.quality}>
              <Slider
                min={10}
                max={100}
                step={1}
                value={settings.quality}
                valueText={`${settings.quality} %`}
                onValueChange={(quality) => set({ quality })}
              />
            </Field>
          )}
        </div>

        <p
          role="status"
          className="rounded-md bg-muted px-4 py-3 text-center font-semibold tabular-nums"
        >
          {outputText}
        </p>
        <p role="alert" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={onDownload}
            disabled={busy || Boolean(sizeError)}
            aria-busy={busy || undefined}
          >
            <Download aria-hidden="true" />
            {texts.download}
          </Button>
          <Button variant="outline" onClick={onReplace}>
            {texts.replace}
          </Button>
        </div>
      </div>
    </div>
  );
}
