import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, root } from './project-files';

const componentFiles = filesUnder('ui', /\.tsx$/).filter((f) =>
  /^export function [A-Z]/m.test(readFileSync(join(root, f), 'utf8')),
);

describe('design-system rules', () => {
  it('finds the ui components', () => {
    expect(componentFiles.length).toBeGreaterThanOrEqual(17);
  });

  it.each(componentFiles)('%s has a stories file whose every story has a play test', (file) => {
    const storiesPath = join(root, 'stories', `${basename(file, '.tsx')}.stories.tsx`);
    const source = readFileSync(storiesPath, 'utf8');
    const stories = [...source.matchAll(/^export const (\w+)(?::\s*Story)?\s*=/gm)].map(
      (m) => m[1],
    );
    const plays = source.match(/^\s{2}play: /gm) ?? [];
    expect(stories.length).toBeGreaterThan(0);
    expect(plays.length).toBeGreaterThanOrEqual(stories.length);
  });

  it.each(filesUnder('ui', /\.tsx?$/))('%s uses tokens, not raw palette colours', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const raw = source.match(
      /\b(?:bg|text|border|ring|outline|fill|stroke|from|to|via)-(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}\b|#[0-9a-f]{6}\b/gi,
    );
    expect(raw).toBeNull();
  });
});
