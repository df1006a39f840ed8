// The image compressor's engine: a pool of workers sized to the device, fed from a queue, so
// the page stays responsive; cancel stops every encode at once. Nothing leaves the device.
import { compressWorkerCount, type CompressSettings } from '../../domain';
import type { CompressReply, CompressRequest } from './compress.worker';

export type { CompressReply };

export type Compressor = {
  /** Queues files (each with its id); replies arrive through the callback as they come. */
  add: (jobs: readonly { id: number; file: File; settings: CompressSettings }[]) => void;
  /** Stops everything queued and running (running workers are ended). */
  cancel: () => void;
};

export function createCompressor(onReply: (reply: CompressReply) => void): Compressor {
  const size = compressWorkerCount(navigator.hardwareConcurrency);
  const queue: CompressRequest[] = [];
  let workers: { worker: Worker; job: number | null }[] = [];

  const pump = () => {
    while (queue.length > 0) {
      let slot = workers.find((w) => w.job === null);
      if (!slot && workers.length < size) {
        const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), {
          type: 'module',
        });
        const created = { worker, job: null as number | null };
        worker.onmessage = ({ data }: MessageEvent<CompressReply>) => {
          if ('done' in data || 'failed' in data) {
            created.job = null;
            pump();
          }
          onReply(data);
        };
        worker.onerror = () => {
          if (created.job !== null) onReply({ id: created.job, failed: 'failed' });
          created.job = null;
          pump();
        };
        workers.push(created);
        slot = created;
      }
      if (!slot) return;
      const job = queue.shift();
      if (!job) return;
      slot.job = job.id;
      slot.worker.postMessage(job);
    }
  };

  return {
    add(jobs) {
      queue.push(...jobs);
      pump();
    },
    cancel() {
      queue.length = 0;
      for (const { worker } of workers) worker.terminate();
      workers = [];
    },
  };
}
