/**
 * The address a visitor asks to audit (spec section 5): it must parse and use http or https,
 * with a host, no credentials, no whitespace or control characters. Null otherwise (the invalid-URL message). Shared by the page
 * and the server, which also guards where the address leads (site/server/url-guard.ts).
 */
export function parseAuditUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '' || text.length > 2048) return null;
  // WHATWG URL would silently drop a tab or a line break inside.
  if (/\s/.test(text) || [...text].some((c) => c < ' ' || c === '\x7f')) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  url.hash = '';
  return url;
}
