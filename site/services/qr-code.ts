// The QR generator's drawing, all in the browser (nothing leaves the device): the encoder's
// modules for a text, and the files to download (PNG at a chosen size, SVG).
import QRCode from 'qrcode';
import { QR_ERROR_CORRECTION, qrLayout, qrProblemOf, type QrProblem } from '../../domain';
import { qrPathData, type QrModules } from '../../ui';
import { canvasBlob } from './files';
import type { QrScanReply, QrScanRequest } from './qr-scan.worker';

export type QrColours = { foreground: string; background: string };

/** The modules of the text's QR code at the tool's error correction, or why there are none. */
export function encodeQr(text: string): { modules: QrModules } | { problem: QrProblem } {
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    return {
      modules: Array.from({ length: modules.size }, (_, row) =>
        Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
      ),
    };
  } catch (error) {
    return { problem: qrProblemOf(error) };
  }
}

/** The code drawn at exactly size x size pixels, quiet zone included, edges sharp. */
function qrCanvas(
  modules: QrModules,
  size: number,
  colours: QrColours,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  const { unit, offset } = qrLayout(modules.length, size);
  context.fillStyle = colours.background;
  context.fillRect(0, 0, size, size);
  context.fillStyle = colours.foreground;
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(offset + x * unit, offset + y * unit, unit, unit);
    });
  });
  return { canvas, context };
}

/** The code as a PNG of exactly size x size pixels (the downloaded file). */
export function qrPng(modules: QrModules, size: number, colours: QrColours): Promise<Blob> {
  const { canvas } = qrCanvas(modules, size, colours);
  return canvasBlob(canvas, 'image/png');
}

let scanner: Worker | undefined;
let scans = 0;

/**
 * The text a QR reader finds in the PNG the visitor would download (null: none found), decoded
 * in a worker so typing stays smooth.
 */
export function scanQr(
  modules: QrModules,
  size: number,
  colours: QrColours,
): Promise<string | null> {
  const { context } = qrCanvas(modules, size, colours);
  const image = context.getImageData(0, 0, size, size);
  scanner ??= new Worker(new URL('./qr-scan.worker.ts', import.meta.url), { type: 'module' });
  const worker = scanner;
  const id = ++scans;
  return new Promise((resolve, reject) => {
    const settle = ({ data }: MessageEvent<QrScanReply>) => {
      if (data.id !== id) return;
      worker.removeEventListener('message', settle);
      resolve(data.text);
    };
    worker.addEventListener('message', settle);
    worker.addEventListener('error', reject, { once: true });
    const request: QrScanRequest = { id, data: image.data, width: size, height: size };
    worker.postMessage(request, [image.data.buffer]);
  });
}

/**
 * The code as an SVG file (one path, scalable for print), laid out as the PNG of the same size:
 * at its own size each module covers whole pixels.
 */
export function qrSvg(modules: QrModules, size: number, colours: QrColours): Blob {
  const { unit, offset } = qrLayout(modules.length, size);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${colours.background}"/>` +
    `<path transform="translate(${offset} ${offset}) scale(${unit})" ` +
    `d="${qrPathData(modules, 0)}" fill="${colours.foreground}"/></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}
