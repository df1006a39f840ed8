// The server as a whole: every answer carries the security headers, and the per-client limits
// count visitors behind a trusted proxy (TRUST_PROXY) while an untrusted X-Forwarded-For is
// ignored.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../../site/server/app';
import type { ChatProvider } from '../../site/server/chat/provider';
import { emailRateLimitFromEnv } from '../../site/server/email';
import { trustProxyFromEnv } from '../../site/server/rate-limit';

const SESSION = '3f2a0c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'server-app-'));
  mkdirSync(join(root, 'client'), { recursive: true });
  writeFileSync(join(root, 'client', 'index.html'), '<!doctype html><title>Inicio</title>');
});

const echo: ChatProvider = { name: 'assistant', reply: () => Promise.resolve('ok') };

/** One chat message allowed per client and minute. */
function appWith(options: Partial<AppOptions> = {}) {
  return createApp({
    clientDir: join(root, 'client'),
    outboxDir: join(root, 'outbox'),
    chat: { provider: echo, rateLimit: { max: 1, windowMs: 60_000 } },
    ...options,
  });
}

async function chatFrom(app: ReturnType<typeof createApp>, forwardedFor?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
  const res = await app.request('/api/chat', {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'Hola', sessionId: SESSION, language: 'es' }),
  });
  return res.status;
}

describe('security headers on every answer', () => {
  const cases: [string, RequestInit | undefined, number][] = [
    ['/', undefined, 200],
    ['/healthz', undefined, 200],
    ['/no/such/file.png', undefined, 404],
    ['/a%00b', undefined, 400],
    ['/api/unknown', { method: 'POST' }, 404],
    ['/api/chat', { method: 'GET' }, 405],
    ['/api/chat', { method: 'POST', body: 'x' }, 400],
    ['/api/v1.0/email/send', { method: 'POST', body: '{}' }, 400],
  ];
  it.each(cases)(
    '%s (%o) answers %i with HSTS, nosniff, frame and referrer policies',
    async (path, init, status) => {
      const res = await appWith().request(path, init);
      expect(res.status).toBe(status);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
      const maxAge = Number(
        /max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1],
      );
      expect(maxAge).toBeGreaterThanOrEqual(15_552_000); // six months
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBeTruthy();
    },
  );
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: everyone behind one address shares its limit', async () => {
    const app = appWith();
    expect(await chatFrom(app, '203.0.113.5')).toBe(200);
    expect(await chatFrom(app, '198.51.100.7')).toBe(429);
  });

  it('with one trusted proxy, counts each visitor it names', async () => {
    const app = appWith({ trustProxy: 1 });
    expect(await chatFrom(app, '203.0.113.5')).toBe(200);
    expect(await chatFrom(app, '198.51.100.7')).toBe(200);
    expect(await chatFrom(app, '203.0.113.5')).toBe(429);
    // A visitor who writes their own X-Forwarded-For entry is still known by the one the proxy
    // appended (the rightmost), so a forged entry cannot buy a fresh limit.
    expect(await chatFrom(app, '192.0.2.99, 198.51.100.7')).toBe(429);
    // IPv4 written as IPv6-mapped is the same visitor.
    expect(await chatFrom(app, '::ffff:203.0.113.5')).toBe(429);
  });

  it('with two trusted proxies, the client is the entry before the nearer proxy', async () => {
    const app = appWith({ trustProxy: 2 });
    expect(await chatFrom(app, '203.0.113.5, 10.0.0.2')).toBe(200);
    expect(await chatFrom(app, '198.51.100.7, 10.0.0.2')).toBe(200);
    expect(await chatFrom(app, '192.0.2.1, 203.0.113.5, 10.0.0.2')).toBe(429);
  });

  it('falls back to the connection when the named address is not an address', async () => {
    const app = appWith({ trustProxy: 1 });
    expect(await chatFrom(app, 'not-an-ip')).toBe(200);
    expect(await chatFrom(app, '')).toBe(429); // the same connection
  });

  it('reads TRUST_PROXY as a small whole number and refuses anything else', () => {
    expect(trustProxyFromEnv({})).toBe(0);
    expect(trustProxyFromEnv({ TRUST_PROXY: '' })).toBe(0);
    expect(trustProxyFromEnv({ TRUST_PROXY: ' 2 ' })).toBe(2);
    for (const bad of ['-1', 'yes', '1.5', '11', '0x1']) {
      expect(() => trustProxyFromEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads EMAIL_RATE_LIMIT as sends per 10 minutes, 10 by default, and refuses anything else', () => {
    expect(emailRateLimitFromEnv({})).toEqual({ max: 10, windowMs: 600_000 });
    expect(emailRateLimitFromEnv({ EMAIL_RATE_LIMIT: ' 50 ' })).toEqual({
      max: 50,
      windowMs: 600_000,
    });
    for (const bad of ['0', '-3', 'many', '2.5']) {
      expect(() => emailRateLimitFromEnv({ EMAIL_RATE_LIMIT: bad }), bad).toThrow(
        /EMAIL_RATE_LIMIT/,
      );
    }
  });
});
