// The sales chat as a visitor uses it: the local assistant (the embedded default) on the served
// site, and a second server forwarding to a fake n8n workflow webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../domain';
import { isChatSessionId } from '../../domain/chat';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import { textFacts } from '../../site/i18n/facts';
import { formatPrice } from '../../site/i18n/format';
import { siteConfig } from '../../site/config';
import { resources } from '../../site/i18n/resources';
import { pages } from '../../site/routes';
import { textInMachineFonts } from '../platform-fonts';
import {
  axeViolations,
  baseURL,
  expandedState,
  gotoHydrated,
  launch,
  openPage,
  waitHydrated,
  waitIsland,
} from './browser';

const root = fileURLToPath(new URL('../../', import.meta.url));
const es = resources.es.chat;
const en = resources.en.chat;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 20_000 });

type Texts = typeof es;
const chat = (page: Page, texts: Texts) => ({
  launcher: page.getByRole('button', { name: texts.launcher }),
  panel: page.getByRole('dialog', { name: texts.title }),
  input: page.getByRole('textbox', { name: texts.inputLabel }),
  send: page.getByRole('button', { name: texts.send, exact: true }),
  messages: page.locator('[data-slot=chat-message]'),
  bot: page.locator('[data-slot=chat-message][data-sender=bot]'),
  user: page.locator('[data-slot=chat-message][data-sender=user]'),
});

/** The offer's price as the site (and so the assistant) writes it in each language. */
const offerPrice = (lang: 'es' | 'en') =>
  formatPrice(siteConfig.offer.price, siteConfig.offer.currency, lang);

/** The assistant's first message, with the agency's data ({{brand}}, {{days}}) filled in. */
const welcome = (lang: 'es' | 'en') => fill(resources[lang].chat.welcome, textFacts(lang));

/** The focused element's accessible label, as the panel's message box carries it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
  });

/**
 * Whether the element is what a pointer reaches at its centre (nothing covers it): a full-screen
 * overlay over it, such as the open mobile menu, hides it.
 */
const onTop = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && el.contains(top);
  });

