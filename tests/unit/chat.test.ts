// The chatbot's server side: the shared rules (domain/chat.ts), the local assistant answering
// from the site's content in both languages, and POST /api/chat with either provider, the
// webhook one against a fake n8n server on 127.0.0.1 (no network).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  chatRequestOf,
  cleanMessage,
  isChatSessionId,
  parseWebhookReply,
  webhookRequestBody,
  type ChatAnswer,
} from '../../domain';
import { siteConfig } from '../../site/config';
import enChat from '../../site/i18n/en/assistant.json';
import esChat from '../../site/i18n/es/assistant.json';
import { pages, type Lang } from '../../site/routes';
import { createApp } from '../../site/server/app';
import { chatFromEnv, type ChatRoutesOptions } from '../../site/server/chat';
import { createAssistant, type Assistant } from '../../site/server/chat/assistant';
import type { ChatProvider } from '../../site/server/chat/provider';
import { CHAT_BODY_MAX_BYTES } from '../../site/server/chat/routes';
import { webhookProvider } from '../../site/server/chat/webhook';
import { fakeTimers } from './fake-timers';

const SESSION = '3f1c2b9e-8a47-4d2f-9c1e-5b6a7d8e9f01';

// --- The shared rules ------------------------------------------------------------------------

describe('parseWebhookReply (spec section 7)', () => {
  it.each<[string, unknown, string]>([
    ['a string, directly', 'Hola, ¿en qué te ayudo?', 'Hola, ¿en qué te ayudo?'],
    ['an empty string, directly', '', ''],
    ['an array: its first item’s output', [{ output: 'first' }, { output: 'second' }], 'first'],
    ['an array: its first item’s message', [{ message: 'from message' }], 'from message'],
    ['an array: its first item’s response', [{ response: 'from response' }], 'from response'],
    ['an array: output before message and response', [{ response: 'r', output: 'o' }], 'o'],
    ['an object: its output', { output: 'object output' }, 'object output'],
    ['an object: its message', { message: 'object message' }, 'object message'],
    ['an object: its response', { response: 'object response' }, 'object response'],
    ['an object: message before response', { response: 'r', message: 'm' }, 'm'],
    ['an object: an empty output falls to message', { output: '', message: 'm' }, 'm'],
    ['a field that is not text: serialised', { output: { text: 'hi' } }, '{"text":"hi"}'],
    ['a number field: serialised', { output: 42 }, '42'],
    ['an object without those fields: serialised', { text: 'hi', n: 1 }, '{"text":"hi","n":1}'],
    ['nested deeper: serialised', { data: { output: 'x' } }, '{"data":{"output":"x"}}'],
    ['an array without those fields: serialised', [{ text: 'a' }], '[{"text":"a"}]'],
    ['an array of strings: serialised', ['a', 'b'], '["a","b"]'],
    ['an empty array: serialised', [], '[]'],
    ['null: serialised', null, 'null'],
    ['a number: serialised', 42, '42'],
    ['a boolean: serialised', true, 'true'],
  ])('%s', (_, body, expected) => {
    expect(parseWebhookReply(body)).toBe(expected);
  });

  it('always answers text, even for undefined', () => {
    expect(parseWebhookReply(undefined)).toBe('');
  });
});

