// One report printed to PDF, in a process of its own (pdf.ts runs it per print, through
// child-run.ts): driving the print browser (its requests, the page's charts, the PDF's bytes) is
// JavaScript the server's own event loop would otherwise run. The server starts and kills the
// browser and answers every request the page makes; this process drives the page and sends the
// PDF back.
import puppeteer from 'puppeteer-core';
import { send, serveOrder } from './child-side.mjs';

/**
 * @typedef {{ port: number, url: string, origin: string, viewport: { width: number, height: number }, timeoutMs: number }} PrintOrder
 * @typedef {{ type: 'answer', id: number, status: number, headers: Record<string, string>, body: Uint8Array } | { type: 'answer', id: number, failed: true }} Answer
 */

/** The server's answers to the page's requests, by request id. */
const waiting = new Map();
let nextId = 0;

/**
 * A request of the page, answered by the server (its own app, in its process).
 * @param {import('puppeteer-core').HTTPRequest} request
 * @param {string} origin
 */
async function answer(request, origin) {
  if (new URL(request.url()).origin !== origin) return request.abort('blockedbyclient');
  const id = (nextId += 1);
  /** @type {Promise<Answer>} */
  const answered = new Promise((resolve) => waiting.set(id, resolve));
  await send({
    type: 'fetch',
    id,
    url: request.url(),
    method: request.method(),
    headers: request.headers(),
    body: request.postData() ?? null,
  });
  const reply = await answered;
  if ('failed' in reply) return request.abort('failed').catch(() => {});
  await request
    .respond({ status: reply.status, headers: reply.headers, body: Buffer.from(reply.body) })
    .catch(() => {});
}

serveOrder(
  async (/** @type {PrintOrder} */ order) => {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${order.port}`,
      defaultViewport: order.viewport,
    });
    const page = await browser.newPage();
    page.setDefaultTimeout(order.timeoutMs);
    await page.setRequestInterception(true);
    page.on('request', (request) => void answer(request, order.origin));
    // Charts drawn at once, not animated into the printout.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(order.url, { waitUntil: 'load' });
    await page.waitForSelector('[data-slot="audit-report"]');
    // Every chart painted and every font in place before the printout.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-slot="audit-report"] canvas')].every(
        (canvas) => canvas instanceof HTMLCanvasElement && canvas.width > 0,
      ),
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
    });
    await browser.disconnect();
    return pdf;
  },
  // The server's answers to the page's requests.
  (/** @type {Answer} */ message) => {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  },
);
