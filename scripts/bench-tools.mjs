#!/usr/bin/env node
// Image compressor benchmark (issue 13), in Chromium on the built site, side by side in one run:
//  1. Quality per byte: the photo set through the compressor at its default quality (75), per
//     output format; total bytes and mean SSIM (ssim.js) against the originals. Then the same
//     photos through the canvas encoder (`toBlob`, what most free tools use) at the lowest
//     quality that reaches the same mean SSIM. Goals at equal SSIM: MozJPEG <= 0.9x canvas JPEG,
//     WebP <= 0.95x canvas WebP, AVIF <= 0.6x canvas JPEG.
//  2. Speed: 10 photos of 12 MP at quality 75 (MozJPEG): total time, and the longest main-thread
//     task meanwhile (goal: under 100 ms; long tasks are those over 50 ms, so 0 means none).
//  3. The tool pages against the `npm run bench` budgets (Lighthouse), unless --no-pages.
// Writes bench-results/tools.json; exits non-zero when a goal is missed.
//   npm run bench:tools
//   npm run bench:tools -- --no-pages
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { startBuiltServer } from './built-server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { photo, photoNames, photoSource } from './photos.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--help')) {
  console.log(
    [
      'Image compressor benchmark: quality per byte against the canvas encoder, 12 MP speed,',
      'then the tool pages against the `npm run bench` budgets.',
      '  npm run bench:tools                 everything',
      '  npm run bench:tools -- --no-pages   without the tool pages (no Lighthouse)',
      'Writes bench-results/tools.json; exits non-zero when a goal is missed.',
    ].join('\n'),
  );
  process.exit(0);
}
if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const withPages = !process.argv.includes('--no-pages');
const GOALS = { jpeg: 0.9, webp: 0.95, avif: 0.6, longestTaskMs: 100 };
const COMPRESSOR = '/en/image-compressor';
/** The compressor's island once hydrated (its code loaded and its handlers attached). */
const COMPRESSOR_HYDRATED = 'astro-island[component-url*="/CompressTool."]:not([ssr])';

const { origin, stop } = await startBuiltServer(root);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  headless: true,
});

/** RGBA pixels of an image, for SSIM. */
async function rgba(input) {
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

const originals = await Promise.all(photoNames.map((name) => rgba(photoSource(name))));
const meanSsim = async (outputs) => {
  const scores = await Promise.all(
    outputs.map(async (bytes, i) => ssim(originals[i], await rgba(bytes)).mssim),
  );
  return scores.reduce((a, b) => a + b, 0) / scores.length;
};
const total = (outputs) => outputs.reduce((sum, bytes) => sum + bytes.length, 0);

/** A compressor page, hydrated, with a long-task recorder. */
async function compressorPage() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await page.goto(`${origin}${COMPRESSOR}`);
  // The compressor is an Astro island: Astro removes its `ssr` attribute once it has hydrated.
  await page.waitForSelector(COMPRESSOR_HYDRATED, { state: 'attached' });
  return page;
}

async function settled(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-slot="compress-results"] li') &&
      !document.querySelector(
        '[data-slot="compress-results"] li[data-state="queued"], [data-slot="compress-results"] li[data-state="working"]',
      ),
    null,
    { timeout: 600_000 },
  );
}

async function downloadRow(page, index) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .locator('[data-slot="compress-results"] li')
      .nth(index)
      .getByRole('button', { name: /^Download:/ })
      .click(),
  ]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The photo set through the compressor in one format at its default settings. */
async function ours(page, format) {
  await page.getByRole('combobox', { name: 'Output format' }).selectOption(format);
  await page.locator('input[type="file"]').setInputFiles(photoNames.map(photoSource));
  await settled(page);
  const outputs = [];
  for (let i = 0; i < photoNames.length; i++) outputs.push(await downloadRow(page, i));
  await page.getByRole('button', { name: 'Clear all' }).click();
  return outputs;
}

/** The photo set through the browser's canvas encoder at a quality (0-1). */
async function canvas(page, mime, quality) {
  const outputs = [];
  for (const name of photoNames) {
    const base64 = readFileSync(photoSource(name)).toString('base64');
    const result = await page.evaluate(
      async ({ base64, mime, quality }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes]));
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        canvas.getContext('2d').drawImage(bitmap, 0, 0);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, mime, quality));
        const buffer = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < buffer.length; i += 0x8000)
          text += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
        return btoa(text);
      },
      { base64, mime, quality },
    );
    outputs.push(Buffer.from(result, 'base64'));
  }
  return outputs;
}

