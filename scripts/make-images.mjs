#!/usr/bin/env node
// Renders the generated artwork (scripts/artwork/) to site/public/img/{name}-{width}.{avif,jpg}.
// A file is skipped when it exists and is newer than every file in scripts/artwork/, the site's list
// of images (site/content/image-sizes.json), ui/tokens.css (the palette's colours) and this script,
// so a second run costs nothing.
// CLI: `node scripts/make-images.mjs`; or `await makeImages()`.
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { artwork } from './artwork/index.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artworkDir = join(root, 'scripts/artwork');

/**
 * The files the images are drawn from: the artwork modules, the list of images and widths, the
 * colour tokens, this script.
 */
async function sources() {
  const modules = await readdir(artworkDir, { recursive: true, withFileTypes: true });
  return [
    ...modules
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath ?? entry.path, entry.name)),
    join(root, 'site/content/image-sizes.json'),
    join(root, 'ui/tokens.css'),
    fileURLToPath(import.meta.url),
  ];
}

// Encoders per format. AVIF at effort 2 rather than 4: about a quarter of the CPU time for files
// about 5% larger, so a full render from scratch stays well under a minute on two cores.
const formats = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
};

const CONCURRENCY = 2;

/**
 * The files an image is written to: each of its widths in each format, named as the site asks for
 * them (site/content/images.ts).
 * @param {string} name
 * @param {{ widths: readonly number[] }} art
 * @returns {{ name: string, width: number, ext: string, file: string }[]}
 */
export const imageFiles = (name, art) =>
  art.widths.flatMap((width) =>
    Object.keys(formats).map((ext) => ({ name, width, ext, file: `${name}-${width}.${ext}` })),
  );

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Renders every artwork entry that is missing or stale.
 * @param {{ outDir?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ rendered: number, skipped: number, seconds: number }>}
 */
export async function makeImages({ outDir = join(root, 'site/public/img'), quiet = false } = {}) {
  const started = performance.now();
  await mkdir(outDir, { recursive: true });
  const sourceTime = Math.max(...(await Promise.all((await sources()).map(mtime))));
  let rendered = 0;
  let skipped = 0;

  await pool(Object.entries(artwork), CONCURRENCY, async ([name, art]) => {
    const jobs = [];
    for (const { width, ext, file: fileName } of imageFiles(name, art)) {
      const file = join(outDir, fileName);
      if ((await mtime(file)) > sourceTime) skipped += 1;
      else jobs.push({ file, width, encode: formats[ext] });
    }
    if (jobs.length === 0) return;
    // Rasterise the SVG once at full size; every width is a Lanczos downscale of that.
    const full = await sharp(Buffer.from(art.svg()), { density: 72 })
      .resize(art.width, art.height)
      .flatten({ background: '#0a0f1e' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const { file, width, encode } of jobs) {
      const image = sharp(full.data, { raw: full.info }).resize({
        width,
        height: Math.round((art.height * width) / art.width),
        kernel: 'lanczos3',
      });
      // Write then rename: a build running at the same time never sees a half-written file.
      const partial = `${file}.${process.pid}.part`;
      await encode(image).toFile(partial);
      await rename(partial, file);
      rendered += 1;
    }
  });

  const seconds = (performance.now() - started) / 1000;
  if (!quiet) {
    console.log(
      `images: ${rendered} rendered, ${skipped} skipped in ${seconds.toFixed(1)} s (${outDir.replace(`${root}/`, '')})`,
    );
  }
  return { rendered, skipped, seconds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await makeImages();
}
