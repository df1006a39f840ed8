// Sizes of the generated artwork in site/public/img/ (drawn by scripts/artwork/, rendered by
// scripts/make-images.mjs). The numbers are in image-sizes.json, the one list the site and the
// artwork both read: JSON because the browser bundle imports it here and the Node scripts read it
// as they are (plain .mjs, with no TypeScript to import).
import sizes from './image-sizes.json';

/** Intrinsic size of each image and the widths rendered for it (AVIF and JPEG each). */
export const imageSizes: Readonly<
  Record<keyof typeof sizes, { width: number; height: number; widths: readonly number[] }>
> = sizes;

export type ImageName = keyof typeof imageSizes;

export type ImageSource = { type: 'image/avif'; srcSet: string };

export type ImageSet = { src: string; width: number; height: number; sources: ImageSource[] };

/**
 * Sources for <picture>: an AVIF srcset plus a JPEG fallback, with intrinsic size. Every current
 * browser decodes AVIF; one that does not takes the JPEG. (A WebP layer between them would serve
 * only those few, and cost every page's HTML its bytes.)
 */
export function imageSet(name: ImageName): ImageSet {
  const { width, height, widths } = imageSizes[name];
  const url = (w: number, ext: string) => `/img/${name}-${w}.${ext}`;
  return {
    src: url(Math.max(...widths), 'jpg'),
    width,
    height,
    sources: [
      { type: 'image/avif', srcSet: widths.map((w) => `${url(w, 'avif')} ${w}w`).join(', ') },
    ],
  };
}