describe('cleanMessage and the request shape', () => {
  it('trims, and keeps line breaks as \\n', () => {
    expect(cleanMessage('  ¿Cuánto cuesta?  ')).toBe('¿Cuánto cuesta?');
    expect(cleanMessage('line one\r\nline two\rthree')).toBe('line one\nline two\nthree');
  });

  it('drops control characters', () => {
    expect(cleanMessage('a\u0000b\u0007c\u007f')).toBe('abc');
  });

  it.each([[''], ['   '], ['\n\t \r\n'], ['\u0000\u0001']])(
    'ignores blank text %j (null)',
    (text) => {
      expect(cleanMessage(text)).toBeNull();
    },
  );

  it('refuses (does not cut) a message over the cap, counted after trimming', () => {
    expect(cleanMessage('a'.repeat(CHAT_MESSAGE_MAX))).toHaveLength(CHAT_MESSAGE_MAX);
    expect(cleanMessage(`  ${'a'.repeat(CHAT_MESSAGE_MAX)}  `)).toHaveLength(CHAT_MESSAGE_MAX);
    expect(cleanMessage('a'.repeat(CHAT_MESSAGE_MAX + 1))).toBeNull();
  });

  it.each([[42], [null], [undefined], [{}], [['hola']]])('refuses %j (not text)', (value) => {
    expect(cleanMessage(value)).toBeNull();
  });

  it('accepts UUIDs as session ids, and nothing else', () => {
    expect(isChatSessionId(SESSION)).toBe(true);
    expect(isChatSessionId(SESSION.toUpperCase())).toBe(true);
    for (const bad of ['', 'abc', `${SESSION}x`, SESSION.replaceAll('-', ''), 42, null]) {
      expect(isChatSessionId(bad)).toBe(false);
    }
  });

  it('reads a request body, cleaning its message', () => {
    expect(chatRequestOf({ message: ' hola ', sessionId: SESSION, language: 'es' })).toEqual({
      message: 'hola',
      sessionId: SESSION,
      language: 'es',
    });
    expect(chatRequestOf({ message: 'hi', sessionId: SESSION, language: 'fr' })).toBeNull();
    expect(chatRequestOf([{ message: 'hi', sessionId: SESSION, language: 'en' }])).toBeNull();
  });

  it('builds the webhook body with an ISO timestamp', () => {
    const body = webhookRequestBody(
      { message: 'hi', sessionId: SESSION, language: 'en' },
      new Date('2025-01-15T12:00:00Z'),
    );
    expect(body).toEqual({
      message: 'hi',
      sessionId: SESSION,
      language: 'en',
      timestamp: '2025-01-15T12:00:00.000Z',
    });
  });
});

// --- The assistant's texts -------------------------------------------------------------------

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, tree]];
}

describe('assistant.json', () => {
  it('has exactly the same keys in es and en, none empty', () => {
    const keys = (tree: unknown) =>
      leaves(tree)
        .map(([k]) => k)
        .sort();
    expect(keys(enChat)).toEqual(keys(esChat));
    for (const [key, value] of [...leaves(esChat), ...leaves(enChat)]) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
    }
  });

  it('has a link label for every page', () => {
    for (const key of Object.keys(pages)) {
      expect(esChat.links).toHaveProperty([key]);
      expect(enChat.links).toHaveProperty([key]);
    }
  });
});

// --- The local assistant ---------------------------------------------------------------------

const WHATSAPP = `https://wa.me/${siteConfig.whatsapp}?text=`;
const link = (path: string) => `](${path})`;

/** [question, the page it links to, a fact the reply states] */
type Case = [string, string, RegExp];

