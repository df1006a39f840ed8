// The font check itself (tests/platform-fonts.ts), which every story and page runs: it must name
// text the browser drew with a font of the machine, and pass text drawn with the page's own font.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { afterEach, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../platform-fonts';

async function check(...texts: string[]) {
  const face = new FontFace('Check Inter', `url(${interLatin})`, { weight: '100 900' });
  document.fonts.add(await face.load());
  for (const text of texts) {
    const paragraph = document.createElement('p');
    paragraph.style.fontFamily = "'Check Inter', sans-serif";
    paragraph.textContent = text;
    document.body.append(paragraph);
  }
  return commands.textInMachineFonts();
}

afterEach(() => {
  document.body.replaceChildren();
});

it('passes text the web font draws whole', async () => {
  await expect(check('Diseño web: 4,8 MB (−73 %) «rápido»')).resolves.toEqual([]);
});

it('names the element, its text and the machine font of characters the web font lacks', async () => {
  // Cyrillic: the site ships Inter's Latin files only, so the browser takes it from the machine.
  const foreign = await check('Привет');
  expect(foreign).toHaveLength(1);
  expect(foreign[0]).toMatch(/^"Привет" in <p> drawn with .+ \(6 glyphs\)$/);
});

it('names a single fallen-back glyph among the web font text', async () => {
  const foreign = await check('Bueno: ≤ 2,5 s');
  expect(foreign).toHaveLength(1);
  expect(foreign[0]).toMatch(/drawn with [^,]+ \(1 glyphs\)$/);
});

it('finds the one new character after text it has already asked about', async () => {
  const foreign = await check('Bueno: 2,5 s', 'Bueno: 2,5 s', 'Bueno: ≥ 2,5 s');
  expect(foreign).toEqual([expect.stringMatching(/^"Bueno: ≥ 2,5 s" in <p>/)]);
});
