// POST /api/chat: one visitor message, answered by the configured provider (the n8n webhook or
// the local assistant). JSON in, JSON out: { reply, source } or { error } (domain/chat.ts).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chatRequestOf, type ChatAnswer, type ChatError } from '../../../domain/chat';
import { clientAddress, createRateLimiter } from '../rate-limit';
import { mediaTypeOf } from '../request-guard';
import type { ChatProvider } from './provider';

export type ChatRoutesOptions = {
  provider: ChatProvider;
  /** Messages allowed per client address and window. */
  rateLimit?: { max: number; windowMs: number } | undefined;
};

/** Room for a message at its cap (CHAT_MESSAGE_MAX) with escapes, and the other fields. */
export const CHAT_BODY_MAX_BYTES = 8 * 1024;
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 60_000 };

const STATUS: Record<ChatError, 400 | 413 | 429 | 502> = {
  'bad-request': 400,
  'too-large': 413,
  'rate-limited': 429,
  failed: 502,
};

function failure(c: Context, error: ChatError, retryAfter?: number) {
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  const body: ChatAnswer = retryAfter ? { error, retryAfter } : { error };
  return c.json(body, STATUS[error]);
}

/** The routes under /api/chat. */
export function chatRoutes({ provider, rateLimit = CHAT_RATE_LIMIT }: ChatRoutesOptions) {
  const limiter = createRateLimiter(rateLimit);
  const routes = new Hono();

  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  routes.post(
    '/',
    async (c, next) => {
      // Counted before the body is read: oversized and malformed requests count too.
      const limit = limiter(clientAddress(c));
      if (!limit.allowed) return failure(c, 'rate-limited', limit.retryAfterS);
      await next();
    },
    bodyLimit({ maxSize: CHAT_BODY_MAX_BYTES, onError: (c) => failure(c, 'too-large') }),
    async (c) => {
      // Exactly JSON: a cross-site form cannot send it without the browser asking first (CORS).
      if (mediaTypeOf(c) !== 'application/json') {
        return failure(c, 'bad-request');
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return failure(c, 'bad-request');
      }
      const request = chatRequestOf(body);
      if (!request) return failure(c, 'bad-request');
      try {
        const reply = await provider.reply(request, c.req.raw.signal);
        return c.json({ reply, source: provider.name } satisfies ChatAnswer);
      } catch (error) {
        // Logged without the visitor's message; the page shows its translated error message.
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`Chat (${provider.name}) failed: ${reason}`);
        return failure(c, 'failed');
      }
    },
  );

  // Anything but POST: the one method this address answers.
  routes.all('/', (c) => {
    c.header('Allow', 'POST');
    return c.json({ error: 'bad-request' } satisfies ChatAnswer, 405);
  });

  return routes;
}
