// A visitor whose browser runs no script (blocked, failed, turned off): the forms post to their
// page and the server answers in the page's language; nothing typed ever goes into an address;
// the audit says what it needs and where to go instead. Chromium with JavaScript disabled.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../site/i18n/resources';
import { allRoutes, pages } from '../../site/routes';
import type { OutboxEntry } from '../../site/server/outbox';
import { baseURL, launch } from './browser';
import { sentFrom } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with scripts off that records every address it asks for. */
async function openWithoutScript(path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto(`${baseURL()}${path}`);
  return { page, addresses, close: () => context.close() };
}

/** Sends the form (the one in `scope`) and waits for the page that answers it. */
async function send(page: Page, name: RegExp, scope: Page | Locator = page) {
  await Promise.all([page.waitForNavigation(), scope.getByRole('button', { name }).click()]);
}

/** The message from `email` in this suite's outbox, if there is one now (the answer came after
 * the delivery: nothing to wait for). */
async function arrived(email: string): Promise<OutboxEntry | undefined> {
  return (await sentFrom(email))[0];
}

/** No address the page asked for (nor the one it shows) holds any of the values typed. */
function expectNoValueInAddresses(addresses: string[], values: string[]) {
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replace(/\+/g, ' '));
    for (const value of values) expect(decoded).not.toContain(value);
  }
}

