// Property-based fuzzing of every /api endpoint (fast-check): generated methods, content types,
// bodies (JSON of any shape, text, form data, binary, oversized), query strings and headers,
// 10,000 requests in all. No answer is a 5xx, every refusal is a 4xx that says what went wrong,
// and the outbox never holds a line that is not a whole message.
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/app';
import { createAnalyst } from '../../site/server/audit/analysis';
import { budgets, choiceServiceTypes } from '../../domain';
import { siteConfig } from '../../site/config';
import { LOCAL_EMAIL_IDS } from '../../site/services/email-config';
import type { AuditService } from '../../site/server/audit/service';
import type { ChatProvider } from '../../site/server/chat/provider';
import type { OutboxEntry } from '../../site/server/outbox';
import type { Resolver } from '../../site/server/url-guard';

const RUNS_PER_ENDPOINT = 2000; // five endpoints: 10,000 requests
const SESSION = '3f2a0c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
const HUGE = { max: 1e9, windowMs: 60_000 }; // limits out of the way: the inputs are under test

let app: ReturnType<typeof createApp>;
let outboxFile: string;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'api-fuzz-'));
  mkdirSync(join(root, 'client'), { recursive: true });
  writeFileSync(join(root, 'client', 'index.html'), '<!doctype html><title>Inicio</title>');
  const outboxDir = join(root, 'outbox');
  outboxFile = join(outboxDir, 'outbox.jsonl');
  const echo: ChatProvider = { name: 'assistant', reply: () => Promise.resolve('ok') };
  // No name resolves and no run measures anything: the inputs are what is under test, and no
  // generated address may reach the network.
  const resolver: Resolver = (hostname) =>
    Promise.reject(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }));
  const service: AuditService = {
    cached: () => undefined,
    join: (_request, _client, listener) => {
      queueMicrotask(() => listener({ type: 'error', error: 'failed' }));
      return () => {};
    },
    active: 0,
  };
  app = createApp({
    clientDir: join(root, 'client'),
    outboxDir,
    emailRateLimit: HUGE,
    chat: { provider: echo, rateLimit: HUGE },
    audit: {
      service,
      analyse: createAnalyst(null),
      allow: new Set(),
      resolver,
      auditLimit: HUGE,
      analyzeLimit: HUGE,
    },
  });
});

// ---------------------------------------------------------------------------------------------
// What a client may send

const anyJson = fc.jsonValue({ maxDepth: 4 });
const text = fc.string({ unit: 'binary', maxLength: 300 });

/** Objects shaped like each endpoint's body, with fields of any type, missing or extra. */
const chatBody = fc.record(
  {
    message: fc.oneof(text, anyJson, fc.string({ minLength: 990, maxLength: 1100 })),
    sessionId: fc.oneof(fc.constant(SESSION), fc.uuid(), text, anyJson),
    language: fc.oneof(fc.constantFrom('es', 'en', 'fr', ''), anyJson),
  },
  { requiredKeys: [] },
);
const emailParams = fc.record(
  {
    from_name: fc.oneof(text, anyJson),
    from_email: fc.oneof(fc.emailAddress(), text, anyJson),
    company: fc.oneof(text, anyJson),
    phone: fc.oneof(text, anyJson),
    service_type: fc.oneof(fc.constantFrom('web', 'ecommerce', 'agency', ''), text, anyJson),
    budget: fc.oneof(text, anyJson),
    message: fc.oneof(text, anyJson),
    // Not a template parameter: the server drops it and stores its own recipient.
    to_email: fc.oneof(fc.emailAddress(), text),
  },
  { requiredKeys: [] },
);
/** A contact message the forms could send, its free text fuzzed: most of these are accepted. */
const validContact = fc.record({
  from_name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  from_email: fc.emailAddress(),
  company: fc.string({ unit: 'grapheme', maxLength: 80 }),
  phone: fc.string({ unit: 'grapheme', maxLength: 30 }),
  service_type: fc.constantFrom(...choiceServiceTypes),
  budget: fc.constantFrom(...budgets.map((b) => b.value)),
  message: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }),
});
const validEnvelope = {
  lib_version: '4.4.1',
  user_id: LOCAL_EMAIL_IDS.publicKey,
  service_id: LOCAL_EMAIL_IDS.serviceId,
  template_id: LOCAL_EMAIL_IDS.contactTemplateId,
};

const anyEmailBody = fc.record(
  {
    lib_version: fc.oneof(fc.constant('4.4.1'), text),
    user_id: fc.oneof(fc.constant('local-outbox'), text, anyJson),
    service_id: fc.oneof(fc.constant('local'), text, anyJson),
    template_id: fc.oneof(fc.constantFrom('contact', 'application', 'other'), text, anyJson),
    template_params: fc.oneof(emailParams, anyJson),
  },
  { requiredKeys: [] },
);
const emailBody = fc.oneof(
  anyEmailBody,
  validContact.map((params) => ({ ...validEnvelope, template_params: params })),
);
const analyzeBody = fc.record(
  {
    result: anyJson,
    lang: fc.oneof(fc.constantFrom('es', 'en'), anyJson),
    url: fc.oneof(fc.webUrl(), text),
  },
  { requiredKeys: [] },
);

const contentType = fc.option(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'text/html',
    'application/xml',
    '*/*',
    '',
  ),
  { nil: undefined },
);

/** A body as bytes: JSON of the endpoint's shape or of anything, broken JSON, text, binary, big. */
const body = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: shaped.map((value) => JSON.stringify(value).slice(0, -1)) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 400 }) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.integer({ min: 9_000, max: 70_000 }).map((n) => 'x'.repeat(n)) },
  );

const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

