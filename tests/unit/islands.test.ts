import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_FILES } from '../e2e/islands';
import { filesUnder, root } from './project-files';

/** The names an .astro file imports, each with the file it comes from (relative to the root). */
function importsOf(file: string): Map<string, string> {
  const source = readFileSync(join(root, file), 'utf8');
  const names = new Map<string, string>();
  for (const [, clause = '', from = ''] of source.matchAll(
    /^import\s+([^;']+?)\s+from\s+'([^']+)'/gm,
  )) {
    const path = relative(root, join(root, dirname(file), from));
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const byDefault = /^(\w+)/.exec(clause)?.[1];
    for (const name of [byDefault, ...named.split(',').map((part) => part.trim())]) {
      if (name && !name.startsWith('type ')) names.set(name, path);
    }
  }
  return names;
}

describe('islands', () => {
  it('each island a page or layout places (a client: directive) comes from a file the e2e tests name (tests/e2e/islands.ts), and each named file is one', () => {
    const placed = new Set<string>();
    for (const file of filesUnder('site', /\.astro$/)) {
      const source = readFileSync(join(root, file), 'utf8');
      const imports = importsOf(file);
      for (const [, component = ''] of source.matchAll(/<([A-Z]\w*)\s[^>]*\bclient:/g)) {
        const from = imports.get(component);
        expect(from, `${file}: <${component} client:...> is imported`).toBeDefined();
        const module = `${from}.tsx`;
        expect(existsSync(join(root, module)), module).toBe(true);
        placed.add(module);
      }
    }
    expect([...placed].sort()).toEqual(Object.values(ISLAND_FILES).sort());
  });
});
