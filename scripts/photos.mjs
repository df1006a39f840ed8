// Photo fixtures for the image tools' tests and benchmark: the real photographs of
// tests/fixtures/photos (scikit-image's samples, CC0 / public domain), upscaled with Lanczos to
// the sizes a visitor's camera gives, written once to a temporary folder.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const photoNames = ['coffee.png', 'chelsea.png', 'astronaut.png', 'rocket.jpg'];

/** The published photograph itself. */
export const photoSource = (name) =>
  new URL(`../tests/fixtures/photos/${name}`, import.meta.url).pathname;

const folder = join(tmpdir(), 'agency-site-photos');

/** The path of a photo fixture, made on first use. */
export async function photo(name, options) {
  const { width, format, orientation, transparent = false, gps = false } = options;
  const suffix = `${orientation ? `-o${orientation}` : ''}${transparent ? '-alpha' : ''}${gps ? '-gps' : ''}`;
  const file = join(
    folder,
    `${name.replace(/\.\w+$/, '')}-${width}${suffix}.${format === 'jpeg' ? 'jpg' : 'png'}`,
  );
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  let image = sharp(photoSource(name)).resize({ width, kernel: 'lanczos3' });
  if (transparent) {
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const band = Math.round(info.height / 5);
    for (let y = 0; y < band; y++) {
      for (let x = 0; x < info.width; x++) data[(y * info.width + x) * 4 + 3] = 0;
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  }
  image = format === 'jpeg' ? image.jpeg({ quality: 92 }) : image.png();
  if (orientation) image = image.withMetadata({ orientation });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'Fixture', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 30/1 0/1' },
    });
  }
  // Written under a temporary name first, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  await image.toFile(partial);
  renameSync(partial, file);
  return file;
}
