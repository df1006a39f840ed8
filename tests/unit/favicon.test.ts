// /favicon.ico, asked for by browsers, feed readers and link previews without reading the page's
// icon link: the site's icon, drawn at build (site/pages/favicon.ico.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

describe('/favicon.ico', () => {
  it('is the site icon at 16, 32 and 48 px, each a PNG of its size inside an ICO', async () => {
    const { GET } = await import('../../site/pages/favicon.ico');
    const response = await GET({} as Parameters<typeof GET>[0]);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.readUInt16LE(2)).toBe(1); // an icon
    const count = file.readUInt16LE(4);
    const images = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const entry = 6 + 16 * index;
        const png = file.subarray(
          file.readUInt32LE(entry + 12),
          file.readUInt32LE(entry + 12) + file.readUInt32LE(entry + 8),
        );
        const { width, height, format } = await sharp(png).metadata();
        expect(file.readUInt8(entry)).toBe(width);
        return { width, height, format };
      }),
    );
    expect(images).toEqual(
      [16, 32, 48].map((size) => ({ width: size, height: size, format: 'png' })),
    );
  });
});
