// Files the tools open and save, all in the browser: nothing leaves the device.
import {
  IMAGE_SNIFF_BYTES,
  scaleToFit,
  sniffImage,
  type ImageInputFormat,
  type Size,
} from '../../domain';

/** Saves a file the page made (an object URL, revoked once the download has started). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The image format a file's bytes hold (not its name or type), or null. */
export async function imageFormatOf(file: Blob): Promise<ImageInputFormat | null> {
  return sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()));
}

/** Why an image could not be opened: not an image at all, or one this browser cannot decode. */
export type ImageProblem = 'notImage' | 'undecodable';

export type OpenedImage = {
  /** Object URL of the file, for showing it; revoke with `closeImage`. */
  url: string;
  format: ImageInputFormat;
  /** The photo's own size, upright (EXIF orientation applied). */
  size: Size;
  /** The pixels to work on, upright, at most maxEdge on their longest side. */
  bitmap: ImageBitmap;
  /** bitmap size / own size (1, or less for a very large photo). */
  scale: number;
};

/**
 * Opens an image for a tool: its bytes must be an image's, the browser must decode it; a photo
 * larger than maxEdge is scaled down as it is decoded, so phones do not run out of memory.
 */
export async function openImage(
  file: File,
  maxEdge: number,
): Promise<OpenedImage | { problem: ImageProblem }> {
  const format = await imageFormatOf(file);
  if (!format) return { problem: 'notImage' };
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    const scale = scaleToFit(size, maxEdge);
    const bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      ...(scale < 1 && {
        resizeWidth: Math.max(1, Math.round(size.width * scale)),
        resizeHeight: Math.max(1, Math.round(size.height * scale)),
        resizeQuality: 'high',
      }),
    });
    return { url, format, size, bitmap, scale: bitmap.width / size.width };
  } catch {
    URL.revokeObjectURL(url);
    return { problem: 'undecodable' };
  }
}

/** Frees what `openImage` holds. */
export function closeImage(image: OpenedImage): void {
  URL.revokeObjectURL(image.url);
  image.bitmap.close();
}

/** A canvas as a file of the given type; rejects when the browser cannot write that type. */
export function canvasBlob(canvas: HTMLCanvasElement, mime: string, quality?: number) {
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob && blob.type === mime ? resolve(blob) : reject(new Error(`Cannot write ${mime}`)),
      mime,
      quality,
    );
  });
}
