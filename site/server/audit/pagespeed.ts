// The configured provider: Google's PageSpeed Insights API, with the key held by the server
// (spec section 7: retried up to 3 times, only on timeout, after 1 s; timeout 20 s x attempt).
import { AUDIT_CATEGORIES, fieldVitalsOf, type LighthouseResult } from '../../../domain/audit';
import { upstreamFetch } from '../upstream';
import {
  AuditFailure,
  delay,
  type AuditProvider,
  type AuditRequest,
  type Progress,
} from './provider';
import { createRunQueue } from './run-queue';

export const PAGESPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

export type PagespeedOptions = {
  apiKey: string;
  endpoint?: string;
  /** Per attempt: timeoutMs x attempt number. */
  timeoutMs?: number;
  attempts?: number;
  retryDelayMs?: number;
  /** Runs at the same time, and waiting besides them (see run-queue.ts). */
  concurrency?: number;
  maxQueue?: number;
};

const STATUS_ERRORS = { 429: 'rate-limited', 403: 'auth', 404: 'not-found' } as const;

export function pagespeedProvider({
  apiKey,
  endpoint = PAGESPEED_ENDPOINT,
  timeoutMs = 20_000,
  attempts = 3,
  retryDelayMs = 1000,
  concurrency = 4,
  maxQueue = 8,
}: PagespeedOptions): AuditProvider {
  // Within the API's quota, and never more waiting runs than visitors would sit through.
  const queue = createRunQueue({ concurrency, maxQueue, typicalRunS: 30 });

  async function measure(
    { url, strategy, lang }: AuditRequest,
    progress: Progress,
    signal: AbortSignal,
  ): Promise<LighthouseResult> {
    const query = new URL(endpoint);
    query.searchParams.set('url', url.href);
    query.searchParams.set('key', apiKey);
    query.searchParams.set('strategy', strategy);
    for (const category of AUDIT_CATEGORIES) query.searchParams.append('category', category);
    query.searchParams.set('locale', lang);

    for (let attempt = 1; ; attempt += 1) {
      progress('loading');
      const timeout = AbortSignal.timeout(timeoutMs * attempt);
      // The attempt ran out of time (answering or sending its body): tried again, or timeout.
      const retry = async () => {
        if (attempt >= attempts) throw new AuditFailure('timeout');
        await delay(retryDelayMs, signal);
      };
      let response: Response;
      try {
        response = await upstreamFetch(query, { signal: AbortSignal.any([signal, timeout]) });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (timeout.aborted) {
          await retry();
          continue;
        }
        console.error('PageSpeed Insights request failed:', error);
        throw new AuditFailure('failed');
      }
      if (!response.ok) {
        const code =
          STATUS_ERRORS[response.status as keyof typeof STATUS_ERRORS] ?? ('failed' as const);
        console.error(`PageSpeed Insights answered ${response.status}`);
        throw new AuditFailure(code);
      }
      progress('scoring');
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        if (signal.aborted) throw signal.reason;
        if (timeout.aborted) {
          await retry();
          continue;
        }
        throw new AuditFailure('no-result');
      }
      const result = (body as { lighthouseResult?: LighthouseResult } | null)?.lighthouseResult;
      if (!result || typeof result !== 'object' || !result.audits) {
        throw new AuditFailure('no-result');
      }
      // Real visitors' vitals, where Google has them, beside the lab run.
      return { ...result, field: fieldVitalsOf(body) };
    }
  }

  return {
    name: 'pagespeed',
    refusal: queue.refusal,
    measure: (request, client, progress, signal) =>
      queue.run(client, progress, signal, () => measure(request, progress, signal)),
  };
}
