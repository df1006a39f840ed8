// The other language's offer as one classic script (language-offer.ts with its imports, bundled
// and minified). The build writes it as a file (scripts/build.mjs) that every page loads async:
// it runs only once the page has loaded and painted, so it need not be in the document, whose
// bytes decide how soon a phone paints (an article fits its first round trip without it). A
// classic async script is fetched at low priority, and is not in the first paint's way, where a
// module script would be. `npm run dev` inlines it.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

let bundle: { code: string; file: string } | undefined;

/**
 * The file a script is served as under the build's immutable assets, named by its content:
 * `assets/<stem>.<10 hex digits of its SHA-256>.js` (this one and Astro's island runtime).
 */
export function hashedScriptFile(stem: string, code: string): string {
  return `assets/${stem}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
}

/** The script's code, and the file it is served as (under the build's immutable assets). */
export function languageOfferScript(): { code: string; file: string } {
  if (bundle) return bundle;
  const code =
    buildSync({
      // From the project's root, where every build and the dev server run (this file is bundled).
      entryPoints: [join(process.cwd(), 'site/layouts/language-offer.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      write: false,
    }).outputFiles[0]?.text.trim() ?? '';
  bundle = { code, file: hashedScriptFile('language-offer', code) };
  return bundle;
}