const spanish: Case[] = [
  ['¿Cuánto cuesta la oferta?', pages.marketing.es, /USD\s1\.200/],
  ['precio', pages.marketing.es, /USD\s1\.200/],
  ['cuanto cuesta una pagina web en 7 dias', pages.marketing.es, /1[.,]200/],
  ['¿Qué incluye la oferta?', pages.marketing.es, /hosting/],
  ['¿incluye dominio?', pages.marketing.es, /dominio/],
  ['plazo de entrega', pages.marketing.es, /7 días/],
  ['¿Cuánto tardan en entregar mi web?', pages.marketing.es, /7 días/],
  ['descuento para agencias', pages.agency.es, /30%/],
  ['¿Tienen descuento para agencias?', pages.agency.es, /30%/],
  ['marca blanca', pages.agency.es, /20%/],
  ['horario', pages.contact.es, /9:00\sa\.\sm\. - 6:00\sp\.\sm\./],
  ['¿A qué hora abren?', pages.contact.es, /9:00\sa\.\sm\./],
  ['¿Dónde están?', pages.contact.es, /Miami y Valencia/],
  ['¿Tienen oficina en Miami?', pages.contact.es, /Venezuela/],
  ['¿Qué servicios ofrecen?', pages.services.es, /tiendas online/],
  ['¿Hacen tiendas online?', pages['services/ecommerce'].es, /4 semanas/],
  ['¿Hacen SEO?', pages['services/seo'].es, /SEO/],
  ['chatbot con IA', pages['services/automation'].es, /n8n/],
  ['plugin para WordPress', pages['services/plugins'].es, /plugins/],
  ['¿Qué tecnologías usan?', pages.technologies.es, /React.*Node\.js/],
  ['¿Trabajan con Flutter?', pages.technologies.es, /Flutter/],
  ['necesito una app móvil', pages.technologies.es, /React Native/],
  ['¿De qué temas escriben en el blog?', pages.blog.es, /Core Web Vitals/],
  ['¿Cómo los contacto?', pages.contact.es, new RegExp(siteConfig.email)],
  ['teléfono', pages.contact.es, /\+1 \(305\)/],
  ['¿Cuántos proyectos han hecho?', pages.portfolio.es, /170\+/],
  ['quiénes son', pages.home.es, /10\+ años/],
  ['quiero trabajar con ustedes', pages.careers.es, /Product Owner/],
  ['auditoría web gratis', pages.audit.es, /100/],
  ['¿Tienen soporte después del lanzamiento?', pages.services.es, /24\/7/],
  ['¿El presupuesto tiene costo?', pages.contact.es, /gratuito/],
  ['Core Web Vitals', `${pages.blog.es}/seo-core-web-vitals-guia`, /Core Web Vitals/],
  ['hola, ¿cuánto cuesta la oferta?', pages.marketing.es, /1[.,]200/],
];

const english: Case[] = [
  ['How much is the offer?', pages.marketing.en, /\$1,200/],
  ['price', pages.marketing.en, /\$1,200/],
  ['how much does it cost', pages.marketing.en, /1,200/],
  ['What does the offer include?', pages.marketing.en, /hosting/],
  ['is hosting included?', pages.marketing.en, /domain/],
  ['delivery time', pages.marketing.en, /7 days/],
  ['How long does it take to build my website?', pages.marketing.en, /7 days/],
  ['discount for agencies', pages.agency.en, /30%/],
  ['Do you offer agency discounts?', pages.agency.en, /30%/],
  ['white label', pages.agency.en, /20%/],
  ['office hours', pages.contact.en, /9:00 AM - 6:00 PM/],
  ['When are you open?', pages.contact.en, /9:00 AM/],
  ['Where are you located?', pages.contact.en, /Miami and Valencia/],
  ['Do you have an office in Miami?', pages.contact.en, /Venezuela/],
  ['What services do you offer?', pages.services.en, /online stores/],
  ['Do you build online stores?', pages['services/ecommerce'].en, /4 weeks/],
  ['Do you do SEO?', pages['services/seo'].en, /SEO/],
  ['AI chatbot', pages['services/automation'].en, /n8n/],
  ['WordPress plugin', pages['services/plugins'].en, /plugins/],
  ['What technologies do you use?', pages.technologies.en, /React.*Node\.js/],
  ['Do you work with Flutter?', pages.technologies.en, /Flutter/],
  ['I need a mobile app', pages.technologies.en, /React Native/],
  ['What topics does your blog cover?', pages.blog.en, /Core Web Vitals/],
  ['How can I contact you?', pages.contact.en, new RegExp(siteConfig.email)],
  ['phone number', pages.contact.en, /\+1 \(305\)/],
  ['How many projects have you done?', pages.portfolio.en, /170\+/],
  ['who are you', pages.home.en, /10\+ years/],
  ['Are you hiring?', pages.careers.en, /Product Owner/],
  ['free website audit', pages.audit.en, /100/],
  ['Do you provide support after launch?', pages.services.en, /24\/7/],
  ['Is the quote free?', pages.contact.en, /.+/],
  ['Core Web Vitals', `${pages.blog.en}/seo-core-web-vitals-guide`, /Core Web Vitals/],
  ['hi, how much is the offer?', pages.marketing.en, /1,200/],
];

