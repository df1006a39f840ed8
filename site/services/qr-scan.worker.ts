// The QR generator's scan check, off the main thread: a QR reader (jsQR) decodes the image the
// visitor would download. Only dark-on-light codes are looked for, as many phone readers do.
import jsQR from 'jsqr';

export type QrScanRequest = { id: number; data: Uint8ClampedArray; width: number; height: number };
export type QrScanReply = { id: number; text: string | null };

self.onmessage = ({ data: request }: MessageEvent<QrScanRequest>) => {
  const code = jsQR(request.data, request.width, request.height, {
    inversionAttempts: 'dontInvert',
  });
  const reply: QrScanReply = { id: request.id, text: code ? code.data : null };
  self.postMessage(reply);
};
