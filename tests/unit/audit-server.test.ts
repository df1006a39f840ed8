// The web audit's server side against local fake servers on 127.0.0.1 (no network): the
// PageSpeed Insights provider (query, retries on timeout only, status mapping), the AI analyst
// (request, reply reading, fallbacks, the measured comparison) and the routes (validation and
// the address guard before any run, the SSE stream, shared runs, the cache, cancellation, busy,
// limits, headers, the analysis with competitors, the PDF and the print browser's requests).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_CATEGORIES,
  AUDIT_ERRORS,
  aiRequestBody,
  auditQueryOf,
  compareSites,
  fallbackAnalysis,
  fallbackTextsOf,
  mapLighthouseResult,
  type AiAnalysis,
  type AnalysisAnswer,
  type AuditError,
  type AuditEvent,
  type AuditResult,
  type AuditStrategy,
  type LighthouseResult,
} from '../../domain/audit';
import enAudit from '../../site/i18n/en/audit.json';
import esAudit from '../../site/i18n/es/audit.json';
import type { Lang } from '../../site/routes';
import { createApp } from '../../site/server/app';
import { pageFactsOf } from '../../site/server/audit/page-facts';
import { createAnalyst, type Analyst } from '../../site/server/audit/analysis';
import { pagespeedProvider } from '../../site/server/audit/pagespeed';
import { createPdfPrinter, PRINT_HEADER, type PdfPrinter } from '../../site/server/audit/pdf';
import {
  AuditFailure,
  type AuditProvider,
  type AuditRequest,
  type Progress,
} from '../../site/server/audit/provider';
import { auditRoutes } from '../../site/server/audit/routes';
import { createRunQueue, type RunQueue } from '../../site/server/audit/run-queue';
import { createAuditService, type AuditService } from '../../site/server/audit/service';
import { parseAllowHosts, type AllowList, type Resolver } from '../../site/server/url-guard';
import { competitorCases } from '../fixtures/audit/competitor-cases';
import { fakeTimers } from './fake-timers';

// --- Helpers ---------------------------------------------------------------------------------

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/audit/good-mobile-es.json', import.meta.url), 'utf8'),
) as LighthouseResult;

type Hit = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived, and when its connection or answer ended. */
  at: number;
  closedAt?: number;
};
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: Hit) => void;
type FakeServer = {
  url: string;
  port: number;
  hits: Hit[];
  /** Resolves once `count` requests have arrived. */
  arrived: (count: number) => Promise<void>;
  /** Resolves once the connection of the request at `index` has closed (dropped or answered). */
  closed: (index: number) => Promise<void>;
  close: () => Promise<void>;
};

const cleanups: (() => Promise<void>)[] = [];

/** An HTTP server on 127.0.0.1 (random port) that records every request. */
async function fakeServer(handler: Handler, { keep = false } = {}): Promise<FakeServer> {
  const hits: Hit[] = [];
  const changes = new EventEmitter();
  /** Resolves once `holds()` is true, asked again at each request and each closed connection. */
  const when = (holds: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!holds()) return;
        changes.off('change', check);
        resolve();
      };
      changes.on('change', check);
      check();
    });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit: Hit = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      hits.push(hit);
      res.on('close', () => {
        hit.closedAt = performance.now();
        changes.emit('change');
      });
      changes.emit('change');
      handler(req, res, hit);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  if (!keep) cleanups.push(close);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    arrived: (count) => when(() => hits.length >= count),
    closed: (index) => when(() => hits[index]?.closedAt !== undefined),
    close,
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Resolves when `signal` aborts (at once if it has). */
const aborted = (signal: AbortSignal | undefined) =>
  signal?.aborted ? Promise.resolve() : once(signal ?? new EventTarget(), 'abort').then(() => {});

/** Resolves once every callback already due has run: promise jobs, next ticks and I/O. */
const drained = () => new Promise((resolve) => setImmediate(resolve));

/** fetch, counted: each call with the moment its promise settled (false until then). */
function countFetches() {
  const realFetch = globalThis.fetch;
  const calls: { settled: boolean }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const call = { settled: false };
    calls.push(call);
    return realFetch(input, init).finally(() => {
      call.settled = true;
    });
  });
  return calls;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** The promise's rejection (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function failureCode(promise: Promise<unknown>): Promise<AuditError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(AuditFailure);
  return (error as AuditFailure).code;
}

