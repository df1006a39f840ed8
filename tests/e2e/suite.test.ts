// The end-to-end suite as one spec file. Vitest runs the files of a project without file
// parallelism after everything else; as one file, the suite (one browser at a time: two cores,
// and timing-sensitive checks) runs in one worker beside the unit, browser and story tests.
// The order puts the checks least sensitive to a busy machine first, while those still run.
import { describe } from 'vitest';

const ORDER = [
  'compressor',
  'cropper',
  'qr',
  'content',
  'forms',
  'no-script',
  'pages',
  'chat',
  'ssrf-proxy',
  'headers',
  'server-crash',
  'hostile-page',
  'navigation',
  'language',
  'site',
  'early-visitor',
  'dev',
  // The visitor journeys in Firefox ESR, WebKitGTK and the Chromium floor (tests/e2e/engines.ts).
  'journeys',
  // Audits while one client attacks, /healthz probed every 100 ms (issue 45).
  'hostile-clients',
  // Last: its audit is timed against a bare Lighthouse run, a ratio a machine whose load changes
  // between the two runs (the story tests ending) would skew.
  'audit',
];

const files = import.meta.glob('./*.e2e.ts');
const unlisted = Object.keys(files).filter(
  (path) => !ORDER.includes(path.replace(/^\.\/(.*)\.e2e\.ts$/, '$1')),
);
if (unlisted.length > 0) throw new Error(`Add ${unlisted.join(', ')} to ORDER in suite.test.ts`);

for (const name of ORDER) {
  const load = files[`./${name}.e2e.ts`];
  if (!load) throw new Error(`No tests/e2e/${name}.e2e.ts`);
  describe(name, async () => {
    await load();
  });
}
