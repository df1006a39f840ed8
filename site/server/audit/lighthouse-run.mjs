// One Lighthouse run, in a process of its own (local-lighthouse.ts runs it per audit, through
// child-run.ts): Lighthouse's trace processing takes whole seconds of JavaScript, which in the
// server's own process held every page and API answer as long. The server starts and kills the
// browser; this process drives it, reports Lighthouse's status lines and sends the result back.
import lighthouse, { desktopConfig } from 'lighthouse';
import log from 'lighthouse-logger';
import { send, serveOrder } from './child-side.mjs';

/**
 * @typedef {{ url: string, port: number, locale: string, categories: string[], desktop: boolean }} RunOrder
 */

serveOrder(async (/** @type {RunOrder} */ order) => {
  log.events.on('status', (/** @type {[string, string]} */ [, message]) => {
    void send({ type: 'status', message: String(message) });
  });
  const runner = await lighthouse(
    order.url,
    {
      port: order.port,
      logLevel: 'error',
      output: 'json',
      locale: order.locale,
      onlyCategories: order.categories,
    },
    order.desktop ? desktopConfig : undefined,
  );
  const lhr = runner?.lhr;
  if (lhr) {
    // What the report never reads, and the bulk of the result: the full-page screenshot (a
    // data URL of up to a few megabytes) and the locale's message table.
    delete lhr.fullPageScreenshot;
    delete lhr.i18n;
  }
  return lhr ?? null;
});
