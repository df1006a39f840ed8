// The audit report as a PDF (issue 31): the server's audit browser (the local provider's
// Chromium, as the audit runs it) opens the site's own report page and prints it, with the page's
// print stylesheet, the same one a visitor's "Save as PDF" uses. The browser reaches no network:
// every request it makes is answered in-process by the site's own app (pages, scripts, the
// cached results), and anything addressed elsewhere is refused.
import { randomUUID } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type HTTPRequest } from 'puppeteer-core';
import { auditBrowserLaunch, auditBrowserMode } from './audit-browser';
import type { RunQueue } from './run-queue';

/** The origin the printed page believes it is on; no request to it leaves the process. */
const PRINT_ORIGIN = 'http://localhost';
/** A4 less the margins, at 96 dpi: the page is laid out at the width it prints at. */
const PRINT_VIEWPORT = { width: 720, height: 1000 };
const PRINT_TIMEOUT_MS = 45_000;

/**
 * Requests made by the print browser carry this header: the process's own secret and the address
 * of the visitor the print is for. The audit routes then answer from that visitor's cached
 * results only (never start a run) and do not count them against the visitor's limits (the
 * visitor's PDF request was counted).
 */
export const PRINT_HEADER = 'x-audit-print';

export type LocalFetch = (request: Request) => Promise<Response>;

/**
 * The report printer. Each print takes its place in `queue`, the queue of the server's browser
 * work (local-lighthouse.ts, browserQueue): never beside an audit's measurement, whose timings it
 * would skew, and within the visitor's share of places.
 */
export function createPdfPrinter(fetchLocal: LocalFetch, queue: RunQueue) {
  const secret = randomUUID();
  const mode = auditBrowserMode();

  async function answer(request: HTTPRequest, client: string) {
    const url = new URL(request.url());
    if (url.origin !== PRINT_ORIGIN) return request.abort('blockedbyclient');
    try {
      const postData = request.postData();
      const response = await fetchLocal(
        new Request(url, {
          method: request.method(),
          headers: { ...request.headers(), [PRINT_HEADER]: `${secret} ${client}` },
          ...(postData !== undefined ? { body: postData } : {}),
        }),
      );
      const headers = Object.fromEntries(response.headers);
      // The body is handed over whole, already decoded.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await request.respond({
        status: response.status,
        headers,
        body: Buffer.from(await response.arrayBuffer()),
      });
    } catch {
      await request.abort('failed').catch(() => {});
    }
  }

  /** The page at `path` printed, for `client`; ends early (the browser killed) when `signal` fires. */
  async function printNow(path: string, client: string, signal: AbortSignal): Promise<Uint8Array> {
    // Its connections go nowhere: a dead proxy, and the interception answers everything.
    const launch = auditBrowserLaunch(mode, [
      '--proxy-server=http://127.0.0.1:9',
      '--proxy-bypass-list=<-loopback>',
    ]);
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    const stop = () => void chrome?.kill();
    signal.addEventListener('abort', stop, { once: true });
    try {
      chrome = await chromeLauncher.launch({ ...launch, logLevel: 'silent' });
      if (signal.aborted) throw signal.reason;
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: PRINT_VIEWPORT,
      });
      try {
        const page = await browser.newPage();
        page.setDefaultTimeout(PRINT_TIMEOUT_MS);
        await page.setRequestInterception(true);
        page.on('request', (request) => void answer(request, client));
        // Charts drawn at once, not animated into the printout.
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        await page.goto(`${PRINT_ORIGIN}${path}`, { waitUntil: 'load' });
        await page.waitForSelector('[data-slot="audit-report"]');
        // Every chart painted and every font in place before the printout.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[data-slot="audit-report"] canvas')].every(
            (canvas) => canvas instanceof HTMLCanvasElement && canvas.width > 0,
          ),
        );
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
        });
      } finally {
        await browser.disconnect();
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await chrome?.kill();
      launch.dispose();
    }
  }

  return {
    /**
     * The visitor a request of the print browser is for (the header carries this printer's
     * secret), or null: any other request.
     */
    printsFor(header: string | undefined): string | null {
      const [given, client] = header?.split(' ') ?? [];
      return given === secret && client ? client : null;
    },

    /**
     * The page at `path` (with its query) printed to PDF for `client`, in its turn. Rejects with
     * the queue's AuditFailure ('busy', 'rate-limited') when it cannot take the print now, or
     * with the signal's reason when the visitor left.
     */
    print(path: string, client: string, signal: AbortSignal): Promise<Uint8Array> {
      const refusal = queue.refusal(client);
      if (refusal) return Promise.reject(refusal);
      return queue.run(
        client,
        () => {},
        signal,
        () => printNow(path, client, signal),
      );
    },
  };
}

export type PdfPrinter = ReturnType<typeof createPdfPrinter>;
