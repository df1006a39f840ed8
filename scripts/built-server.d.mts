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
