#!/usr/bin/env node
// `npm test` (and CI's .ci/run): everything the project checks, in the least wall time on two
// cores. After the installs, the static checks (types, lint, format, the Storybook build) run as
// one chain beside the production build and Vitest: they need nothing from each other, and the
// end-to-end tests leave a core mostly idle (a throttled phone, a slow network are waits). The
// chain's output is printed once Vitest has finished, then one closing line for the whole run:
// 'Tests: N passed, N failed' (Vitest's tests plus the checks). Exits non-zero on any failure.
// Arguments go to Vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Runs a step; resolves to { label, ok, output, seconds }. Asynchronous, so the static checks
 * beside it go on from one step to the next (a synchronous spawn would hold them until it
 * returned). Its output goes on ours, or with `keep` is kept for later (`output`).
 */
function run(label, command, args, { keep = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ label, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Runs a step with its output on ours, between its name and its time; true when it succeeded. */
async function inherit(label, command, args) {
  console.log(`\n[test] ${label}`);
  const { ok, seconds } = await run(label, command, args);
  console.log(`[test] ${label}: ${ok ? 'done' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return ok;
}

if (
  !(await inherit('install (npm packages, Debian chromium)', 'node', [
    'scripts/setup.mjs',
    '--browser',
  ]))
)
  process.exit(1);
// The artwork first: the production build, the Storybook build and the stories all read it.
if (!(await inherit('artwork', 'node', ['scripts/make-images.mjs']))) process.exit(1);

// The package's own scripts, so each check is defined once (package.json).
const npmScript = (name) => ['npm', ['run', '--silent', name]];
const checks = (async () => {
  const results = [];
  for (const [label, script] of [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['format', 'format:check'],
    ['storybook build', 'build-storybook'],
  ]) {
    results.push(await run(label, ...npmScript(script), { keep: true }));
  }
  return results;
})();

const built = await inherit('production build', ...npmScript('build'));
const report = join(root, 'test-results', 'vitest.json');
rmSync(report, { force: true });
mkdirSync(dirname(report), { recursive: true });
// Vitest's own summary, and its counts in JSON for the closing line.
const vitestOk =
  built &&
  (await inherit('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ]));

const results = await checks;
console.log('\n[test] static checks (run beside the build and Vitest)');
for (const { label, ok, output, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds.toFixed(0)} s)`);
  if (!ok) console.log(output.replace(/^/gm, '    '));
}

let passed = results.filter((r) => r.ok).length;
let failed = results.length - passed;
try {
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  passed += counts.numPassedTests;
  failed += counts.numFailedTests;
  // A file that failed to load has no failed test of its own: it counts as one.
  failed += counts.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
} catch {
  failed += 1; // Vitest did not run, or did not finish its report.
}
if (!built) failed += 1;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestOk && built ? 0 : 1);
