import type { Page } from 'playwright';
import { FONT_CHECK_ATTRIBUTE, textInPlatformFonts } from '../platform-fonts';

/**
 * The page's text as drawn, each element whose characters came, in part or whole, from a font of
 * the machine rather than the site's own (ui/styles.css): one line per element, empty when all is
 * the site's. Waits for the fonts the page is loading first.
 */
export async function textInMachineFonts(page: Page): Promise<string[]> {
  const token = 'e2e';
  await page.evaluate(
    async ([name, value]) => {
      await document.fonts.ready;
      document.body.setAttribute(name, value);
    },
    [FONT_CHECK_ATTRIBUTE, token] as const,
  );
  const session = await page.context().newCDPSession(page);
  try {
    const foreign = await textInPlatformFonts(session, token);
    return foreign.map((f) => `font ${f.fonts.join(', ')} for "${f.text}" in ${f.element}`);
  } finally {
    await session.detach();
    await page.evaluate((name) => document.body.removeAttribute(name), FONT_CHECK_ATTRIBUTE);
  }
}
