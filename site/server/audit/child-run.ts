// The audit's heavy JavaScript (Lighthouse's trace processing, driving the print browser) runs in
// a process of its own per run, never in the server's: the server's event loop answers pages and
// APIs meanwhile (issue 45: with Lighthouse in-process, /healthz waited up to 0.6 s). The child
// runs at a lower priority than the server, with a capped heap, and is killed with its run.
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';

/** A child's priority below the server's (a nice value: 0 to 19). */
const CHILD_NICE = 10;
/**
 * A child's heap, at most: Lighthouse on an ordinary page uses ~150-300 MB; a page built to
 * exhaust it ends its own run (as a failure), not the server.
 */
const CHILD_HEAP_MB = 768;

/**
 * What a child says: its result ('done'), its failure ('error'), or anything else for the
 * caller's `onMessage` (Lighthouse's status, a request of the print browser).
 */
export type ChildMessage =
  | { type: 'done'; value: unknown }
  | { type: 'error'; message: string }
  | { type: string; [key: string]: unknown };

/**
 * Runs `script` (plain JavaScript, so the same file runs from the sources and from the build)
 * in a child process, sends it `order`, and resolves with the value of its 'done' message.
 * Rejects with its 'error' message, when it dies, or with `stop`'s reason once `stop` fires (the
 * child is killed). `onMessage` hears its other messages and may answer them with `reply`.
 * Messages are structured clones (bytes travel as bytes).
 */
export function runInChild<T>(
  script: string,
  order: unknown,
  {
    stop,
    onMessage = () => {},
  }: {
    stop: AbortSignal;
    onMessage?: (message: ChildMessage, reply: (answer: unknown) => void) => void;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: [`--max-old-space-size=${CHILD_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid) setPriority(child.pid, CHILD_NICE);
    let settled = false;
    const settle = (end: () => void) => {
      if (settled) return;
      settled = true;
      stop.removeEventListener('abort', onStop);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      end();
    };
    const onStop = () => settle(() => reject(stop.reason as Error));
    stop.addEventListener('abort', onStop, { once: true });
    const reply = (answer: unknown) => {
      if (!settled && child.connected) child.send(answer as object);
    };
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'done') settle(() => resolve(message.value as T));
      else if (message.type === 'error') settle(() => reject(new Error(String(message.message))));
      else onMessage(message, reply);
    });
    child.on('error', (error) => settle(() => reject(error)));
    child.on('exit', (code, signal) =>
      settle(() => reject(new Error(`${script} ended (${signal ?? code})`))),
    );
    if (stop.aborted) return onStop();
    child.send(order as object);
  });
}