/** The canvas encoder at the lowest quality (in whole %) whose mean SSIM reaches the target. */
async function canvasAtSsim(page, mime, target) {
  let low = 0; // below the target (assumed)
  let high = 100; // reaches it (checked last)
  let best = null;
  while (high - low > 1) {
    const percent = Math.round((low + high) / 2);
    const outputs = await canvas(page, mime, percent / 100);
    const score = await meanSsim(outputs);
    console.log(`  canvas ${mime} ${percent} %: ${total(outputs)} bytes, SSIM ${score.toFixed(5)}`);
    if (score >= target) {
      high = percent;
      best = { outputs, quality: percent / 100, ssim: score };
    } else {
      low = percent;
    }
  }
  if (best) return best;
  const outputs = await canvas(page, mime, 1);
  return { outputs, quality: 1, ssim: await meanSsim(outputs) };
}

const report = { photos: photoNames, quality: [], speed: null, pages: null };
let failed = false;

// 1. Quality per byte.
const page = await compressorPage();
for (const format of ['jpeg', 'webp', 'avif']) {
  const outputs = await ours(page, format);
  const score = await meanSsim(outputs);
  console.log(
    `${format}: ${total(outputs)} bytes, mean SSIM ${score.toFixed(5)}; searching canvas quality…`,
  );
  const canvasMime = format === 'webp' ? 'image/webp' : 'image/jpeg';
  const rival = await canvasAtSsim(page, canvasMime, score);
  const ratio = total(outputs) / total(rival.outputs);
  const goal = GOALS[format];
  const ok = ratio <= goal;
  failed ||= !ok;
  report.quality.push({
    format,
    ourBytes: total(outputs),
    ourSsim: Number(score.toFixed(5)),
    canvas: canvasMime,
    canvasQuality: rival.quality,
    canvasBytes: total(rival.outputs),
    canvasSsim: Number(rival.ssim.toFixed(5)),
    ratio: Number(ratio.toFixed(3)),
    goal,
    ok,
  });
}
await page.close();

// 2. Speed: 10 photos of 12 MP (4243 x 2828 and the like), MozJPEG at quality 75.
// One after another: the 10 cycle through the 4 photos, and two makings of the same file at once
// in one process would write the same temporary file (scripts/photos.mjs names it by process).
const twelve = [];
for (let i = 0; i < 10; i++) {
  const name = photoNames[i % photoNames.length];
  const { width = 1, height = 1 } = await sharp(photoSource(name)).metadata();
  twelve.push(
    await photo(name, { width: Math.round(Math.sqrt((12e6 * width) / height)), format: 'jpeg' }),
  );
}
const sizes = await Promise.all(twelve.map((file) => sharp(file).metadata()));
const speedPage = await compressorPage();
await speedPage.evaluate(() => (window.__longest = 0));
const started = Date.now();
await speedPage.locator('input[type="file"]').setInputFiles(twelve);
await settled(speedPage);
const elapsed = Date.now() - started;
const longest = await speedPage.evaluate(() => window.__longest);
const cores = await speedPage.evaluate(() => navigator.hardwareConcurrency);
const speedOk = longest < GOALS.longestTaskMs;
failed ||= !speedOk;
report.speed = {
  photos: twelve.length,
  megapixels: sizes.map((m) => Number((((m.width ?? 0) * (m.height ?? 0)) / 1e6).toFixed(1))),
  cores,
  totalMs: elapsed,
  perPhotoMs: Math.round(elapsed / twelve.length),
  longestMainThreadTaskMs: Math.round(longest),
  goalMs: GOALS.longestTaskMs,
  ok: speedOk,
};
await speedPage.close();
await browser.close();
stop();

console.log('\nQuality per byte (photo set at quality 75; canvas at the same mean SSIM):');
console.table(report.quality);
console.log('Speed (10 photos of 12 MP, MozJPEG q75):');
console.table([report.speed]);

// 3. The tool pages against the site's budgets.
if (withPages) {
  const pages =
    '/generador-qr,/en/qr-generator,/compresor-imagenes,/en/image-compressor,/recorte-imagenes,/en/image-cropper';
  const run = spawnSync(process.execPath, ['scripts/bench.mjs', '--only', pages], {
    cwd: root,
    stdio: 'inherit',
  });
  report.pages = { routes: pages.split(','), budgetsMet: run.status === 0 };
  failed ||= run.status !== 0;
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'tools.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote bench-results/tools.json${failed ? ' (a goal was missed)' : ''}`);
process.exit(failed ? 1 : 0);
