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
import { listenOrigins } from '../../site/server/from-env';
import type { ChatProvider } from '../../site/server/chat/provider';
import { readOutbox } from '../../site/server/outbox';
import { LOCAL_EMAIL_IDS } from '../../site/services/email-config';

const HOST = 'http://127.0.0.1:4173';

let root: string;
let clientDir: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cross-site-'));
  clientDir = join(root, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
});

function makeApp() {
  const reply = vi.fn<ChatProvider['reply']>(() => Promise.resolve('Hola'));
  const measure = vi.fn<AuditProvider['measure']>(() => Promise.reject(new Error('not used')));
  const analyse = vi.fn(createAnalyst(null));
  const outboxDir = mkdtempSync(join(root, 'outbox-'));
  const app = createApp({
    clientDir,
    outboxDir,
    origins: [HOST],
    chat: { provider: { name: 'assistant', reply } },
    audit: {
      service: createAuditService({
        provider: { name: 'lighthouse', refusal: () => null, measure },
        allow: new Set(),
      }),
      analyse,
      allow: new Set(),
    },
  });
  /** What the requests spent: chat replies, analyses, messages in the outbox. */
  const spent = async () =>
    reply.mock.calls.length + analyse.mock.calls.length + (await readOutbox(outboxDir)).length;
  return { app, spent };
}

const envelope = {
  lib_version: '4.4.1',
  user_id: LOCAL_EMAIL_IDS.publicKey,
  service_id: LOCAL_EMAIL_IDS.serviceId,
};

/** An endpoint, the media type it takes, a valid body, and its answer to the site's own page. */
type Endpoint = { path: string; type: string; body: () => BodyInit; ownAnswer: number };
const endpoints: Endpoint[] = [
  {
    path: '/api/chat',
    type: 'application/json',
    body: () =>
      JSON.stringify({
        message: 'hola',
        sessionId: '0b5a7c9e-1f2d-4e3a-9b8c-7d6e5f4a3b2c',
        language: 'es',
      }),
    ownAnswer: 200,
  },
  // Nothing was measured: the endpoint's own answer for a request it accepted.
  {
    path: '/api/analyze',
    type: 'application/json',
    body: () => JSON.stringify({ url: 'https://example.com/', strategy: 'mobile' }),
    ownAnswer: 404,
  },
  {
    path: '/api/v1.0/email/send',
    type: 'application/json',
    body: () =>
      JSON.stringify({
        ...envelope,
        template_id: LOCAL_EMAIL_IDS.contactTemplateId,
        template_params: { from_name: 'Ana', from_email: 'ana@example.com', message: 'Hola' },
      }),
    ownAnswer: 200,
  },
  {
    path: '/api/v1.0/email/send-form',
    type: 'multipart/form-data',
    body: () => {
      const form = new FormData();
      const fields = {
        ...envelope,
        template_id: LOCAL_EMAIL_IDS.applicationTemplateId,
        from_name: 'Luis',
        from_email: 'luis@example.com',
        message: 'Posición: Product Owner',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const cv = new TextEncoder().encode(`%PDF-1.4\n${' '.repeat(2048)}`);
      form.append('cv', new File([cv], 'cv.pdf', { type: 'application/pdf' }));
      return form;
    },
    ownAnswer: 200,
  },
];

/** A POST as a browser sends it: JSON with its type; a form with the type the browser writes. */
const send = (
  app: ReturnType<typeof createApp>,
  { path, type, body }: Endpoint,
  headers: Record<string, string>,
) =>
  app.request(`${HOST}${path}`, {
    method: 'POST',
    headers: type === 'application/json' ? { 'Content-Type': type, ...headers } : headers,
    body: body(),
  });

describe.each(endpoints)('POST $path', (endpoint) => {
  const ownPage = { Origin: HOST, 'Sec-Fetch-Site': 'same-origin' };

  it("works from the site's own page, and from the site's public address behind a proxy", async () => {
    const { app } = makeApp();
    expect((await send(app, endpoint, ownPage)).status).toBe(endpoint.ownAnswer);
    const behindProxy = { ...ownPage, Origin: siteConfig.siteUrl, 'Sec-Fetch-Site': 'same-site' };
    expect((await send(app, endpoint, behindProxy)).status).toBe(endpoint.ownAnswer);
    // curl and other servers send neither header: judged by the endpoint's other rules.
    expect((await send(app, endpoint, {})).status).toBe(endpoint.ownAnswer);
  });

  it.each([
    ['the plain-text trick', (type: string) => `text/plain; ${type}`],
    ['a form', () => 'application/x-www-form-urlencoded'],
    ['its type as a parameter', (type: string) => `text/plain; charset=${type}`],
    ['a look-alike type', (type: string) => `${type}p`],
  ])('refuses %s (400) and spends nothing', async (_, typeOf) => {
    const { app, spent } = makeApp();
    const res = await send(app, endpoint, { 'Content-Type': typeOf(endpoint.type) });
    expect(res.status).toBe(400);
    expect(await spent()).toBe(0);
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
    const res = await send(app, endpoint, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'cross-site' });
    expect(await spent()).toBe(0);
  });
});

describe.each(endpoints)('POST $path, our server under a name nobody configured', (endpoint) => {
  // DNS rebinding: a hostile site points its own name at this server. For the browser its page
  // and the API are then the same origin, and Host and Origin both carry that name.
  it('is refused (403) and spends nothing: the origins come from the settings, never from Host', async () => {
    const { app, spent } = makeApp();
    const rebound = 'http://evil.example:4173';
    const res = await app.request(`${rebound}${endpoint.path}`, {
      method: 'POST',
      headers: {
        ...(endpoint.type === 'application/json' ? { 'Content-Type': endpoint.type } : {}),
        Origin: rebound,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: endpoint.body(),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'cross-site' });
    expect(await spent()).toBe(0);
  });
});

it("a server on the loopback is the site's own under each of its names, and no other", () => {
  expect(listenOrigins('127.0.0.1', 4173).sort()).toEqual(
    ['http://127.0.0.1:4173', 'http://[::1]:4173', 'http://localhost:4173'].sort(),
  );
  expect(listenOrigins('192.0.2.10', 80)).toEqual(['http://192.0.2.10:80']);
});

it('reading pages stays open to every site (GET is not refused)', async () => {
  const { app } = makeApp();
  const res = await app.request(`${HOST}/`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
  expect(res.status).toBe(200);
});
