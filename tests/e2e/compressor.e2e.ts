// The image compressor (issue 13): real photos compressed by Squoosh's codecs in workers come
// out smaller, within the chosen dimensions, upright, without their GPS metadata; transparency
// turns white in JPEG; the original is kept when it is already smaller; Download all gives a
// ZIP of every file; cancel stops the run; files that are not images are named; the
// before/after comparison works from the keyboard; both languages, no accessibility violation.
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { pages } from '../../site/routes';
import { textInMachineFonts } from '../platform-fonts';
import { axeViolations, gotoHydrated, launch, openPage } from './browser';
import { photo, zipEntries } from './photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const es = resources.es.compressor;
const en = resources.en.compressor;
const results = (page: Page) => page.locator('[data-slot="compress-results"]');
const row = (page: Page, name: string) => results(page).locator('li').filter({ hasText: name });

/** Waits until no file is queued or being compressed (the codecs can take a while). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-slot="compress-results"] li') &&
      !document.querySelector(
        '[data-slot="compress-results"] li[data-state="queued"], [data-slot="compress-results"] li[data-state="working"]',
      ),
    null,
    { timeout: 120_000 },
  );
}

async function saved(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

describe('image compressor', () => {
  it('compresses JPEG and PNG photos within the chosen width, upright and without GPS, and zips them all', async () => {
    const jpeg = await photo('coffee.png', {
      width: 3000,
      format: 'jpeg',
      orientation: 6,
      gps: true,
    });
    const png = await photo('astronaut.png', { width: 2400, format: 'png' });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/compressor'].es);
    await page.getByRole('spinbutton', { name: es.settings.maxWidth }).fill('1600');
    await page.locator('input[type="file"]').setInputFiles([jpeg, png]);
    await settled(page);

    // The JPEG was stored 3000 x 2000 with orientation 6: upright it is 2000 x 3000, so 1600 x 2400.
    const fromJpeg = await saved(
      page,
      row(page, 'coffee').getByRole('button', { name: /^Descargar:/ }),
    );
    expect(fromJpeg.name).toBe('coffee-3000-o6-gps.jpg');
    const jpegMeta = await sharp(fromJpeg.bytes).metadata();
    expect([jpegMeta.width, jpegMeta.height, jpegMeta.format]).toEqual([1600, 2400, 'jpeg']);
    expect(jpegMeta.exif).toBeUndefined();
    expect(fromJpeg.bytes.length).toBeLessThan(statSync(jpeg).size);

    const fromPng = await saved(
      page,
      row(page, 'astronaut').getByRole('button', { name: /^Descargar:/ }),
    );
    expect(fromPng.name).toBe('astronaut-2400.jpg');
    const pngMeta = await sharp(fromPng.bytes).metadata();
    expect([pngMeta.width, pngMeta.height]).toEqual([1600, 1600]);
    expect(fromPng.bytes.length).toBeLessThan(statSync(png).size / 4);

    const summary = await results(page).getByRole('status').first().textContent();
    expect(summary).toMatch(/^2 imágenes listas: .* → .* \(−\d+ %\)$/);
    // Its arrow drawn with the site's own fonts (ui/fonts' symbols), like every other character.
    expect(await textInMachineFonts(page)).toEqual([]);

    const zip = await saved(page, page.getByRole('button', { name: es.results.downloadAll }));
    expect(zip.name).toBe(es.results.zipName);
    expect(zipEntries(zip.bytes)).toEqual([
      { name: fromJpeg.name, size: fromJpeg.bytes.length },
      { name: fromPng.name, size: fromPng.bytes.length },
    ]);

    await page.getByRole('button', { name: es.results.clearAll }).click();
    await expect.poll(() => results(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes WebP and AVIF smaller than MozJPEG at the same quality, and keeps an original that is already smaller', async () => {
    const source = await photo('chelsea.png', { width: 1200, format: 'jpeg' });
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/compressor'].es);
    const sizes: Record<string, number> = {};
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      await page.getByRole('combobox', { name: es.settings.format }).selectOption(format);
      await page.locator('input[type="file"]').setInputFiles(source);
      await settled(page);
      const file = await saved(page, results(page).getByRole('button', { name: /^Descargar:/ }));
      expect((await sharp(file.bytes).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
      sizes[format] = file.bytes.length;
      await page.getByRole('button', { name: es.results.clearAll }).click();
    }
    expect(sizes.webp).toBeLessThan(sizes.jpeg ?? 0);
    expect(sizes.avif).toBeLessThan(sizes.jpeg ?? 0);

    // A photo as PNG (lossless) is bigger than its JPEG: the original stays, and says so,
    // without its camera data and GPS position, pixels untouched.
    const located = await photo('chelsea.png', { width: 1200, format: 'jpeg', gps: true });
    await page.getByRole('combobox', { name: es.settings.format }).selectOption('png');
    await page.locator('input[type="file"]').setInputFiles(located);
    await settled(page);
    await expect.poll(() => row(page, 'chelsea').textContent()).toContain(es.results.kept);
    const kept = await saved(page, results(page).getByRole('button', { name: /^Descargar:/ }));
    expect(kept.name).toBe('chelsea-1200-gps.jpg');
    expect((await sharp(located).metadata()).exif).toBeDefined();
    expect((await sharp(kept.bytes).metadata()).exif).toBeUndefined();
    expect(kept.bytes.length).toBeLessThan(statSync(located).size);
    const [before, after] = await Promise.all(
      [readFileSync(located), kept.bytes].map((b) => sharp(b).raw().toBuffer()),
    );
    expect(after?.equals(before ?? Buffer.alloc(0))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('turns transparency white in JPEG, names a file that is not an image, and cancels a run', async () => {
    const clear = await photo('astronaut.png', { width: 1200, format: 'png', transparent: true });
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/compressor'].es);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'astronaut-alpha.png', mimeType: 'image/png', buffer: readFileSync(clear) },
      { name: 'factura.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7') },
    ]);
    await settled(page);
    await expect
      .poll(() => row(page, 'factura.jpg').textContent())
      .toContain(es.results.problems.notImage);
    const flat = await saved(
      page,
      row(page, 'astronaut').getByRole('button', { name: /^Descargar:/ }),
    );
    const { data } = await sharp(flat.bytes).raw().toBuffer({ resolveWithObject: true });
    // The top band was transparent: white now (JPEG noise allowed), not black.
    expect([data[0], data[1], data[2]].every((v) => (v ?? 0) > 245)).toBe(true);
    await page.getByRole('button', { name: es.results.clearAll }).click();

    // AVIF at 12 megapixels takes seconds per photo: cancel while the run is on.
    await page.getByRole('combobox', { name: es.settings.format }).selectOption('avif');
    const big = await photo('rocket.jpg', { width: 4200, format: 'jpeg' });
    await page.locator('input[type="file"]').setInputFiles([big, big, big, big, big, big]);
    await page.getByRole('button', { name: es.results.cancel }).click();
    await expect
      .poll(() => results(page).getByRole('status').first().textContent())
      .toBe(es.results.cancelled);
    expect(await results(page).locator('li[data-state="cancelled"]').count()).toBeGreaterThan(0);
    expect(
      await results(page).locator('li[data-state="working"], li[data-state="queued"]').count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('compares before and after from the keyboard, in English, with no accessibility violation', async () => {
    const source = await photo('coffee.png', { width: 1800, format: 'jpeg' });
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages['utilities/compressor'].en);
    await page.locator('input[type="file"]').setInputFiles(source);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await results(page)
      .getByRole('button', { name: `${en.results.compare}: coffee-1800.jpg` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('img').count()).toBe(2);
    const divider = dialog.getByRole('slider', { name: en.compare.slider });
    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await divider.inputValue()).toBe('48');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
