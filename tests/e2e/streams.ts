// The end-to-end files in two streams. Each stream is one spec file (suite.test.ts,
// sweeps.test.ts) that loads its files in order, so within a stream one browser runs at a time;
// the two streams run side by side in two workers, beside the story tests. On two cores the
// end-to-end tests leave the CPU idle more than half the time (a throttled phone, a slow network
// and a browser starting are waits), so two streams finish in a little over half the time of one.
import { describe } from 'vitest';

export const STREAMS = {
  // The features in Chromium. The order puts the checks least sensitive to a busy machine first,
  // while the other stream and the story tests still run.
  suite: [
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
    'site',
    'early-visitor',
    'dev',
    // Last: its audit is timed against a bare Lighthouse run, a ratio a machine whose load
    // changes between the two runs (the other stream ending) would skew.
    'audit',
  ],
  // The sweeps: every engine (the visitor journeys in Firefox ESR, WebKitGTK and the Chromium
  // floor, tests/e2e/engines.ts), then every route in both languages.
  sweeps: ['journeys', 'language'],
} as const;

const files = import.meta.glob('./*.e2e.ts');
const listed: readonly string[] = Object.values(STREAMS).flat();
const unlisted = Object.keys(files).filter(
  (path) => !listed.includes(path.replace(/^\.\/(.*)\.e2e\.ts$/, '$1')),
);
if (unlisted.length > 0) {
  throw new Error(`Add ${unlisted.join(', ')} to a stream in tests/e2e/streams.ts`);
}

/** Declares a stream's files as suites, in its order, each named as its file. */
export function runStream(stream: keyof typeof STREAMS) {
  for (const name of STREAMS[stream]) {
    const load = files[`./${name}.e2e.ts`];
    if (!load) throw new Error(`No tests/e2e/${name}.e2e.ts`);
    describe(name, async () => {
      await load();
    });
  }
}
