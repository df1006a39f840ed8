// The chatbot's rules, shared by the chat panel (site/), the server (site/server/chat) and the
// tests: what a message may be, the chat API's request and answer, and how the workflow
// webhook's reply is read (spec sections 5, 7 and 8).
import { withoutControlCharacters } from './text';

/**
 * The longest message a visitor may send, in UTF-16 code units (what a textarea's `maxLength`
 * counts). The panel's input stops there; the server refuses a longer one.
 */
export const CHAT_MESSAGE_MAX = 1000;

export const CHAT_LANGUAGES = ['es', 'en'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Who wrote a reply: the configured workflow webhook (n8n) or the site's own assistant. */
export type ChatSource = 'webhook' | 'assistant';

/** POST /api/chat: one visitor message of a session (the session id is made per page load). */
export type ChatRequest = { message: string; sessionId: string; language: ChatLanguage };

export type ChatReply = { reply: string; source: ChatSource };

/**
 * The chat API's failures. The panel shows its one translated error message for each (spec
 * section 8); `rate-limited` comes with `retryAfter` (seconds), like the Retry-After header.
 */
export const CHAT_ERRORS = ['rate-limited', 'bad-request', 'failed', 'too-large'] as const;
export type ChatError = (typeof CHAT_ERRORS)[number];
export type ChatFailure = { error: ChatError; retryAfter?: number };

/** The JSON body of every /api/chat answer. */
export type ChatAnswer = ChatReply | ChatFailure;

/** What the server sends to the workflow webhook (spec section 7). */
export type WebhookRequestBody = ChatRequest & { timestamp: string };

/**
 * A message as it is sent: line breaks as `\n`, control characters removed, trimmed. Null when
 * nothing is left (spec: blank text is ignored) or when it is longer than CHAT_MESSAGE_MAX:
 * a longer message is refused, not cut, so no reply ever answers a question the visitor did
 * not finish (the input's `maxLength` keeps a typed one within the cap).
 */
export function cleanMessage(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const clean = withoutControlCharacters(text).trim();
  if (clean === '' || clean.length > CHAT_MESSAGE_MAX) return null;
  return clean;
}

/** A chat session id: a UUID (`crypto.randomUUID()`, made once per page load). */
export function isChatSessionId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

export function isChatLanguage(value: unknown): value is ChatLanguage {
  return CHAT_LANGUAGES.includes(value as ChatLanguage);
}

/** The chat request in a parsed JSON body, with its message cleaned; null when unusable. */
export function chatRequestOf(body: unknown): ChatRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { message, sessionId, language } = body as Record<string, unknown>;
  const clean = cleanMessage(message);
  if (clean === null || !isChatSessionId(sessionId) || !isChatLanguage(language)) return null;
  return { message: clean, sessionId, language };
}

/** The webhook's request body for a chat request, stamped with the time it is sent. */
export function webhookRequestBody(request: ChatRequest, now = new Date()): WebhookRequestBody {
  return {
    message: request.message,
    sessionId: request.sessionId,
    language: request.language,
    timestamp: now.toISOString(),
  };
}

const REPLY_FIELDS = ['output', 'message', 'response'] as const;

function serialise(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The first of output, message, response that has a value (a non-empty string or any other). */
function replyField(item: unknown): unknown {
  if (!item || typeof item !== 'object') return undefined;
  const fields = item as Record<string, unknown>;
  for (const name of REPLY_FIELDS) {
    const value = fields[name];
    if (value !== undefined && value !== null && value !== '' && value !== false) return value;
  }
  return undefined;
}

/**
 * The bot's text in the webhook's reply (JSON already parsed, or the text of a non-JSON one),
 * as spec section 7 reads it: a string is used directly; an array uses its first item's
 * output, message or response; an object uses its output, message or response; anything else
 * is serialised as JSON. A field holding something other than a string is serialised too, so
 * the answer is always text.
 */
export function parseWebhookReply(body: unknown): string {
  if (typeof body === 'string') return body;
  const field = replyField(Array.isArray(body) ? body[0] : body);
  return serialise(field === undefined ? body : field);
}
