import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/built-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
let stop: (() => Promise<void>) | undefined;

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
  // Every visitor of the suite is 127.0.0.1: the per-client send limit (10 in 10 minutes) would
  // fail the forms of whichever test came after the tenth send.
  const server = await startBuiltServer(root, { OUTBOX_DIR: outboxDir, EMAIL_RATE_LIMIT: '1000' });
  stop = server.stop;
  project.provide('baseURL', server.origin);
  project.provide('outboxDir', outboxDir);
}

export async function teardown() {
  await stop?.();
}