const unknowable: [Lang, string][] = [
  ['es', '¿Cuál es la capital de Francia?'],
  ['es', '¿Venden coches usados?'],
  ['es', 'receta de paella'],
  ['es', 'asdfgh qwerty'],
  ['en', 'What is the capital of France?'],
  ['en', 'Do you sell used cars?'],
  ['en', "What's the weather today?"],
  ['en', 'paella recipe'],
];

describe('the local assistant', () => {
  let assistant: Assistant;
  beforeAll(() => {
    assistant = createAssistant();
  });

  describe.each<[Lang, Case[]]>([
    ['es', spanish],
    ['en', english],
  ])('in %s', (lang, cases) => {
    it('answers at least 20 kinds of questions', () => {
      expect(cases.length).toBeGreaterThanOrEqual(20);
    });

    it.each(cases)('%j links to %s and says %s', (question, path, fact) => {
      const answer = assistant.answer(question, lang);
      expect(answer.kind).toBe('answer');
      // The first link is the page the answer comes from, in the visitor's language.
      expect(/\]\(([^)]+)\)/.exec(answer.text)?.[1]).toBe(path);
      expect(answer.text).toMatch(fact);
    });
  });

  it.each(unknowable)('[%s] %j: says it does not know, with contact and WhatsApp', (lang, q) => {
    const answer = assistant.answer(q, lang);
    const texts = lang === 'es' ? esChat : enChat;
    expect(answer.kind).toBe('unknown');
    expect(answer.text).toContain(`[${texts.unknownLinks.contact}${link(pages.contact[lang])}`);
    expect(answer.text).toContain(`[${texts.unknownLinks.whatsapp}](${WHATSAPP}`);
  });

  it.each<[Lang, string, string]>([
    ['es', 'Hola', 'greeting'],
    ['es', 'buenas tardes!', 'greeting'],
    ['es', 'Muchas gracias', 'thanks'],
    ['es', 'adiós', 'goodbye'],
    ['en', 'Hello', 'greeting'],
    ['en', 'good morning', 'greeting'],
    ['en', 'Thank you very much!', 'thanks'],
    ['en', 'bye', 'goodbye'],
    ['es', 'hello', 'greeting'],
  ])('[%s] %j is small talk (%s), answered in the page language', (lang, message, kind) => {
    const answer = assistant.answer(message, lang);
    const texts = lang === 'es' ? esChat : enChat;
    expect(answer.kind).toBe(kind);
    const expected = { greeting: texts.greeting, thanks: texts.thanks, goodbye: texts.goodbye }[
      kind as 'greeting'
    ].replace('{{brand}}', siteConfig.brand);
    expect(answer.text).toBe(expected);
  });

  it('answers a question in the other language in the page language', () => {
    const answer = assistant.answer('What services do you offer?', 'es');
    expect(answer.text).toContain(link(pages.services.es));
    expect(answer.text).toMatch(/tiendas online/);
  });

  it('keeps every link a well-formed markdown link', () => {
    for (const [lang, cases] of [
      ['es', spanish],
      ['en', english],
    ] as const) {
      for (const [question] of cases) {
        const { text } = assistant.answer(question, lang);
        for (const [, href] of text.matchAll(/\]\(([^)]*)\)/g)) {
          expect(href).toMatch(/^(\/|https:\/\/wa\.me\/)/);
        }
      }
    }
  });

  it('answers fast (the index is built once)', () => {
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) assistant.answer('¿Cuánto cuesta la oferta?', 'es');
    expect((performance.now() - started) / 200).toBeLessThan(20);
  });
});

// --- POST /api/chat --------------------------------------------------------------------------

