// Which fonts the browser really drew a document's text with, from the DevTools protocol
// (CSS.getPlatformFontsForNode): the check that every character on a story or a page comes from
// the project's own fonts, not from whatever fonts the machine has. Used by the stories (through
// Vitest's cdp()) and the end-to-end pages (through Playwright's CDP session).

/** The DevTools protocol commands the check sends: Vitest's `cdp()` or a Playwright CDP session. */
export interface ProtocolSession {
  send(method: 'DOM.enable' | 'CSS.enable'): Promise<unknown>;
  send(method: 'DOM.getDocument', params: { depth: number; pierce: boolean }): Promise<unknown>;
  send(method: 'CSS.getPlatformFontsForNode', params: { nodeId: number }): Promise<unknown>;
}

type DomNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
};

type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** Text drawn, at least in part, with a font the page did not bring. */
export type ForeignText = { element: string; text: string; fonts: string[] };

/** The attribute that marks the body to check (the protocol sees every frame of the tab). */
export const FONT_CHECK_ATTRIBUTE = 'data-font-check';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'HEAD']);

function kids(node: DomNode): DomNode[] {
  return [...(node.shadowRoots ?? []), ...(node.children ?? [])];
}

function findMarkedBody(node: DomNode, token: string): DomNode | undefined {
  if (node.nodeName === 'BODY') {
    const attributes = node.attributes ?? [];
    for (let i = 0; i < attributes.length; i += 2) {
      if (attributes[i] === FONT_CHECK_ATTRIBUTE && attributes[i + 1] === token) return node;
    }
  }
  for (const child of [...kids(node), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findMarkedBody(child, token);
    if (found) return found;
  }
  return undefined;
}

/** Elements with text of their own (not only whitespace), with that text. */
function textElements(node: DomNode, found: { node: DomNode; text: string }[] = []) {
  if (SKIPPED.has(node.nodeName)) return found;
  const own = (node.children ?? [])
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue ?? '')
    .join('')
    .trim();
  if (node.nodeType === 1 && own) found.push({ node, text: own });
  for (const child of kids(node)) textElements(child, found);
  return found;
}

function describe(node: DomNode): string {
  const attributes = node.attributes ?? [];
  const named = ['data-slot', 'class'].map((name) => {
    const index = attributes.indexOf(name);
    return index >= 0 && index % 2 === 0 ? `${name}="${attributes[index + 1]?.slice(0, 60)}"` : '';
  });
  return `<${node.nodeName.toLowerCase()} ${named.filter(Boolean).join(' ')}>`.replace(' >', '>');
}

/**
 * Every element of the marked document whose text the browser drew, in part or whole, with a
 * platform font (one the machine has) rather than a web font the page loaded. Mark the document
 * first: `document.body.setAttribute(FONT_CHECK_ATTRIBUTE, token)`.
 */
export async function textInPlatformFonts(
  session: ProtocolSession,
  token: string,
): Promise<ForeignText[]> {
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const body = findMarkedBody(root, token);
  if (!body) throw new Error(`No <body ${FONT_CHECK_ATTRIBUTE}="${token}"> in the tab`);
  const elements = textElements(body);
  const fonts = await Promise.all(
    elements.map(
      ({ node }) =>
        session.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId }) as Promise<{
          fonts: PlatformFont[];
        }>,
    ),
  );
  return elements.flatMap(({ node, text }, index) => {
    const foreign = (fonts[index]?.fonts ?? []).filter((font) => !font.isCustomFont);
    if (foreign.length === 0) return [];
    return [
      {
        element: describe(node),
        text: text.slice(0, 80),
        fonts: foreign.map((font) => `${font.familyName} (${font.glyphCount} glyphs)`),
      },
    ];
  });
}
