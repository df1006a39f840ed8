// GET /api/audit (Server-Sent Events: steps, then the result or the failure) and
// POST /api/analyze (the AI analysis of a result the server measured).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import {
  acceptedCompetitors,
  AUDIT_QUERY,
  AUDIT_STRATEGIES,
  auditQueryOf,
  compareSites,
  reportFileName,
  type AnalysisAnswer,
  type AuditError,
  type AuditEvent,
  type AuditStrategy,
  parseAuditUrl,
} from '../../../domain/audit';
import { languages, pathFor, type Lang } from '../../routes';
import { clientAddress, createRateLimiter } from '../rate-limit';
import { isCrossSite, mediaTypeOf } from '../request-guard';
import { BlockedUrlError, checkUrl, type AllowList, type Resolver } from '../url-guard';
import type { Analyst } from './analysis';
import { PRINT_HEADER, type PdfPrinter } from './pdf';
import { AuditFailure, type AuditRequest } from './provider';
import type { RunQueue } from './run-queue';
import { requestKey, type AuditService } from './service';

export type AuditRoutesOptions = {
  service: AuditService;
  analyse: Analyst;
  allow: AllowList;
  resolver?: Resolver | undefined;
  /** Audits (new or cached) allowed per client and window. */
  auditLimit?: { max: number; windowMs: number };
  /** Analyses allowed per client and window. */
  analyzeLimit?: { max: number; windowMs: number };
  /**
   * The queue the server's browser work waits in, when it prints reports to PDF (the local
   * provider: its audit browser prints, in the same queue as the audits).
   */
  printQueue?: RunQueue | undefined;
  /** The printer, given by the app (it answers the print browser's requests). */
  printer?: PdfPrinter | undefined;
  /** PDFs allowed per client and window. */
  pdfLimit?: { max: number; windowMs: number };
};

const ERROR_STATUS: Partial<Record<AuditError, 400 | 429 | 503>> = {
  'invalid-url': 400,
  'not-found': 400,
  'rate-limited': 429,
  busy: 503,
};

function failure(c: Context, error: AuditError, retryAfter?: number) {
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return c.json({ error, ...(retryAfter ? { retryAfter } : {}) }, ERROR_STATUS[error] ?? 502);
}

/** The audit's parameters from a query or a JSON body; null when one is unusable. */
function auditRequest(values: Record<string, unknown>): AuditRequest | null | 'invalid-url' {
  const strategy = values[AUDIT_QUERY.strategy] ?? 'mobile';
  const lang = values[AUDIT_QUERY.lang] ?? 'es';
  if (!AUDIT_STRATEGIES.includes(strategy as AuditStrategy)) return null;
  if (!languages.includes(lang as Lang)) return null;
  const raw = values[AUDIT_QUERY.url];
  const url = typeof raw === 'string' && raw.length <= 2048 ? parseAuditUrl(raw) : null;
  if (!url) return 'invalid-url';
  return { url, strategy: strategy as AuditStrategy, lang: lang as Lang };
}

/**
 * The competitors' addresses of a request (a list, or none), else null: exactly the lists the
 * audit form accepts (the audit's rules, acceptedCompetitors).
 */
function competitorUrls(value: unknown, own: URL): URL[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  return acceptedCompetitors(own.href, value)?.map((site) => new URL(site)) ?? null;
}

/** Three addresses of up to 2 KB each, and the rest. */
const ANALYZE_MAX_BYTES = 8 * 1024;
const ANALYSES_KEPT = 200;

