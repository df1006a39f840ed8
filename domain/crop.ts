// The image cropper's rules: the shapes offered (free, ratios, social sizes), the size of the
// image it writes, its limits.
import type { ImageOutputFormat, Size } from './images';

/** The crop shapes: free (the visitor's own width and height), ratios, and social sizes. */
export const cropPresets = [
  { id: 'free' },
  { id: '1:1', aspect: 1 },
  { id: '4:3', aspect: 4 / 3 },
  { id: '16:9', aspect: 16 / 9 },
  { id: '9:16', aspect: 9 / 16 },
  { id: '1200x630', size: { width: 1200, height: 630 } },
  { id: '1080x1350', size: { width: 1080, height: 1350 } },
  { id: '1500x500', size: { width: 1500, height: 500 } },
] as const satisfies readonly { id: string; aspect?: number; size?: Size }[];
export type CropPreset = (typeof cropPresets)[number];
export type CropPresetId = CropPreset['id'];

/**
 * The longest edge, in pixels, of the photo the cropper works on and of what it writes: larger
 * photos are scaled down first, so phones (whose canvases stop near 16.7 megapixels) do not fail.
 */
export const CROP_MAX_EDGE = 4096;
/** The smallest edge of a written image. */
export const CROP_MIN_EDGE = 16;
/** Zoom range of the crop area. */
export const CROP_ZOOM = { min: 1, max: 5, step: 0.05 } as const;
/** The formats the cropper writes (what every browser's canvas encodes, plus WebP). */
export const cropFormats = ['jpeg', 'png', 'webp'] as const satisfies readonly ImageOutputFormat[];
export type CropFormat = (typeof cropFormats)[number];
/** Quality (%) lossy formats start at. */
export const CROP_DEFAULT_QUALITY = 92;

export function cropPreset(id: CropPresetId): CropPreset {
  return cropPresets.find((preset) => preset.id === id) ?? cropPresets[0];
}

/** The crop area's width / height: the preset's, or the visitor's own size when free. */
export function cropAspect(preset: CropPreset, custom: Size): number {
  if ('size' in preset) return preset.size.width / preset.size.height;
  if ('aspect' in preset) return preset.aspect;
  return custom.width / custom.height;
}

/**
 * The written image's size: a social size exactly; the visitor's own size when free; for a
 * ratio, the chosen width (or the crop's own pixels when none is chosen) at that ratio.
 */
export function cropOutputSize(
  preset: CropPreset,
  area: Size,
  custom: Size,
  width: number | null,
): Size {
  if ('size' in preset) return preset.size;
  if (!('aspect' in preset)) return custom;
  const chosen = width ?? Math.round(area.width);
  return { width: chosen, height: Math.max(1, Math.round(chosen / preset.aspect)) };
}

/** Why a size cannot be written, or null. */
export function cropSizeProblem(size: Size): 'tooLarge' | 'tooSmall' | null {
  const edges = [size.width, size.height];
  if (edges.some((edge) => !Number.isFinite(edge) || edge < CROP_MIN_EDGE)) return 'tooSmall';
  if (edges.some((edge) => edge > CROP_MAX_EDGE)) return 'tooLarge';
  return null;
}
