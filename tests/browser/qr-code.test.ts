// The QR generator's files in a real browser (canvas, SVG rasterised by Chromium): for every
// type with its longest content the encoder accepts, the PNG at every offered size and the SVG
// decode, with a QR reader, to exactly that content (issue 30: a contact card at 256 px did not,
// when modules were drawn on fractional pixels).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  emptyQr,
  QR_DEFAULT_COLOURS,
  QR_DOWNLOAD_SIZES,
  QR_MARGIN,
  qrLayout,
  qrPayload,
  qrTypes,
  type QrType,
  type QrValues,
} from '../../domain';
import { encodeQr, qrPng, qrSvg } from '../../site/services/qr-code';
import type { QrModules } from '../../ui';

/** Each type's values with one field made `length` characters long (accents included). */
const grown: Record<QrType, (length: number) => QrValues> = {
  url: (length) => ({
    ...emptyQr,
    type: 'url',
    data: `https://nodoweb.studio/?q=${'x'.repeat(length)}`,
  }),
  text: (length) => ({
    ...emptyQr,
    type: 'text',
    data: 'Año ñandú '.repeat(length).slice(0, length),
  }),
  email: (length) => ({
    ...emptyQr,
    type: 'email',
    email: 'ana@example.com',
    subject: 'Cotización',
    message: 'Hola, ¿qué tal? '.repeat(length).slice(0, length),
  }),
  phone: (length) => ({ ...emptyQr, type: 'phone', phone: `+58 ${'4'.repeat(length)}` }),
  contact: (length) => ({
    ...emptyQr,
    type: 'contact',
    name: 'José Peña',
    phone: '+58 412 555 0101',
    email: 'jose@example.com',
    company: 'Peña, Hijos & Cía. '.repeat(length).slice(0, length),
  }),
  wifi: (length) => ({
    ...emptyQr,
    type: 'wifi',
    ssid: 'Oficina',
    password: 'a;b:c\\d'.repeat(length).slice(0, length),
  }),
};

/** The longest of the type's grown values the encoder accepts, and its modules. */
function longest(type: QrType): { payload: string; modules: QrModules } {
  const accepted = (length: number) => 'modules' in encodeQr(qrPayload(grown[type](length)));
  let low = 1;
  let high = 8000;
  expect(accepted(low)).toBe(true);
  expect(accepted(high)).toBe(false);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepted(middle)) low = middle;
    else high = middle;
  }
  const payload = qrPayload(grown[type](low));
  const encoded = encodeQr(payload);
  if (!('modules' in encoded)) throw new Error('not encoded');
  return { payload, modules: encoded.modules };
}

/** The pixels of an image file as the browser draws it at size x size. */
async function pixels(file: Blob, size: number): Promise<ImageData> {
  const image = new Image();
  image.src = URL.createObjectURL(file);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, size, size);
  URL.revokeObjectURL(image.src);
  return context.getImageData(0, 0, size, size);
}

const read = (image: ImageData) =>
  jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data;

describe('QR files', () => {
  it.each(qrTypes)(
    '%s at its longest: the PNG at every size and the SVG read back exactly',
    async (type) => {
      const { payload, modules } = longest(type);
      // Long enough to need a dense code: fewer than 2 pixels a module at the smallest size.
      expect(modules.length).toBeGreaterThan(121);
      for (const size of QR_DOWNLOAD_SIZES) {
        const png = await qrPng(modules, size, QR_DEFAULT_COLOURS);
        const drawn = await pixels(png, size);
        expect([drawn.width, drawn.height]).toEqual([size, size]);
        expect(read(drawn), `PNG ${size}`).toBe(payload);
        const svg = qrSvg(modules, size, QR_DEFAULT_COLOURS);
        expect(read(await pixels(svg, size)), `SVG ${size}`).toBe(payload);
      }
    },
  );

  it('draws each module on whole pixels, centred, with at least the quiet zone around', () => {
    for (const size of QR_DOWNLOAD_SIZES) {
      for (const count of [21, 57, 89, 117, 177]) {
        const { unit, offset } = qrLayout(count, size);
        expect(Number.isInteger(unit) && unit >= 1).toBe(true);
        expect(offset).toBeGreaterThanOrEqual(QR_MARGIN * unit);
        expect(Math.abs(size - (offset * 2 + unit * count))).toBeLessThanOrEqual(1);
      }
    }
  });
});
