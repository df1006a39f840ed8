// Every character the site's texts and content hold is drawn by the project's own fonts: the
// faces of ui/styles.css (fontsource's Latin files) and ui/fonts/faces.css (symbols, emoji), each
// through its unicode-range and its cmap. Texts only some interaction shows (a tool's result, the
// chat's greeting) are covered here too, ahead of the stories' and pages' check of what is drawn.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { filesUnder, root } from './project-files';

type Face = {
  family: string;
  file: string;
  ranges: [number, number][];
  codePoints: Set<number>;
  tables: string[];
};

/** The @font-face rules of one of our stylesheets (our own files: a simple reading will do). */
function facesOf(cssFile: string): Face[] {
  const css = readFileSync(join(root, cssFile), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const family = /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '';
    const url = /url\('([^']+)'\)/.exec(body)?.[1] ?? '';
    const file = join(root, dirname(cssFile), url);
    const range = /unicode-range:([^;]+);/.exec(body)?.[1] ?? 'U+0-10FFFF';
    const ranges = range.split(',').map((part) => {
      const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
    });
    // fontkit reads the table directory; its types leave it out.
    const font = fontkit.create(readFileSync(file)) as fontkit.Font & {
      directory: { tables: Record<string, unknown> };
    };
    return {
      family,
      file: relative(root, file),
      ranges,
      codePoints: new Set(font.characterSet),
      tables: Object.keys(font.directory.tables),
    };
  });
}

const faces = [...facesOf('ui/styles.css'), ...facesOf('ui/fonts/faces.css')];
const drawn = (cp: number) =>
  faces.some(
    (face) => face.ranges.some(([from, to]) => cp >= from && cp <= to) && face.codePoints.has(cp),
  );

// What visitors read: translations, content, and the components' own default labels.
const textFiles = [
  ...filesUnder('site/i18n', /\.json$/),
  ...filesUnder('site/content', /\.ts$/),
  ...filesUnder('ui', /\.tsx$/),
  ...filesUnder('domain', /\.ts$/),
  ...filesUnder('stories', /\.tsx?$/),
];

describe('the project fonts draw every character of the texts', () => {
  it('reads the faces: Inter and Space Grotesk Latin, symbols, emoji', () => {
    expect(new Set(faces.map((f) => f.family))).toEqual(
      new Set(['Inter Variable', 'Space Grotesk Variable', 'Site Emoji']),
    );
  });

  it('draws emoji in colour: every emoji face keeps its colour tables (COLR, CPAL)', () => {
    // Without them (as the npm builds of HarfBuzz subset) an emoji is drawn blank, by our font.
    const emoji = faces.filter((face) => face.family === 'Site Emoji');
    expect(emoji.length).toBeGreaterThan(0);
    for (const face of emoji)
      expect(face.tables, face.file).toEqual(expect.arrayContaining(['COLR', 'CPAL']));
  });

  it('knows a character they lack when it sees one', () => {
    expect(drawn('Ж'.codePointAt(0) ?? 0)).toBe(false);
    expect(drawn('→'.codePointAt(0) ?? 0)).toBe(true);
    expect(drawn('👋'.codePointAt(0) ?? 0)).toBe(true);
  });

  it.each(textFiles)('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const missing = new Set<string>();
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 0;
      // Control characters and the emoji presentation selector draw nothing of their own.
      if (cp < 0x20 || cp === 0xfe0f || cp === 0x200d) continue;
      if (!drawn(cp)) missing.add(`${char} U+${cp.toString(16).toUpperCase()}`);
    }
    expect([...missing]).toEqual([]);
  });
});
