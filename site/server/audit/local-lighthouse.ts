// The embedded default: Lighthouse run by the server in headless Debian Chromium. One run at a
// time, a bounded queue (503 with Retry-After when full), a hard kill after 90 s, and the
// browser's every connection through the address-filtering proxy (no private addresses).
// Lighthouse itself runs in a child process per run (lighthouse-run.mjs, child-run.ts), killed with
// its run and bounded in memory: its seconds of trace processing never hold the server's loop.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { AUDIT_CATEGORIES, type LighthouseResult } from '../../../domain/audit';
import { proxyChromiumFlags, startFilteringProxy } from '../filtering-proxy';
import type { AllowList } from '../url-guard';
import { auditBrowserLaunch, auditBrowserMode } from './audit-browser';
import { runInChild } from './child-run';
import { AuditFailure, type AuditProvider, type AuditRequest, type Progress } from './provider';
import { createRunQueue, type RunQueue } from './run-queue';

export type LocalLighthouseOptions = {
  allow: AllowList;
  /** The server's one-at-a-time queue of browser work, shared with the PDF printer (browserQueue). */
  queue: RunQueue;
  /** The browser is killed after this long, and the run ends as a timeout. */
  hardKillMs?: number;
};

/**
 * The queue of the server's browser work: audits and PDF prints, one at a time (Lighthouse's
 * measurements need the machine to themselves, and a print beside a run would skew its timings),
 * with room for two visitors' audits with two competitors each waiting.
 */
export function browserQueue({ maxQueue = 6, typicalRunS = 20 } = {}): RunQueue {
  return createRunQueue({ concurrency: 1, maxQueue, typicalRunS });
}

/**
 * Lighthouse now and then misses the navigation's start on a busy machine (NO_NAVSTART) or loses
 * the browser's protocol for a moment: such a run is tried once more before it fails.
 */
const TRANSIENT_ERRORS = /^(NO_NAVSTART|PROTOCOL_TIMEOUT)$/;
class TransientRunError extends Error {}

/** Lighthouse's status messages, mapped to the steps the page shows. */
function stepOf(message: string): 'loading' | 'gathering' | 'scoring' | null {
  if (/^Navigating|Preparing target|Cleaning browser cache/i.test(message)) return 'loading';
  if (/^Getting artifact|Gather phase/i.test(message)) return 'gathering';
  if (/^Audit phase|Analyzing and running audits|Auditing/i.test(message)) return 'scoring';
  return null;
}

/** Lighthouse's run, in a child process per audit (child-run.ts). */
const RUN_SCRIPT = fileURLToPath(new URL('./lighthouse-run.mjs', import.meta.url));

export function localLighthouseProvider({
  allow,
  queue,
  hardKillMs = 90_000,
}: LocalLighthouseOptions): AuditProvider {
  const mode = auditBrowserMode();
  console.log(`Web audit: Lighthouse in the server's Chromium, ${mode}.`);
  let proxy: ReturnType<typeof startFilteringProxy> | undefined;

  async function run(
    { url, strategy, lang }: AuditRequest,
    progress: Progress,
    signal: AbortSignal,
  ): Promise<LighthouseResult> {
    proxy ??= startFilteringProxy(allow);
    const { url: proxyUrl } = await proxy;
    const browser = auditBrowserLaunch(mode, proxyChromiumFlags(proxyUrl));
    let chrome: chromeLauncher.LaunchedChrome;
    try {
      chrome = await chromeLauncher.launch({ ...browser, logLevel: 'silent' });
    } catch (error) {
      await browser.dispose();
      throw error;
    }
    let lastStep = '';
    const onStatus = (message: string) => {
      const step = stepOf(message);
      if (step && step !== lastStep) {
        lastStep = step;
        progress(step);
      }
    };
    // The visitor left, or the run took too long: the child and the browser are killed.
    const stop = AbortSignal.any([signal, AbortSignal.timeout(hardKillMs)]);
    try {
      const lhr = await runInChild<LighthouseResult | null>(
        RUN_SCRIPT,
        {
          url: url.href,
          port: chrome.port,
          locale: lang,
          categories: [...AUDIT_CATEGORIES],
          desktop: strategy === 'desktop',
        },
        {
          stop,
          onMessage: (message) => {
            if (message.type === 'status') onStatus(String(message.message));
          },
        },
      );
      if (!lhr) throw new AuditFailure('no-result');
      if (lhr.runtimeError) {
        console.error(`Lighthouse: ${lhr.runtimeError.code} for ${url.href}`);
        if (TRANSIENT_ERRORS.test(lhr.runtimeError.code)) throw new TransientRunError();
        throw new AuditFailure(
          /NO_FCP|NO_LCP|PAGE_HUNG|CRITICAL_DEVTOOLS|NO_SPEEDLINE/.test(lhr.runtimeError.code)
            ? 'no-result'
            : /ERRORED_DOCUMENT_REQUEST|FAILED_DOCUMENT_REQUEST|DNS_FAILURE/.test(
                  lhr.runtimeError.code,
                ) && /404/.test(lhr.runtimeError.message ?? '')
              ? 'not-found'
              : 'failed',
        );
      }
      return lhr;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (stop.aborted) throw new AuditFailure('timeout');
      if (error instanceof AuditFailure || error instanceof TransientRunError) throw error;
      console.error('Lighthouse run failed:', error);
      throw new AuditFailure('failed');
    } finally {
      await chrome.kill();
      await browser.dispose();
    }
  }

  return {
    name: 'lighthouse',
    refusal: queue.refusal,
    measure(request, client, progress, signal) {
      return queue.run(client, progress, signal, async () => {
        try {
          try {
            return await run(request, progress, signal);
          } catch (error) {
            if (!(error instanceof TransientRunError) || signal.aborted) throw error;
            return await run(request, progress, signal); // one more try
          }
        } catch (error) {
          throw error instanceof TransientRunError ? new AuditFailure('failed') : error;
        }
      });
    },
  };
}
