import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

export type StaticFile = {
  urlPath: string;
  type: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The build, read once into memory with its precompressed twins (.br, .gz written at build):
 * small enough for this site, and no disk access or compression per request.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  for (const path of walk(root)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    files.set(urlPath, {
      urlPath,
      type: types[extname(path)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
    });
  }
  return files;
}

/** Picks the smallest encoding the client accepts. */
export function chooseEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(;q=(?!0(\\.0*)?\\b)[0-9.]+)?($|[,\\s;])`).test(
      acceptEncoding ?? '',
    );
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
