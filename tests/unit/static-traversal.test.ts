// The static server against path traversal: whatever the request line holds, it answers 400 or
// 404 and never serves a file outside the build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';

let server: ServerType;
let port: number;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'traversal-'));
  const client = join(root, 'dist', 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>Inicio</title>');
  writeFileSync(join(client, 'assets', 'app.js'), 'console.log(1)');
  // Files a traversal would reach: next to the build, and above it.
  writeFileSync(join(root, 'dist', 'secret.txt'), SECRET);
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(root, '.env'), SECRET);
  const app = createApp({ clientDir: client });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => {
  server?.close();
});

/** Sends a raw request line (as an attacker would, unnormalised) and reads the whole answer. */
function raw(target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const corpus = [
  '/../secret.txt',
  '/../../secret.txt',
  '/assets/../../secret.txt',
  '/assets/../../../.env',
  '/%2e%2e/secret.txt',
  '/%2e%2e/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/assets\\..\\..\\secret.txt',
  '/%5c..%5c..%5csecret.txt',
  '/secret.txt%00.html',
  '/assets/app.js%00../../secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%af..%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/\uff0e\uff0e/secret.txt',
  '/%ef%bc%8e%ef%bc%8e/secret.txt',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/../../../../../../etc/passwd',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  'http://127.0.0.1/../secret.txt',
  'http://evil.example/../../secret.txt',
  'file:///etc/passwd',
  '/./././../secret.txt',
  '/assets/./../.././secret.txt',
  `/${'../'.repeat(64)}secret.txt`,
  `/${'a/'.repeat(500)}${'../'.repeat(502)}secret.txt`,
];

describe('path traversal', () => {
  it.each(corpus)('%s: 400 or 404, nothing from outside the build', async (target) => {
    const { status, text } = await raw(target);
    expect([400, 404]).toContain(status);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/root:.*:0:0:/);
  });

  it('still serves what is inside the build', async () => {
    expect((await raw('/assets/app.js')).status).toBe(200);
    expect((await raw('/')).status).toBe(200);
  });
});
