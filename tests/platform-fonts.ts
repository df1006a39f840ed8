// Which fonts the browser really drew a document's text with, from the DevTools protocol
// (CSS.getPlatformFontsForNode): the check that every character on a story or a page comes from
// the project's own fonts, not from whatever fonts the machine has. It runs in Node beside
// Playwright: the end-to-end pages call it, and the stories through the `textInMachineFonts`
// browser command (vitest.config.ts), one call per story.
import type { BrowserCommand } from 'vitest/node';
import type { CDPSession, Frame, Page } from 'playwright';

type DomNode = { nodeName: string; attributes?: string[] };

/** Marks the elements whose fonts are asked for (one document of the tab at a time). */
const PROBE = 'data-font-probe';

/**
 * Runs in the page (self-contained: Playwright sends its source). Marks the fewest rendered
 * elements whose own text holds every character the document draws in each font family list:
 * which font draws a character depends on the list alone (the project's faces span every weight,
 * and italics are slanted from them), so asking for those elements' fonts covers all the text, in
 * a few protocol calls instead of one per element. The mark's value is the element's text.
 */
function markFontProbes(attribute: string): number {
  const covered = new Map<string, Set<string>>();
  let marked = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    const element = node as Element;
    if (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName)) continue;
    const own = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.nodeValue ?? '')
      .join('');
    const chars = [...own].filter((char) => char.trim() !== '');
    if (chars.length === 0 || element.getClientRects().length === 0) continue;
    const key = getComputedStyle(element).fontFamily;
    const seen = covered.get(key) ?? new Set<string>();
    covered.set(key, seen);
    if (chars.every((char) => seen.has(char))) continue;
    chars.forEach((char) => seen.add(char));
    element.setAttribute(attribute, own.trim().slice(0, 80));
    marked += 1;
  }
  return marked;
}

function clearFontProbes(attribute: string): void {
  document.querySelectorAll(`[${attribute}]`).forEach((element) => {
    element.removeAttribute(attribute);
  });
}

function describe(node: DomNode): string {
  const attributes = node.attributes ?? [];
  const value = (name: string) => {
    const index = attributes.indexOf(name);
    return index >= 0 && index % 2 === 0 ? attributes[index + 1] : undefined;
  };
  const named = ['data-slot', 'class'].flatMap((name) => {
    const found = value(name);
    return found === undefined ? [] : [`${name}="${found.slice(0, 60)}"`];
  });
  const tag = `<${[node.nodeName.toLowerCase(), ...named].join(' ')}>`;
  return `"${value(PROBE) ?? ''}" in ${tag}`;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One protocol session per page, with the DOM and CSS domains on. */
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (created) => {
        await created.send('DOM.enable');
        await created.send('CSS.enable');
        return created;
      });
    sessions.set(page, session);
  }
  return session;
}

/**
 * The text of `frame` (the page's own document unless given) that the browser drew, in part or
 * whole, with a font of the machine rather than one the page loaded: one line per element, with
 * the fonts, empty when every character is the project's. Waits for the fonts being loaded.
 */
export async function textInMachineFonts(page: Page, frame: Frame = page.mainFrame()) {
  await frame.evaluate(() => document.fonts.ready);
  await frame.evaluate(markFontProbes, PROBE);
  try {
    const session = await sessionOf(page);
    // The document is asked for first: a search only finds nodes the protocol has been given.
    await session.send('DOM.getDocument', { depth: 0 });
    // A selector search covers every frame of the tab (a story runs in one).
    const { searchId, resultCount } = await session.send('DOM.performSearch', {
      query: `[${PROBE}]`,
      includeUserAgentShadowDOM: false,
    });
    const { nodeIds } =
      resultCount > 0
        ? await session.send('DOM.getSearchResults', {
            searchId,
            fromIndex: 0,
            toIndex: resultCount,
          })
        : { nodeIds: [] };
    await session.send('DOM.discardSearchResults', { searchId });
    const answers = await Promise.all(
      nodeIds.map((nodeId) => session.send('CSS.getPlatformFontsForNode', { nodeId })),
    );
    const found: string[] = [];
    for (const [index, nodeId] of nodeIds.entries()) {
      const foreign = (answers[index]?.fonts ?? []).filter((font) => !font.isCustomFont);
      if (foreign.length === 0) continue;
      const { node } = await session.send('DOM.describeNode', { nodeId });
      const names = foreign.map((font) => `${font.familyName} (${font.glyphCount} glyphs)`);
      found.push(`${describe(node)} drawn with ${names.join(', ')}`);
    }
    return found;
  } finally {
    await frame.evaluate(clearFontProbes, PROBE);
  }
}

/** The check as a Vitest browser command: the story's frame, from its own test. */
export const textInMachineFontsCommand: BrowserCommand<[]> = async (context) =>
  textInMachineFonts(context.page, await context.frame());

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Text of the test's document drawn with a font of the machine (tests/platform-fonts.ts). */
    textInMachineFonts: () => Promise<string[]>;
  }
}
