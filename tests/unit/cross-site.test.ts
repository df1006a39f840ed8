// Other websites cannot make their visitors use the APIs: the CSRF rule (request-guard.ts) and
// each endpoint's exact media type, tried as a hostile page's browser would send them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../site/config';
import { createApp } from '../../site/server/app';
import { createAnalyst } from '../../site/server/audit/analysis';
import type { AuditProvider } from '../../site/server/audit/provider';
import { createAuditService } from '../../site/server/audit/service';
import type { ChatProvider } from '../../site/server/chat/provider';

const HOST = 'http://127.0.0.1:4173';

let clientDir: string;
beforeAll(() => {
  clientDir = join(mkdtempSync(join(tmpdir(), 'cross-site-')), 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
});

function makeApp() {
  const reply = vi.fn<ChatProvider['reply']>(() => Promise.resolve('Hola'));
  const measure = vi.fn<AuditProvider['measure']>(() => Promise.reject(new Error('not used')));
  const analyse = vi.fn(createAnalyst(null));
  const app = createApp({
    clientDir,
    chat: { provider: { name: 'assistant', reply } },
    audit: {
      service: createAuditService({
        provider: { name: 'lighthouse', busy: () => null, measure },
        allow: new Set(),
      }),
      analyse,
      allow: new Set(),
    },
  });
  /** What the requests spent: chat replies and analyses. */
  const spent = () => reply.mock.calls.length + analyse.mock.calls.length;
  return { app, spent };
}

type Endpoint = { path: string; body: string; ownAnswer: number };
const endpoints: Endpoint[] = [
  {
    path: '/api/chat',
    body: JSON.stringify({
      message: 'hola',
      sessionId: '0b5a7c9e-1f2d-4e3a-9b8c-7d6e5f4a3b2c',
      language: 'es',
    }),
    ownAnswer: 200,
  },
  // Nothing was measured: the endpoint's own answer for a request it accepted.
  {
    path: '/api/analyze',
    body: JSON.stringify({ url: 'https://example.com/', strategy: 'mobile' }),
    ownAnswer: 404,
  },
];

const send = (
  app: ReturnType<typeof createApp>,
  { path, body }: Endpoint,
  headers: Record<string, string>,
) => app.request(`${HOST}${path}`, { method: 'POST', headers, body });

describe.each(endpoints)('POST $path', (endpoint) => {
  const ownPage = {
    'Content-Type': 'application/json',
    Origin: HOST,
    'Sec-Fetch-Site': 'same-origin',
  };

  it("works from the site's own page, and from the site's public address behind a proxy", async () => {
    const { app } = makeApp();
    expect((await send(app, endpoint, ownPage)).status).toBe(endpoint.ownAnswer);
    const behindProxy = { ...ownPage, Origin: siteConfig.siteUrl, 'Sec-Fetch-Site': 'same-site' };
    expect((await send(app, endpoint, behindProxy)).status).toBe(endpoint.ownAnswer);
    // curl and other servers send neither header: judged by the endpoint's other rules.
    expect((await send(app, endpoint, { 'Content-Type': 'application/json' })).status).toBe(
      endpoint.ownAnswer,
    );
  });

  it.each([
    ['the plain-text trick', 'text/plain; application/json'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON as a parameter', 'text/plain; charset=application/json'],
    ['a look-alike type', 'application/jsonp'],
  ])('refuses %s (400) and spends nothing', async (_, type) => {
    const { app, spent } = makeApp();
    const res = await send(app, endpoint, { 'Content-Type': type });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'bad-request' });
    expect(spent()).toBe(0);
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a look-alike Origin', { Origin: `${siteConfig.siteUrl}.evil.example` }],
    ['an opaque Origin (a sandboxed page)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with our Origin',
      { Origin: HOST, 'Sec-Fetch-Site': 'cross-site' },
    ],
  ])('refuses %s (403 JSON) and spends nothing', async (_, headers) => {
    const { app, spent } = makeApp();
    const res = await send(app, endpoint, { 'Content-Type': 'application/json', ...headers });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'cross-site' });
    expect(spent()).toBe(0);
  });
});

it('reading pages stays open to every site (GET is not refused)', async () => {
  const { app } = makeApp();
  const res = await app.request(`${HOST}/`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
  expect(res.status).toBe(200);
});
