// The chat panel's client of the server's chat API (POST /api/chat, site/server/chat): one
// visitor message out, the advisor's reply back, or one of the API's failures.
import { CHAT_ERRORS, type ChatError, type ChatRequest } from '../../domain/chat';

export const CHAT_ENDPOINT = '/api/chat';

/** A message the chat API did not answer (spec section 8: the panel shows its error text). */
export class ChatClientError extends Error {
  constructor(readonly code: ChatError) {
    super(code);
    this.name = 'ChatClientError';
  }
}

const isChatError = (value: unknown): value is ChatError =>
  CHAT_ERRORS.some((code) => code === value);

/** The reply to one message; throws ChatClientError ('failed' when offline or the answer is odd). */
export async function askChat(request: ChatRequest, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ChatClientError('failed');
  }
  const body = (await response.json().catch(() => null)) as {
    reply?: unknown;
    error?: unknown;
  } | null;
  if (response.ok && typeof body?.reply === 'string') return body.reply;
  if (isChatError(body?.error)) throw new ChatClientError(body.error);
  throw new ChatClientError(response.status === 429 ? 'rate-limited' : 'failed');
}
