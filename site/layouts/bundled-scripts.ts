// The page's scripts that are bundled from TypeScript (with their imports) and minified, as
// classic scripts:
// - the other language's offer (language-offer.ts), written by the build as a file;
// - the late scripts' loader (late-scripts.ts), inlined at the end of every page's body.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The attribute of the loader's element that lists the files it fetches: the language offer in
 * every page, and Astro's island runtime, which the build adds where a page has islands
 * (scripts/build.mjs).
 */
export const LATE_SCRIPTS_ATTRIBUTE = 'data-late-scripts';

const bundles = new Map<string, string>();

/** One entry under site/layouts, bundled as a classic script (an IIFE), minified. */
function bundled(entry: string): string {
  let code = bundles.get(entry);
  if (code === undefined) {
    code =
      buildSync({
        // From the project's root, where every build and the dev server run (this file is bundled).
        entryPoints: [join(process.cwd(), 'site/layouts', entry)],
        bundle: true,
        minify: true,
        format: 'iife',
        define: { LATE_SCRIPTS_ATTRIBUTE: JSON.stringify(LATE_SCRIPTS_ATTRIBUTE) },
        write: false,
      }).outputFiles[0]?.text.trim() ?? '';
    bundles.set(entry, code);
  }
  return code;
}

/**
 * The file a script is served as under the build's immutable assets, named by its content:
 * `assets/<stem>.<10 hex digits of its SHA-256>.js` (the language offer and Astro's island runtime).
 */
export function hashedScriptFile(stem: string, code: string): string {
  return `assets/${stem}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
}

/** The language offer's code, and the file it is served as (under the build's immutable assets). */
export function languageOfferScript(): { code: string; file: string } {
  const code = bundled('language-offer.ts');
  return { code, file: hashedScriptFile('language-offer', code) };
}

/** The late scripts' loader, inlined in every page (late-scripts.ts). */
export function lateScriptsLoader(): string {
  return bundled('late-scripts.ts');
}
