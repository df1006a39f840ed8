// Helpers for the image tools' tests: the photo fixtures (scripts/photos.mjs), pixels of what a
// tool wrote, and the entries of a ZIP it saved.
import sharp from 'sharp';

export { photo } from '../../scripts/photos.mjs';

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