describe('with no script', () => {
  it('the contact form says what to correct with every value kept, then sends', async () => {
    const es = resources.es.forms;
    const { page, addresses, close } = await openWithoutScript(pages.contact.es);
    const form = page.locator('form[data-slot="contact-form"]');
    await form.getByLabel(es.contact.name).fill('Marta Sin Script');
    await form.getByLabel(es.contact.email).fill('marta@');
    await form.getByLabel(es.contact.serviceType).selectOption('seo');
    await send(page, new RegExp(es.contact.submit));

    const notice = page.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain(es.answer.problems);
    expect(await notice.getByRole('link').allTextContents()).toEqual([
      es.contact.errors.emailFormat,
      es.contact.errors.message,
    ]);
    // Focused, so it is read first.
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByLabel(es.contact.name).inputValue()).toBe('Marta Sin Script');
    expect(await form.getByLabel(es.contact.serviceType).inputValue()).toBe('seo');
    expect(await form.getByLabel(es.contact.email).getAttribute('aria-invalid')).toBe('true');
    // A problem's link leads to its field.
    await notice.getByRole('link', { name: es.contact.errors.message }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');

    const email = `marta.${Date.now()}@example.com`;
    await form.getByLabel(es.contact.email).fill(email);
    await form.getByLabel(es.contact.message).fill('Una web que funcione sin JavaScript');
    await send(page, new RegExp(es.contact.submit));

    expect(new URL(page.url()).pathname).toBe(pages.contact.es);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(es.contact.success);
    const entry = await arrived(email);
    expect(entry?.params).toMatchObject({
      from_name: 'Marta Sin Script',
      service_type: 'seo',
      message: 'Una web que funcione sin JavaScript',
    });
    // Sent: the form is empty again.
    expect(await form.getByLabel(es.contact.name).inputValue()).toBe('');
    expectNoValueInAddresses([...addresses, page.url()], ['Marta', email, 'JavaScript', 'marta@']);
    await close();
  });

  it('the careers application sends its CV, in English', async () => {
    const en = resources.en.forms.application;
    const { page, addresses, close } = await openWithoutScript(pages.careers.en);
    // Where the open position's button cannot open its dialog (no Invoker Commands, no script),
    // its note leads to the form below.
    const note = resources.en.pages.pages.careers.noScript;
    await expect.poll(() => page.getByRole('note').textContent()).toContain(note.text);
    await page.getByRole('link', { name: note.link }).click();
    const form = page.locator('#candidatura form[data-slot="application-form"]');
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#candidatura');
    const email = `noscript.${Date.now()}@example.com`;
    await form.getByLabel(en.name).fill('Noel Script');
    await form.getByLabel(en.email).fill(email);
    await form.getByLabel(en.phone).fill('+34 600 111 222');
    await form.getByLabel(en.salary).fill('$2500');
    await form.getByLabel(en.experience).fill('4');
    const cv = join(mkdtempSync(join(tmpdir(), 'cv-')), 'cv.pdf');
    writeFileSync(cv, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await form.locator('input[type="file"][name="cv"]').setInputFiles(cv);
    await send(page, new RegExp(en.submit), form);

    expect(new URL(page.url()).pathname).toBe(pages.careers.en);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(en.success);
    const entry = await arrived(email);
    expect(entry?.attachments.map((file) => file.filename)).toEqual(['cv.pdf']);
    expectNoValueInAddresses([...addresses, page.url()], ['Noel', email, '2500']);
    await close();
  });

  it("the open position's dialog opens with no script, and its application comes back in it to be corrected, then is sent", async () => {
    const es = resources.es.forms.application;
    const careers = resources.es.careers.position;
    const { page, addresses, close } = await openWithoutScript(pages.careers.es);
    // Invoker Commands: the button opens its modal dialog, no script involved.
    await page.getByRole('button', { name: careers.apply }).click();
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const form = dialog.locator('form[data-slot="application-form"]');
    const email = `noscript.po.${Date.now()}@example.com`;
    await form.getByLabel(es.name).fill('Paula Sin Script');
    await form.getByLabel(es.email).fill(email);
    await form.getByLabel(es.salary).fill('$2800');
    await form.getByLabel(es.experience).fill('5');
    await send(page, new RegExp(es.submit), form);

    // The phone and the CV are missing: the page comes back with its dialog open over it, the
    // notice saying so first, every value kept.
    const shown = page.getByRole('dialog', { name: careers.dialogTitle });
    await expect.poll(() => shown.isVisible()).toBe(true);
    const notice = shown.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain(es.errors.phone);
    expect(await notice.textContent()).toContain(es.errors.cv);
    const again = shown.locator('form[data-slot="application-form"]');
    expect(await again.getByLabel(es.name).inputValue()).toBe('Paula Sin Script');
    expect(await again.getByLabel(es.salary).inputValue()).toBe('$2800');

    await again.getByLabel(es.phone).fill('+34 600 222 333');
    const cv = join(mkdtempSync(join(tmpdir(), 'cv-')), 'cv.pdf');
    writeFileSync(cv, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await again.locator('input[type="file"][name="cv"]').setInputFiles(cv);
    await send(page, new RegExp(es.submit), again);
    expect(new URL(page.url()).pathname).toBe(pages.careers.es);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(es.success);
    // Said on the page, beside the dialog, which is closed.
    expect(await page.getByRole('dialog').count()).toBe(0);
    const entry = await arrived(email);
    expect(entry?.params.message).toMatch(/^Posición: Product Owner\n/);
    expect(entry?.attachments.map((file) => file.filename)).toEqual(['cv.pdf']);
    expectNoValueInAddresses([...addresses, page.url()], ['Paula', email, '2800']);
    await close();
  });

  it('the audit page says it needs JavaScript and leads to the contact page', async () => {
    const audit = resources.en.audit;
    const { page, close } = await openWithoutScript(
      `${pages.audit.en}?url=${encodeURIComponent('https://example.com')}`,
    );
    const note = page.getByRole('note');
    await expect.poll(() => note.textContent()).toContain(audit.noScript.text);
    await note.getByRole('link', { name: audit.noScript.link }).click();
    await page.waitForURL(`**${pages.contact.en}`);
    await close();
  });

  it('a tool says it needs JavaScript; its type choice shows that type’s fields, and nothing typed goes into the address', async () => {
    const qr = resources.es.qr;
    const { page, addresses, close } = await openWithoutScript(pages['utilities/qr'].es);
    await expect
      .poll(() => page.getByRole('note').textContent())
      .toBe(resources.es.utilities.noScript);
    const form = page.locator('form[data-slot="qr-form"]');
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    // Radios, each type's fields shown by CSS: the choice needs no script.
    await form.getByRole('radio', { name: qr.form.types.wifi, exact: true }).check();
    expect(await field(qr.form.fields.url.label).count()).toBe(0);
    await field(qr.form.fields.ssid.label).fill('Oficina secreta');
    const password = field(qr.form.fields.password.label);
    await password.fill('clave-wifi');
    // Never a GET. With several fields and no send button, Enter sends nothing at all (the
    // platform's implicit submission is for a form with one field): the same page, still filled.
    expect(await form.getAttribute('method')).toBe('post');
    await password.press('Enter');
    expect(await password.inputValue()).toBe('clave-wifi');
    expect(new URL(page.url()).pathname).toBe(pages['utilities/qr'].es);
    expectNoValueInAddresses([...addresses, page.url()], ['secreta', 'clave-wifi']);
    await close();
  });

  it('the chat opens (a popover), says it needs JavaScript and leads to a person; nothing can be sent', async () => {
    const chat = resources.es.chat;
    const { page, addresses, close } = await openWithoutScript(pages.services.es);
    const launcher = page.getByRole('button', { name: chat.launcher });
    const panel = page.getByRole('dialog', { name: chat.title });
    expect(await panel.isVisible()).toBe(false);
    await launcher.click();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('note').textContent()).toBe(chat.noScript);
    expect(await panel.getByRole('link', { name: new RegExp(chat.intro.whatsapp) }).count()).toBe(
      1,
    );
    expect(await panel.getByRole('link', { name: chat.intro.form }).getAttribute('href')).toBe(
      pages.contact.es,
    );
    // The box takes typing, kept; the send button stays off (a post would lose it).
    const input = panel.getByRole('textbox', { name: chat.inputLabel });
    expect(await input.evaluate((field) => field === document.activeElement)).toBe(true);
    await input.fill('Hola sin script');
    expect(await panel.getByRole('button', { name: chat.send, exact: true }).isDisabled()).toBe(
      true,
    );
    await input.press('Enter');
    expect(new URL(page.url()).pathname).toBe(pages.services.es);
    expect(await input.inputValue()).toBe('Hola sin script\n');
    await panel.getByRole('button', { name: chat.close }).click();
    expect(await panel.isVisible()).toBe(false);
    expectNoValueInAddresses([...addresses, page.url()], ['sin script']);
    await close();
  });
});

describe('every form of the site', () => {
  it('posts (method="post"), or is the audit, a search by its address', async () => {
    for (const { path } of allRoutes()) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const forms = DomUtils.getElementsByTagName('form', parseDocument(html).children);
      for (const { attribs } of forms) {
        const posts = attribs.method?.toLowerCase() === 'post';
        const audit = attribs['data-slot'] === 'audit-form';
        expect(posts || audit, `${path}: ${JSON.stringify(attribs)}`).toBe(true);
      }
    }
  });
});
