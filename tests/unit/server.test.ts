import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';
import { contentSecurityPolicy, inlineScriptHashes } from '../../site/server/security';

const jsonLd = '{"@type":"Organization"}';
const inlineScript = 'document.documentElement.dataset.ready = ""';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${jsonLd}</script><script>${inlineScript}</script></head><body>${'x'.repeat(2000)}</body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  const client = join(root, 'client');
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(client, path, '..'), { recursive: true });
    writeFileSync(join(client, path), body);
  };
  write('index.html', page('Inicio'));
  write('en/index.html', page('Home'));
  write('servicios/index.html', page('Servicios'));
  const js = `console.log(${JSON.stringify('y'.repeat(3000))});`;
  write('assets/app-abc123.js', js);
  write('assets/app-abc123.js.br', brotliCompressSync(js));
  write('assets/app-abc123.js.gz', gzipSync(js));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createApp({ clientDir: client });
});

describe('server', () => {
  it('serves a prerendered page by its clean URL, with or without trailing slash', async () => {
    for (const path of ['/servicios', '/servicios/']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Servicios</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers unknown paths with the home page of their language and status 404', async () => {
    const es = await app.request('/no-existe');
    expect(es.status).toBe(404);
    expect(await es.text()).toContain('<title>Inicio</title>');
    const en = await app.request('/en/missing');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('<title>Home</title>');
  });

  it('sends security headers and a CSP that allows only hashed inline scripts', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The page's script runs by its hash; its JSON-LD is data, not a script to allow.
    expect(inlineScriptHashes(page('Inicio'))).toEqual([sha256(inlineScript)]);
    expect(csp).toContain(sha256(inlineScript));
    expect(csp).not.toContain(sha256(jsonLd));
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const br = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(3000);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app.request('/favicon.svg');
    const etag = first.headers.get('etag') ?? '';
    const second = await app.request('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('refuses path traversal and reports health', async () => {
    expect((await app.request('/..%2f..%2fetc/passwd')).status).toBe(400);
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
  });

  it('builds a CSP without hashes when a page has no inline script', () => {
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});