export function auditRoutes({
  service,
  analyse,
  allow,
  resolver,
  // Each site counts: an audit with two competitors is three.
  auditLimit = { max: 30, windowMs: 10 * 60_000 },
  analyzeLimit = { max: 20, windowMs: 10 * 60_000 },
  printer,
  pdfLimit = { max: 10, windowMs: 10 * 60_000 },
}: AuditRoutesOptions) {
  const routes = new Hono();
  const auditLimiter = createRateLimiter(auditLimit);
  const analyzeLimiter = createRateLimiter(analyzeLimit);
  const pdfLimiter = createRateLimiter(pdfLimit);
  /**
   * The visitor a request of the print browser is for (answered from that visitor's cached
   * results only, not counted), or null.
   */
  const printingFor = (c: Context) => printer?.printsFor(c.req.header(PRINT_HEADER)) ?? null;
  /** Whose results a request reads: the visitor's own, or those of the visitor a print is for. */
  const clientOf = (c: Context) => printingFor(c) ?? clientAddress(c);
  const analyses = new Map<string, Promise<AnalysisAnswer>>();

  routes.use('*', async (c, next) => {
    await next();
    // After the handler: streamSSE sets its own 'no-cache'.
    c.res.headers.set('Cache-Control', 'no-store');
  });

  // The endpoints that start browser work (an audit, a print) are GETs: an EventSource and a
  // download link are. Other sites' pages may not use them (a page could make its own visitors
  // start audits), as they may not POST (request-guard.ts); and a HEAD, which cannot read the
  // answer, may not start them either.
  for (const path of ['/audit', '/audit/pdf']) {
    routes.get(path, async (c, next) => {
      // Hono answers a HEAD with its GET's handler, the answer then dropped.
      if (c.req.method === 'HEAD') {
        c.header('Allow', 'GET');
        return c.body(null, 405);
      }
      if (!printingFor(c) && isCrossSite(c)) return c.json({ error: 'cross-site' }, 403);
      await next();
    });
  }

  routes.get('/audit', async (c) => {
    const printing = printingFor(c) !== null;
    const client = clientOf(c);
    const limit = printing ? { allowed: true as const } : auditLimiter(client);
    if (!limit.allowed) return failure(c, 'rate-limited', limit.retryAfterS);
    const request = auditRequest(c.req.query());
    if (request === null) return c.json({ error: 'bad-request' }, 400);
    if (request === 'invalid-url') return failure(c, 'invalid-url');

    const hit = service.cached(request, client);
    if (!hit && printing) return failure(c, 'no-result');
    if (!hit) {
      try {
        await checkUrl(request.url, allow, resolver);
      } catch (error) {
        if (error instanceof BlockedUrlError) return failure(c, 'invalid-url');
        return failure(c, 'not-found'); // the name does not resolve
      }
    }

    // Events arrive from the run before and while the stream is open: buffered, then drained.
    const pending: AuditEvent[] = [];
    let wake: (() => void) | undefined;
    const listener = (event: AuditEvent) => {
      pending.push(event);
      wake?.();
    };
    let leave = () => {};
    if (hit) {
      pending.push({ type: 'result', result: hit });
    } else {
      try {
        leave = service.join(request, client, listener);
      } catch (error) {
        if (error instanceof AuditFailure) return failure(c, error.code, error.retryAfterS);
        throw error;
      }
    }

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => {
        leave();
        wake?.();
      });
      try {
        for (;;) {
          const event = pending.shift();
          if (!event) {
            if (stream.aborted) return;
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          if (event.type !== 'step') return;
        }
      } finally {
        leave();
      }
    });
  });

  routes.post(
    '/analyze',
    bodyLimit({
      maxSize: ANALYZE_MAX_BYTES,
      onError: (c) => c.json({ error: 'too-large' }, 413),
    }),
    async (c) => {
      const client = clientOf(c);
      const limit = printingFor(c) ? { allowed: true as const } : analyzeLimiter(client);
      if (!limit.allowed) return failure(c, 'rate-limited', limit.retryAfterS);
      // Exactly JSON, as the page sends it (see request-guard.ts).
      if (mediaTypeOf(c) !== 'application/json') return c.json({ error: 'bad-request' }, 400);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'bad-request' }, 400);
      }
      if (typeof body !== 'object' || body === null) return c.json({ error: 'bad-request' }, 400);
      const request = auditRequest(body as Record<string, unknown>);
      if (request === null) return c.json({ error: 'bad-request' }, 400);
      if (request === 'invalid-url') return failure(c, 'invalid-url');
      const competitors = competitorUrls(
        (body as Record<string, unknown>)[AUDIT_QUERY.competitor],
        request.url,
      );
      if (competitors === null) return c.json({ error: 'bad-request' }, 400);
      const result = service.cached(request, client);
      // Only a result this server measured for this visitor is analysed: the page asks right
      // after its audit.
      if (!result) return c.json({ error: 'no-result' }, 404);
      // Only competitors this server measured are compared (the page names those it has).
      const measured = competitors.flatMap((url) => {
        const hit = service.cached({ ...request, url }, client);
        return hit ? [hit] : [];
      });
      // One analysis per measured result and comparison (identical requests share it), so a
      // shared link shows the same analysis as long as the results are cached.
      const key = [result, ...measured]
        .map((item) => `${requestKey({ ...request, url: new URL(item.url) })}|${item.timestamp}`)
        .join('\n');
      let answer = analyses.get(key);
      if (!answer) {
        answer = analyse(
          result,
          request.lang,
          measured.length > 0 ? compareSites(result, measured) : undefined,
        );
        analyses.set(key, answer);
        while (analyses.size > ANALYSES_KEPT)
          analyses.delete(analyses.keys().next().value as string);
      }
      return c.json(await answer);
    },
  );

  // The report as a PDF, printed by the server from the results it holds (see pdf.ts).
  routes.get('/audit/pdf', async (c) => {
    if (!printer) return c.json({ error: 'not-available' }, 501);
    const client = clientAddress(c);
    const limit = pdfLimiter(client);
    if (!limit.allowed) return failure(c, 'rate-limited', limit.retryAfterS);
    const request = auditRequest(c.req.query());
    if (request === null) return c.json({ error: 'bad-request' }, 400);
    if (request === 'invalid-url') return failure(c, 'invalid-url');
    const competitors = competitorUrls(c.req.queries(AUDIT_QUERY.competitor) ?? [], request.url);
    if (competitors === null) return c.json({ error: 'bad-request' }, 400);
    const result = service.cached(request, client);
    // Only what this server measured for this visitor and still holds is printed: nothing runs
    // for a PDF.
    if (!result || competitors.some((url) => !service.cached({ ...request, url }, client)))
      return c.json({ error: 'no-result' }, 404);
    const page = `${pathFor({ key: 'audit' }, request.lang)}${auditQueryOf({
      url: request.url.href,
      strategy: request.strategy,
      competitors: competitors.map((url) => url.href),
    })}`;
    let pdf: Uint8Array;
    const { signal } = c.req.raw; // the visitor left: a waiting print leaves the queue
    try {
      pdf = await printer.print(page, client, signal);
    } catch (error) {
      if (error instanceof AuditFailure) return failure(c, error.code, error.retryAfterS);
      if (!signal.aborted) console.error('PDF failed:', error);
      return failure(c, 'failed');
    }
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${reportFileName(result, 'pdf')}"`,
    });
  });

  return routes;
}
