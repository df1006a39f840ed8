// One image compressor worker: decodes a photo (EXIF orientation applied), scales it, and
// encodes it with Squoosh's codecs compiled to WebAssembly (@jsquash), which load on first use.
// Only pixels are encoded, so metadata such as GPS never reaches the output.
import {
  compressedSize,
  IMAGE_SNIFF_BYTES,
  keepsOriginal,
  sniffImage,
  stripMetadata,
  type CompressFormat,
  type CompressSettings,
} from '../../domain';

export type CompressRequest = { id: number; file: Blob; settings: CompressSettings };
export type CompressStage = 'decoding' | 'encoding';
export type CompressReply =
  | { id: number; stage: CompressStage }
  | {
      id: number;
      done: {
        bytes: ArrayBuffer;
        width: number;
        height: number;
        resized: boolean;
        /**
         * The bytes are the original's, metadata removed: encoding made nothing smaller (its
         * MIME type is the original's).
         */
        kept: boolean;
        /** A small WebP of the result for the list. */
        thumbnail: Blob;
      };
    }
  | { id: number; failed: 'undecodable' | 'failed' };

// More effort than a browser's canvas encoder spends (it must be fast), for fewer bytes at the
// same quality (npm run bench:tools): WebP with cwebp's photo preset (noise shaping 80, filter
// sharpness 3, strength 30), its slowest method and the filter tuned per image; AVIF at speed 4
// (of 0-10) with chroma quantised apart. MozJPEG's defaults already do this.
const WEBP_EFFORT = {
  method: 6,
  autofilter: 1,
  sns_strength: 80,
  filter_sharpness: 3,
  filter_strength: 30,
};
const AVIF_EFFORT = { speed: 4, chromaDeltaQ: true };

async function encode(format: CompressFormat, image: ImageData, quality: number) {
  switch (format) {
    case 'jpeg':
      return (await import('@jsquash/jpeg/encode')).default(image, { quality });
    case 'webp':
      return (await import('@jsquash/webp/encode')).default(image, { quality, ...WEBP_EFFORT });
    case 'avif':
      return (await import('@jsquash/avif/encode')).default(image, { quality, ...AVIF_EFFORT });
    case 'png':
      return (await import('@jsquash/oxipng/optimise')).default(image, { level: 2 });
  }
}

/** Longest side of the list's thumbnails (twice their 64 CSS px, for sharp screens). */
const THUMBNAIL_EDGE = 128;

function thumbnailOf(source: OffscreenCanvas): Promise<Blob> {
  const scale = Math.min(1, THUMBNAIL_EDGE / Math.max(source.width, source.height));
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(source.width * scale)),
    Math.max(1, Math.round(source.height * scale)),
  );
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
}

/** The original file's bytes without metadata, or null when they cannot be removed. */
async function withoutMetadata(file: Blob): Promise<ArrayBuffer | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImage(bytes.subarray(0, IMAGE_SNIFF_BYTES));
  const stripped = format ? stripMetadata(format, bytes) : null;
  return stripped
    ? (stripped.buffer.slice(
        stripped.byteOffset,
        stripped.byteOffset + stripped.byteLength,
      ) as ArrayBuffer)
    : null;
}

const reply = (message: CompressReply, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

self.onmessage = async ({ data: { id, file, settings } }: MessageEvent<CompressRequest>) => {
  reply({ id, stage: 'decoding' });
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    reply({ id, failed: 'undecodable' });
    return;
  }
  try {
    const size = compressedSize(bitmap, settings);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: what was transparent becomes white, not black.
    if (settings.format === 'jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const image = context.getImageData(0, 0, size.width, size.height);
    const thumbnail = await thumbnailOf(canvas);
    reply({ id, stage: 'encoding' });
    const encoded = await encode(settings.format, image, settings.quality);
    const original = keepsOriginal(file.size, encoded.byteLength, resized)
      ? await withoutMetadata(file)
      : null;
    const bytes = original ?? encoded;
    reply({ id, done: { bytes, ...size, resized, kept: original !== null, thumbnail } }, [bytes]);
  } catch {
    bitmap.close();
    reply({ id, failed: 'failed' });
  }
};
