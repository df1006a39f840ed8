import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from '../../domain';

const photo = new URL('../fixtures/photos/chelsea.png', import.meta.url).pathname;
const gps = {
  IFD0: { Make: 'Fixture', Model: 'Camera' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 30/1 0/1' },
};
const raw = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();

describe('metadata removal of kept originals', () => {
  it('takes camera data and GPS out of a JPEG, pixels untouched', async () => {
    const original = await sharp(photo).jpeg().withExif(gps).toBuffer();
    expect(original.includes('GPS') || (await sharp(original).metadata()).exif).toBeTruthy();
    const stripped = stripMetadata('jpeg', original);
    if (!stripped) throw new Error('not stripped');
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(stripped.length).toBeLessThan(original.length);
    expect((await raw(stripped)).equals(await raw(original))).toBe(true);
  });

  it('keeps a JPEG upright: a turned photo keeps its orientation, and nothing else', async () => {
    const original = await sharp(photo)
      .jpeg()
      .withExif(gps)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stripped = stripMetadata('jpeg', original);
    if (!stripped) throw new Error('not stripped');
    const meta = await sharp(stripped).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.length).toBeLessThan(50);
    expect(Buffer.from(stripped).includes('Fixture')).toBe(false);
    expect((await raw(stripped)).equals(await raw(original))).toBe(true);
  });

  it('takes text and EXIF chunks out of a PNG', async () => {
    const png = await sharp(photo).png().toBuffer();
    const text = Buffer.from('Comment\0Taken at 10.5N', 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const ihdrEnd = 8 + 25;
    const original = Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
    expect((await sharp(original).metadata()).comments).toHaveLength(1);
    const stripped = stripMetadata('png', original);
    if (!stripped) throw new Error('not stripped');
    expect(Buffer.from(stripped).includes('Taken at')).toBe(false);
    expect(Buffer.from(stripped).equals(png)).toBe(true);
  });

  it('takes EXIF out of a WebP and clears its flag', async () => {
    const original = await sharp(photo).webp({ lossless: true }).withExif(gps).toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stripped = stripMetadata('webp', original);
    if (!stripped) throw new Error('not stripped');
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
    expect((await raw(stripped)).equals(await raw(original))).toBe(true);
  });

  it('declines what it cannot do safely: AVIF and damaged files', () => {
    expect(stripMetadata('avif', new Uint8Array(64))).toBeNull();
    expect(stripMetadata('jpeg', new Uint8Array([0xff, 0xd8, 0x12, 0x34, 0, 2]))).toBeNull();
    expect(
      stripMetadata('png', new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 9, 0, 73, 72])),
    ).toBeNull();
  });
});
