import type { AuditError, AuditStep, AuditStrategy, LighthouseResult } from '../../../domain/audit';
import type { Lang } from '../../routes';

/** An audit ended with one of the spec's failures (section 8). */
export class AuditFailure extends Error {
  constructor(
    readonly code: AuditError,
    /** For 'busy' and 'rate-limited': when to try again. */
    readonly retryAfterS?: number,
  ) {
    super(`Audit failed: ${code}`);
    this.name = 'AuditFailure';
  }
}

export type AuditRequest = { url: URL; strategy: AuditStrategy; lang: Lang };

/** Progress of a measurement: the step it is on, and its place in the queue while queued. */
export type Progress = (step: Exclude<AuditStep, 'validating'>, position?: number) => void;

/** Where the Lighthouse result comes from: PageSpeed Insights or the server's own Chromium. */
export type AuditProvider = {
  name: 'pagespeed' | 'lighthouse';
  /**
   * Why a new run for this client (its address) cannot be accepted now ('busy', or
   * 'rate-limited' when it holds its share of the queue, each with its Retry-After), else null.
   */
  refusal(client: string): AuditFailure | null;
  /**
   * Measures the page for a client; rejects with AuditFailure, or with the signal's reason when
   * aborted.
   */
  measure(
    request: AuditRequest,
    client: string,
    progress: Progress,
    signal: AbortSignal,
  ): Promise<LighthouseResult>;
};

/** Resolves after `ms`, or rejects when the signal aborts first. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
