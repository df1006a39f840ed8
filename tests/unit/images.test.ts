import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileName, scaleToFit, sniffImage } from '../../domain';
import { imageSet, imageSizes, type ImageName } from '../../site/content/images';
import { filesUnder, root } from './project-files';

type Artwork = Record<
  string,
  { width: number; height: number; widths: number[]; svg: () => string }
>;
type ImageFile = { name: string; width: number; ext: string; file: string };

// The scripts are plain ESM without type declarations: import by URL and type the result here.
const scripts = new URL('../../scripts/', import.meta.url).href;
const { artwork } = (await import(`${scripts}artwork/index.mjs`)) as { artwork: Artwork };
const { imageFiles } = (await import(`${scripts}make-images.mjs`)) as {
  imageFiles: (name: string, art: { widths: readonly number[] }) => ImageFile[];
};

const names = Object.keys(imageSizes) as ImageName[];

describe('image manifest (site/content/image-sizes.json, read by the site and the artwork)', () => {
  it('the artwork draws exactly the images the site lists', () => {
    expect(Object.keys(artwork).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: the artwork writes exactly the files the site asks for', (name) => {
    const art = artwork[name];
    if (!art) throw new Error(`${name} is not drawn`);
    const written = imageFiles(name, art);
    const set = imageSet(name);
    const srcset = set.sources.flatMap(({ srcSet }) =>
      srcSet.split(', ').map((entry) => entry.split(' ') as [string, string]),
    );
    // Every file a page asks for is written...
    expect(written.map(({ file }) => `/img/${file}`)).toEqual(
      expect.arrayContaining([set.src, ...srcset.map(([url]) => url)]),
    );
    // ...at no width a page does not ask for, drawn at the size the page reserves.
    expect([...new Set(written.map(({ width }) => width))]).toEqual(
      srcset.map(([, width]) => Number.parseInt(width, 10)),
    );
    expect([art.width, art.height]).toEqual([set.width, set.height]);
    expect(Math.max(...art.widths)).toBe(art.width);
  });

  it('no script writes a list of widths of its own', () => {
    for (const file of filesUnder('scripts', /\.mjs$/)) {
      const text = readFileSync(join(root, file), 'utf8');
      // An entry such as entry('team', 1200, 800, [600, 900, 1200], ...) or widths: [400, 800].
      expect(text, file).not.toMatch(/entry\([^)]*\[\s*\d+\s*,|widths:\s*\[\s*\d/);
    }
  });

  it('builds an AVIF srcset and a JPEG fallback at the largest width', () => {
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

/** Bytes from numbers and ASCII text, as a file starts. */
function bytes(...parts: (number | string)[]): Uint8Array {
  return new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'number' ? [part] : [...part].map((char) => char.charCodeAt(0)),
    ),
  );
}

/** An ISO-BMFF 'ftyp' box: its size, major brand, minor version and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes(0, 0, 0, size, 'ftyp', major, 0, 0, 0, 0, ...compatible);
}

describe('image signatures (domain/images.ts)', () => {
  it('knows a JPEG by FF D8 FF', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0))).toBe('jpeg');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 'Exif', 0, 0))).toBe('jpeg');
  });

  it('knows a PNG by its eight-byte signature', () => {
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'))).toBe('png');
  });

  it('knows a WebP by RIFF … WEBP', () => {
    expect(sniffImage(bytes('RIFF', 0x24, 0x10, 0, 0, 'WEBP', 'VP8 '))).toBe('webp');
  });

  it('knows an AVIF by its ftyp box, whether avif is the major or a compatible brand', () => {
    expect(sniffImage(ftyp('avif', 'avif', 'mif1', 'miaf', 'MA1B'))).toBe('avif');
    expect(sniffImage(ftyp('mif1', 'mif1', 'avif', 'miaf'))).toBe('avif');
    // An AVIF image sequence.
    expect(sniffImage(ftyp('avis', 'avis', 'msf1', 'miaf'))).toBe('avif');
  });

  it('reads brands only inside the ftyp box', () => {
    const box = ftyp('mif1', 'mif1', 'miaf');
    const next = bytes(0, 0, 0, 12, 'avif', 0, 0, 0, 0);
    expect(sniffImage(new Uint8Array([...box, ...next]))).toBeNull();
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7', 0x0a, '%', 0xe2, 0xe3, 0xcf, 0xd3)],
    ['a GIF', bytes('GIF89a', 0x10, 0, 0x10, 0)],
    ['an empty file', new Uint8Array(0)],
    ['a HEIC photo', ftyp('heic', 'mif1', 'heic')],
    ['a WAV sound', bytes('RIFF', 0x24, 0x10, 0, 0, 'WAVE', 'fmt ')],
    ['a truncated JPEG', bytes(0xff, 0xd8)],
    ['text', bytes('avif ftyp avif')],
  ])('refuses %s', (_, file) => {
    expect(sniffImage(file)).toBeNull();
  });
});

describe('saved file names (domain/images.ts)', () => {
  it('keeps letters and digits, strips accents, and turns spaces and symbols into hyphens', () => {
    expect(outputFileName('Fotografía del Año.JPG', '1200x630', 'jpeg')).toBe(
      'Fotografia-del-Ano-1200x630.jpg',
    );
    expect(outputFileName('mi foto (1) — copia.png', '', 'webp')).toBe('mi-foto-1-copia.webp');
    expect(outputFileName('logo_final-v2.webp', 'comprimida', 'png')).toBe(
      'logo_final-v2-comprimida.png',
    );
  });

  it('replaces only the last extension, and adds one when there is none', () => {
    expect(outputFileName('fotos.2025.tar.avif', '', 'jpeg')).toBe('fotos-2025-tar.jpg');
    expect(outputFileName('captura', '800x800', 'avif')).toBe('captura-800x800.avif');
  });

  it('names it imagen when nothing is left of the name', () => {
    expect(outputFileName('.png', '800x800', 'png')).toBe('imagen-800x800.png');
    expect(outputFileName('¿¡!?.jpg', '', 'jpeg')).toBe('imagen.jpg');
    expect(outputFileName('', '', 'webp')).toBe('imagen.webp');
  });

  it('keeps at most 80 characters of the name', () => {
    expect(outputFileName(`${'a'.repeat(120)}.jpg`, 'x', 'jpeg')).toBe(`${'a'.repeat(80)}-x.jpg`);
  });
});

describe('scaling to a longest edge (domain/images.ts)', () => {
  it('leaves a photo within the edge as it is', () => {
    expect(scaleToFit({ width: 4000, height: 3000 }, 4096)).toBe(1);
    expect(scaleToFit({ width: 4096, height: 4096 }, 4096)).toBe(1);
  });

  it('scales by the longest edge, landscape or portrait', () => {
    expect(scaleToFit({ width: 8192, height: 4096 }, 4096)).toBe(0.5);
    expect(scaleToFit({ width: 3000, height: 6000 }, 4096)).toBeCloseTo(4096 / 6000);
    expect(6000 * scaleToFit({ width: 3000, height: 6000 }, 4096)).toBeCloseTo(4096);
  });
});
