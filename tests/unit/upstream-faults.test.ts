// Every upstream the server calls (PageSpeed Insights, the AI chat-completions endpoint, the n8n
// webhook) against the same faults: no answer, a 5xx, a 429, malformed JSON, a connection dropped
// mid-request, a server that trickles bytes and never finishes, and a redirect elsewhere (never
// followed: it would carry the credential and the visitor's words to an unconfigured address). Each ends, in bounded time, in
// the spec's answer (an audit error code, the fallback analysis, the chat's error), and the server
// keeps answering afterwards.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_ERRORS,
  mapLighthouseResult,
  type AuditResult,
  type LighthouseResult,
} from '../../domain/audit';
import { createApp } from '../../site/server/app';
import { pageFactsOf } from '../../site/server/audit/page-facts';
import { createAnalyst } from '../../site/server/audit/analysis';
import { pagespeedProvider } from '../../site/server/audit/pagespeed';
import { AuditFailure } from '../../site/server/audit/provider';
import { webhookProvider } from '../../site/server/chat/webhook';

const FAULTS = [
  'no-answer',
  'server-error',
  'too-many',
  'malformed',
  'dropped',
  'trickle',
  'redirect',
] as const;
type Fault = (typeof FAULTS)[number] | 'healthy';

/** How long an upstream may take here before its caller must give up (ms). */
const TIMEOUT_MS = 300;
/** Every fault must be settled well within this (retries included). */
const BOUND_MS = 5_000;

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/audit/good-mobile-es.json', import.meta.url), 'utf8'),
) as LighthouseResult;
const auditResult: AuditResult = mapLighthouseResult(fixture, pageFactsOf('', true), {
  url: 'https://example.com/',
  strategy: 'mobile',
  provider: 'pagespeed',
});

/** A healthy answer of each upstream. */
const healthy: Record<'psi' | 'ai' | 'n8n', string> = {
  psi: JSON.stringify({ lighthouseResult: fixture }),
  ai: JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', content: 'sin JSON' } }],
  }),
  n8n: JSON.stringify({ output: 'Hola desde n8n' }),
};

let fault: Fault = 'healthy';
/** Requests that arrived at the address a redirect named (none may). */
const followed: http.IncomingHttpHeaders[] = [];
let upstream: http.Server;
let base = '';
const trickles = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const kind = (req.url ?? '').includes('runPagespeed')
      ? 'psi'
      : (req.url ?? '').includes('chat/completions')
        ? 'ai'
        : 'n8n';
    req.resume();
    if (req.url?.startsWith('/elsewhere/')) {
      followed.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(healthy[kind]);
      return;
    }
    switch (fault) {
      case 'healthy':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(healthy[kind]);
        return;
      case 'no-answer':
        return;
      case 'server-error':
        res.writeHead(503, { 'Content-Type': 'text/html' });
        res.end('<h1>Service Unavailable</h1>');
        return;
      case 'too-many':
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
        res.end('{"error":{"code":429,"message":"Quota exceeded"}}');
        return;
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"lighthouseResult": {"audits": [1, 2,');
        return;
      case 'dropped':
        req.socket.destroy();
        return;
      case 'trickle': {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"output": "');
        const timer = setInterval(() => res.write('a'), 50);
        trickles.add(timer);
        res.on('close', () => {
          clearInterval(timer);
          trickles.delete(timer);
        });
        return;
      }
      case 'redirect':
        res.writeHead(307, { Location: `/elsewhere${req.url ?? '/'}` });
        res.end();
        return;
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of trickles) clearInterval(timer);
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // every failure is logged
});
afterEach(() => {
  vi.restoreAllMocks();
  fault = 'healthy';
  expect(followed).toEqual([]);
});

async function timed<T>(work: Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work;
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  return value;
}

describe('PageSpeed Insights', () => {
  const measure = () =>
    pagespeedProvider({
      apiKey: 'k',
      endpoint: `${base}/pagespeedonline/v5/runPagespeed`,
      timeoutMs: TIMEOUT_MS,
      retryDelayMs: 10,
    }).measure(
      { url: new URL('https://example.com/'), strategy: 'mobile', lang: 'es' },
      '203.0.113.7',
      () => {},
      new AbortController().signal,
    );

  const expected: Record<(typeof FAULTS)[number], string> = {
    'no-answer': 'timeout',
    'server-error': 'failed',
    'too-many': 'rate-limited',
    malformed: 'no-result',
    dropped: 'failed',
    trickle: 'timeout',
    redirect: 'failed',
  };

  it.each(FAULTS)('%s ends in its audit error, then a healthy answer is read', async (kind) => {
    fault = kind;
    const error = await timed(
      measure().then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeInstanceOf(AuditFailure);
    expect(AUDIT_ERRORS).toContain((error as AuditFailure).code);
    expect((error as AuditFailure).code).toBe(expected[kind]);
    fault = 'healthy';
    expect((await measure()).audits).toBeTruthy();
  });
});

describe('the AI endpoint', () => {
  const analyse = () =>
    createAnalyst({ baseUrl: `${base}/v1`, apiKey: 'k', model: 'm', timeoutMs: TIMEOUT_MS })(
      auditResult,
      'es',
    );

  it.each(FAULTS)('%s ends in the fallback analysis, in bounded time', async (kind) => {
    fault = kind;
    const answer = await timed(analyse());
    expect(answer.source).toBe('fallback');
    expect(answer.analysis.overallScore).toBeGreaterThan(0);
  });
});

describe('the n8n webhook', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'faults-'));
    mkdirSync(join(root, 'client'));
    writeFileSync(join(root, 'client', 'index.html'), '<!doctype html><title>x</title>');
    app = createApp({
      clientDir: join(root, 'client'),
      chat: {
        provider: webhookProvider({ url: `${base}/webhook/chat01`, timeoutMs: TIMEOUT_MS }),
        rateLimit: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  const ask = () =>
    Promise.resolve(
      app.request('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          message: 'hola',
          sessionId: '3f2a0c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b',
          language: 'es',
        }),
      }),
    );

  it.each(FAULTS)(
    '%s answers the chat error (502 failed), then the next message is answered',
    async (kind) => {
      fault = kind;
      const res = await timed(ask());
      if (kind === 'malformed') {
        // A body that is not JSON is the workflow's text reply (spec: JSON or text).
        expect(res.status).toBe(200);
      } else {
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ error: 'failed' });
      }
      fault = 'healthy';
      const next = await ask();
      expect(await next.json()).toEqual({ reply: 'Hola desde n8n', source: 'webhook' });
    },
  );
});
