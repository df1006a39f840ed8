// The chatbot's configured provider: an n8n workflow webhook, called by the server so its
// address (and any credential) never reaches the browser. Spec section 7: POST with the message,
// session id, language and an ISO timestamp, Content-Type and Accept JSON; the reply is JSON or
// text, read by parseWebhookReply. Spec section 8: a non-OK status is 'HTTP error! status: N'.
import { parseWebhookReply, webhookRequestBody } from '../../../domain/chat';
import { upstreamFetch } from '../upstream';
import type { ChatProvider } from './provider';

export const WEBHOOK_TIMEOUT_MS = 15_000;
/** Replies longer than this are refused: a bot message is a few sentences. */
export const WEBHOOK_REPLY_MAX_BYTES = 64 * 1024;

export type WebhookOptions = {
  url: string;
  /** n8n's Header Auth credential: the header's name and value, sent with every call. */
  auth?: { header: string; value: string } | undefined;
  timeoutMs?: number;
};

/** The body as text, refusing one larger than `max` bytes. */
async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > max) {
    await response.body?.cancel();
    throw new Error(`reply larger than ${max} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`reply larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The reply's value: parsed JSON when it says it is JSON (or looks like it), else its text. */
function replyValue(text: string, contentType: string | null): unknown {
  const trimmed = text.trim();
  const looksJson = /^[[{"]/.test(trimmed);
  if (contentType?.includes('json') || looksJson) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      // Not JSON after all: the text is the reply.
    }
  }
  return text;
}

export function webhookProvider({
  url,
  auth,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: WebhookOptions): ChatProvider {
  return {
    name: 'webhook',
    async reply(request, signal) {
      const headers = new Headers({
        'Content-Type': 'application/json',
        Accept: 'application/json',
      });
      if (auth) headers.set(auth.header, auth.value);
      const timeout = AbortSignal.timeout(timeoutMs);
      let text: string;
      let contentType: string | null;
      try {
        const response = await upstreamFetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(webhookRequestBody(request)),
          signal: AbortSignal.any([signal, timeout]),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`HTTP error! status: ${response.status}`);
        }
        contentType = response.headers.get('Content-Type');
        text = await readCapped(response, WEBHOOK_REPLY_MAX_BYTES);
      } catch (error) {
        if (timeout.aborted && !signal.aborted) {
          throw new Error(`no reply within ${timeoutMs} ms`, { cause: error });
        }
        throw error;
      }
      const reply = parseWebhookReply(replyValue(text, contentType)).trim();
      // An empty bot message says nothing: the visitor sees the error message instead.
      if (!reply) throw new Error('empty reply');
      return reply;
    },
  };
}
