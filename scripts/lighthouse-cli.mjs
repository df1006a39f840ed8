// A bare `lighthouse` CLI run in Debian Chromium, with the categories the web audit asks for:
// the yardstick of the audit's speed (npm run bench:audit and the audit's end-to-end test).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const cli = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');

/** Resolves with the run's wall time in ms. */
export function bareLighthouseRun(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const run = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        '--output-path=/dev/null',
        '--locale=es',
        '--only-categories=performance,seo,accessibility,best-practices',
        `--chrome-path=${chromiumPath()}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    run.on('error', reject);
    run.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}
