#!/usr/bin/env node
// `npm run baselines` (`-- Header` for one component's stories): rewrites the stories' pictures
// in tests/visual/baselines, then lists what changed against the last commit and writes
// test-results/visual/review.html, each changed picture as it was beside as it is now, to look
// at before committing. A story's picture depends only on the project's files (its fonts
// included), so a change here is a change of ours, or of Chromium's drawing (see the README).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselines = 'tests/visual/baselines';
const reviewDir = join(root, 'test-results', 'visual');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

const images = spawnSync('node', ['scripts/make-images.mjs'], { cwd: root, stdio: 'inherit' });
if (images.status !== 0) process.exit(1);
const run = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'storybook', ...process.argv.slice(2), '--update'],
  { cwd: root, stdio: 'inherit' },
);

// What the update did to the committed pictures: M changed, ?? new, D gone.
const changes = git('status', '--porcelain', '--untracked-files=all', '--', baselines)
  .split('\n')
  .filter(Boolean)
  .map((line) => ({ state: line.slice(0, 2).trim(), file: line.slice(3) }));
mkdirSync(reviewDir, { recursive: true });
const rows = changes.map(({ state, file }) => {
  const name = file.slice(baselines.length + 1);
  let before = '';
  if (state !== '??') {
    const old = join(reviewDir, `before-${name}`);
    writeFileSync(old, execFileSync('git', ['show', `HEAD:${file}`], { cwd: root }));
    before = `<img src="${relative(reviewDir, old)}" alt="">`;
  }
  const after = state === 'D' ? '' : `<img src="${relative(reviewDir, join(root, file))}" alt="">`;
  return `<tr><th scope="row">${state === '??' ? 'new' : state === 'D' ? 'gone' : 'changed'}<br>${name}</th><td>${before}</td><td>${after}</td></tr>`;
});
writeFileSync(
  join(reviewDir, 'review.html'),
  `<!doctype html><meta charset="utf-8"><title>Baselines to review</title>
<style>body{font:14px sans-serif}img{max-width:48vw;border:1px solid #ccc}th{text-align:left;vertical-align:top;width:16em}</style>
<h1>${changes.length} pictures changed</h1>
<table><thead><tr><th>story</th><th>before (last commit)</th><th>now</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`,
);
for (const { state, file } of changes) console.log(`  ${state.padEnd(2)} ${file}`);
console.log(
  `\n[baselines] ${changes.length} pictures differ from the last commit; review them in ` +
    `${relative(root, join(reviewDir, 'review.html'))}, then commit ${baselines}.`,
);
process.exit(run.status ?? 1);
