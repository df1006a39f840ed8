// The audit report as a PDF (issue 31): the server's audit browser (the local provider's
// Chromium, as the audit runs it) opens the site's own report page and prints it, with the page's
// print stylesheet, the same one a visitor's "Save as PDF" uses. A child process drives it
// (pdf-print.mjs), outside the server's event loop. The browser reaches no network: every request
// it makes is answered by the site's own app in the server's process (pages, scripts, the
// visitor's cached results), and anything addressed elsewhere is refused.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { auditBrowserLaunch, auditBrowserMode } from './audit-browser';
import { runInChild } from './child-run';
import type { RunQueue } from './run-queue';

/** The origin the printed page believes it is on; no request to it leaves the process. */
const PRINT_ORIGIN = 'http://localhost';
/** A4 less the margins, at 96 dpi: the page is laid out at the width it prints at. */
const PRINT_VIEWPORT = { width: 720, height: 1000 };
const PRINT_TIMEOUT_MS = 45_000;
/** The print's driver, in a child process per print (child-run.ts). */
const PRINT_SCRIPT = fileURLToPath(new URL('./pdf-print.mjs', import.meta.url));

/** A request the print browser made, as its driver passes it on. */
type FetchRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
};

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

  /** A request of the print browser, answered by the app for `client` (null: failed). */
  async function answer(
    request: FetchRequest,
    client: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: Uint8Array } | null> {
    try {
      const response = await fetchLocal(
        new Request(request.url, {
          method: request.method,
          headers: { ...request.headers, [PRINT_HEADER]: `${secret} ${client}` },
          ...(request.body !== null ? { body: request.body } : {}),
        }),
      );
      const headers = Object.fromEntries(response.headers);
      // The body is handed over whole, already decoded.
      delete headers['content-encoding'];
      delete headers['content-length'];
      return {
        status: response.status,
        headers,
        body: new Uint8Array(await response.arrayBuffer()),
      };
    } catch {
      return null;
    }
  }

  /**
   * The page at `path` printed, for `client`: the server starts the browser, a child process
   * drives it (pdf-print.mjs), and every request the page makes comes back here to be answered.
   * Ends early (the browser and the child killed) when `signal` fires or the print takes too long.
   */
  async function printNow(path: string, client: string, signal: AbortSignal): Promise<Uint8Array> {
    // Its connections go nowhere: a dead proxy, and the interception answers everything.
    const launch = auditBrowserLaunch(mode, [
      '--proxy-server=http://127.0.0.1:9',
      '--proxy-bypass-list=<-loopback>',
    ]);
    const stop = AbortSignal.any([signal, AbortSignal.timeout(PRINT_TIMEOUT_MS)]);
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      chrome = await chromeLauncher.launch({ ...launch, logLevel: 'silent' });
      stop.throwIfAborted();
      return await runInChild<Uint8Array>(
        PRINT_SCRIPT,
        {
          port: chrome.port,
          url: `${PRINT_ORIGIN}${path}`,
          origin: PRINT_ORIGIN,
          viewport: PRINT_VIEWPORT,
          timeoutMs: PRINT_TIMEOUT_MS,
        },
        {
          stop,
          onMessage: (message, reply) => {
            if (message.type !== 'fetch') return;
            const request = message as unknown as FetchRequest & { id: number };
            void answer(request, client).then((answered) =>
              reply(
                answered
                  ? { type: 'answer', id: request.id, ...answered }
                  : { type: 'answer', id: request.id, failed: true },
              ),
            );
          },
        },
      );
    } finally {
      await chrome?.kill();
      await launch.dispose();
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
