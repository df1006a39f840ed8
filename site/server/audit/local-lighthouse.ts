// The embedded default: Lighthouse run by the server in headless Debian Chromium. One run at a
// time, a bounded queue (503 with Retry-After when full), a hard kill after 90 s, and the
// browser's every connection through the address-filtering proxy (no private addresses).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import log from 'lighthouse-logger';
import { AUDIT_CATEGORIES, type LighthouseResult } from '../../../domain/audit';
import { proxyChromiumFlags, startFilteringProxy } from '../filtering-proxy';
import type { AllowList } from '../url-guard';
import { auditBrowserLaunch, auditBrowserMode } from './audit-browser';
import { AuditFailure, type AuditProvider, type AuditRequest, type Progress } from './provider';
import { createRunQueue } from './run-queue';

export type LocalLighthouseOptions = {
  allow: AllowList;
  /** Runs waiting besides the one running (see run-queue.ts). */
  maxQueue?: number;
  /** The browser is killed after this long, and the run ends as a timeout. */
  hardKillMs?: number;
  /** A typical run's length, for the Retry-After of a full queue. */
  typicalRunS?: number;
};

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

export function localLighthouseProvider({
  allow,
  // Room for two visitors' audits with two competitors each.
  maxQueue = 6,
  hardKillMs = 90_000,
  typicalRunS = 20,
}: LocalLighthouseOptions): AuditProvider {
  // One browser at a time: Lighthouse's measurements need the machine to themselves.
  const queue = createRunQueue({ concurrency: 1, maxQueue, typicalRunS });
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
      browser.dispose();
      throw error;
    }
    let lastStep = '';
    const onStatus = ([, message]: [string, string]) => {
      const step = stepOf(String(message));
      if (step && step !== lastStep) {
        lastStep = step;
        progress(step);
      }
    };
    log.events.on('status', onStatus);
    let killed: 'timeout' | 'aborted' | null = null;
    const kill = (why: 'timeout' | 'aborted') => {
      killed ??= why;
      void chrome.kill();
    };
    const timer = setTimeout(() => kill('timeout'), hardKillMs);
    const onAbort = () => kill('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      // The browser's death rejects Lighthouse's connection; this race makes sure it ends.
      const stopped = new Promise<never>((_, reject) => {
        const check = setInterval(() => {
          if (killed) {
            clearInterval(check);
            reject(new Error(killed));
          }
        }, 250);
        check.unref();
      });
      const runner = await Promise.race([
        lighthouse(
          url.href,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            locale: lang,
            onlyCategories: [...AUDIT_CATEGORIES],
          },
          strategy === 'desktop' ? desktopConfig : undefined,
        ),
        stopped,
      ]);
      const lhr = runner?.lhr as unknown as LighthouseResult | undefined;
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
      if (killed === 'aborted') throw signal.reason;
      if (killed === 'timeout') throw new AuditFailure('timeout');
      if (error instanceof AuditFailure || error instanceof TransientRunError) throw error;
      console.error('Lighthouse run failed:', error);
      throw new AuditFailure('failed');
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      log.events.off('status', onStatus);
      await chrome.kill();
      browser.dispose();
    }
  }

  return {
    name: 'lighthouse',
    busy: queue.busy,
    measure(request, progress, signal) {
      return queue.run(progress, signal, async () => {
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
