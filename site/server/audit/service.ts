// Audit runs: one per client, URL, strategy and language at a time (a client's identical
// requests share it), the result cached for that client for a few minutes (its report, its
// analysis and its PDF read it), the page's own facts (sitemap, social tags) fetched through the
// address guard, and a run nobody waits for any more cancelled. Runs and results are each
// client's own: another visitor cannot learn what was audited by whether an answer comes at once.
import {
  mapLighthouseResult,
  NoAuditResultError,
  type AuditEvent,
  type AuditResult,
  type PageFacts,
} from '../../../domain/audit';
import { guardedFetch } from '../guarded-fetch';
import { rateLimitKey } from '../rate-limit';
import { BlockedUrlError, type AllowList, type Resolver } from '../url-guard';
import { PAGE_FACTS_MAX_BYTES, readPageFacts } from './page-facts';
import { AuditFailure, type AuditProvider, type AuditRequest } from './provider';

/** Spec section 7: the sitemap check's timeout. */
export const SITEMAP_TIMEOUT_MS = 5000;
const PAGE_TIMEOUT_MS = 10_000;

export type Listener = (event: AuditEvent) => void;

type Run = {
  listeners: Set<Listener>;
  controller: AbortController;
  /** The latest step, told to whoever joins the run later. */
  last?: AuditEvent;
};

export type AuditServiceOptions = {
  provider: AuditProvider;
  allow: AllowList;
  resolver?: Resolver | undefined;
  cacheTtlMs?: number;
  cacheMax?: number;
};

export const requestKey = ({ url, strategy, lang }: AuditRequest) =>
  `${strategy}|${lang}|${url.href}`;

/** A client's request: the key of its run and its cached result (clients by rateLimitKey). */
const clientKey = (request: AuditRequest, client: string) =>
  `${rateLimitKey(client)}|${requestKey(request)}`;

/** The page's HTML and its sitemap, checked beside the measurement. */
export async function pageFacts(
  url: URL,
  allow: AllowList,
  signal: AbortSignal,
  resolver?: Resolver,
): Promise<PageFacts> {
  let html = '';
  let origin = url.origin;
  try {
    const page = await guardedFetch(
      url,
      { method: 'GET', signal, timeoutMs: PAGE_TIMEOUT_MS, maxBytes: PAGE_FACTS_MAX_BYTES },
      allow,
      resolver,
    );
    origin = page.url.origin;
    if (page.status < 400) html = page.body.toString('utf8');
  } catch (error) {
    if (error instanceof BlockedUrlError || signal.aborted) throw error;
    // Unreachable for a plain fetch (a bot wall, say): the checks read as not found.
  }
  let sitemap = false;
  try {
    const answer = await guardedFetch(
      new URL('/sitemap.xml', origin),
      { method: 'HEAD', signal, timeoutMs: SITEMAP_TIMEOUT_MS },
      allow,
      resolver,
    );
    sitemap = answer.status >= 200 && answer.status < 300;
  } catch (error) {
    if (error instanceof BlockedUrlError || signal.aborted) throw error;
  }
  return readPageFacts(html, sitemap);
}

export function createAuditService({
  provider,
  allow,
  resolver,
  cacheTtlMs = 10 * 60_000,
  cacheMax = 200,
}: AuditServiceOptions) {
  const cache = new Map<string, { result: AuditResult; expires: number }>();
  const runs = new Map<string, Run>();

  function cached(key: string): AuditResult | undefined {
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (hit.expires > Date.now()) return hit.result;
    cache.delete(key);
    return undefined;
  }

  function store(key: string, result: AuditResult) {
    cache.delete(key);
    cache.set(key, { result, expires: Date.now() + cacheTtlMs });
    while (cache.size > cacheMax) cache.delete(cache.keys().next().value as string);
  }

  async function execute(request: AuditRequest, client: string, run: Run, key: string) {
    const tell = (event: AuditEvent) => {
      if (event.type === 'step') run.last = event;
      for (const listener of run.listeners) listener(event);
    };
    const { signal } = run.controller;
    try {
      const facts = pageFacts(request.url, allow, signal, resolver);
      facts.catch(() => {}); // read below; an early failure must not go unhandled meanwhile
      let lhr;
      try {
        lhr = await provider.measure(
          request,
          client,
          (step, position) => tell({ type: 'step', step, ...(position ? { position } : {}) }),
          signal,
        );
      } catch (error) {
        // A redirect to a refused address fails the browser's run (its proxy refuses it); the
        // page fetch beside it says why, and that is the message the visitor gets.
        const why = await facts.then(
          () => null,
          (reason: unknown) => reason,
        );
        throw why instanceof BlockedUrlError ? why : error;
      }
      tell({ type: 'step', step: 'sitemap' });
      const result = mapLighthouseResult(lhr, await facts, {
        url: request.url.href,
        strategy: request.strategy,
        provider: provider.name,
      });
      store(key, result);
      tell({ type: 'result', result });
    } catch (error) {
      if (signal.aborted) return; // nobody is listening any more
      if (error instanceof AuditFailure) {
        tell({ type: 'error', error: error.code });
      } else if (error instanceof BlockedUrlError) {
        tell({ type: 'error', error: 'invalid-url' });
      } else if (error instanceof NoAuditResultError) {
        console.error(error.message);
        tell({ type: 'error', error: 'no-result' });
      } else {
        console.error('Audit failed:', error);
        tell({ type: 'error', error: 'failed' });
      }
    } finally {
      // Only this run: a cancelled run may end after a new run of the same request started.
      if (runs.get(key) === run) runs.delete(key);
    }
  }

  return {
    /** This client's result of this request, while it is cached. */
    cached: (request: AuditRequest, client: string) => cached(clientKey(request, client)),

    /**
     * Joins this client's run of this request, starting it if none is on; the listener hears its
     * steps and its end. Throws AuditFailure ('busy', or 'rate-limited' when the client holds its
     * share of the queue) when a new run cannot start now.
     * The returned function leaves the run; the last one to leave cancels it.
     */
    join(request: AuditRequest, client: string, listener: Listener): () => void {
      const key = clientKey(request, client);
      let run = runs.get(key);
      if (!run) {
        const refusal = provider.refusal(client);
        if (refusal) throw refusal;
        run = { listeners: new Set(), controller: new AbortController() };
        runs.set(key, run);
        run.listeners.add(listener);
        void execute(request, client, run, key);
      } else {
        run.listeners.add(listener);
        if (run.last) listener(run.last);
      }
      const joined = run;
      return () => {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && runs.get(key) === joined) {
          runs.delete(key);
          joined.controller.abort(new Error('Nobody waits for this audit any more'));
        }
      };
    },

    /** Runs in progress (for tests and health). */
    get active() {
      return runs.size;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