describe('the chat (local assistant)', () => {
  it('welcomes, answers the offer question with its price and a link, and keeps the conversation across pages, a language switch and a reload', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, '/');
    const c = chat(page, es);
    // The panel is a popover the launcher opens (the browser says it is expanded), with the
    // welcome in the page's HTML; the conversation's code comes once the launcher is reached for.
    expect(await expandedState(page, es.launcher)).toBe(false);
    await c.launcher.click();
    await eventually(() => c.panel.isVisible()).toBe(true);
    expect(await expandedState(page, es.launcher)).toBe(true);
    expect(await c.launcher.getAttribute('aria-expanded')).toBeNull();
    expect(await c.bot.first().textContent()).toContain(welcome('es'));
    await waitIsland(page, 'Chat');
    // It says a program answers, offers people (WhatsApp, the contact form) and the privacy notice.
    expect(await c.panel.getByRole('heading', { name: es.title }).isVisible()).toBe(true);
    expect(await c.panel.innerText()).toContain(es.intro.automated);
    const whatsapp = c.panel.getByRole('link', { name: new RegExp(es.intro.whatsapp) });
    expect(await whatsapp.getAttribute('href')).toContain(`https://wa.me/${siteConfig.whatsapp}`);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    const form = c.panel.getByRole('link', { name: es.intro.form });
    expect(await form.getAttribute('href')).toBe(pages.contact.es);
    const privacy = c.panel.locator('[data-slot=privacy-notice]');
    expect(await privacy.innerText()).toContain(resources.es.forms.privacyNotice.uses.chat.purpose);
    // Its wave and every other character drawn with the site's own fonts (ui/fonts' emoji).
    expect(await textInMachineFonts(page)).toEqual([]);
    expect(await focusedLabel(page)).toBe(es.inputLabel);
    // Quick replies are offered before the visitor writes.
    expect(await c.panel.getByRole('list', { name: es.quickRepliesLabel }).isVisible()).toBe(true);

    // Blank text is not sent.
    await c.input.fill('   ');
    expect(await c.send.isDisabled()).toBe(true);
    await c.input.press('Enter');
    expect(await c.user.count()).toBe(0);

    await c.input.fill('¿Cuánto cuesta la oferta?');
    await c.input.press('Enter');
    expect(await c.input.inputValue()).toBe('');
    await eventually(() => c.bot.count()).toBe(2);
    const reply = c.bot.nth(1);
    expect(await reply.textContent()).toContain(offerPrice('es'));
    const offerLink = reply.locator(`a[href="${pages.marketing.es}"]`);
    expect(await offerLink.count()).toBeGreaterThan(0);
    expect(await offerLink.first().getAttribute('target')).toBe('_blank');
    expect(await offerLink.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await c.user.first().textContent()).toContain('¿Cuánto cuesta la oferta?');
    expect(await c.panel.getByRole('list', { name: es.quickRepliesLabel }).count()).toBe(0);

    // Another page of the site (the link loads its document): the conversation comes along,
    // and the panel, left open, is open again there, without taking the focus.
    await page
      .getByRole('banner')
      .getByRole('link', { name: resources.es.common.nav.contact, exact: true })
      .click();
    await page.waitForURL(`${baseURL()}${pages.contact.es}`);
    await eventually(() => c.panel.isVisible()).toBe(true);
    expect(await c.messages.count()).toBe(3);
    expect(await c.bot.nth(1).textContent()).toContain(offerPrice('es'));
    expect(await expandedState(page, es.launcher)).toBe(true);
    expect(await focusedLabel(page)).not.toBe(es.inputLabel);

    // The language switch, with the panel open: the panel is open again on the English page,
    // in English, with the conversation as it was.
    await page.locator('header [data-slot="language-select"]:visible a[hreflang="en"]').click();
    await page.waitForURL(`${baseURL()}${pages.contact.en}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const e = chat(page, en);
    await eventually(() => e.panel.isVisible()).toBe(true);
    expect(await e.input.isVisible()).toBe(true);
    expect(await e.messages.count()).toBe(3);
    expect(await e.bot.nth(1).textContent()).toContain(offerPrice('es'));

    // Esc closes it and gives the focus back to the launcher.
    await e.input.focus();
    await page.keyboard.press('Escape');
    await eventually(() => e.panel.count()).toBe(0);
    expect(await e.launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await expandedState(page, en.launcher)).toBe(false);

    // A reload keeps the conversation (closed), with no second welcome.
    await page.reload();
    await waitHydrated(page);
    expect(await expandedState(page, en.launcher)).toBe(false);
    expect(await e.panel.count()).toBe(0);
    await e.launcher.click();
    await waitIsland(page, 'Chat');
    await eventually(() => e.messages.count()).toBe(3);
    expect(await e.bot.nth(1).textContent()).toContain(offerPrice('es'));

    // A new tab is a new session: only the welcome (in English, the language chosen).
    const other = await page.context().newPage();
    await gotoHydrated(other, '/en/');
    const o = chat(other, en);
    await o.launcher.click();
    await waitIsland(other, 'Chat');
    await eventually(() => o.messages.count()).toBe(1);
    expect(await o.bot.first().textContent()).toContain(welcome('en'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers in English from a quick reply, with the price and the English link; its close button and its launcher close it', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, '/en/');
    const c = chat(page, en);
    await c.launcher.click();
    await waitIsland(page, 'Chat');
    await c.panel.getByRole('button', { name: en.quickReplies.offer.label }).click();
    await eventually(() => c.bot.count()).toBe(2);
    expect(await c.user.first().textContent()).toContain(en.quickReplies.offer.question);
    const reply = c.bot.nth(1);
    expect(await reply.textContent()).toContain(offerPrice('en'));
    expect(await reply.locator(`a[href="${pages.marketing.en}"]`).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The close button closes it, the focus back on the launcher; on a wide screen the launcher
    // shows beside the open panel, and closes it too. Closed, it stays closed on the next load.
    await c.panel.getByRole('button', { name: en.close }).click();
    await eventually(() => c.panel.count()).toBe(0);
    expect(await c.launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    await c.launcher.click();
    await eventually(() => c.panel.isVisible()).toBe(true);
    expect(await expandedState(page, en.launcher)).toBe(true);
    await c.launcher.click();
    await eventually(() => c.panel.count()).toBe(0);
    expect(await expandedState(page, en.launcher)).toBe(false);
    await page.reload();
    await waitIsland(page, 'Chat');
    expect(await c.panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('steps aside while another dialog is open: a dialog of the page hides the launcher and the open panel', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, pages.careers.es);
    const c = chat(page, es);
    await c.launcher.click();
    await eventually(() => c.panel.isVisible()).toBe(true);
    const careers = resources.es.careers.position;
    // By keyboard (the open panel may cover the button); the dialog is native, no code needed.
    await page.getByRole('button', { name: careers.apply }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await c.launcher.isVisible()).toBe(false);
    expect(await page.locator('[data-slot=chat-panel]').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    expect(await c.launcher.isVisible()).toBe(true);
    expect(await c.panel.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('phone: hides behind the open menu and opens as a sheet with the message box in view', async () => {
    const { page, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await gotoHydrated(page, '/');
    const c = chat(page, es);
    expect(await c.launcher.isVisible()).toBe(true);
    expect(await onTop(c.launcher)).toBe(true);
    // The menu (a modal dialog, over everything) covers the launcher while it is open.
    const menu = page.getByRole('dialog', { name: resources.es.common.menu.title });
    await page.getByRole('button', { name: resources.es.common.menu.open }).tap();
    await eventually(() => menu.isVisible()).toBe(true);
    expect(await onTop(c.launcher)).toBe(false);
    await page.keyboard.press('Escape');
    await eventually(() => menu.isVisible()).toBe(false);
    expect(await onTop(c.launcher)).toBe(true);

    await c.launcher.tap();
    await eventually(() => c.input.isVisible()).toBe(true);
    const box = await c.panel.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

type Hook = { server: Server; port: number; received: Record<string, unknown>[] };

/** A stand-in for the n8n workflow: its reply's shape is chosen by the message. */
function replyFor(message: string): { status: number; type: string; body: string } {
  const json = (value: unknown) => ({
    status: 200,
    type: 'application/json',
    body: JSON.stringify(value),
  });
  switch (message) {
    case 'texto':
      return { status: 200, type: 'text/plain', body: 'Una respuesta en texto' };
    case 'lista':
      return json([{ output: 'La salida del primer elemento' }, { output: 'no' }]);
    case 'objeto':
      return json({ message: 'El mensaje de un objeto' });
    case 'formato':
      return json({ response: '**Negrita** y [un enlace](https://example.com/ruta)' });
    case 'otro':
      return json({ datos: 42 });
    default:
      return { status: 500, type: 'text/plain', body: 'boom' };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startHook(port = 0): Promise<Hook> {
  const received: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ ...body, path: request.url, accept: request.headers.accept });
      const reply = replyFor(String(body.message));
      response.writeHead(reply.status, { 'Content-Type': reply.type });
      response.end(reply.body);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as AddressInfo).port, received });
    });
  });
}

describe('the chat through an n8n webhook', () => {
  let hook: Hook;
  let site: { origin: string; stop: () => Promise<void> };
  beforeAll(async () => {
    hook = await startHook();
    site = await startBuiltServer(root, {
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${hook.port}/webhook/chat01`,
    });
  });
  afterAll(async () => {
    await site?.stop();
    hook?.server.close();
  });

  it('renders a reply of each shape, shows the error when the webhook fails or is down, and stays usable', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.origin}/`);
    await waitHydrated(page);
    const c = chat(page, es);
    await c.launcher.click();
    await waitIsland(page, 'Chat');
    await eventually(() => c.bot.count()).toBe(1);

    const ask = async (message: string) => {
      const before = await c.bot.count();
      await c.input.fill(message);
      await c.send.click();
      await eventually(() => c.bot.count()).toBe(before + 1);
      return c.bot.nth(before);
    };
    expect(await (await ask('texto')).textContent()).toContain('Una respuesta en texto');
    expect(await (await ask('lista')).textContent()).toContain('La salida del primer elemento');
    expect(await (await ask('objeto')).textContent()).toContain('El mensaje de un objeto');
    const formatted = await ask('formato');
    expect(await formatted.locator('strong').textContent()).toBe('Negrita');
    expect(await formatted.locator('a[href="https://example.com/ruta"]').getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(await (await ask('otro')).textContent()).toContain('{"datos":42}');

    // What the workflow got: the spec's body, JSON accepted, on the configured path.
    const first = hook.received[0];
    expect(first).toMatchObject({ message: 'texto', language: 'es', path: '/webhook/chat01' });
    expect(isChatSessionId(first?.sessionId)).toBe(true);
    expect(String(first?.accept)).toContain('application/json');
    expect(new Date(String(first?.timestamp)).toISOString()).toBe(first?.timestamp);
    expect(new Set(hook.received.map((r) => r.sessionId)).size).toBe(1);

    // The workflow fails (HTTP 500), then is down: the error message, and the panel stays usable.
    const failed = await ask('falla');
    expect(await failed.textContent()).toContain(es.error);
    expect(await failed.getAttribute('data-error')).toBe('');
    const { port } = hook;
    await new Promise((resolve) => hook.server.close(resolve));
    hook.server.closeAllConnections();
    expect(await (await ask('texto')).textContent()).toContain(es.error);
    expect(await c.input.isEnabled()).toBe(true);
    hook = await startHook(port);
    expect(await (await ask('objeto')).textContent()).toContain('El mensaje de un objeto');

    // The failed answers are the only errors the page logged (the browser reports their status).
    expect(errors.filter((e) => !e.includes('502'))).toEqual([]);
    await page.context().close();
  });
});
