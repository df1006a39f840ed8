// The chatbot's server side, configured from the environment (see .env.example): the n8n
// workflow webhook when CHAT_WEBHOOK_URL is set, else the local assistant that answers from the
// site's own content (its search index is built here, once, when the server starts).
import { createAssistant } from './assistant';
import { CHAT_RATE_LIMIT, type ChatRoutesOptions } from './routes';
import { webhookProvider } from './webhook';

export { chatRoutes, type ChatRoutesOptions } from './routes';

type Env = Record<string, string | undefined>;

const setting = (env: Env, name: string) => env[name]?.trim() || undefined;

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Throws on a setting that cannot work, so a misconfigured server does not start. */
export function chatFromEnv(env: Env = process.env): ChatRoutesOptions {
  const url = setting(env, 'CHAT_WEBHOOK_URL');
  const header = setting(env, 'CHAT_WEBHOOK_AUTH_HEADER');
  const value = setting(env, 'CHAT_WEBHOOK_AUTH_VALUE');
  const perMinute = setting(env, 'CHAT_RATE_LIMIT');

  const max = perMinute === undefined ? CHAT_RATE_LIMIT.max : Number(perMinute);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error('CHAT_RATE_LIMIT must be a whole number of messages per minute (1 or more).');
  }
  const rateLimit = { max, windowMs: CHAT_RATE_LIMIT.windowMs };

  if (!url) return { provider: createAssistant(), rateLimit };

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('CHAT_WEBHOOK_URL must be an absolute http(s) address.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('CHAT_WEBHOOK_URL must be an absolute http(s) address.');
  }
  if (Boolean(header) !== Boolean(value)) {
    throw new Error('Set both CHAT_WEBHOOK_AUTH_HEADER and CHAT_WEBHOOK_AUTH_VALUE, or neither.');
  }
  if (header && !HEADER_NAME.test(header)) {
    throw new Error('CHAT_WEBHOOK_AUTH_HEADER must be an HTTP header name.');
  }
  // eslint-disable-next-line no-control-regex
  if (value && /[\u0000-\u0008\u000A-\u001F\u007F]/.test(value)) {
    throw new Error('CHAT_WEBHOOK_AUTH_VALUE must be one line of text.');
  }
  const auth = header && value ? { header, value } : undefined;
  return { provider: webhookProvider({ url: parsed.href, auth }), rateLimit };
}
