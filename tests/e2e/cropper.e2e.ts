// The image cropper (issue 13): real photos cropped to exactly the chosen size, with the right
// pixels (checked against sharp's own crop, flip and rotation), EXIF orientation, very large
// photos scaled, files that are not images refused, both languages, no accessibility violation.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { pages } from '../../site/routes';
import { axeViolations, gotoHydrated, launch, openPage } from './browser';
import { meanDifference, photo, pixels } from './photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const es = resources.es.cropper;
const en = resources.en.cropper;

async function openCropper(path: string, file: string | Parameters<Page['setInputFiles']>[1]) {
  const watched = await openPage(browser);
  await gotoHydrated(watched.page, path);
  await watched.page.locator('input[type="file"]').setInputFiles(file);
  return watched;
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const meta = await sharp(bytes).metadata();
  return { name: file.suggestedFilename(), bytes, meta };
}

const output = (page: Page) => page.locator('[data-slot="image-cropper"] [role="status"]');

describe('image cropper', () => {
  it('crops a photo at 1:1 to exactly the chosen size, flipped and turned as shown', async () => {
    const source = await photo('coffee.png', { width: 3000, format: 'jpeg' });
    const { page, errors } = await openCropper(pages['utilities/cropper'].es, source);
    await expect
      .poll(() => output(page).textContent())
      .toBe(es.editor.output.replace('{{width}}', '3000').replace('{{height}}', '2000'));
    await page.getByRole('radio', { name: es.editor.presets['1:1'] }).check();
    await page.getByRole('spinbutton', { name: es.editor.width }).fill('800');
    await expect.poll(() => output(page).textContent()).toBe('Tamaño final: 800 × 800 px');

    // At zoom 1 the square is the photo's full height, centred: 2000 px from x = 500.
    const centre = sharp(source).extract({ left: 500, top: 0, width: 2000, height: 2000 });
    const plain = await download(page, es.editor.download);
    expect(plain.name).toBe('coffee-3000-800x800.jpg');
    expect([plain.meta.width, plain.meta.height, plain.meta.format]).toEqual([800, 800, 'jpeg']);
    const expected = await pixels(await centre.clone().resize(800, 800).toBuffer());
    expect(meanDifference((await pixels(plain.bytes)).data, expected.data)).toBeLessThan(6);

    await page.getByRole('button', { name: es.editor.flipHorizontal }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: es.editor.flipHorizontal }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    const flipped = await download(page, es.editor.download);
    const mirror = await pixels(await centre.clone().flop().resize(800, 800).toBuffer());
    expect(meanDifference((await pixels(flipped.bytes)).data, mirror.data)).toBeLessThan(6);
    // Not the unflipped crop: the comparison above can tell the two apart.
    expect(meanDifference((await pixels(flipped.bytes)).data, expected.data)).toBeGreaterThan(10);

    await page.getByRole('button', { name: es.editor.flipHorizontal }).click();
    await page.getByRole('button', { name: es.editor.rotateRight }).click();
    await expect
      .poll(() => page.getByRole('slider', { name: es.editor.rotation }).inputValue())
      .toBe('90');
    const turned = await download(page, es.editor.download);
    const upright = await sharp(source).rotate(90).toBuffer();
    const turnedExpected = await pixels(
      await sharp(upright)
        .extract({ left: 0, top: 500, width: 2000, height: 2000 })
        .resize(800, 800)
        .toBuffer(),
    );
    expect(meanDifference((await pixels(turned.bytes)).data, turnedExpected.data)).toBeLessThan(6);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves the crop with the arrow keys once the area has focus', async () => {
    const source = await photo('chelsea.png', { width: 1800, format: 'jpeg' });
    const { page } = await openCropper(pages['utilities/cropper'].es, source);
    const zoom = page.getByRole('slider', { name: es.editor.zoom });
    await zoom.focus();
    await page.keyboard.press('End');
    await expect.poll(() => zoom.inputValue()).toBe('5');
    const photoOnScreen = page.getByRole('img', { name: /chelsea-1800/ });
    const before = await photoOnScreen.getAttribute('style');
    const area = page.getByRole('group', { name: es.editor.area });
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => photoOnScreen.getAttribute('style')).not.toBe(before);
    await page.context().close();
  });

  it('applies the EXIF orientation and scales a very large photo to 4096 px', async () => {
    const turned = await photo('rocket.jpg', { width: 1200, format: 'jpeg', orientation: 6 });
    const tall = await openCropper(pages['utilities/cropper'].es, turned);
    // 1200 x 801 stored, shown turned a quarter: 801 wide, 1200 high.
    await expect.poll(() => output(tall.page).textContent()).toBe('Tamaño final: 801 × 1200 px');
    await tall.page.context().close();

    const huge = await photo('astronaut.png', { width: 6000, format: 'jpeg' });
    const big = await openCropper(pages['utilities/cropper'].es, huge);
    await expect.poll(() => output(big.page).textContent()).toBe('Tamaño final: 4096 × 4096 px');
    await big.page.context().close();
  });

  it('refuses a file that is not an image, even named .jpg, and takes the next one', async () => {
    const { page, errors } = await openCropper(pages['utilities/cropper'].es, {
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7 not a photo'),
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'foto.jpg' }).textContent())
      .toBe(es.problems.notImage.replace('{{name}}', 'foto.jpg'));
    await page
      .locator('input[type="file"]')
      .setInputFiles(await photo('chelsea.png', { width: 900, format: 'png' }));
    await page.getByRole('group', { name: es.editor.area }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes a social size as PNG in English, with no accessibility violation', async () => {
    const source = await photo('astronaut.png', { width: 2400, format: 'png' });
    const { page, errors } = await openCropper(pages['utilities/cropper'].en, source);
    await page.getByRole('radio', { name: en.editor.presets['1200x630'] }).check();
    await expect.poll(() => output(page).textContent()).toBe('Final size: 1200 × 630 px');
    await page.getByRole('combobox', { name: en.editor.format }).selectOption('png');
    await expect.poll(() => page.getByRole('slider', { name: en.editor.quality }).count()).toBe(0);
    const file = await download(page, en.editor.download);
    expect(file.name).toBe('astronaut-2400-1200x630.png');
    expect([file.meta.width, file.meta.height, file.meta.format]).toEqual([1200, 630, 'png']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: en.editor.replace }).click();
    await page.getByRole('button', { name: en.drop.choose }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
