import type { ChildProcess } from 'node:child_process';

export declare function startBuiltServer(
  root: string,
  env?: Record<string, string>,
): Promise<{
  origin: string;
  stop: () => Promise<void>;
  child: ChildProcess;
  exited: Promise<number | null>;
}>;

/** A port free right now on 127.0.0.1. */
export declare function freePort(): Promise<number>;
