// The page's scripts that are files of the build's immutable assets, and how the page asks for
// them: its late scripts' loader (late-scripts.js) fetches the files that its element lists
// (LATE_SCRIPTS_ATTRIBUTE): the other language's offer (language-offer.ts, bundled here) on every
// page, and Astro's island runtime, which the build adds where a page has islands
// (scripts/build.mjs).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageOffer } from '../../ui';
import { resources } from '../i18n/resources';
import { languages } from '../routes';

/** The attribute of the loader's element that lists the files it fetches, separated by spaces. */
export const LATE_SCRIPTS_ATTRIBUTE = 'data-late-scripts';

/**
 * The event the loader dispatches on the window when one of its files failed to load (blocked,
 * offline): presses held for the islands it would have started go to the platform instead
 * (held-presses.js), so a form posts as it does with no script at all.
 */
export const LATE_SCRIPTS_FAILED = 'late-scripts-failed';

/**
 * The file a script is served as under the build's immutable assets, named by its content:
 * `assets/<stem>.<10 hex digits of its SHA-256>.js` (the language offer and Astro's island runtime).
 */
export function hashedScriptFile(stem: string, code: string): string {
  return `assets/${stem}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
}

/** A page script bundled from its source (a classic script, minified) and its file's name. */
export type ScriptFile = { code: string; file: string };

const bundled = new Map<string, ScriptFile>();

/** `site/layouts/<source>` with its imports, bundled once per build, served as `<stem>.<hash>.js`. */
function bundledScript(source: string, stem: string, define: Record<string, string> = {}) {
  const known = bundled.get(stem);
  if (known) return known;
  const code =
    buildSync({
      // From the project's root, where every build and the dev server run (this file is bundled).
      entryPoints: [join(process.cwd(), 'site/layouts', source)],
      bundle: true,
      minify: true,
      format: 'iife',
      define,
      write: false,
    }).outputFiles[0]?.text.trim() ?? '';
  const script = { code, file: hashedScriptFile(stem, code) };
  bundled.set(stem, script);
  return script;
}

/** The notice in each language, as HTML; the script gives its link the page's address. */
function offerMarkup(): Record<string, string> {
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      renderToStaticMarkup(
        createElement(LanguageOffer, {
          lang,
          texts: resources[lang].common.languageOffer,
          href: '',
        }),
      ),
    ]),
  );
}

/**
 * The language offer's code (language-offer.ts) and its file. The notice comes with it, ui's
 * LanguageOffer rendered in each language (OFFERS; its link's address is the page's): out of every
 * page's HTML, which carries only where its offer leads (Document.astro), so that each page fits
 * its first round trip.
 */
export function languageOfferScript(): ScriptFile {
  return bundledScript('language-offer.ts', 'language-offer', {
    OFFERS: JSON.stringify(offerMarkup()),
  });
}

/**
 * The header's fallbacks for browsers at the floor that lack Invoker Commands or the popover
 * (platform-fallbacks.js) and its file. Only such a browser asks for it (platformFallbacksLoader):
 * a current one pays the check alone.
 */
export function platformFallbacksScript(): ScriptFile {
  return bundledScript('platform-fallbacks.js', 'platform-fallbacks');
}

/**
 * The inline check at the top of every page's body: where Invoker Commands are missing, the fallbacks'
 * file is written in as a parser-blocking script, so it runs before the header is parsed and the
 * first tap on the menu already finds it (a browser at the floor pays one small request; a
 * current one, about 120 bytes). `npm run dev` has no file: it inlines the fallbacks.
 */
export function platformFallbacksLoader(file: string): string {
  // Invoker Commands alone: every browser shipped the popover first (Chrome 114 and 135, Safari 17
  // and 26.2, Firefox 125 and 144), so one with commands has both. The file checks each.
  return `'command' in HTMLButtonElement.prototype || document.write('<script src="/${file}"><\\/script>');`;
}
