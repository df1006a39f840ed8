import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root folder. */
export const root = new URL('../../', import.meta.url).pathname;

/** Files below `dir` (relative to the root) whose names match `ext`, as paths from the root. */
export function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    return statSync(join(root, rel)).isDirectory()
      ? filesUnder(rel, ext)
      : ext.test(name)
        ? [rel]
        : [];
  });
}
