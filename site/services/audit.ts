// The audit page's client of the server's audit API: the run's steps as they stream, then its
// result; and the analysis of a result. Failures come back as the spec's error codes.
import { createParser } from 'eventsource-parser';
import {
  AUDIT_ERRORS,
  AUDIT_QUERY,
  type AnalysisAnswer,
  type AuditError,
  type AuditEvent,
  type AuditResult,
  type AuditTarget,
} from '../../domain/audit/types';
import type { Lang } from '../routes';

export const AUDIT_ENDPOINT = '/api/audit';
export const ANALYZE_ENDPOINT = '/api/analyze';
/** The report as a PDF, printed by the server's audit browser (the local provider's). */
export const AUDIT_PDF_ENDPOINT = '/api/audit/pdf';

/** When the server is busy and does not say for how long (s). */
export const DEFAULT_RETRY_S = 30;

/** One site's audit: its address and device. */
export type SiteTarget = Pick<AuditTarget, 'url' | 'strategy'>;

/** An audit or analysis that ended with one of the spec's failures. */
export class AuditClientError extends Error {
  constructor(
    readonly code: AuditError,
    readonly retryAfter?: number,
  ) {
    super(code);
    this.name = 'AuditClientError';
  }
}

const isAuditError = (value: unknown): value is AuditError =>
  AUDIT_ERRORS.some((code) => code === value);

async function failureOf(response: Response): Promise<AuditClientError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    retryAfter?: unknown;
  } | null;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  if (isAuditError(body?.error)) return new AuditClientError(body.error, retryAfter);
  if (response.status === 429) return new AuditClientError('rate-limited', retryAfter);
  return new AuditClientError('failed');
}

type Step = Extract<AuditEvent, { type: 'step' }>;

/**
 * Runs (or joins, or reads from the server's cache) the audit of a site. Aborting the signal
 * leaves the run, which the server then cancels if nobody else waits for it.
 */
export async function runAudit(
  target: SiteTarget,
  lang: Lang,
  onStep: (step: Step) => void,
  signal: AbortSignal,
): Promise<AuditResult> {
  const query = new URLSearchParams({
    [AUDIT_QUERY.url]: target.url,
    [AUDIT_QUERY.strategy]: target.strategy,
    [AUDIT_QUERY.lang]: lang,
  });
  let response: Response;
  try {
    response = await fetch(`${AUDIT_ENDPOINT}?${query.toString()}`, {
      headers: { Accept: 'text/event-stream' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AuditClientError('failed');
  }
  if (!response.ok || !response.body) throw await failureOf(response);

  let end: AuditEvent | undefined;
  const parser = createParser({
    onEvent(message) {
      let event: AuditEvent;
      try {
        event = JSON.parse(message.data) as AuditEvent;
      } catch {
        return;
      }
      if (event.type === 'step') onStep(event);
      else end ??= event;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!end) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AuditClientError('failed');
  } finally {
    void reader.cancel().catch(() => {});
  }
  if (end?.type === 'result') return end.result;
  if (end?.type === 'error') {
    throw new AuditClientError(isAuditError(end.error) ? end.error : 'failed', end.retryAfter);
  }
  throw new AuditClientError('failed'); // the stream ended without an outcome
}

/**
 * The AI analysis (or the fallback) of a result the server has just measured, compared with the
 * competitors it measured beside it (`target.competitors`: those measured).
 */
export async function analyseAudit(
  target: AuditTarget,
  lang: Lang,
  signal: AbortSignal,
): Promise<AnalysisAnswer> {
  let response: Response;
  try {
    response = await fetch(ANALYZE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        [AUDIT_QUERY.url]: target.url,
        [AUDIT_QUERY.strategy]: target.strategy,
        [AUDIT_QUERY.lang]: lang,
        [AUDIT_QUERY.competitor]: target.competitors,
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AuditClientError('failed');
  }
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as AnalysisAnswer;
}

/**
 * The report of a result the server measured (and of the competitors it measured beside it), as
 * a PDF printed by the server. Fails when the server has no audit browser or no longer holds
 * the results: the page then prints the report itself.
 */
export async function auditPdf(target: AuditTarget, lang: Lang): Promise<Blob> {
  const query = new URLSearchParams({
    [AUDIT_QUERY.url]: target.url,
    [AUDIT_QUERY.strategy]: target.strategy,
    [AUDIT_QUERY.lang]: lang,
  });
  for (const competitor of target.competitors) query.append(AUDIT_QUERY.competitor, competitor);
  let response: Response;
  try {
    response = await fetch(`${AUDIT_PDF_ENDPOINT}?${query.toString()}`, {
      headers: { Accept: 'application/pdf' },
    });
  } catch {
    throw new AuditClientError('failed');
  }
  if (!response.ok || response.headers.get('Content-Type') !== 'application/pdf')
    throw await failureOf(response);
  return response.blob();
}
