// The image tools' shared rules (compressor and cropper): which files are images the tools open,
// told by their bytes, not their names; the formats they write; the names of what they save.

/** Formats the tools open (AVIF where the browser decodes it). */
export const imageInputFormats = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageInputFormat = (typeof imageInputFormats)[number];

/** The file picker's filter. The bytes decide, not this: a renamed file is still refused. */
export const IMAGE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

/** How many leading bytes `sniffImage` needs. */
export const IMAGE_SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * The image format of a file's first bytes (its signature), or null for anything else, e.g. a
 * PDF or a GIF renamed to .jpg.
 */
export function sniffImage(bytes: Uint8Array): ImageInputFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  // ISO-BMFF: a 'ftyp' box whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 'ftyp')) {
    const byte = (i: number) => bytes[i] ?? 0;
    const size = Math.min(
      bytes.length,
      (byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3),
    );
    for (let at = 8; at + 4 <= size; at += 4) {
      if (ascii(bytes, at, 'avif') || ascii(bytes, at, 'avis')) return 'avif';
    }
  }
  return null;
}

/** Formats the tools write: MIME type, file extension, and whether quality applies. */
export const imageOutputFormats = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', lossy: true },
  webp: { mime: 'image/webp', extension: 'webp', lossy: true },
  avif: { mime: 'image/avif', extension: 'avif', lossy: true },
  png: { mime: 'image/png', extension: 'png', lossy: false },
} as const;
export type ImageOutputFormat = keyof typeof imageOutputFormats;

export type Size = { width: number; height: number };

/** The factor (at most 1) that brings a size within a longest edge, keeping its shape. */
export function scaleToFit(size: Size, maxEdge: number): number {
  return Math.min(1, maxEdge / Math.max(size.width, size.height));
}

/**
 * The name a tool saves a result under: the original's name without its extension (only
 * letters, digits, '-' and '_' kept; 'imagen' if nothing is left), a suffix, the new extension.
 */
export function outputFileName(
  original: string,
  suffix: string,
  format: ImageOutputFormat,
): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'imagen';
  return `${base}${suffix ? `-${suffix}` : ''}.${imageOutputFormats[format].extension}`;
}

/** File names made unique for one folder or ZIP: 'foto.jpg', 'foto-2.jpg', 'foto-3.jpg'. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base}-${n}${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
