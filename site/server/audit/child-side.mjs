// The child's side of child-run.ts's protocol, for the audit's child processes (lighthouse-run.mjs,
// pdf-print.mjs): take the one order, send messages back, end with 'done' or 'error' and exit.
// Plain JavaScript, so the same files run from the sources and from the build.

/**
 * Sends a message to the server; resolves once it is on its way.
 * @param {object} message
 * @returns {Promise<void>}
 */
export const send = (message) =>
  new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/**
 * Runs `work` on the server's first message (the order): its value is sent as 'done', its failure
 * as 'error', then the process exits. Later messages (the server's answers) go to `onMessage`.
 * @template Order
 * @param {(order: Order) => Promise<unknown>} work
 * @param {(message: any) => void} [onMessage]
 */
export function serveOrder(work, onMessage = () => {}) {
  let ordered = false;
  process.on('message', async (message) => {
    if (ordered) return onMessage(message);
    ordered = true;
    let code = 0;
    try {
      await send({ type: 'done', value: await work(/** @type {Order} */ (message)) });
    } catch (error) {
      code = 1;
      await send({
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    process.disconnect?.();
    process.exit(code);
  });
}
