#!/usr/bin/env node
// Writes the font subsets that complete the self-hosted Latin fonts, and their @font-face rules:
//   - ui/fonts/inter-symbols-wght.woff2: Inter's arrows, mathematical operators, geometric shapes
//     and check marks (→ ≤ ≥ ✓ ...), which fontsource's Latin files lack;
//   - ui/fonts/emoji-N.woff2: Noto Color Emoji (COLRv1, vector) for the emoji in EMOJI below;
//   - ui/fonts/faces.css: their @font-face rules, each unicode-range read from the subset itself.
// Without them the browser draws those characters with whatever fonts the device has, so a page
// looks different on every machine (and so would the stories' pictures). The outputs are committed;
// run `npm run fonts` after changing EMOJI or SYMBOL_RANGES, then refresh the pictures' baselines.
// It uses HarfBuzz's own subsetter and Google's WOFF2 tools, from Debian (`apt-get install
// libharfbuzz-bin woff2`): the npm builds of HarfBuzz leave out the colour tables (COLR, CPAL),
// and their emoji come out blank.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'ui', 'fonts');
const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

/** The emoji the site draws itself: the chat's greeting and what a sales assistant writes. */
export const EMOJI = [
  ...'👋🙂😊😀😉👍👏🙌🤝🙏💪👉👇✅❌⚠❓❗⭐✨🔥💡🚀🎉🎯📈📊📱💻🖥🌐🛒🛍💳💰💶💵📞📧✉📅🕒⏱🔍🔒🛡⚡🤖💬📝📌🎨🛠⚙📣📍🏢',
];
/** Joiner and emoji presentation selector: part of every sequence above that has them. */
const SEQUENCE_MARKS = '\u200d\ufe0f';

/** Blocks taken whole (the glyphs Inter has in them) for the symbols face. */
const SYMBOL_RANGES = [
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators
  [0x25a0, 0x25ff], // geometric shapes
  [0x2713, 0x2717], // check and ballot marks
];

/** `U+2190-2195,U+2198` from a list of code points. */
function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The code points a font maps (its cmap). */
const codePointsOf = (buffer) =>
  fontkit.create(buffer).characterSet.filter((cp) => cp > 0x20 && cp !== 0xfffe && cp !== 0xffff);

const work = mkdtempSync(join(tmpdir(), 'fonts-'));
function tool(command, args) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(`${command} not found: apt-get install libharfbuzz-bin woff2`, {
        cause: error,
      });
    throw error;
  }
}

/** The WOFF2 `source` cut down to `codePoints` (hb-subset), as WOFF2 bytes. */
function subset(source, codePoints, instance) {
  const name = basename(source, '.woff2');
  const ttf = join(work, `${name}.ttf`);
  const copy = join(work, `${name}.woff2`);
  writeFileSync(copy, readFileSync(source));
  tool('woff2_decompress', [copy]);
  const cut = join(work, `${name}-subset.ttf`);
  const unicodes = codePoints.map((cp) => cp.toString(16)).join(',');
  tool('hb-subset', [
    ttf,
    `--unicodes=${unicodes}`,
    ...(instance ? [`--instance=${instance}`] : []),
    `--output-file=${cut}`,
  ]);
  tool('woff2_compress', [cut]);
  return readFileSync(join(work, `${name}-subset.woff2`));
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const faces = [];

// Inter's own symbols, from the full variable font (rsms' release, as fontsource's files), with
// the optical-size axis fixed at its text default, as fontsource's 'wght' files have it.
const interFile = join(packageDir('inter-ui'), 'variable', 'InterVariable.woff2');
const interFont = fontkit.create(readFileSync(interFile));
// Leaving out what fontsource's Inter files already map (the minus sign, the division slash).
const fontsourceInter = join(packageDir('@fontsource-variable/inter'), 'files');
const mapped = new Set(
  ['latin', 'latin-ext'].flatMap((subset) =>
    codePointsOf(readFileSync(join(fontsourceInter, `inter-${subset}-wght-normal.woff2`))),
  ),
);
const symbols = SYMBOL_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i),
).filter((cp) => interFont.hasGlyphForCodePoint(cp) && !mapped.has(cp));
const interSymbols = subset(interFile, symbols, 'opsz=14');
writeFileSync(join(out, 'inter-symbols-wght.woff2'), interSymbols);
faces.push({
  family: 'Inter Variable',
  file: 'inter-symbols-wght.woff2',
  range: unicodeRange(codePointsOf(interSymbols)),
});

// Emoji: each from the first of the package's files that has it (they are split by Google's
// unicode ranges), one small subset per file used.
const emojiDir = join(packageDir('@infolektuell/noto-color-emoji'), 'files');
const sources = readdirSync(emojiDir)
  .filter((name) => name.endsWith('.woff2'))
  .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
const wanted = new Set(EMOJI);
for (const name of sources) {
  const buffer = readFileSync(join(emojiDir, name));
  const font = fontkit.create(buffer);
  const here = [...wanted].filter((emoji) => font.hasGlyphForCodePoint(emoji.codePointAt(0)));
  if (here.length === 0) continue;
  here.forEach((emoji) => wanted.delete(emoji));
  const cut = subset(join(emojiDir, name), [
    ...here.map((emoji) => emoji.codePointAt(0)),
    ...[...SEQUENCE_MARKS].map((mark) => mark.codePointAt(0)),
  ]);
  const file = `emoji-${parseInt(name, 10)}.woff2`;
  writeFileSync(join(out, file), cut);
  // Each emoji face also claims the joiner and the selector, as Google's own split does.
  faces.push({ family: 'Site Emoji', file, range: unicodeRange(codePointsOf(cut)) });
}
if (wanted.size > 0) throw new Error(`No emoji font has ${[...wanted].join(' ')}`);

const css = faces
  .map(
    ({ family, file, range }) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url('./${file}') format('woff2');
  unicode-range: ${range};
}`,
  )
  .join('\n');
writeFileSync(
  join(out, 'faces.css'),
  `/* Generated by scripts/make-fonts.mjs (npm run fonts): do not edit.
 * A few glyphs each, fetched only for text that has them and drawn once loaded (swap): no
 * first-paint text uses them (the Latin files, preloaded, use font-display: optional). */
${css}
`,
);
rmSync(work, { recursive: true, force: true });
const bytes = faces.reduce((sum, { file }) => sum + readFileSync(join(out, file)).length, 0);
console.log(`[fonts] ${faces.length} faces, ${bytes} bytes in ui/fonts/`);
