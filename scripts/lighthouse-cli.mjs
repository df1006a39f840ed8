// A bare `lighthouse` CLI run in Debian Chromium, with the categories the web audit asks for:
// the yardstick of the audit's speed (npm run bench:audit and the audit's end-to-end test).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const cli = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');
/** Runs tried before giving up when each ends in a runtime error (NO_NAVSTART on a busy machine). */
const ATTEMPTS = 3;

/** One CLI run: its wall time in ms, or 'runtime-error' when Lighthouse reported one. */
function cliRun(url) {
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
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    run.stderr.setEncoding('utf8');
    run.stderr.on('data', (chunk) => {
      errors += chunk;
      process.stderr.write(chunk);
    });
    run.on('error', reject);
    run.on('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else if (/Runtime error encountered/.test(errors)) resolve('runtime-error');
      else reject(new Error(`lighthouse exited with ${code}`));
    });
  });
}

/**
 * Resolves with the wall time in ms of a run that gave a result. A run that ends in a Lighthouse
 * runtime error gave no yardstick, so it is run again (the server's audit retries those too).
 */
export async function bareLighthouseRun(url) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const time = await cliRun(url);
    if (time !== 'runtime-error') return time;
  }
  throw new Error(`lighthouse: a runtime error in each of ${ATTEMPTS} runs`);
}
