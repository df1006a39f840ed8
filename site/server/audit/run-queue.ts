// The audit providers' bounded queue: a few runs at a time, a few more waiting (each told its
// place), and past that a new run is refused as busy (503 with Retry-After). A waiting run whose
// visitors all left leaves the queue. Both providers use it: the server's own Chromium one run at
// a time, PageSpeed Insights a few at a time within its quota.
import type { LighthouseResult } from '../../../domain/audit';
import type { AuditProvider, Progress } from './provider';

export type RunQueueOptions = {
  /** Runs at the same time. */
  concurrency: number;
  /** Runs waiting besides those running; a new run beyond this is refused as busy. */
  maxQueue: number;
  /** A typical run's length, for the Retry-After of a full queue. */
  typicalRunS: number;
};

type Job = {
  start: () => Promise<LighthouseResult>;
  progress: Progress;
  signal: AbortSignal;
  resolve: (result: LighthouseResult) => void;
  reject: (reason: unknown) => void;
};

export function createRunQueue({ concurrency, maxQueue, typicalRunS }: RunQueueOptions) {
  const waiting: Job[] = [];
  let running = 0;

  const tellPositions = () => waiting.forEach((job, index) => job.progress('queued', index + 1));

  function next() {
    while (running < concurrency) {
      const job = waiting.shift();
      if (!job) return;
      running += 1;
      tellPositions();
      job
        .start()
        .then(job.resolve, job.reject)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  }

  return {
    busy: (): number | null =>
      waiting.length >= maxQueue
        ? typicalRunS * Math.ceil((waiting.length + 1) / concurrency)
        : null,
    /** Runs `start` when its turn comes; rejects with the signal's reason if left before. */
    run(
      progress: Progress,
      signal: AbortSignal,
      start: () => Promise<LighthouseResult>,
    ): ReturnType<AuditProvider['measure']> {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason as Error);
        const job: Job = { start, progress, signal, resolve, reject };
        waiting.push(job);
        signal.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(job);
            if (index === -1) return; // running: its run stops itself
            waiting.splice(index, 1);
            reject(signal.reason as Error);
            tellPositions();
          },
          { once: true },
        );
        next();
        const position = waiting.indexOf(job);
        if (position !== -1) progress('queued', position + 1);
      });
    },
  };
}
