// The image compressor's rules: its settings and their defaults, the size it writes, when the
// original is kept, how many workers encode at once.
import type { ImageOutputFormat, Size } from './images';

/** What the compressor writes: Squoosh's codecs (MozJPEG, WebP, AVIF, OxiPNG). */
export const compressFormats = [
  'jpeg',
  'webp',
  'avif',
  'png',
] as const satisfies readonly ImageOutputFormat[];
export type CompressFormat = (typeof compressFormats)[number];

export type CompressSettings = {
  /** 1-100 (JPEG, WebP, AVIF). */
  quality: number;
  /** Largest width and height in px; null: no limit. */
  maxWidth: number | null;
  maxHeight: number | null;
  /** Scale both sides by the same factor (else each side is capped on its own). */
  keepAspect: boolean;
  format: CompressFormat;
};

/** Squoosh's starting point: MozJPEG at quality 75, the photo's own size. */
export const defaultCompressSettings: CompressSettings = {
  quality: 75,
  maxWidth: null,
  maxHeight: null,
  keepAspect: true,
  format: 'jpeg',
};

export const COMPRESS_QUALITY = { min: 1, max: 100 } as const;
/** Limits a visitor may type for the largest width and height. */
export const COMPRESS_EDGE = { min: 16, max: 16384 } as const;

/** Whether a typed largest width or height can be used (empty: no limit). */
export function compressLimitValid(value: number | null): boolean {
  return value === null || (value >= COMPRESS_EDGE.min && value <= COMPRESS_EDGE.max);
}

/** The written size: within the limits, never enlarged. */
export function compressedSize(size: Size, settings: CompressSettings): Size {
  const maxWidth = settings.maxWidth ?? Number.POSITIVE_INFINITY;
  const maxHeight = settings.maxHeight ?? Number.POSITIVE_INFINITY;
  if (!settings.keepAspect) {
    return { width: Math.min(size.width, maxWidth), height: Math.min(size.height, maxHeight) };
  }
  const scale = Math.min(1, maxWidth / size.width, maxHeight / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The saving in %, rounded (0 when nothing was saved). */
export function reductionPercent(originalBytes: number, outputBytes: number): number {
  if (originalBytes <= 0 || outputBytes >= originalBytes) return 0;
  return Math.round((1 - outputBytes / originalBytes) * 100);
}

/**
 * Whether the original is the better file: encoding made it no smaller and its size did not
 * have to change. The visitor is told the original was kept.
 */
export function keepsOriginal(originalBytes: number, outputBytes: number, resized: boolean) {
  return !resized && outputBytes >= originalBytes;
}

/** Encoding workers for the device: one core left for the page, at most four, at least one. */
export function compressWorkerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(4, (cores ?? 2) - 1));
}
