// Removing what a photo carries besides its pixels (camera, date, GPS position, comments) from
// a file kept as it is, without touching the image data: the compressor keeps an original when
// no encoding beats it, and the visitor's location must not travel with it.
import type { ImageInputFormat } from './images';

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const SOS = 0xda;

/** The EXIF orientation (1-8) of an APP1 segment's payload, or 1 when it has none. */
function exifOrientation(payload: Uint8Array): number {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  if (payload.length < 14 || String.fromCharCode(...payload.subarray(0, 4)) !== 'Exif') return 1;
  const tiff = 6;
  const little = payload[tiff] === 0x49;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > payload.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > payload.length) break;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment holding only an EXIF orientation (big-endian TIFF, one IFD0 entry). */
function orientationSegment(orientation: number): Uint8Array {
  const body = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // 'Exif\0\0'
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // 'MM', 42, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ];
  const length = body.length + 2;
  return new Uint8Array([0xff, APP1, length >> 8, length & 0xff, ...body]);
}

/**
 * A JPEG without its APP1 (EXIF, XMP), APP13 (IPTC), other application segments and comments;
 * JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14) stay. An EXIF
 * orientation other than upright is written back alone, so the photo still shows upright.
 */
function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) break;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(at, end);
    const isApp = marker >= APP0 && marker <= 0xef;
    if (marker === APP1) orientation = Math.max(orientation, exifOrientation(segment.subarray(4)));
    if ((isApp && marker !== APP0 && marker !== APP2 && marker !== APP14) || marker === COM) {
      at = end;
      continue;
    }
    kept.push(segment);
    at = end;
  }
  if (orientation !== 1)
    kept.splice(kept[1]?.[1] === APP0 ? 2 : 1, 0, orientationSegment(orientation));
  kept.push(bytes.subarray(at));
  return concat(kept);
}

const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** A PNG without its text chunks, EXIF and modification time. */
function stripPng(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(kept);
  }
  return null;
}

/** A WebP without its EXIF and XMP chunks (and their flags in the VP8X header). */
function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length + 1) return null;
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, Math.min(end, bytes.length));
      chunk[8] = (chunk[8] ?? 0) & ~0x0c; // EXIF (0x08) and XMP (0x04) flags off
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
    }
    at = end;
  }
  const body = concat(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  out.set(body, 12);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The file without its metadata, pixels untouched; null when that cannot be done safely (an
 * AVIF, whose metadata lives in items of its container, or a damaged file): then the file is
 * not kept as it is.
 */
export function stripMetadata(format: ImageInputFormat, bytes: Uint8Array): Uint8Array | null {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'avif':
      return null;
  }
}
