// The providers' bounded queue: a few runs at a time, a few more waiting (each told its place),
// and past that a new run is refused as busy (503 with Retry-After). Each client may hold only a
// few places, waiting or running (429): one client cannot fill the queue and leave the others
// none. A waiting run whose visitors all left leaves the queue. Both providers use it: the
// server's own Chromium one run at a time (its audits and its PDF prints), PageSpeed Insights a
// few at a time within its quota.
import { rateLimitKey } from '../rate-limit';
import { AuditFailure, type Progress } from './provider';

/**
 * Places one client may hold, waiting or running: an audit of a site with two competitors is
 * three runs.
 */
export const RUNS_PER_CLIENT = 3;

export type RunQueueOptions = {
  /** Runs at the same time. */
  concurrency: number;
  /** Runs waiting besides those running; a new run beyond this is refused as busy. */
  maxQueue: number;
  /** A typical run's length, for the Retry-After of a full queue. */
  typicalRunS: number;
  /** Places one client may hold (RUNS_PER_CLIENT). */
  perClient?: number;
};

type Job = {
  start: () => Promise<unknown>;
  progress: Progress;
  owner: string;
  resolve: (result: unknown) => void;
  reject: (reason: unknown) => void;
};

export function createRunQueue({
  concurrency,
  maxQueue,
  typicalRunS,
  perClient = RUNS_PER_CLIENT,
}: RunQueueOptions) {
  const waiting: Job[] = [];
  let running = 0;
  /** Places held per client (rateLimitKey: an address, an IPv6 /64), waiting or running. */
  const held = new Map<string, number>();

  const hold = (owner: string, change: 1 | -1) => {
    const count = (held.get(owner) ?? 0) + change;
    if (count > 0) held.set(owner, count);
    else held.delete(owner);
  };

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
          hold(job.owner, -1);
          next();
        });
    }
  }

  return {
    /**
     * Why a new run of this client cannot be taken now (AuditFailure 'rate-limited' when it holds
     * its share of places, 'busy' when the queue is full), or null when it can.
     */
    refusal(client: string): AuditFailure | null {
      if ((held.get(rateLimitKey(client)) ?? 0) >= perClient) {
        return new AuditFailure('rate-limited', typicalRunS);
      }
      if (waiting.length >= maxQueue) {
        return new AuditFailure(
          'busy',
          typicalRunS * Math.ceil((waiting.length + 1) / concurrency),
        );
      }
      return null;
    },
    /** Runs `start` for `client` when its turn comes; rejects with the signal's reason if left before. */
    run<T>(
      client: string,
      progress: Progress,
      signal: AbortSignal,
      start: () => Promise<T>,
    ): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason as Error);
        const owner = rateLimitKey(client);
        const job: Job = {
          start,
          progress,
          owner,
          resolve: resolve as (result: unknown) => void,
          reject,
        };
        hold(owner, 1);
        waiting.push(job);
        signal.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(job);
            if (index === -1) return; // running: its run stops itself
            waiting.splice(index, 1);
            hold(owner, -1);
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

export type RunQueue = ReturnType<typeof createRunQueue>;
