// The QR generator (issue 13): each type's PNG decodes (with a QR reader) to exactly the expected
// text, the scan check's verdicts, the SVG download, the encoder's refusal, both languages.
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { pages } from '../../site/routes';
import { axeViolations, gotoHydrated, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const es = resources.es.qr;
const en = resources.en.qr;

type Png = { width: number; height: number; text: string | undefined };

async function downloadPng(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const { data, info } = await sharp(Buffer.concat(chunks))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  const png: Png = { width: info.width, height: info.height, text: code?.data };
  return { file: download.suggestedFilename(), png };
}

const scanStatus = (page: Page) =>
  page.locator('[data-slot="qr-preview"] [role="status"]').textContent();

const fill = async (page: Page, label: string, value: string) =>
  page.getByRole('textbox', { name: label, exact: true }).fill(value);

describe('QR generator', () => {
  const cases: { type: keyof typeof es.form.types; fields: [string, string][]; text: string }[] = [
    {
      type: 'url',
      fields: [[es.form.fields.url.label, 'https://nodoweb.studio/es']],
      text: 'https://nodoweb.studio/es',
    },
    {
      type: 'text',
      fields: [[es.form.fields.text.label, 'Hola, ¿qué tal?']],
      text: 'Hola, ¿qué tal?',
    },
    {
      type: 'email',
      fields: [
        [es.form.fields.email.label, 'ana@example.com'],
        [es.form.fields.subject.label, 'Cotización & diseño'],
      ],
      text: 'mailto:ana@example.com?subject=Cotizaci%C3%B3n%20%26%20dise%C3%B1o',
    },
    {
      type: 'phone',
      fields: [[es.form.fields.phone.label, '+58 412 555 0101']],
      text: 'tel:+584125550101',
    },
    {
      type: 'contact',
      fields: [
        [es.form.fields.name.label, 'José Peña'],
        [es.form.fields.company.label, 'Peña, Hijos'],
      ],
      text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Peña;José;;;\r\nFN:José Peña\r\nORG:Peña\\, Hijos\r\nEND:VCARD',
    },
    {
      type: 'wifi',
      fields: [
        [es.form.fields.ssid.label, 'Oficina'],
        [es.form.fields.password.label, 'a;b:c'],
      ],
      text: 'WIFI:T:WPA;S:Oficina;P:a\\;b\\:c;;',
    },
  ];

  it.each(cases)(
    '$type: the PNG decodes to exactly the expected text, and the scan check says so',
    async ({ type, fields, text }) => {
      const { page, errors } = await openPage(browser);
      await gotoHydrated(page, pages['utilities/qr'].es);
      await page.getByRole('radio', { name: es.form.types[type], exact: true }).check();
      for (const [label, value] of fields) await fill(page, label, value);
      await expect.poll(() => page.getByRole('img', { name: /^Código QR de:/ }).count()).toBe(1);
      await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.readable);
      const { file, png } = await downloadPng(page, es.download.png);
      expect(file).toBe('qr-code.png');
      expect([png.width, png.height]).toEqual([256, 256]);
      expect(png.text).toBe(text);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('downloads at the chosen size and as SVG, in English, with no accessibility violation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/qr'].en);
    await fill(page, en.form.fields.url.label, 'https://nodoweb.studio/en');
    await page.getByRole('combobox', { name: en.design.size }).selectOption('1024');
    const { png } = await downloadPng(page, en.download.png);
    expect([png.width, png.height]).toEqual([1024, 1024]);
    expect(png.text).toBe('https://nodoweb.studio/en');
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.download.svg }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('qr-code.svg');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names content too long for a code, and offers no download', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/qr'].es);
    await page.getByRole('radio', { name: es.form.types.text, exact: true }).check();
    await fill(page, es.form.fields.text.label, 'é'.repeat(1500));
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: es.preview.problems.tooLong }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: es.download.png }).count()).toBe(0);
    await page.context().close();
  });

  it('a dense code reads at the smallest size; the colours that make a code unreadable are named, and clear once fixed', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/qr'].es);
    await page.getByRole('radio', { name: es.form.types.text, exact: true }).check();
    // 300 characters need 89 modules: 2 whole pixels each at 256 px (2.6 drawn fractionally
    // blurred into grey and did not read).
    await fill(page, es.form.fields.text.label, 'a'.repeat(300));
    await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.readable);
    expect((await downloadPng(page, es.download.png)).png.text).toBe('a'.repeat(300));
    await page.getByRole('combobox', { name: es.design.size }).selectOption('512');
    await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.readable);
    expect((await downloadPng(page, es.download.png)).png.text).toBe('a'.repeat(300));

    const colour = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await colour(es.design.foreground, '#ffffff');
    await colour(es.design.background, '#000000');
    await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.inverted);
    await colour(es.design.foreground, '#999999');
    await colour(es.design.background, '#ffffff');
    await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.lowContrast);
    await colour(es.design.foreground, '#1d3557');
    await expect.poll(() => scanStatus(page)).toBe(es.preview.scan.readable);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
