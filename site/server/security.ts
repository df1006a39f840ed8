import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * CSP source expressions ('sha256-...') for every inline <script> of an HTML document that runs
 * or is read as rules (scripts, speculation rules); data blocks (JSON-LD) are not scripts to CSP.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  /** Where the body of the inline script being read starts, if one is open. */
  let bodyStart: number | null = null;
  const parser = new Parser({
    onopentag(name, attribs) {
      const data = attribs.type?.toLowerCase().endsWith('json');
      if (name === 'script' && !('src' in attribs) && !data) bodyStart = parser.endIndex + 1;
    },
    onclosetag(name) {
      if (name !== 'script' || bodyStart === null) return;
      // The body exactly as written (the hash is of its bytes, not of parsed text).
      const body = html.slice(bodyStart, parser.startIndex);
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
      bodyStart = null;
    },
  });
  parser.end(html);
  return [...hashes];
}

/** Content-Security-Policy for a page: no inline script runs unless its hash is listed. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  connectSrc: readonly string[] = [],
): string {
  // Fonts, the manifest and requests fall back to default-src ('self'); connect-src is written
  // only when it allows more. The header travels with every page, in its first round trip.
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    // React and the toast library set style attributes and a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ...(connectSrc.length ? [`connect-src 'self' ${connectSrc.join(' ')}`] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Content-Security-Policy of a script file. It rules nothing a page loads (a page's own policy
 * does), but it is the whole policy of a Web Worker started from that file (the image
 * compressor's codecs): its modules, the codecs' WebAssembly compiled from this origin, and the
 * images it reads and writes.
 */
export const scriptFilePolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "img-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent with every response. Pages and scripts replace the policy with their own. */
export const securityHeaders: Record<string, string> = {
  // Nothing else the server answers (data, images, fonts, API answers) may run or load
  // anything, should it be opened as a document.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // No X-Frame-Options: every policy's frame-ancestors 'none' keeps the site out of frames in
  // every browser of the floor (the header would only repeat it, 23 bytes on every page).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
