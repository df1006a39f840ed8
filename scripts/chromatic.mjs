#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN (kept out of
// the repository); never run by `npm test` or .ci/run: the service is not reachable from CI here.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing published.');
  console.error(
    'Set it (Chromatic project > Manage > Configure) and run `npm run chromatic` again.',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
