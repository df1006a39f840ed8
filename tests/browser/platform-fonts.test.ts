// The font check itself (tests/platform-fonts.ts), which every story and page runs: it must name
// text the browser drew with a font of the machine, and pass text drawn with the page's own font.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { afterEach, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { FONT_CHECK_ATTRIBUTE, textInPlatformFonts } from '../platform-fonts';

async function check(text: string) {
  const face = new FontFace('Check Inter', `url(${interLatin})`, { weight: '100 900' });
  document.fonts.add(await face.load());
  const paragraph = document.createElement('p');
  paragraph.style.fontFamily = "'Check Inter', sans-serif";
  paragraph.textContent = text;
  document.body.append(paragraph);
  document.body.setAttribute(FONT_CHECK_ATTRIBUTE, 'unit');
  return textInPlatformFonts(cdp(), 'unit');
}

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute(FONT_CHECK_ATTRIBUTE);
});

it('passes text the web font draws whole', async () => {
  await expect(check('Diseño web: 4,8 MB (−73 %) «rápido»')).resolves.toEqual([]);
});

it('names the element and the machine font of a character the web font lacks', async () => {
  // Cyrillic: the site ships Inter's Latin files only, so the browser takes it from the machine.
  const foreign = await check('Привет');
  expect(foreign).toHaveLength(1);
  expect(foreign[0]?.element).toBe('<p>');
  expect(foreign[0]?.text).toBe('Привет');
  expect(foreign[0]?.fonts[0]).toMatch(/\(6 glyphs\)$/);
});

it('names a single fallen-back glyph among the web font text', async () => {
  const foreign = await check('Bueno: ≤ 2,5 s');
  expect(foreign.map((f) => f.fonts.length)).toEqual([1]);
  expect(foreign[0]?.fonts[0]).toMatch(/\(1 glyphs\)$/);
});
