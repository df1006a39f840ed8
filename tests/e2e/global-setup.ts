import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../', import.meta.url));
let server: ChildProcess | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The served site's local outbox folder (the forms' messages arrive there). */
    outboxDir: string;
  }
}

/** Starts the built site on a free port for the end-to-end tests; stops it afterwards. */
export async function setup(project: TestProject) {
  if (!existsSync(`${root}dist/server/main.js`)) {
    throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  }
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'e2e-outbox-')), 'outbox');
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', OUTBOX_DIR: outboxDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 15 s')), 15_000);
    server?.stdout?.on('data', (chunk: Buffer) => {
      const match = /running at (http:\/\/[^\s/]+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server?.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  project.provide('baseURL', baseURL);
  project.provide('outboxDir', outboxDir);
}

export async function teardown() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