beforeEach(() => {
  // The providers and the service log every failure; the tests provoke many.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

// --- PageSpeed Insights provider -------------------------------------------------------------

describe('pagespeedProvider against a fake PSI server', () => {
  const audit = (
    endpoint: string,
    options: { timeoutMs?: number; retryDelayMs?: number } = {},
    request: Partial<{ url: string; strategy: AuditStrategy; lang: Lang }> = {},
    signal: AbortSignal = new AbortController().signal,
  ) => {
    const steps: string[] = [];
    const provider = pagespeedProvider({
      apiKey: 'test-key',
      endpoint: `${endpoint}/pagespeedonline/v5/runPagespeed`,
      ...options,
    });
    const result = provider.measure(
      {
        url: new URL(request.url ?? 'https://example.com/page?q=1'),
        strategy: request.strategy ?? 'mobile',
        lang: request.lang ?? 'es',
      },
      '203.0.113.7',
      (step) => steps.push(step),
      signal,
    );
    return { result, steps };
  };

  it("adds PSI's field data (the page's and the origin's vitals) to the lighthouseResult", async () => {
    const experience = (inp: number) => ({
      metrics: { INTERACTION_TO_NEXT_PAINT: { percentile: inp } },
    });
    const psi = await fakeServer((_req, res) =>
      json(res, 200, {
        lighthouseResult: fixture,
        loadingExperience: experience(620),
        originLoadingExperience: experience(150),
      }),
    );
    const { field } = await audit(psi.url).result;
    expect(
      field?.map((group) => [group.scope, group.metrics.inp?.value, group.metrics.inp?.rating]),
    ).toEqual([
      ['page', 620, 'poor'],
      ['origin', 150, 'good'],
    ]);
  });

  it('asks with url, key, strategy, the four categories and the locale; returns the lighthouseResult', async () => {
    const psi = await fakeServer((_req, res) => json(res, 200, { lighthouseResult: fixture }));
    const mobile = audit(psi.url);
    expect(await mobile.result).toEqual({ ...fixture, field: [] });
    expect(mobile.steps).toEqual(['loading', 'scoring']);
    expect(psi.hits).toHaveLength(1);
    const first = new URL(psi.hits[0]?.path ?? '', psi.url);
    expect(psi.hits[0]?.method).toBe('GET');
    expect(first.pathname).toBe('/pagespeedonline/v5/runPagespeed');
    expect(first.searchParams.get('url')).toBe('https://example.com/page?q=1');
    expect(first.searchParams.get('key')).toBe('test-key');
    expect(first.searchParams.get('strategy')).toBe('mobile');
    expect(first.searchParams.getAll('category')).toEqual([
      'performance',
      'seo',
      'accessibility',
      'best-practices',
    ]);
    expect(first.searchParams.getAll('category')).toEqual([...AUDIT_CATEGORIES]);
    expect(first.searchParams.get('locale')).toBe('es');

    await audit(psi.url, {}, { strategy: 'desktop', lang: 'en' }).result;
    const second = new URL(psi.hits[1]?.path ?? '', psi.url);
    expect(second.searchParams.get('strategy')).toBe('desktop');
    expect(second.searchParams.get('locale')).toBe('en');
  });

  it('retries a timeout exactly 3 times, the timeout growing per attempt, then fails as timeout', async () => {
    fakeTimers();
    const psi = await fakeServer(() => {}); // never answers
    const fetches = countFetches();
    const { result, steps } = audit(psi.url, { timeoutMs: 100, retryDelayMs: 60 });
    const failure = failureCode(result);
    // Each attempt waits timeout x attempt (100, 200, then 300 ms) and gives up; the next one
    // starts 60 ms later. Page time is the test's: each boundary is checked 1 ms either side.
    for (const [index, waits] of [100, 200, 300].entries()) {
      await psi.arrived(index + 1);
      expect(fetches).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(waits - 1);
      expect(fetches[index]?.settled, `attempt ${index + 1} before ${waits} ms`).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetches[index]?.settled, `attempt ${index + 1} at ${waits} ms`).toBe(true);
      // The server saw it dropped at its timeout.
      await psi.closed(index);
      if (index === 2) break;
      await vi.advanceTimersByTimeAsync(59);
      expect(fetches).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(await failure).toBe('timeout');
    expect(steps).toEqual(['loading', 'loading', 'loading']);
    // No fourth attempt, however long.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveLength(3);
    expect(psi.hits).toHaveLength(3);
  });

  it('returns the result when an attempt times out and the next one answers', async () => {
    fakeTimers();
    const psi = await fakeServer((_req, res) => {
      if (psi.hits.length > 1) json(res, 200, { lighthouseResult: fixture });
    });
    const { result, steps } = audit(psi.url, { timeoutMs: 300, retryDelayMs: 20 });
    await psi.arrived(1);
    await vi.advanceTimersByTimeAsync(300 + 20);
    expect(await result).toEqual({ ...fixture, field: [] });
    expect(psi.hits).toHaveLength(2);
    expect(steps).toEqual(['loading', 'loading', 'scoring']);
  });

  it.each([
    [429, 'rate-limited'],
    [403, 'auth'],
    [404, 'not-found'],
    [500, 'failed'],
    [400, 'failed'],
    [503, 'failed'],
  ] as const)('maps HTTP %i to %s without retrying', async (status, code) => {
    fakeTimers();
    const psi = await fakeServer((_req, res) =>
      json(res, status, { error: { code: status, message: 'nope' } }),
    );
    const fetches = countFetches();
    expect(await failureCode(audit(psi.url, { retryDelayMs: 1 }).result)).toBe(code);
    // However long after: no second request.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveLength(1);
    expect(psi.hits).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"lighthouseResult": {'],
    ['an HTML error page', '<html><body>Error</body></html>'],
    ['no lighthouseResult', '{"id":"https://example.com/"}'],
    ['null', 'null'],
    ['a lighthouseResult without audits', '{"lighthouseResult":{"lighthouseVersion":"13.5.0"}}'],
  ])('fails as no-result for %s, without retrying', async (_name, body) => {
    const psi = await fakeServer((_req, res) => json(res, 200, body));
    expect(await failureCode(audit(psi.url).result)).toBe('no-result');
    expect(psi.hits).toHaveLength(1);
  });

  it('fails (no retry) when the endpoint refuses the connection', async () => {
    const closed = await fakeServer(() => {}, { keep: true });
    await closed.close();
    expect(await failureCode(audit(closed.url, { retryDelayMs: 1 }).result)).toBe('failed');
  });

  it('stops when its signal aborts: during an attempt, during the retry delay, or before', async () => {
    fakeTimers();
    const psi = await fakeServer(() => {});
    const fetches = countFetches();
    const reason = new Error('visitor left');

    const during = new AbortController();
    const first = audit(psi.url, { timeoutMs: 5000 }, {}, during.signal);
    await psi.arrived(1);
    during.abort(reason);
    expect(await rejection(first.result)).toBe(reason);

    // The attempt times out and the 5 s delay begins: the abort ends it with the clock still.
    const inDelay = new AbortController();
    const second = audit(psi.url, { timeoutMs: 30, retryDelayMs: 5000 }, {}, inDelay.signal);
    await psi.arrived(2);
    await vi.advanceTimersByTimeAsync(30);
    expect(fetches[1]?.settled).toBe(true);
    inDelay.abort(reason);
    expect(await rejection(second.result)).toBe(reason);

    // No retry after an abort, however long.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveLength(2);
    expect(psi.hits).toHaveLength(2);

    // Aborted before: nothing sent (any fetch it began has ended, refused, without a request).
    const before = new AbortController();
    before.abort(reason);
    expect(await rejection(audit(psi.url, {}, {}, before.signal).result)).toBe(reason);
    expect(fetches.every((call) => call.settled)).toBe(true);
    await drained();
    expect(psi.hits).toHaveLength(2);
  });
});

// --- AI analyst ------------------------------------------------------------------------------

const auditResult: AuditResult = mapLighthouseResult(fixture, pageFactsOf('', true), {
  url: 'https://example.com/',
  strategy: 'mobile',
  provider: 'pagespeed',
});

const esTexts = fallbackTextsOf(esAudit);
const enTexts = fallbackTextsOf(enAudit);

const aiAnalysis: AiAnalysis = {
  overallScore: 81,
  overallAssessment: 'Buen sitio, con margen de mejora en imágenes.',
  strengths: ['Carga rápida', 'HTTPS'],
  opportunities: ['Comprimir imágenes'],
  criticalIssues: [],
  userExperienceScore: 77,
  businessImpact: {
    conversionImpact: 12,
    seoTrafficImpact: 8.5,
    userExperienceImpact: 10,
    speedImpact: 15,
    mobileImpact: 5,
  },
  prioritizedRecommendations: [
    {
      title: 'Comprimir imágenes',
      description: 'Usa AVIF o WebP.',
      priority: 'high',
      estimatedImpact: 10,
      implementation: 'Convertir en el build.',
      resources: 'web.dev',
      effort: 'low',
      timeframe: '1 semana',
    },
  ],
  insights: {
    contentQuality: 'Buena',
    technicalDebt: 'Baja',
    competitiveAdvantage: 'Por delante',
    riskFactors: 'Ninguno',
    futureRecommendations: 'Vigilar cada publicación',
  },
};

const completion = (content: unknown) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

describe('createAnalyst against a fake chat-completions server', () => {
  const chat = async (answer: (res: http.ServerResponse) => void) => {
    const server = await fakeServer((_req, res) => answer(res));
    // A trailing slash on the base URL is tolerated.
    const analyse = createAnalyst({
      baseUrl: `${server.url}/v1/`,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 2000,
    });
    return { server, analyse };
  };

  it('sends the chat-completions request and reads a valid reply as the AI analysis', async () => {
    const { server, analyse } = await chat((res) =>
      json(res, 200, completion(JSON.stringify(aiAnalysis))),
    );
    const answer = await analyse(auditResult, 'es');
    expect(answer).toEqual({ source: 'ai', analysis: aiAnalysis });

    expect(server.hits).toHaveLength(1);
    const hit = server.hits[0] as Hit;
    expect(hit.method).toBe('POST');
    expect(hit.path).toBe('/v1/chat/completions');
    expect(hit.headers.authorization).toBe('Bearer sk-test');
    expect(hit.headers['content-type']).toBe('application/json');
    const body = JSON.parse(hit.body) as ReturnType<typeof aiRequestBody>;
    expect(body.model).toBe('test-model');
    expect(body.max_tokens).toBe(4000);
    expect(body.temperature).toBe(0.7);
    expect(body.stream).toBe(false);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('Spanish');
    expect(body.messages[1]?.content).toContain(auditResult.finalUrl);
    expect(body).toEqual(aiRequestBody(auditResult, 'es', 'test-model'));

    await analyse(auditResult, 'en');
    const english = JSON.parse(server.hits[1]?.body ?? '{}') as ReturnType<typeof aiRequestBody>;
    expect(english.messages[0]?.content).toContain('English');
  });

  it('reads the JSON between the first { and the last } of a reply with text around it', async () => {
    const content = `Aquí tienes el análisis:\n\`\`\`json\n${JSON.stringify(aiAnalysis, null, 2)}\n\`\`\`\n¡Suerte!`;
    const { analyse } = await chat((res) => json(res, 200, completion(content)));
    expect(await analyse(auditResult, 'es')).toEqual({ source: 'ai', analysis: aiAnalysis });
  });

  const unusable: [string, (res: http.ServerResponse) => void, string][] = [
    [
      'a reply missing a field',
      (res) => {
        const partial: Partial<AiAnalysis> = { ...aiAnalysis };
        delete partial.insights;
        json(res, 200, completion(JSON.stringify(partial)));
      },
      'bad-shape',
    ],
    ['an object of other fields', (res) => json(res, 200, completion('[{"a":1}]')), 'bad-shape'],
    [
      'a reply without JSON',
      (res) => json(res, 200, completion('Lo siento, no puedo ayudar.')),
      'no-json',
    ],
    ['broken JSON', (res) => json(res, 200, completion('{"overallScore": 80, }')), 'no-json'],
    ['an answer without choices', (res) => json(res, 200, { error: 'x' }), 'no-json'],
    ['a non-text content', (res) => json(res, 200, completion(null)), 'no-json'],
    ['HTTP 500', (res) => json(res, 500, { error: { message: 'boom' } }), 'failed'],
    ['HTTP 401', (res) => json(res, 401, { error: { message: 'bad key' } }), 'failed'],
    ['a body that is not JSON', (res) => json(res, 200, '<html>oops</html>'), 'failed'],
  ];

  it.each(unusable)('falls back for %s (reason %s)', async (_name, answer, reason) => {
    const { server, analyse } = await chat(answer);
    const result = await analyse(auditResult, 'es');
    expect(result).toEqual({
      source: 'fallback',
      reason,
      analysis: fallbackAnalysis(auditResult, esTexts, 'es'),
    });
    expect(server.hits).toHaveLength(1);
  });

  it('falls back as failed when the endpoint never answers within its timeout', async () => {
    fakeTimers();
    const server = await fakeServer(() => {});
    const analyse = createAnalyst({
      baseUrl: server.url,
      apiKey: 'k',
      model: 'm',
      timeoutMs: 100,
    });
    let answered = false;
    const answer = analyse(auditResult, 'en').finally(() => {
      answered = true;
    });
    await server.arrived(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toMatchObject({ source: 'fallback', reason: 'failed' });
    expect(server.hits).toHaveLength(1);
  });

  it('falls back as failed when the endpoint is unreachable or the caller aborts', async () => {
    const closed = await fakeServer(() => {}, { keep: true });
    await closed.close();
    const analyse = createAnalyst({ baseUrl: closed.url, apiKey: 'k', model: 'm' });
    expect(await analyse(auditResult, 'es')).toMatchObject({ reason: 'failed' });

    const hanging = await fakeServer(() => {});
    const slow = createAnalyst({ baseUrl: hanging.url, apiKey: 'k', model: 'm' });
    const controller = new AbortController();
    const answer = slow(auditResult, 'es', undefined, controller.signal);
    await hanging.arrived(1);
    controller.abort();
    expect(await answer).toMatchObject({ source: 'fallback', reason: 'failed' });
  });

  it('without configuration answers the fallback, not-configured, in the requested language', async () => {
    const analyse = createAnalyst(null);
    const es = await analyse(auditResult, 'es');
    const en = await analyse(auditResult, 'en');
    expect(es).toEqual({
      source: 'fallback',
      reason: 'not-configured',
      analysis: fallbackAnalysis(auditResult, esTexts, 'es'),
    });
    expect(en).toEqual({
      source: 'fallback',
      reason: 'not-configured',
      analysis: fallbackAnalysis(auditResult, enTexts, 'en'),
    });
    expect(es.analysis.overallAssessment).not.toBe(en.analysis.overallAssessment);
    expect(en.analysis.overallAssessment).toContain('out of 100');
    expect(es.analysis.overallAssessment).toContain('de 100');
  });

  it('sends the measured comparison beside the facts, and the fallback speaks of the same', async () => {
    const rivalResult: AuditResult = {
      ...auditResult,
      url: 'https://rival.example/',
      scores: { ...auditResult.scores, seo: 100 },
    };
    const comparison = compareSites(auditResult, [rivalResult]);
    const { server, analyse } = await chat((res) =>
      json(res, 200, completion(JSON.stringify(aiAnalysis))),
    );
    expect(await analyse(auditResult, 'en', comparison)).toEqual({
      source: 'ai',
      analysis: aiAnalysis,
    });
    const body = JSON.parse(server.hits[0]?.body ?? '{}') as ReturnType<typeof aiRequestBody>;
    expect(body).toEqual(aiRequestBody(auditResult, 'en', 'test-model', comparison));
    expect(body.messages[1]?.content).toContain('"url":"https://rival.example/"');
    expect(body.messages[1]?.content).not.toContain('No competitor was measured');

    const fallback = await createAnalyst(null)(auditResult, 'en', comparison);
    expect(fallback).toEqual({
      source: 'fallback',
      reason: 'not-configured',
      analysis: fallbackAnalysis(auditResult, enTexts, 'en', comparison),
    });
    expect(fallback.analysis.insights.competitiveAdvantage).toBe(
      'Your competitors are ahead on 1 of 7 measures: SEO.',
    );
  });

  it("a reply without a usable userExperienceScore gets the result's own", async () => {
    const { analyse } = await chat((res) =>
      json(res, 200, completion(JSON.stringify({ ...aiAnalysis, userExperienceScore: 'high' }))),
    );
    const answer = await analyse(auditResult, 'es');
    expect(answer.source).toBe('ai');
    const { performance, accessibility } = auditResult.scores;
    expect(answer.analysis.userExperienceScore).toBe(Math.round((performance + accessibility) / 2));
    expect(answer.analysis.userExperienceScore).not.toBe(70);
  });

  it('answers the fallback in English for an English request when the AI fails', async () => {
    const { analyse } = await chat((res) => json(res, 502, 'bad gateway'));
    expect(await analyse(auditResult, 'en')).toEqual({
      source: 'fallback',
      reason: 'failed',
      analysis: fallbackAnalysis(auditResult, enTexts, 'en'),
    });
  });
});

// --- Routes ----------------------------------------------------------------------------------

const PAGE_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Target</title>
<meta property="og:title" content="Target"><meta property="og:image" content="/og.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="alternate" hreflang="en" href="/en/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>
</head><body><h1>Target</h1></body></html>`;

type SseEvent = { event: string; data: AuditEvent };

function parseSse(text: string): SseEvent[] {
  return text
    .split(/\n\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) as AuditEvent };
    });
}

const events = async (res: Response) => parseSse(await res.text());

/** Reads SSE events one by one from a live body. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<SseEvent | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseSse(block)[0] ?? null;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

const resultOf = (list: SseEvent[]): AuditResult => {
  const last = list.at(-1)?.data;
  if (last?.type !== 'result') throw new Error(`no result: ${JSON.stringify(list)}`);
  return last.result;
};

const stepsOf = (list: SseEvent[]) =>
  list.flatMap((item) => (item.data.type === 'step' ? [item.data.step] : []));

/** A provider's measurement, for any client (the tests' requests all come from one). */
type Measure = (
  request: AuditRequest,
  progress: Progress,
  signal: AbortSignal,
) => Promise<LighthouseResult>;
type Call = { request: AuditRequest; signal: AbortSignal };

let runNumber = 0;
/** The fixture with a fetch time of its own, so each run's result is told apart. */
const freshLhr = (): LighthouseResult => {
  runNumber += 1;
  return { ...fixture, fetchTime: new Date(Date.UTC(2026, 0, 1) + runNumber * 1000).toISOString() };
};

const succeed: Measure = async (_request, progress) => {
  progress('loading');
  progress('gathering');
  progress('scoring');
  return freshLhr();
};

/** Rejects with the signal's reason when it aborts (as the real providers do). */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/** A measurement that waits for the gate (or its abort) before it ends. */
function gated() {
  const gate = deferred();
  const measure: Measure = async (_request, progress, signal) => {
    progress('loading');
    await Promise.race([gate.promise, untilAborted(signal)]);
    progress('scoring');
    return freshLhr();
  };
  return { gate, measure };
}

const resolver: Resolver = (hostname) =>
  hostname === 'internal.test'
    ? Promise.resolve([{ address: '10.1.2.3', family: 4 }])
    : Promise.reject(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }));

describe('GET /api/audit and POST /api/analyze', () => {
  let target: FakeServer;
  let allow: AllowList;
  let clientDir: string;
  let sitemapStatus = 200;
  let page = '';

  const heads = () =>
    target.hits.filter((hit) => hit.method === 'HEAD' && hit.path === '/sitemap.xml').length;

  beforeAll(async () => {
    target = await fakeServer(
      (req, res) => {
        if (req.url === '/sitemap.xml') {
          res.writeHead(sitemapStatus, { 'Content-Type': 'application/xml' });
          res.end();
        } else if (req.url === '/redirect-loopback') {
          res.writeHead(302, { Location: 'http://127.0.0.1:1/' });
          res.end();
        } else if (req.url === '/redirect-private') {
          res.writeHead(302, { Location: 'http://10.0.0.1/' });
          res.end();
        } else {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(PAGE_HTML);
        }
      },
      { keep: true },
    );
    page = `${target.url}/`;
    allow = parseAllowHosts(`127.0.0.1:${target.port}`);
    const root = mkdtempSync(join(tmpdir(), 'audit-site-'));
    clientDir = join(root, 'client');
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
  });

  afterAll(() => target.close());

  beforeEach(() => {
    target.hits.length = 0;
    sitemapStatus = 200;
  });

  type Setup = {
    measure?: Measure;
    refusal?: AuditProvider['refusal'];
    analyse?: Analyst;
    auditLimit?: { max: number; windowMs: number };
    analyzeLimit?: { max: number; windowMs: number };
    cacheTtlMs?: number;
    /** The providers' real queue (its per-client share), instead of a provider never busy. */
    queue?: RunQueue;
  };

  function makeService(setup: Setup) {
    const calls: Call[] = [];
    const measure = setup.measure ?? succeed;
    const provider: AuditProvider = {
      name: 'pagespeed',
      refusal: setup.refusal ?? setup.queue?.refusal ?? (() => null),
      measure(request, client, progress, signal) {
        calls.push({ request, signal });
        const { queue } = setup;
        return queue
          ? queue.run(client, progress, signal, () => measure(request, progress, signal))
          : measure(request, progress, signal);
      },
    };
    const service = createAuditService({
      provider,
      allow,
      resolver,
      cacheTtlMs: setup.cacheTtlMs,
    });
    return { calls, service };
  }

  function makeApp(setup: Setup = {}) {
    const { calls, service } = makeService(setup);
    const app = createApp({
      clientDir,
      // Each test's client is named by X-Forwarded-For (asClient); without it, 'unknown'.
      trustProxy: 1,
      audit: {
        service,
        analyse: setup.analyse ?? createAnalyst(null),
        allow,
        resolver,
        auditLimit: setup.auditLimit ?? { max: 1000, windowMs: 60_000 },
        analyzeLimit: setup.analyzeLimit,
      },
    });
    return { app, calls, service };
  }

  /**
   * The audit routes alone, with a printer (the app makes its own from the local provider's
   * browser): its limits are the routes' defaults unless given.
   */
  function makeRoutes(
    setup: Setup & {
      printer?: PdfPrinter;
      pdfLimit?: { max: number; windowMs: number };
    } = {},
  ) {
    const { calls, service } = makeService(setup);
    const app = new Hono();
    app.route(
      '/api',
      auditRoutes({
        service,
        analyse: setup.analyse ?? createAnalyst(null),
        allow,
        resolver,
        printer: setup.printer,
        ...(setup.auditLimit ? { auditLimit: setup.auditLimit } : {}),
        ...(setup.analyzeLimit ? { analyzeLimit: setup.analyzeLimit } : {}),
        ...(setup.pdfLimit ? { pdfLimit: setup.pdfLimit } : {}),
      }),
    );
    return { app, calls, service };
  }

  const auditPath = (url: string, query: Record<string, string> = {}) =>
    `/api/audit?${new URLSearchParams({ url, ...query }).toString()}`;

  const expected = (lhr: LighthouseResult, url = page, strategy: AuditStrategy = 'mobile') =>
    mapLighthouseResult(lhr, pageFactsOf(PAGE_HTML, true), {
      url,
      strategy,
      provider: 'pagespeed',
    });

  /** The security headers and no-store that every /api answer carries. */
  function expectApiHeaders(res: Response) {
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  }

  /**
   * Counts the leaves of the service's runs (a client's stream ending, or its disconnection);
   * `reached(n)` resolves once the n-th leave has been done (the service has acted on it).
   */
  function countLeaves(service: AuditService) {
    const join = service.join.bind(service);
    const count = { left: 0 };
    const left = new EventEmitter();
    service.join = (request, client, listener) => {
      const leave = join(request, client, listener);
      let done = false;
      return () => {
        const first = !done;
        done = true;
        leave();
        if (!first) return;
        count.left += 1;
        left.emit('leave');
      };
    };
    const reached = async (n: number) => {
      while (count.left < n) await once(left, 'leave');
    };
    return { count, reached };
  }

  async function serveApp(app: ReturnType<typeof createApp>): Promise<string> {
    return new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      ) as http.Server;
      cleanups.push(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      );
    });
  }

  const post = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  /** Other pages of the fake site, measured as competitors. */
  const rivalUrl = () => `${target.url}/rival`;
  const otherUrl = () => `${target.url}/other`;

  describe('validation and the address guard, before any run', () => {
    it.each([
      ['ftp://x'],
      ['ftp://127.0.0.1/file'],
      ['not a url'],
      ['javascript:alert(1)'],
      ['data:text/html,<p>x</p>'],
      [''],
      ['   '],
      ['http://'],
      ['//example.com/'],
      ['http://user:secret@example.com/'],
      ['http://exa mple.com/'],
      [`http://example.com/${'a'.repeat(2100)}`],
    ])('answers 400 invalid-url for %j', async (url) => {
      const { app, calls } = makeApp();
      const res = await app.request(auditPath(url));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ error: 'invalid-url' });
      expectApiHeaders(res);
      expect(calls).toHaveLength(0);
    });

    it('answers 400 invalid-url without a url parameter', async () => {
      const { app, calls } = makeApp();
      const res = await app.request('/api/audit?strategy=mobile');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid-url' });
      expect(calls).toHaveLength(0);
    });

    it('answers 400 invalid-url for blocked addresses, without connecting to them', async () => {
      const { app, calls, service } = makeApp();
      for (const url of [
        'http://127.0.0.1:1/',
        `http://127.0.0.1:${target.port + 1}/`,
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/',
        'http://[::1]/',
        `http://localhost:${target.port}/`,
        'http://0x7f.1/',
        'http://internal.test/', // resolves to 10.1.2.3
      ]) {
        const res = await app.request(auditPath(url));
        expect(res.status, url).toBe(400);
        expect(await res.json()).toEqual({ error: 'invalid-url' });
      }
      expect(calls).toHaveLength(0);
      expect(service.active).toBe(0);
      expect(target.hits).toHaveLength(0);
    });

    it('answers 400 not-found for a name that does not resolve', async () => {
      const { app, calls } = makeApp();
      const res = await app.request(auditPath('https://nowhere.test/'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'not-found' });
      expect(calls).toHaveLength(0);
    });

    it('answers 400 for an unknown strategy or language', async () => {
      const { app, calls } = makeApp();
      const queries: Record<string, string>[] = [
        { strategy: 'tablet' },
        { lang: 'fr' },
        { strategy: '' },
      ];
      for (const query of queries) {
        const res = await app.request(auditPath(page, query));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: 'bad-request' });
      }
      expect(calls).toHaveLength(0);
      expect(target.hits).toHaveLength(0);
    });
  });

  describe('a run', () => {
    it('streams the steps then the mapped result, with the sitemap and social tags checked', async () => {
      const { app, calls } = makeApp();
      const res = await app.request(auditPath(page));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expectApiHeaders(res);
      const list = await events(res);
      expect(list.map((item) => item.event)).toEqual(['step', 'step', 'step', 'step', 'result']);
      expect(stepsOf(list)).toEqual(['loading', 'gathering', 'scoring', 'sitemap']);
      list.forEach((item) => expect(item.data.type).toBe(item.event));

      expect(calls).toHaveLength(1);
      expect(calls[0]?.request.url.href).toBe(page);
      expect(calls[0]?.request.strategy).toBe('mobile');
      expect(calls[0]?.request.lang).toBe('es');

      const result = resultOf(list);
      expect(result).toEqual(expected({ ...fixture, fetchTime: result.timestamp }));
      expect(result.url).toBe(page);
      expect(result.strategy).toBe('mobile');
      expect(result.provider).toBe('pagespeed');
      expect(result.seo.technical.sitemap).toBe(true);
      expect(result.seo.technical.hreflang).toBe(true);
      expect(result.seo.social).toEqual({ openGraph: true, twitter: true, schema: true });
      expect(result.scores).toEqual(expected(fixture).scores);

      expect(heads()).toBe(1);
      expect(target.hits.filter((hit) => hit.method === 'GET' && hit.path === '/')).toHaveLength(1);
    });

    it('reads the sitemap as missing when HEAD /sitemap.xml is not 2xx', async () => {
      sitemapStatus = 404;
      const { app } = makeApp();
      const result = resultOf(await events(await app.request(auditPath(page, { lang: 'en' }))));
      expect(result.seo.technical.sitemap).toBe(false);
      expect(heads()).toBe(1);
    });

    it('shares a run between identical requests, then serves the cached result', async () => {
      const { gate, measure } = gated();
      const { app, calls, service } = makeApp({ measure });
      const first = await app.request(auditPath(page));
      const second = await app.request(auditPath(page, { strategy: 'mobile', lang: 'es' }));
      expect(calls).toHaveLength(1);
      expect(service.active).toBe(1);
      gate.resolve();
      const [a, b] = await Promise.all([events(first), events(second)]);
      expect(stepsOf(a)).toEqual(['loading', 'scoring', 'sitemap']);
      // The later one hears the step the run was on, then the rest.
      expect(stepsOf(b)).toEqual(['loading', 'scoring', 'sitemap']);
      expect(resultOf(b)).toEqual(resultOf(a));
      expect(heads()).toBe(1);
      expect(service.active).toBe(0);

      // Within the TTL: the cached result at once, no new run, the same numbers.
      const cached = await events(await app.request(auditPath(page)));
      expect(cached.map((item) => item.event)).toEqual(['result']);
      expect(resultOf(cached)).toEqual(resultOf(a));
      expect(resultOf(cached).timestamp).toBe(resultOf(a).timestamp);
      expect(calls).toHaveLength(1);
      expect(heads()).toBe(1);

      // Another strategy is another run.
      const desktop = await app.request(auditPath(page, { strategy: 'desktop' }));
      expect(calls).toHaveLength(2);
      expect(calls[1]?.request.strategy).toBe('desktop');
      const other = resultOf(await events(desktop));
      expect(other.strategy).toBe('desktop');
      expect(other.timestamp).not.toBe(resultOf(a).timestamp);
    });

    it('runs again once the cached result has expired', async () => {
      const realNow = Date.now.bind(Date);
      let later = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
      const { app, calls } = makeApp({ cacheTtlMs: 60_000 });
      const first = resultOf(await events(await app.request(auditPath(page))));
      later = 59_000;
      const hit = resultOf(await events(await app.request(auditPath(page))));
      expect(hit.timestamp).toBe(first.timestamp);
      expect(calls).toHaveLength(1);
      later = 61_000;
      const again = resultOf(await events(await app.request(auditPath(page))));
      expect(calls).toHaveLength(2);
      expect(again.timestamp).not.toBe(first.timestamp);
    });

    it.each(AUDIT_ERRORS.map((code) => [code]))(
      'ends with event error %s when the provider fails so, and caches nothing',
      async (code) => {
        const { app, calls } = makeApp({
          measure: async (_request, progress) => {
            progress('loading');
            throw new AuditFailure(code);
          },
        });
        const url = `${target.url}/fail-${code}`;
        const list = await events(await app.request(auditPath(url)));
        expect(list.at(-1)).toEqual({ event: 'error', data: { type: 'error', error: code } });
        expect(list.some((item) => item.event === 'result')).toBe(false);
        await events(await app.request(auditPath(url)));
        expect(calls).toHaveLength(2);
      },
    );

    it('ends with no-result for a Lighthouse runtime error and failed for an unexpected error', async () => {
      const runtime = makeApp({
        measure: () =>
          Promise.resolve({ ...fixture, runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
      });
      const a = await events(await runtime.app.request(auditPath(page)));
      expect(a.at(-1)?.data).toEqual({ type: 'error', error: 'no-result' });

      const broken = makeApp({ measure: () => Promise.reject(new TypeError('bug')) });
      const b = await events(await broken.app.request(auditPath(page)));
      expect(b.at(-1)?.data).toEqual({ type: 'error', error: 'failed' });
    });

    it.each([['/redirect-loopback'], ['/redirect-private']])(
      'ends with invalid-url when the page %s redirects to a blocked address',
      async (path) => {
        const { app, calls } = makeApp();
        const url = `${target.url}${path}`;
        const res = await app.request(auditPath(url));
        expect(res.status).toBe(200); // found only once the run had started
        const list = await events(res);
        expect(list.at(-1)).toEqual({
          event: 'error',
          data: { type: 'error', error: 'invalid-url' },
        });
        expect(heads()).toBe(0);
        // Not cached: asked again, it runs again.
        await events(await app.request(auditPath(url)));
        expect(calls).toHaveLength(2);
      },
    );
  });

  describe('cancellation', () => {
    it('aborts the run when its only client disconnects', async () => {
      const { app, calls, service } = makeApp({ measure: gated().measure });
      const base = await serveApp(app);
      const controller = new AbortController();
      const res = await fetch(`${base}${auditPath(page)}`, { signal: controller.signal });
      expect(res.status).toBe(200);
      const next = sseReader(res.body as ReadableStream<Uint8Array>);
      expect((await next())?.data).toEqual({ type: 'step', step: 'loading' });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.signal.aborted).toBe(false);
      controller.abort();
      // The server notices the disconnection: the run is cancelled and gone.
      await aborted(calls[0]?.signal);
      expect(service.active).toBe(0);
    });

    it('keeps the run for the client that still waits when another disconnects', async () => {
      const { gate, measure } = gated();
      const { app, calls, service } = makeApp({ measure });
      const leaves = countLeaves(service);
      const base = await serveApp(app);
      const quitter = new AbortController();
      const a = await fetch(`${base}${auditPath(page)}`, { signal: quitter.signal });
      const b = await fetch(`${base}${auditPath(page)}`);
      const nextA = sseReader(a.body as ReadableStream<Uint8Array>);
      const nextB = sseReader(b.body as ReadableStream<Uint8Array>);
      expect((await nextA())?.data).toEqual({ type: 'step', step: 'loading' });
      expect((await nextB())?.data).toEqual({ type: 'step', step: 'loading' });
      expect(calls).toHaveLength(1);

      quitter.abort();
      // The service has acted on the leave (it cancels, if at all, as the client leaves).
      await leaves.reached(1);
      expect(leaves.count.left).toBe(1);
      expect(calls[0]?.signal.aborted).toBe(false);
      expect(service.active).toBe(1);

      gate.resolve();
      const rest: SseEvent[] = [];
      for (let event = await nextB(); event; event = await nextB()) rest.push(event);
      expect(stepsOf(rest)).toEqual(['scoring', 'sitemap']);
      expect(resultOf(rest).url).toBe(page);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.signal.aborted).toBe(false);
    });

    it('lets a new run replace one still winding down after its cancellation', async () => {
      // A cancelled run whose provider takes a while to stop (a browser being killed) must not
      // forget the new run of the same request when it finally ends. The provider stops when the
      // test says; the page's name does not resolve, so its facts are settled at once and the
      // run ends with its measurement.
      const stops: (() => void)[] = [];
      const measure: Measure = (_request, progress, signal) => {
        progress('loading');
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => stops.push(() => reject(signal.reason)), {
            once: true,
          }),
        );
      };
      const { calls, service } = makeApp({ measure });
      const request: AuditRequest = {
        url: new URL('https://nowhere.test/'),
        strategy: 'mobile',
        lang: 'es',
      };
      const leave1 = service.join(request, 'a', () => {});
      leave1();
      expect(calls[0]?.signal.aborted).toBe(true);
      const leave2 = service.join(request, 'a', () => {});
      expect(calls).toHaveLength(2);
      // The first run ends now, while the second is on.
      expect(stops).toHaveLength(1);
      stops[0]?.();
      await drained();
      expect(service.active).toBe(1);
      const leave3 = service.join(request, 'a', () => {});
      expect(calls).toHaveLength(2); // joined the second run
      leave2();
      expect(calls[1]?.signal.aborted).toBe(false);
      leave3();
      expect(calls[1]?.signal.aborted).toBe(true);
      expect(service.active).toBe(0);
    });
  });

  describe('busy and rate limits', () => {
    it('answers 503 with Retry-After when the provider is busy, but lets clients join a run', async () => {
      let busy: AuditFailure | null = null;
      const { gate, measure } = gated();
      const { app, calls } = makeApp({ measure, refusal: () => busy });
      const running = await app.request(auditPath(page));
      busy = new AuditFailure('busy', 40);
      const refused = await app.request(auditPath(`${target.url}/other`));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('40');
      expect(await refused.json()).toMatchObject({ error: 'busy', retryAfter: 40 });
      expectApiHeaders(refused);
      expect(calls).toHaveLength(1);

      const joined = await app.request(auditPath(page));
      expect(joined.status).toBe(200);
      gate.resolve();
      expect(resultOf(await events(joined))).toEqual(resultOf(await events(running)));
      expect(calls).toHaveLength(1);
    });

    it('answers 429 with Retry-After past the audit limit', async () => {
      const { app, calls } = makeApp({ auditLimit: { max: 2, windowMs: 60_000 } });
      await events(await app.request(auditPath(page)));
      await events(await app.request(auditPath(page)));
      const res = await app.request(auditPath(page));
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await res.json()).toMatchObject({ error: 'rate-limited' });
      expectApiHeaders(res);
      expect(calls).toHaveLength(1);
    });
  });

  describe('POST /api/analyze', () => {
    it('analyses a cached result once per result: the fallback when no AI is configured', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { app } = makeApp({ analyse });
      const result = resultOf(await events(await app.request(auditPath(page))));

      const res = await app.request('/api/analyze', post({ url: page, strategy: 'mobile' }));
      expect(res.status).toBe(200);
      expectApiHeaders(res);
      const answer = (await res.json()) as AnalysisAnswer;
      expect(answer).toEqual({
        source: 'fallback',
        reason: 'not-configured',
        analysis: fallbackAnalysis(result, esTexts, 'es'),
      });

      const again = await app.request(
        '/api/analyze',
        post({ url: page, strategy: 'mobile', lang: 'es' }),
      );
      expect(await again.json()).toEqual(answer);
      expect(analyse).toHaveBeenCalledTimes(1);
    });

    it('analyses with the configured AI endpoint, once for identical requests', async () => {
      const chat = await fakeServer((_req, res) =>
        json(res, 200, completion(JSON.stringify(aiAnalysis))),
      );
      const { app } = makeApp({
        analyse: createAnalyst({ baseUrl: chat.url, apiKey: 'sk', model: 'm' }),
      });
      const result = resultOf(
        await events(await app.request(auditPath(page, { strategy: 'desktop', lang: 'en' }))),
      );
      const request = post({ url: page, strategy: 'desktop', lang: 'en' });
      const [a, b] = await Promise.all([
        app.request('/api/analyze', request),
        app.request('/api/analyze', post({ url: page, strategy: 'desktop', lang: 'en' })),
      ]);
      expect(await a.json()).toEqual({ source: 'ai', analysis: aiAnalysis });
      expect(await b.json()).toEqual({ source: 'ai', analysis: aiAnalysis });
      expect(chat.hits).toHaveLength(1);
      const body = JSON.parse(chat.hits[0]?.body ?? '{}') as ReturnType<typeof aiRequestBody>;
      expect(body).toEqual(aiRequestBody(result, 'en', 'm'));
    });

    it('answers 404 no-result when the server has not measured that request', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { app } = makeApp({ analyse });
      const res = await app.request('/api/analyze', post({ url: page, strategy: 'mobile' }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'no-result' });
      expectApiHeaders(res);
      // Measured for one strategy, not the other.
      await events(await app.request(auditPath(page)));
      const desktop = await app.request('/api/analyze', post({ url: page, strategy: 'desktop' }));
      expect(desktop.status).toBe(404);
      expect(analyse).not.toHaveBeenCalled();
    });

    it('refuses a body over 8 KB with 413, and bad bodies with 400', async () => {
      const { app } = makeApp();
      const big = await app.request(
        '/api/analyze',
        post({ url: `${page}?${'a'.repeat(9000)}`, strategy: 'mobile' }),
      );
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ error: 'too-large' });
      expectApiHeaders(big);
      // Three addresses of 2 KB each fit.
      const three = await app.request(
        '/api/analyze',
        post({
          url: `${page}?${'a'.repeat(2000)}`,
          competitor: [`${rivalUrl()}?${'b'.repeat(2000)}`, `${otherUrl()}?${'c'.repeat(2000)}`],
        }),
      );
      expect(three.status).toBe(404);
      expect(await three.json()).toEqual({ error: 'no-result' });

      for (const body of ['not json', '{"url":', 'null', '42', '"text"']) {
        const res = await app.request('/api/analyze', post(body));
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({ error: 'bad-request' });
      }
      const wrongStrategy = await app.request(
        '/api/analyze',
        post({ url: page, strategy: 'tablet' }),
      );
      expect(wrongStrategy.status).toBe(400);
      const invalid = await app.request('/api/analyze', post({ url: 'ftp://x' }));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ error: 'invalid-url' });
    });

    it('answers 429 with Retry-After past the analysis limit', async () => {
      const { app } = makeApp({ analyzeLimit: { max: 2, windowMs: 60_000 } });
      await events(await app.request(auditPath(page)));
      const body = { url: page, strategy: 'mobile' };
      expect((await app.request('/api/analyze', post(body))).status).toBe(200);
      expect((await app.request('/api/analyze', post(body))).status).toBe(200);
      const res = await app.request('/api/analyze', post(body));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: 'rate-limited' });
      expectApiHeaders(res);
    });
  });

  describe('POST /api/analyze with competitors', () => {
    it('compares with the competitors measured, one analysis per comparison', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { app } = makeApp({ analyse });
      const result = resultOf(await events(await app.request(auditPath(page))));
      const rival = resultOf(await events(await app.request(auditPath(rivalUrl()))));
      const other = resultOf(await events(await app.request(auditPath(otherUrl()))));

      const both = { url: page, competitor: [rivalUrl(), otherUrl()] };
      const res = await app.request('/api/analyze', post(both));
      expect(res.status).toBe(200);
      const comparison = compareSites(result, [rival, other]);
      expect(comparison.sites.map((site) => site.url)).toEqual([page, rivalUrl(), otherUrl()]);
      expect(analyse).toHaveBeenCalledTimes(1);
      expect(analyse).toHaveBeenLastCalledWith(result, 'es', comparison);
      const compared = (await res.json()) as AnalysisAnswer;
      expect(compared).toEqual({
        source: 'fallback',
        reason: 'not-configured',
        analysis: fallbackAnalysis(result, esTexts, 'es', comparison),
      });
      expect(compared.analysis.insights.competitiveAdvantage).not.toBe(
        esTexts.insights.competitiveAdvantage.none,
      );

      // The same comparison again: the same analysis.
      expect(await (await app.request('/api/analyze', post(both))).json()).toEqual(compared);
      expect(analyse).toHaveBeenCalledTimes(1);

      // The site alone, and with one competitor: analyses of their own.
      const alone = (await (
        await app.request('/api/analyze', post({ url: page }))
      ).json()) as AnalysisAnswer;
      expect(analyse).toHaveBeenCalledTimes(2);
      expect(analyse).toHaveBeenLastCalledWith(result, 'es', undefined);
      expect(alone.analysis.insights.competitiveAdvantage).toBe(
        esTexts.insights.competitiveAdvantage.none,
      );
      await app.request('/api/analyze', post({ url: page, competitor: [rivalUrl()] }));
      expect(analyse).toHaveBeenCalledTimes(3);
      expect(analyse).toHaveBeenLastCalledWith(result, 'es', compareSites(result, [rival]));
      await app.request('/api/analyze', post({ url: page, competitor: [] }));
      expect(analyse).toHaveBeenCalledTimes(3);
    });

    it('leaves out the competitors the server has not measured (for this device)', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { app } = makeApp({ analyse });
      const result = resultOf(await events(await app.request(auditPath(page))));
      const rival = resultOf(await events(await app.request(auditPath(rivalUrl()))));
      const never = `${target.url}/never`;

      const res = await app.request(
        '/api/analyze',
        post({ url: page, competitor: [never, rivalUrl()] }),
      );
      expect(res.status).toBe(200);
      expect(analyse).toHaveBeenLastCalledWith(result, 'es', compareSites(result, [rival]));

      // The site itself, or a competitor named twice, is refused, as the form refuses it.
      for (const competitor of [
        [rivalUrl(), rivalUrl()],
        [never, page],
      ]) {
        const refused = await app.request('/api/analyze', post({ url: page, competitor }));
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ error: 'bad-request' });
      }
      expect(analyse).toHaveBeenCalledTimes(1);

      // None measured: the site's own analysis, the one asked without competitors.
      const none = await app.request('/api/analyze', post({ url: page, competitor: [never] }));
      expect(none.status).toBe(200);
      expect(analyse).toHaveBeenCalledTimes(2);
      expect(analyse).toHaveBeenLastCalledWith(result, 'es', undefined);
      await app.request('/api/analyze', post({ url: page }));
      expect(analyse).toHaveBeenCalledTimes(2);

      // The rival was measured on mobile: a desktop audit has no competitor.
      const desktop = resultOf(
        await events(await app.request(auditPath(page, { strategy: 'desktop' }))),
      );
      await app.request(
        '/api/analyze',
        post({ url: page, strategy: 'desktop', competitor: [rivalUrl()] }),
      );
      expect(analyse).toHaveBeenLastCalledWith(desktop, 'es', undefined);
    });

    it('answers 400 bad-request for more than two competitors or one that is not an audit URL', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { app } = makeApp({ analyse });
      await events(await app.request(auditPath(page)));
      await events(await app.request(auditPath(rivalUrl())));
      const refused: unknown[] = [
        [rivalUrl(), otherUrl(), `${target.url}/third`],
        ['javascript:alert(1)'],
        [rivalUrl(), 'ftp://x'],
        ['not a url'],
        ['http://user:secret@example.com/'],
        [`http://example.com/${'a'.repeat(2100)}`],
        [42],
        [null],
        rivalUrl(),
        { 0: rivalUrl() },
        null,
      ];
      for (const competitor of refused) {
        const res = await app.request('/api/analyze', post({ url: page, competitor }));
        expect(res.status, JSON.stringify(competitor)).toBe(400);
        expect(await res.json()).toEqual({ error: 'bad-request' });
      }
      expect(analyse).not.toHaveBeenCalled();
    });
  });

  describe('the audit limit', () => {
    it('allows 30 audits per client and window by default (each site of a comparison counts)', async () => {
      const { app, calls } = makeRoutes();
      for (let count = 1; count <= 30; count += 1) {
        const res = await app.request(auditPath(page));
        expect(res.status, `audit ${count}`).toBe(200);
        await events(res);
      }
      const res = await app.request(auditPath(page));
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ error: 'rate-limited' });
      expect(calls).toHaveLength(1);
    });
  });

  describe('hostile clients (issue 45)', () => {
    /** A request as the client at `address` sends it (the app trusts one proxy here). */
    const asClient = (address: string, init: RequestInit = {}) => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address },
    });
    const browserQueue = () => createRunQueue({ concurrency: 1, maxQueue: 6, typicalRunS: 20 });

    it('one client holds at most three places in the queue; another client still gets in', async () => {
      const { gate, measure } = gated();
      const { app, calls } = makeApp({ measure, queue: browserQueue() });
      const mine = [page, rivalUrl(), otherUrl()];
      const held = await Promise.all(
        mine.map((url) => app.request(auditPath(url), asClient('203.0.113.5'))),
      );
      for (const res of held) expect(res.status).toBe(200);
      // A fourth site of the same client (another address of its /64 counts as the same client).
      const fourth = await app.request(auditPath(`${target.url}/fourth`), asClient('203.0.113.5'));
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toBe('20');
      expect(await fourth.json()).toEqual({ error: 'rate-limited', retryAfter: 20 });
      const neighbour = await app.request(auditPath(page), asClient('198.51.100.9'));
      expect(neighbour.status).toBe(200);
      expect(calls).toHaveLength(4);
      gate.resolve();
      for (const res of [...held, neighbour]) expect(resultOf(await events(res))).toBeDefined();
    });

    it('refuses HEAD on the endpoints that start browser work (405), starting nothing', async () => {
      const { app, calls } = makeApp();
      for (const path of [auditPath(page), `/api/audit/pdf?url=${encodeURIComponent(page)}`]) {
        const res = await app.request(path, { method: 'HEAD' });
        expect(res.status, path).toBe(405);
        expect(res.headers.get('allow')).toBe('GET');
      }
      expect(calls).toHaveLength(0);
      expect(target.hits).toHaveLength(0);
    });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      [
        'our server under a name nobody configured (DNS rebinding)',
        { 'Sec-Fetch-Site': 'same-origin' },
      ],
    ])("another site's page cannot start an audit or a print: %s (403)", async (_, headers) => {
      const { app, calls } = makeApp();
      for (const path of [auditPath(page), `/api/audit/pdf?url=${encodeURIComponent(page)}`]) {
        const res = await app.request(`http://evil.example${path}`, { headers });
        expect(res.status, path).toBe(403);
        expect(await res.json()).toEqual({ error: 'cross-site' });
      }
      expect(calls).toHaveLength(0);
      expect(target.hits).toHaveLength(0);
    });

    it("one client's results are its own: another learns nothing of what was audited", async () => {
      const { app, calls } = makeApp();
      const result = resultOf(
        await events(await app.request(auditPath(page), asClient('203.0.113.5'))),
      );
      const body = { url: page, strategy: 'mobile' };
      // Its owner reads it; another client's analysis is refused as if nothing were measured.
      expect((await app.request('/api/analyze', asClient('203.0.113.5', post(body)))).status).toBe(
        200,
      );
      const other = await app.request('/api/analyze', asClient('198.51.100.9', post(body)));
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: 'no-result' });
      // Another client's audit of the same address runs anew (no answer at once from the cache).
      const again = await events(await app.request(auditPath(page), asClient('198.51.100.9')));
      expect(again.map((item) => item.event)[0]).toBe('step');
      expect(resultOf(again).timestamp).not.toBe(result.timestamp);
      expect(calls).toHaveLength(2);
    });

    it('a print waits in the queue of the browser work, and leaves it when its visitor leaves', async () => {
      const queue = browserQueue();
      const gate = deferred();
      const audit = queue.run(
        '203.0.113.5',
        () => {},
        new AbortController().signal,
        () => gate.promise,
      );
      const printer = createPdfPrinter(() => Promise.reject(new Error('not asked')), queue);
      const leaving = new AbortController();
      const print = printer.print('/auditoria-web', '198.51.100.9', leaving.signal);
      let settled = false;
      void print.then(
        () => (settled = true),
        () => (settled = true),
      );
      await drained();
      expect(settled).toBe(false); // the audit holds the browser: the print has not started
      leaving.abort(new Error('left'));
      await expect(print).rejects.toThrow('left');
      gate.resolve();
      await audit;
      // A visitor holding its three places gets no fourth for a print.
      const stalls = [1, 2, 3].map(() =>
        queue.run(
          '203.0.113.5',
          () => {},
          new AbortController().signal,
          () => gate.promise,
        ),
      );
      await expect(
        printer.print('/auditoria-web', '203.0.113.5', new AbortController().signal),
      ).rejects.toMatchObject({ code: 'rate-limited' });
      await Promise.all(stalls);
    });
  });

  describe('GET /api/audit/pdf', () => {
    const PDF = new Uint8Array([37, 80, 68, 70]); // %PDF
    const SECRET = 'secret';

    /** A printer that prints `PDF` (or as told), recording the pages it was given. */
    function fakePrinter(
      print: (path: string) => Promise<Uint8Array> = () => Promise.resolve(PDF),
    ) {
      const paths: string[] = [];
      const printer = {
        // The tests' requests have no socket: their client is 'unknown'.
        printsFor: (header: string | undefined) => (header === SECRET ? 'unknown' : null),
        print: (path: string) => {
          paths.push(path);
          return print(path);
        },
      } as unknown as PdfPrinter;
      return { printer, paths };
    }

    const pdfPath = (
      url: string,
      query: Record<string, string> = {},
      competitors: string[] = [],
    ) => {
      const params = new URLSearchParams({ url, ...query });
      for (const competitor of competitors) params.append('competitor', competitor);
      return `/api/audit/pdf?${params.toString()}`;
    };

    it('answers 501 not-available without a printer', async () => {
      const { app } = makeApp();
      await events(await app.request(auditPath(page)));
      const res = await app.request(pdfPath(page));
      expect(res.status).toBe(501);
      expect(await res.json()).toEqual({ error: 'not-available' });
      expectApiHeaders(res);
      const routes = makeRoutes();
      await events(await routes.app.request(auditPath(page)));
      expect((await routes.app.request(pdfPath(page))).status).toBe(501);
    });

    it('answers 404 no-result, starting nothing, when the result or a competitor is not cached', async () => {
      const { printer, paths } = fakePrinter();
      const { app, calls } = makeRoutes({ printer });
      const none = await app.request(pdfPath(page));
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ error: 'no-result' });
      expect(calls).toHaveLength(0);

      await events(await app.request(auditPath(page)));
      await events(await app.request(auditPath(rivalUrl())));
      for (const path of [
        pdfPath(page, {}, [otherUrl()]),
        pdfPath(page, {}, [rivalUrl(), otherUrl()]),
        pdfPath(page, { strategy: 'desktop' }),
        pdfPath(page, { lang: 'en' }),
        pdfPath(otherUrl(), {}, [page]),
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ error: 'no-result' });
      }
      expect(paths).toEqual([]);
      expect(calls).toHaveLength(2); // the two audits, nothing for a PDF
    });

    it("prints the report page in the request's language, with its competitors, as an attachment", async () => {
      const { printer, paths } = fakePrinter();
      const { app } = makeRoutes({ printer });
      const result = resultOf(await events(await app.request(auditPath(page))));
      await events(await app.request(auditPath(rivalUrl())));
      const res = await app.request(pdfPath(page, {}, [rivalUrl()]));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(result.timestamp.slice(0, 10)).toBe('2026-01-01');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="audit-report-2026-01-01.pdf"',
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
      expect(paths).toEqual([
        `/auditoria-web?url=${encodeURIComponent(page)}&strategy=mobile` +
          `&competitor=${encodeURIComponent(rivalUrl())}`,
      ]);
      expect(paths[0]).toBe(
        `/auditoria-web${auditQueryOf({ url: page, strategy: 'mobile', competitors: [rivalUrl()] })}`,
      );

      await events(await app.request(auditPath(page, { strategy: 'desktop', lang: 'en' })));
      const english = await app.request(pdfPath(page, { strategy: 'desktop', lang: 'en' }));
      expect(english.status).toBe(200);
      expect(paths[1]).toBe(`/en/web-audit?url=${encodeURIComponent(page)}&strategy=desktop`);
    });

    it("answers the queue's refusal (503 busy with Retry-After), 502 failed when printing fails", async () => {
      const busy = fakePrinter(() => Promise.reject(new AuditFailure('busy', 10)));
      const routes = makeRoutes({ printer: busy.printer });
      await events(await routes.app.request(auditPath(page)));
      const res = await routes.app.request(pdfPath(page));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(await res.json()).toEqual({ error: 'busy', retryAfter: 10 });
      expect(busy.paths).toHaveLength(1);

      const broken = fakePrinter(() => Promise.reject(new Error('the browser crashed')));
      const other = makeRoutes({ printer: broken.printer });
      await events(await other.app.request(auditPath(page)));
      const failed = await other.app.request(pdfPath(page));
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ error: 'failed' });
    });

    // The cases the form's own test types in (tests/browser/audit-form.test.tsx): what the form
    // sends, the server accepts, for the PDF and the analysis; what the form refuses, it refuses.
    it('accepts exactly the competitor lists the audit form accepts, the same sites', async () => {
      const analyse = vi.fn(createAnalyst(null));
      const { printer, paths } = fakePrinter();
      const { app } = makeRoutes({
        printer,
        analyse,
        pdfLimit: { max: 1000, windowMs: 60_000 },
        analyzeLimit: { max: 1000, windowMs: 60_000 },
      });
      const cases = competitorCases(target.url);
      const results = new Map<string, AuditResult>();
      for (const site of [page, ...cases.flatMap(({ accepted }) => accepted ?? [])]) {
        if (!results.has(site))
          results.set(site, resultOf(await events(await app.request(auditPath(site)))));
      }
      for (const { name, own, values, accepted } of cases) {
        const pdf = await app.request(pdfPath(own, {}, values));
        const analysis = await app.request('/api/analyze', post({ url: own, competitor: values }));
        if (accepted === null) {
          expect(pdf.status, name).toBe(400);
          expect(await pdf.json(), name).toEqual({ error: 'bad-request' });
          expect(analysis.status, name).toBe(400);
          continue;
        }
        expect(pdf.status, name).toBe(200);
        expect(paths.at(-1), name).toBe(
          `/auditoria-web${auditQueryOf({ url: page, strategy: 'mobile', competitors: accepted })}`,
        );
        expect(analysis.status, name).toBe(200);
        const result = results.get(page) as AuditResult;
        const rivals = accepted.map((site) => results.get(site) as AuditResult);
        expect(analyse, name).toHaveBeenLastCalledWith(
          result,
          'es',
          rivals.length > 0 ? compareSites(result, rivals) : undefined,
        );
      }
    });

    it('answers 400 for a bad address, device or competitor, printing nothing', async () => {
      const { printer, paths } = fakePrinter();
      const { app } = makeRoutes({ printer });
      await events(await app.request(auditPath(page)));
      const invalid = await app.request(pdfPath('javascript:alert(1)'));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ error: 'invalid-url' });
      for (const path of [
        pdfPath(page, { strategy: 'tablet' }),
        pdfPath(page, { lang: 'fr' }),
        pdfPath(page, {}, [rivalUrl(), otherUrl(), `${target.url}/third`]),
        pdfPath(page, {}, ['ftp://x']),
        pdfPath(page, {}, [page]),
        pdfPath(page, {}, [rivalUrl(), rivalUrl()]),
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(400);
        expect(await res.json()).toEqual({ error: 'bad-request' });
      }
      expect(paths).toEqual([]);
    });

    it('has a limit of its own (429 with Retry-After), apart from the audit limit', async () => {
      const { printer, paths } = fakePrinter();
      const { app } = makeRoutes({
        printer,
        pdfLimit: { max: 2, windowMs: 60_000 },
        auditLimit: { max: 1000, windowMs: 60_000 },
      });
      await events(await app.request(auditPath(page)));
      expect((await app.request(pdfPath(page))).status).toBe(200);
      expect((await app.request(pdfPath(page))).status).toBe(200);
      const res = await app.request(pdfPath(page));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: 'rate-limited' });
      expect(paths).toHaveLength(2);
      // Audits are still allowed.
      expect((await app.request(auditPath(page))).status).toBe(200);
    });

    describe("the print browser's requests (the printer's secret in x-audit-print)", () => {
      const printing = { headers: { [PRINT_HEADER]: SECRET } };

      it('GET /api/audit answers from the cache only, and is not counted', async () => {
        expect(PRINT_HEADER).toBe('x-audit-print');
        const { printer } = fakePrinter();
        const { app, calls } = makeRoutes({ printer, auditLimit: { max: 1, windowMs: 60_000 } });
        // Not cached: no run and no address check, but no-result.
        const miss = await app.request(auditPath(page), printing);
        expect(miss.status).toBe(502);
        expect(await miss.json()).toEqual({ error: 'no-result' });
        expect(calls).toHaveLength(0);
        expect(target.hits).toHaveLength(0);

        // The visitor's audit: the one allowed.
        const result = resultOf(await events(await app.request(auditPath(page))));
        for (let count = 0; count < 3; count += 1) {
          const list = await events(await app.request(auditPath(page), printing));
          expect(list.map((item) => item.event)).toEqual(['result']);
          expect(resultOf(list)).toEqual(result);
        }
        expect(calls).toHaveLength(1);
        expect((await app.request(auditPath(page))).status).toBe(429);
      });

      it('POST /api/analyze is not counted', async () => {
        const { printer } = fakePrinter();
        const { app } = makeRoutes({ printer, analyzeLimit: { max: 1, windowMs: 60_000 } });
        await events(await app.request(auditPath(page)));
        const body = { url: page, strategy: 'mobile' };
        for (let count = 0; count < 3; count += 1) {
          const res = await app.request('/api/analyze', post(body, { [PRINT_HEADER]: SECRET }));
          expect(res.status).toBe(200);
        }
        expect((await app.request('/api/analyze', post(body))).status).toBe(200);
        expect((await app.request('/api/analyze', post(body))).status).toBe(429);
      });

      it('a wrong secret, or no printer, makes an ordinary request: it runs and is counted', async () => {
        const { printer } = fakePrinter();
        const limited = { auditLimit: { max: 1, windowMs: 60_000 } };
        const { app, calls } = makeRoutes({ printer, ...limited });
        const guessed = await app.request(auditPath(page), {
          headers: { [PRINT_HEADER]: 'guess' },
        });
        expect(guessed.status).toBe(200);
        expect(resultOf(await events(guessed)).url).toBe(page);
        expect(calls).toHaveLength(1);
        expect(
          (await app.request(auditPath(page), { headers: { [PRINT_HEADER]: '' } })).status,
        ).toBe(429);

        const without = makeRoutes(limited);
        const res = await without.app.request(auditPath(page), printing);
        expect(res.status).toBe(200);
        await events(res);
        expect(without.calls).toHaveLength(1);
        expect((await without.app.request(auditPath(page), printing)).status).toBe(429);
      });
    });
  });
});