type Hit = { method: string; headers: http.IncomingHttpHeaders; body: string };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: Hit) => void;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fake n8n webhook on 127.0.0.1 (random port) that records every request. */
async function fakeWebhook(handler: Handler) {
  const hits: Hit[] = [];
  const closed: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = {
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      res.on('close', () => closed.push(hits.length));
      handler(req, res, hit);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${port}/webhook/chat01`, hits, closed };
}

let clientDir: string;
beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'chat-site-'));
  clientDir = join(root, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Inicio</title>');
});

function appWith(chat: ChatRoutesOptions) {
  return createApp({ clientDir, chat });
}

const post = (
  app: ReturnType<typeof createApp>,
  body: unknown,
  type = 'application/json',
): Promise<Response> =>
  Promise.resolve(
    app.request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const message = (text: string, language: Lang = 'es') => ({
  message: text,
  sessionId: SESSION,
  language,
});

/** The security headers of every /api answer, and no-store. */
function expectApiHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('referrer-policy')).toBeTruthy();
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('POST /api/chat', () => {
  let assistant: Assistant;
  beforeAll(() => {
    assistant = createAssistant();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers with the local assistant by default, in the visitor language', async () => {
    const app = appWith({ provider: assistant });
    const res = await post(app, message('¿Cuánto cuesta la oferta?', 'es'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expectApiHeaders(res);
    const body = (await res.json()) as ChatAnswer;
    expect(body).toMatchObject({ source: 'assistant' });
    expect('reply' in body && body.reply).toContain(link(pages.marketing.es));

    const en = (await (await post(app, message('How much is the offer?', 'en'))).json()) as {
      reply: string;
    };
    expect(en.reply).toContain(link(pages.marketing.en));
  });

  it.each<[string, unknown, string?]>([
    ['a body that is not JSON', '{"message": "hola"', undefined],
    ['a form post', 'message=hola', 'application/x-www-form-urlencoded'],
    ['JSON sent as text', JSON.stringify(message('hola')), 'text/plain'],
    ['an array', [message('hola')], undefined],
    ['null', 'null', undefined],
    ['no message', { sessionId: SESSION, language: 'es' }, undefined],
    ['a blank message', message('   \n '), undefined],
    ['a message that is not text', { ...message('x'), message: 42 }, undefined],
    ['a message over the cap', message('a'.repeat(CHAT_MESSAGE_MAX + 1)), undefined],
    ['no session id', { message: 'hola', language: 'es' }, undefined],
    ['a session id that is not a UUID', { ...message('hola'), sessionId: 'abc' }, undefined],
    ['no language', { message: 'hola', sessionId: SESSION }, undefined],
    ['another language', { ...message('hola'), language: 'fr' }, undefined],
  ])('answers 400 bad-request for %s', async (_, body, type) => {
    const reply = vi.fn(assistant.reply);
    const app = appWith({ provider: { name: 'assistant', reply } });
    const res = await post(app, body, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'bad-request' });
    expectApiHeaders(res);
    expect(reply).not.toHaveBeenCalled();
  });

  it('answers 413 too-large for a body over the cap', async () => {
    const app = appWith({ provider: assistant });
    const res = await post(app, message('a'.repeat(CHAT_BODY_MAX_BYTES)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'too-large' });
    expectApiHeaders(res);
  });

  it('answers 413 for a large body without a Content-Length (streamed)', async () => {
    const app = appWith({ provider: assistant });
    const bytes = new TextEncoder().encode(JSON.stringify(message('a'.repeat(20_000))));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
        controller.close();
      },
    });
    const res = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers 429 with Retry-After past the limit', async () => {
    const app = appWith({ provider: assistant, rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await post(app, message('hola'))).status).toBe(200);
    expect((await post(app, message('hola'))).status).toBe(200);
    const res = await post(app, message('hola'));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({ error: 'rate-limited', retryAfter });
    expectApiHeaders(res);
  });

  it('counts bad requests against the limit too', async () => {
    const app = appWith({ provider: assistant, rateLimit: { max: 1, windowMs: 60_000 } });
    expect((await post(app, 'not json')).status).toBe(400);
    expect((await post(app, message('hola'))).status).toBe(429);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const app = appWith({ provider: assistant });
    const res = await app.request('/api/chat');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expectApiHeaders(res);
  });

  it('has no chat API when not configured', async () => {
    const res = await createApp({ clientDir }).request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message('hola')),
    });
    expect(res.status).toBe(404);
  });

  it('answers failed (502) when the provider fails, logging why but not the message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider: ChatProvider = {
      name: 'assistant',
      reply: () => Promise.reject(new Error('boom')),
    };
    const res = await post(appWith({ provider }), message('secret question'));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'failed' });
    expectApiHeaders(res);
    const logged = error.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('boom');
    expect(logged).not.toContain('secret question');
  });

  describe('with the n8n webhook', () => {
    it('posts message, sessionId, language and an ISO timestamp as JSON', async () => {
      const hook = await fakeWebhook((_, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ output: 'ok' }));
      });
      const app = appWith({ provider: webhookProvider({ url: hook.url }) });
      const before = Date.now();
      const res = await post(app, message('  ¿Tienen descuentos?  ', 'es'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ reply: 'ok', source: 'webhook' });
      expectApiHeaders(res);

      expect(hook.hits).toHaveLength(1);
      const [hit] = hook.hits;
      expect(hit?.method).toBe('POST');
      expect(hit?.headers['content-type']).toBe('application/json');
      expect(hit?.headers.accept).toBe('application/json');
      const sent = JSON.parse(hit?.body ?? '{}') as Record<string, string>;
      expect(Object.keys(sent).sort()).toEqual(['language', 'message', 'sessionId', 'timestamp']);
      expect(sent).toMatchObject({ message: '¿Tienen descuentos?', sessionId: SESSION });
      expect(sent.language).toBe('es');
      expect(sent.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(sent.timestamp ?? '')).toBeGreaterThanOrEqual(before - 1000);
    });

    it('sends the configured auth header', async () => {
      const hook = await fakeWebhook((_, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('hi');
      });
      const app = appWith({
        provider: webhookProvider({
          url: hook.url,
          auth: { header: 'X-Chat-Token', value: 's3cret' },
        }),
      });
      expect((await post(app, message('hola'))).status).toBe(200);
      expect(hook.hits[0]?.headers['x-chat-token']).toBe('s3cret');
    });

    it.each<[string, string, string, string]>([
      ['a JSON string', 'application/json', JSON.stringify('Hola desde n8n'), 'Hola desde n8n'],
      ['plain text', 'text/plain; charset=utf-8', 'Hola **texto**', 'Hola **texto**'],
      [
        'text that looks like a markdown link',
        'text/plain',
        '[Ver la oferta](/oferta-especial)',
        '[Ver la oferta](/oferta-especial)',
      ],
      ['an array with output', 'application/json', '[{"output":"from output"}]', 'from output'],
      ['an array with message', 'application/json', '[{"message":"from message"}]', 'from message'],
      [
        'an array with response',
        'application/json',
        '[{"response":"from response"}]',
        'from response',
      ],
      ['an object with output', 'application/json', '{"output":"o"}', 'o'],
      ['an object with message', 'application/json', '{"message":"m"}', 'm'],
      ['an object with response', 'application/json', '{"response":"r"}', 'r'],
      ['JSON without a JSON type', 'text/plain', '{"output":"typed as text"}', 'typed as text'],
      ['another object, serialised', 'application/json', '{"data":{"x":1}}', '{"data":{"x":1}}'],
      ['a number, serialised', 'application/json', '42', '42'],
      ['a broken JSON body, as text', 'application/json', '{"output": ', '{"output":'],
    ])('renders %s as text', async (_, type, body, expected) => {
      const hook = await fakeWebhook((__, res) => {
        res.writeHead(200, { 'Content-Type': type });
        res.end(body);
      });
      const app = appWith({ provider: webhookProvider({ url: hook.url }) });
      const res = await post(app, message('hola'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ reply: expected, source: 'webhook' });
    });

    it.each([[500], [404], [401]])(
      "answers failed for status %i, logged as the spec's HTTP error",
      async (status) => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const hook = await fakeWebhook((_, res) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end('{"message":"Workflow could not be started"}');
        });
        const app = appWith({ provider: webhookProvider({ url: hook.url }) });
        const res = await post(app, message('hola'));
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ error: 'failed' });
        expectApiHeaders(res);
        expect(error.mock.calls.flat().map(String).join(' ')).toContain(
          `HTTP error! status: ${status}`,
        );
      },
    );

    it('answers failed when the webhook hangs past the timeout, and drops the call', async () => {
      fakeTimers();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const hook = await fakeWebhook(() => arrive()); // never answers
      const app = appWith({ provider: webhookProvider({ url: hook.url, timeoutMs: 150 }) });
      let answered = false;
      const answer = post(app, message('hola')).finally(() => (answered = true));
      // The webhook holds the call: no answer 1 ms before the timeout, the error at it.
      await arrived;
      await vi.advanceTimersByTimeAsync(149);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await answer;
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'failed' });
      expect(error.mock.calls.flat().map(String).join(' ')).toContain('150 ms');
      await vi.waitFor(() => expect(hook.closed).toHaveLength(1));
    });

    it('answers failed for an empty reply', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const hook = await fakeWebhook((_, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('   ');
      });
      const res = await post(appWith({ provider: webhookProvider({ url: hook.url }) }), {
        ...message('hola'),
      });
      expect(res.status).toBe(502);
    });

    it('answers failed for a reply too large to be a chat message', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const hook = await fakeWebhook((_, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('x'.repeat(100 * 1024));
      });
      const res = await post(appWith({ provider: webhookProvider({ url: hook.url }) }), {
        ...message('hola'),
      });
      expect(res.status).toBe(502);
    });

    it('answers failed when nothing listens at the address', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const app = appWith({ provider: webhookProvider({ url: 'http://127.0.0.1:1/webhook' }) });
      const res = await post(app, message('hola'));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'failed' });
    });
  });
});

describe('chatFromEnv', () => {
  it('uses the local assistant when no webhook is set, with 20 messages a minute', () => {
    const options = chatFromEnv({});
    expect(options.provider.name).toBe('assistant');
    expect(options.rateLimit).toEqual({ max: 20, windowMs: 60_000 });
  });

  it('uses the webhook when CHAT_WEBHOOK_URL is set', () => {
    const options = chatFromEnv({
      CHAT_WEBHOOK_URL: 'https://n8n.example.com/webhook/chat01',
      CHAT_WEBHOOK_AUTH_HEADER: 'X-Chat-Token',
      CHAT_WEBHOOK_AUTH_VALUE: 'token',
      CHAT_RATE_LIMIT: '100000',
    });
    expect(options.provider.name).toBe('webhook');
    expect(options.rateLimit).toEqual({ max: 100_000, windowMs: 60_000 });
  });

  it.each<[string, Record<string, string>]>([
    ['an address that is not http(s)', { CHAT_WEBHOOK_URL: 'ftp://example.com/hook' }],
    ['an address that is not absolute', { CHAT_WEBHOOK_URL: '/webhook/chat01' }],
    [
      'a header name without a value',
      { CHAT_WEBHOOK_URL: 'https://n8n.example.com/w', CHAT_WEBHOOK_AUTH_HEADER: 'X-Token' },
    ],
    [
      'an invalid header name',
      {
        CHAT_WEBHOOK_URL: 'https://n8n.example.com/w',
        CHAT_WEBHOOK_AUTH_HEADER: 'X Token',
        CHAT_WEBHOOK_AUTH_VALUE: 'v',
      },
    ],
    [
      'a header value over two lines',
      {
        CHAT_WEBHOOK_URL: 'https://n8n.example.com/w',
        CHAT_WEBHOOK_AUTH_HEADER: 'X-Token',
        CHAT_WEBHOOK_AUTH_VALUE: 'a\nb',
      },
    ],
    ['a rate limit that is not a number', { CHAT_RATE_LIMIT: 'many' }],
    ['a rate limit of zero', { CHAT_RATE_LIMIT: '0' }],
  ])('refuses to start with %s', (_, env) => {
    expect(() => chatFromEnv(env)).toThrow();
  });
});
