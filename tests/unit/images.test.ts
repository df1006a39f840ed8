import { describe, expect, it } from 'vitest';
import { imageSet, imageSizes } from '../../site/content/images';

type Artwork = Record<
  string,
  { width: number; height: number; widths: number[]; svg: () => string }
>;

// The scripts are plain ESM without type declarations: import by URL and type the result here.
const artworkUrl = new URL('../../scripts/artwork/index.mjs', import.meta.url).href;
const { artwork } = (await import(artworkUrl)) as { artwork: Artwork };

describe('image manifest', () => {
  it('lists the same images as scripts/artwork/', () => {
    expect(Object.keys(imageSizes).sort()).toEqual(Object.keys(artwork).sort());
  });

  it.each(Object.entries(artwork))('%s has the same size and widths in both', (name, art) => {
    const { width, height, widths } = art;
    expect(imageSizes[name as keyof typeof imageSizes]).toEqual({ width, height, widths });
    expect(Math.max(...widths)).toBe(width);
  });

  it('builds AVIF and WebP srcsets and a JPEG fallback at the largest width', () => {
    expect(imageSet('hero-agencies')).toEqual({
      src: '/img/hero-agencies-1600.jpg',
      width: 1600,
      height: 900,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/img/hero-agencies-640.avif 640w, /img/hero-agencies-960.avif 960w, /img/hero-agencies-1280.avif 1280w, /img/hero-agencies-1600.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/img/hero-agencies-640.webp 640w, /img/hero-agencies-960.webp 960w, /img/hero-agencies-1280.webp 1280w, /img/hero-agencies-1600.webp 1600w',
        },
      ],
    });
  });

  it('draws a deterministic SVG of the declared size for every image', () => {
    for (const [name, art] of Object.entries(artwork)) {
      const svg = art.svg();
      expect(svg, name).toBe(art.svg());
      expect(svg, name).toContain(`viewBox="0 0 ${art.width} ${art.height}"`);
    }
  });
});
