// The bot's reply as safe tokens: the UI renders them as React elements, never as HTML.

/** One piece of a formatted chat message. */
export type ChatToken =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'emoji'; text: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'break' };

// An image (`![alt](src)`) is matched too, so that it becomes its alt text, never an <img>.
const INLINE = /(!?)\[([^[\]\n]+)\]\(([^()\s]+)\)|\*\*([^*\n]+?)\*\*/g;
const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;

/**
 * A link target the chat may open: an absolute http(s) URL, or a path on this site. Anything
 * else (javascript:, data:, vbscript:, protocol-relative '//host', '/\host' which browsers read
 * as '//host', entity tricks) is refused and the link shows as plain text.
 */
export function safeChatHref(href: string): string | null {
  // Control characters and whitespace are how 'java\tscript:' slips past naive checks.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  if (/[\u0000-\u0020\u007f\\]/.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(tokens: ChatToken[], text: string) {
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    if (match.index > last) tokens.push({ type: 'text', text: text.slice(last, match.index) });
    tokens.push({ type: 'emoji', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: text.slice(last) });
}

function formatLine(line: string, tokens: ChatToken[]) {
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const [whole, bang, label, href, bold] = match;
    if (match.index > last) pushText(tokens, line.slice(last, match.index));
    last = match.index + whole.length;
    if (bold !== undefined) {
      tokens.push({ type: 'bold', text: bold });
      continue;
    }
    if (label === undefined || href === undefined) continue;
    const safe = bang ? null : safeChatHref(href);
    if (safe) tokens.push({ type: 'link', label, href: safe });
    else if (bang) pushText(tokens, label);
    else pushText(tokens, whole);
  }
  if (last < line.length) pushText(tokens, line.slice(last));
}

/**
 * Splits a bot message into text, bold, emoji, link and line-break tokens (spec: markdown links
 * opening in a new tab, bold text, emoji colouring). Unmatched markers stay as typed.
 */
export function formatChatText(text: string): ChatToken[] {
  const tokens: ChatToken[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) tokens.push({ type: 'break' });
    formatLine(line, tokens);
  });
  return tokens;
}
