// Photo fixtures for the image tools: the real photographs of tests/fixtures/photos, upscaled
// (Lanczos) to the sizes a visitor's camera gives, written once per run to a temporary folder.
import { mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const photoNames = ['coffee.png', 'chelsea.png', 'astronaut.png', 'rocket.jpg'] as const;
export type PhotoName = (typeof photoNames)[number];

const source = (name: PhotoName) => new URL(`../fixtures/photos/${name}`, import.meta.url).pathname;
const folder = join(tmpdir(), 'agency-site-photos');

export type PhotoOptions = {
  /** Width after upscaling (the height keeps the photo's shape). */
  width: number;
  format: 'jpeg' | 'png';
  /** An EXIF orientation tag (1-8) written into the file, pixels left as they are. */
  orientation?: number;
  /** Adds a transparent band at the top (PNG only), for the "transparency to JPEG" case. */
  transparent?: boolean;
  /** Writes camera metadata with a GPS position (JPEG), for the "metadata stripped" case. */
  gps?: boolean;
};

/** The path of a photo fixture, made on first use. */
export async function photo(name: PhotoName, options: PhotoOptions): Promise<string> {
  const { width, format, orientation, transparent = false, gps = false } = options;
  const file = join(
    folder,
    `${name.replace(/\.\w+$/, '')}-${width}${orientation ? `-o${orientation}` : ''}${transparent ? '-alpha' : ''}${gps ? '-gps' : ''}.${format === 'jpeg' ? 'jpg' : 'png'}`,
  );
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  let image = sharp(source(name)).resize({ width, kernel: 'lanczos3' });
  if (transparent) {
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const band = Math.round(info.height / 5);
    for (let y = 0; y < band; y++) {
      for (let x = 0; x < info.width; x++) data[(y * info.width + x) * 4 + 3] = 0;
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  }
  image = format === 'jpeg' ? image.jpeg({ quality: 92 }) : image.png();
  if (orientation) image = image.withMetadata({ orientation });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'Fixture', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 30/1 0/1' },
    });
  }
  await image.toFile(file);
  return file;
}

/** Raw RGB pixels of an image file or buffer, for comparing what a tool wrote. */
export async function pixels(input: string | Buffer) {
  const { data, info } = await sharp(input)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference per channel (0-255) of two same-sized RGB images. */
export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

/** The entries of a ZIP file (names and stored sizes), read from its central directory. */
export function zipEntries(zip: Buffer): { name: string; size: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a ZIP file');
  let count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (; count > 0; count--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory');
    let size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // ZIP64: the real size sits in the extra field (id 0x0001) when the 32-bit one is full.
    if (size === 0xffffffff) {
      const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      for (let i = 0; i + 4 <= extra.length; i += 4 + extra.readUInt16LE(i + 2)) {
        if (extra.readUInt16LE(i) === 1) size = Number(extra.readBigUInt64LE(i + 4));
      }
    }
    entries.push({ name, size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
