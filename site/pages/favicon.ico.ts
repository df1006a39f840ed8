// /favicon.ico: the site's icon (public/favicon.svg) as the ICO file that browsers, feed readers
// and link previews ask for at this address without reading the page's icon link (without it,
// the address answered 404 with the home page's HTML). Drawn at build: 16, 32 and 48 px, each a
// PNG inside the ICO container (read by every browser since Windows Vista's format).
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import svg from '../public/favicon.svg?raw';

const SIZES = [16, 32, 48];

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 would mean 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

export const GET: APIRoute = async () => {
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  return new Response(new Uint8Array(ico(images)), {
    headers: { 'Content-Type': 'image/x-icon' },
  });
};