const extraHeaders = fc.dictionary(
  fc.constantFrom('Accept', 'Accept-Encoding', 'Origin', 'X-Forwarded-For', 'Content-Encoding'),
  fc.string({ maxLength: 60 }).map((value) => value.replace(/[\r\n\0]/g, '')),
  { maxKeys: 3 },
);

type Sent = {
  method: string;
  contentType: string | undefined;
  body: string | Uint8Array | FormData;
  headers: Record<string, string>;
};
const request = (shaped: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> =>
  fc.record({ method, contentType, body: body(shaped), headers: extraHeaders });

// ---------------------------------------------------------------------------------------------
// What every answer must be

async function send(path: string, sent: Sent): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(sent.headers)) {
    try {
      headers.set(name, value);
    } catch {
      // a value fetch itself refuses to send is not a request the server can get
    }
  }
  if (sent.contentType !== undefined) headers.set('Content-Type', sent.contentType);
  const hasBody = sent.method !== 'GET' && sent.method !== 'HEAD';
  return app.request(path, {
    method: sent.method,
    headers,
    ...(hasBody
      ? {
          body: sent.body instanceof Uint8Array ? new Blob([new Uint8Array(sent.body)]) : sent.body,
        }
      : {}),
  });
}

/** Status classes seen per endpoint: the fuzzing must reach both acceptance and refusal. */
const seen = new Map<string, Set<string>>();

/** No 5xx; a refusal is a 4xx whose body says what went wrong (a JSON error or a text). */
async function expectSound(res: Response, context: { path: string; [detail: string]: unknown }) {
  const endpoint = context.path.split('?')[0] ?? '';
  seen.set(endpoint, (seen.get(endpoint) ?? new Set()).add(`${String(res.status)[0]}xx`));
  const where = JSON.stringify(context).slice(0, 300);
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) {
    const answer = await res.text();
    expect(answer.trim().length, where).toBeGreaterThan(0);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const parsed = JSON.parse(answer) as { error?: unknown };
      expect(typeof parsed.error, where).toBe('string');
    }
  } else {
    await res.arrayBuffer();
  }
}

const property = (path: string, shaped: fc.Arbitrary<unknown>) =>
  fc.assert(
    fc.asyncProperty(request(shaped), async (sent) => {
      await expectSound(await send(path, sent), { path, ...sent, body: String(sent.body) });
    }),
    { numRuns: RUNS_PER_ENDPOINT, seed: 20261126 },
  );

describe('fuzzing /api (10,000 requests)', () => {
  it('POST /api/chat', () => property('/api/chat', chatBody), 120_000);

  it('POST /api/v1.0/email/send', () => property('/api/v1.0/email/send', emailBody), 120_000);

  it('POST /api/v1.0/email/send-form', () => {
    // Form fields as a browser's form sends them (multipart, flat strings), and everything else.
    const fields = fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'service_id',
          'template_id',
          'user_id',
          'from_name',
          'from_email',
          'message',
        ),
        fc.string({ maxLength: 20 }),
      ),
      fc.oneof(text, fc.constantFrom('local', 'contact', 'application', 'local-outbox')),
      { maxKeys: 8 },
    );
    const form = fc.record({
      method,
      contentType: fc.constant(undefined), // fetch writes multipart's, with its boundary
      body: fc
        .oneof(
          fields,
          validContact.map((params) => ({ ...validEnvelope, ...params })),
        )
        .map((values) => {
          const data = new FormData();
          for (const [name, value] of Object.entries(values)) data.append(name, value);
          return data;
        }),
      headers: extraHeaders,
    });
    return fc.assert(
      fc.asyncProperty(fc.oneof(form, request(emailBody)), async (sent) => {
        const path = '/api/v1.0/email/send-form';
        await expectSound(await send(path, sent), { path, ...sent, body: String(sent.body) });
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: 20261126 },
    );
  }, 120_000);

  it('POST /api/analyze', () => property('/api/analyze', analyzeBody), 120_000);

  it(
    'GET /api/audit with any query',
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom('url', 'strategy', 'lang', 'x', 'url[]', ''),
            fc.oneof(fc.webUrl(), text, fc.constantFrom('mobile', 'desktop', 'es', 'en')),
            { maxKeys: 4 },
          ),
          method,
          async (query, verb) => {
            const path = `/api/audit?${new URLSearchParams(query).toString()}`;
            const res = await app.request(path, { method: verb === 'POST' ? 'GET' : verb });
            await expectSound(res, { path, verb });
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT, seed: 20261126 },
      ),
    120_000,
  );

  it('reached both acceptance and refusal on every endpoint', () => {
    for (const endpoint of ['/api/chat', '/api/v1.0/email/send', '/api/v1.0/email/send-form']) {
      expect([...(seen.get(endpoint) ?? [])].sort(), endpoint).toEqual(['2xx', '4xx']);
    }
    // The audit's runs all fail here (no measuring), so its stream opens (200) or it refuses.
    expect(seen.get('/api/audit')).toContain('4xx');
    expect(seen.get('/api/analyze')).toContain('4xx');
  });

  it('the outbox holds only whole messages', () => {
    expect(existsSync(outboxFile)).toBe(true);
    const lines = readFileSync(outboxFile, 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const entry = JSON.parse(line) as Partial<OutboxEntry>;
      expect(typeof entry.id, line.slice(0, 200)).toBe('string');
      expect(entry.to, line.slice(0, 200)).toBe(siteConfig.email);
      expect(entry.params, line.slice(0, 200)).not.toHaveProperty('to_email');
      expect(['send', 'send-form']).toContain(entry.endpoint);
      expect(
        Object.values(entry.params ?? { missing: 1 }).every((v) => typeof v === 'string'),
      ).toBe(true);
    }
  });
});
