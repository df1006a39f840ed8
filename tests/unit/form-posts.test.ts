// The forms posted with no script (site/server/form-posts.ts, form-answer.ts): the pages hold the
// real ui forms, prerendered as Astro renders an island, and the server answers them.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { budgets, CV_MAX_BYTES, formatBytes } from '../../domain';
import enForms from '../../site/i18n/en/forms.json';
import esForms from '../../site/i18n/es/forms.json';
import { createApp } from '../../site/server/app';
import { emailJsDelivery } from '../../site/server/emailjs';
import { answerPage, FORM_ANSWER_ID } from '../../site/server/form-answer';
import { readOutbox } from '../../site/server/outbox';
import { ApplicationForm, ContactForm, NativeDialog, Notice } from '../../ui';

const noop = () => Promise.resolve();
const contactForm = (lang: 'es' | 'en', presetServiceType?: 'agency') =>
  createElement(ContactForm, {
    texts: (lang === 'es' ? esForms : enForms).contact,
    serviceTypes: [
      { value: 'web', label: 'Web' },
      { value: 'seo', label: 'SEO' },
    ],
    budgets: budgets.map(({ value }) => ({ value, label: value })),
    presetServiceType,
    onSend: noop,
  });
const applicationForm = (action?: string) =>
  createElement(ApplicationForm, {
    texts: esForms.application,
    onSend: noop,
    formatSize: (bytes: number) => formatBytes(bytes, 'es-VE'),
    action,
  });
/** Where the open position's form posts (site/app/positions.ts). */
const PRODUCT_OWNER = '?puesto=product-owner';

/** A page as the build writes it: the form inside its island, an inline script, a chat island. */
function page(lang: 'es' | 'en', form: ReactElement | null): string {
  const island = form
    ? `<astro-island uid="x" component-url="/assets/Form.js" ssr="">${renderToStaticMarkup(form)}</astro-island>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><script>var a=1;</script><main>${island}</main><astro-island component-url="/assets/Chat.js" ssr=""><button>chat</button></astro-island></body></html>`;
}

/**
 * The careers page as the build writes it: the open position's form, in its island, inside the
 * closed dialog its button opens, then the general application's.
 */
function careersPage(): string {
  const island = (form: ReactElement) =>
    `<astro-island uid="x" component-url="/assets/Form.js" ssr="">${renderToStaticMarkup(form)}</astro-island>`;
  const dialog = renderToStaticMarkup(
    createElement(NativeDialog, { id: 'apply', title: 'Product Owner' }, 'FORM'),
  ).replace('FORM', island(applicationForm(PRODUCT_OWNER)));
  return page('es', null).replace(
    '<main>',
    `<main><button commandfor="apply" command="show-modal">Postularme</button>${dialog}<section id="candidatura">${island(applicationForm())}</section>`,
  );
}

function writePages(client: string) {
  const pages: Record<string, string> = {
    '/contacto/index.html': page('es', contactForm('es')),
    '/en/contact/index.html': page('en', contactForm('en')),
    '/para-agencias/index.html': page('es', contactForm('es', 'agency')),
    '/empleo/index.html': careersPage(),
    '/servicios/index.html': page('es', null),
    '/index.html': page('es', null),
  };
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), html);
  }
}

/** The elements of an HTML document, in order, with their attributes and text. */
function tags(html: string) {
  return DomUtils.findAll(() => true, parseDocument(html).children).map((element) => ({
    name: element.name,
    attributes: element.attribs,
    text: DomUtils.textContent(element),
  }));
}
const field = (html: string, name: string) =>
  tags(html).find((tag) => tag.attributes.name === name && tag.name !== 'option');
/** The elements of the page's form that posts to `action` (none: the page's own), in order. */
function formTags(html: string, action?: string) {
  const form = DomUtils.findOne(
    (element) => element.name === 'form' && element.attribs.action === action,
    parseDocument(html).children,
  );
  if (!form) throw new Error(`no form posting to ${action ?? 'its page'}`);
  return DomUtils.findAll(() => true, form.children).map((element) => ({
    name: element.name,
    attributes: element.attribs,
    text: DomUtils.textContent(element),
  }));
}
const fieldIn = (html: string, name: string, action?: string) =>
  formTags(html, action).find((tag) => tag.attributes.name === name && tag.name !== 'option');
const notice = (html: string) => tags(html).find((tag) => tag.attributes['data-slot'] === 'notice');

const sameSite = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
const contactBody = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { ...sameSite, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});
const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  company: 'Acme',
  phone: '+34 600 000 000',
  serviceType: 'web',
  budget: budgets[1].value,
  message: 'Necesito una tienda online.',
  website: '',
};
const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'cv.pdf', {
  type: 'application/pdf',
});
const applicationBody = (values: Record<string, string>, cv: File | null = pdf) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('cv', cv ?? new File([], ''));
  return { method: 'POST', headers: sameSite, body: form };
};
const application = {
  name: 'Luis Gómez',
  email: 'luis@example.com',
  phone: '+58 412 000 0000',
  salary: '$3000',
  experience: '5',
  englishLevel: 'advanced',
  message: 'Hola',
};

let outboxDir: string;
let app: ReturnType<typeof createApp>;
function start({ max = 100, outbox = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'form-posts-'));
  writePages(join(root, 'client'));
  outboxDir = join(root, 'outbox');
  app = createApp({
    clientDir: join(root, 'client'),
    outboxDir: outbox ? outboxDir : undefined,
    emailRateLimit: { max, windowMs: 60_000 },
    // The address the tests' requests name (app.request's default host).
    origins: ['http://localhost'],
  });
}
beforeEach(() => start());

describe('a quote request posted with no script', () => {
  it('is stored and answered with a redirect to the page saying so, nothing typed in the address', async () => {
    const res = await app.request('/contacto', contactBody(valid));
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe('/contacto?enviado#form-answer');
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.endpoint).toBe('page-form');
    expect(entry?.params).toMatchObject({
      from_name: 'Ana Pérez',
      from_email: 'ana@example.com',
      service_type: 'web',
      budget: budgets[1].value,
      message: 'Necesito una tienda online.',
    });

    const shown = await (await app.request(location.split('#')[0] ?? '')).text();
    expect(notice(shown)?.text).toBe(esForms.contact.success);
    expect(notice(shown)?.attributes.role).toBe('status');
    // The form's island is still there (it hydrates empty): the notice is outside it.
    expect(tags(shown).filter((tag) => tag.name === 'astro-island')).toHaveLength(2);
  });

  it('in English, answers in English', async () => {
    const res = await app.request('/en/contact', contactBody(valid));
    expect(res.headers.get('location')).toBe('/en/contact?sent#form-answer');
    const shown = await (await app.request('/en/contact?sent')).text();
    expect(notice(shown)?.text).toBe(enForms.contact.success);
  });

  it('comes back with what to correct and every value kept, escaped, nothing stored', async () => {
    const res = await app.request(
      '/contacto',
      contactBody({ ...valid, name: '<img src=x onerror=alert(1)>', email: 'ana@', message: '' }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-security-policy')).toContain("'sha256-");
    const html = await res.text();
    expect(html).not.toContain('<img src=x');
    expect(field(html, 'name')?.attributes.value).toBe('<img src=x onerror=alert(1)>');
    expect(field(html, 'company')?.attributes.value).toBe('Acme');
    expect(field(html, 'email')?.attributes['aria-invalid']).toBe('true');
    expect(field(html, 'message')?.attributes['aria-invalid']).toBe('true');
    expect(field(html, 'name')?.attributes['aria-invalid']).toBeUndefined();
    const selected = tags(html).filter(
      (tag) => tag.name === 'option' && 'selected' in tag.attributes,
    );
    expect(selected.map((tag) => tag.attributes.value)).toEqual(['web', budgets[1].value]);
    const box = notice(html);
    expect(box?.attributes.role).toBe('alert');
    expect('autofocus' in (box?.attributes ?? {})).toBe(true);
    const links = tags(html).filter(
      (tag) => tag.name === 'a' && tag.attributes.href?.startsWith('#'),
    );
    expect(links.map((link) => link.text)).toEqual([
      esForms.contact.errors.emailFormat,
      esForms.contact.errors.message,
    ]);
    expect(links[0]?.attributes.href).toBe(`#${field(html, 'email')?.attributes.id}`);
    // The form is plain HTML now: a script arriving later cannot hydrate it empty over the values.
    expect(tags(html).filter((tag) => tag.name === 'astro-island')).toHaveLength(1);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("keeps a page's preset service type", async () => {
    const res = await app.request(
      '/para-agencias',
      contactBody({ ...valid, serviceType: 'agency' }),
    );
    expect(res.status).toBe(303);
    expect((await readOutbox(outboxDir))[0]?.params.service_type).toBe('agency');
  });

  it('refuses another site, an unknown type and a page with no form', async () => {
    const crossSite = await app.request('/contacto', {
      ...contactBody(valid),
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    });
    expect(crossSite.status).toBe(403);
    const json = await app.request('/contacto', {
      method: 'POST',
      headers: { ...sameSite, 'Content-Type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(json.status).toBe(415);
    // A page whose form needs a script sends the visitor back to it.
    const tool = await app.request('/servicios', contactBody(valid));
    expect(tool.status).toBe(303);
    expect(tool.headers.get('location')).toBe('/servicios');
    expect((await app.request('/no-such-page', contactBody(valid))).status).toBe(404);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('answers a bot (the honeypot filled) as sent, storing nothing', async () => {
    const res = await app.request('/contacto', contactBody({ ...valid, website: 'http://spam' }));
    expect(res.status).toBe(303);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('past the per-client limit, says it was not sent and keeps the values', async () => {
    start({ max: 1 });
    expect((await app.request('/contacto', contactBody(valid))).status).toBe(303);
    const res = await app.request('/contacto', contactBody({ ...valid, name: 'Otra vez' }));
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(notice(html)?.text).toBe(esForms.contact.failure);
    expect(field(html, 'name')?.attributes.value).toBe('Otra vez');
  });

  it('with nowhere to deliver, says it was not sent and keeps the values', async () => {
    start({ outbox: false });
    const res = await app.request('/contacto', contactBody(valid));
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(notice(html)?.text).toBe(esForms.contact.failure);
    expect(field(html, 'message')?.text).toBe(valid.message);
  });
});

describe('a job application posted with no script', () => {
  it('is stored with its CV', async () => {
    const res = await app.request('/empleo', applicationBody(application));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/empleo?enviado#form-answer');
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.template_id).toBe('application');
    expect(entry?.params.message).toContain('General');
    expect(entry?.attachments).toHaveLength(1);
    const stored = readFileSync(join(outboxDir, entry?.attachments[0]?.stored ?? ''));
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('without a CV, asks for it; a file that is not what it says is refused as such', async () => {
    const missing = await app.request('/empleo', applicationBody(application, null));
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect(notice(html)?.text).toContain(esForms.application.errors.cv);
    expect(fieldIn(html, 'salary')?.attributes.value).toBe('$3000');
    expect(fieldIn(html, 'cv')?.attributes['aria-invalid']).toBe('true');
    // The open position's form, in its closed dialog, is left as it was.
    expect(fieldIn(html, 'salary', PRODUCT_OWNER)?.attributes.value).toBe('');
    expect(tags(html).find((tag) => tag.name === 'dialog')?.attributes.open).toBeUndefined();

    const fake = new File(['not a pdf'], 'cv.pdf', { type: 'application/pdf' });
    const refused = await app.request('/empleo', applicationBody(application, fake));
    expect(refused.status).toBe(422);
    expect(notice(await refused.text())?.text).toContain(esForms.application.errors.cvType);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('with another problem, also asks for the CV again (a browser never keeps a chosen file)', async () => {
    const res = await app.request('/empleo', applicationBody({ ...application, phone: '' }));
    expect(res.status).toBe(422);
    const text = notice(await res.text())?.text ?? '';
    expect(text).toContain(esForms.application.errors.phone);
    expect(text).toContain(esForms.answer.cvAgain);
  });
});

describe("the open position's application, posted with no script from its dialog", () => {
  it('is stored for its position, and the page that says so shows it beside the closed dialog', async () => {
    const res = await app.request(`/empleo${PRODUCT_OWNER}`, applicationBody(application));
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe(`/empleo${PRODUCT_OWNER}&enviado#form-answer`);
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.params.message).toMatch(/^Posición: Product Owner\n/);
    expect(entry?.attachments).toHaveLength(1);

    const shown = await (await app.request(location.split('#')[0] ?? '')).text();
    expect(notice(shown)?.text).toBe(esForms.application.success);
    // Before the dialog, which stays closed: the notice is on the page, not in it.
    const order = tags(shown).map((tag) => tag.attributes['data-slot'] ?? tag.name);
    expect(order.indexOf('notice')).toBeLessThan(order.indexOf('native-dialog'));
    expect(tags(shown).find((tag) => tag.name === 'dialog')?.attributes.open).toBeUndefined();
    // The general application's own page says nothing.
    expect(notice(await (await app.request('/empleo?enviado')).text())?.text).toBe(
      esForms.application.success,
    );
  });

  it('comes back in its dialog, open, with what to correct and its values', async () => {
    const res = await app.request(
      `/empleo${PRODUCT_OWNER}`,
      applicationBody({ ...application, phone: '' }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    const dialog = tags(html).find((tag) => tag.name === 'dialog');
    expect(dialog?.attributes.open).toBe('');
    expect(dialog?.attributes.id).toBe('apply');
    const inDialog = formTags(html, PRODUCT_OWNER);
    expect(inDialog.find((tag) => tag.attributes['data-slot'] === 'notice')?.text).toContain(
      esForms.application.errors.phone,
    );
    expect(fieldIn(html, 'salary', PRODUCT_OWNER)?.attributes.value).toBe('$3000');
    expect(fieldIn(html, 'phone', PRODUCT_OWNER)?.attributes['aria-invalid']).toBe('true');
    // The general application is left as it was.
    expect(fieldIn(html, 'salary')?.attributes.value).toBe('');
    expect(formTags(html).some((tag) => tag.attributes['data-slot'] === 'notice')).toBe(false);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('a position that is not ours is no form of the page', async () => {
    const res = await app.request('/empleo?puesto=ceo', applicationBody(application));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/empleo');
    expect(await readOutbox(outboxDir)).toEqual([]);
  });
});

describe('hostile visitors (issue 45)', () => {
  const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

  it('an application behind a quoted boundary trick is refused, its thousands of parts unread', async () => {
    // undici takes boundary XYZ and finds every part; a reader taking the first `boundary=`
    // takes zzz", which never occurs.
    const parts = Array.from(
      { length: 5_000 },
      (_, i) => `--XYZ\r\nContent-Disposition: form-data; name="p${i}"\r\n\r\n\r\n`,
    );
    const res = await app.request('/empleo', {
      method: 'POST',
      headers: {
        ...sameSite,
        'Content-Type': 'multipart/form-data; x="; boundary=zzz"; boundary=XYZ',
      },
      body: `${parts.join('')}--XYZ--\r\n`,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/too many fields|multipart form data/);
  });

  it('more parts than an application has are refused as too many', async () => {
    const extra = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`p${i}`, '']));
    const res = await app.request('/empleo', applicationBody({ ...application, ...extra }));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The form has too many fields (at most 16).');
  });

  it('a CV over the cap comes back as its own problem, the values kept', async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1024).fill(0x20);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const big = new File([bytes], 'cv.pdf', { type: 'application/pdf' });
    const res = await app.request('/empleo', applicationBody(application, big));
    expect(res.status).toBe(422);
    const html = await res.text();
    // Its limit said as the page's hint says it (a placeholder filled by formatBytes).
    expect(notice(html)?.text).toContain(
      esForms.application.errors.cvSize.replace('{{cvMaxSize}}', formatBytes(CV_MAX_BYTES, 'es')),
    );
    expect(fieldIn(html, 'salary')?.attributes.value).toBe('$3000');
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('fields named like built-ins are ignored like any unknown field, in both forms', async () => {
    const builtIns = Object.fromEntries(inherited.map((name) => [name, 'x']));
    const contact = await app.request('/contacto', contactBody({ ...valid, ...builtIns }));
    expect(contact.status).toBe(303);
    const job = await app.request('/empleo', applicationBody({ ...application, ...builtIns }));
    expect(job.status).toBe(303);
    const stored = (await readOutbox(outboxDir)).map((entry) => Object.keys(entry.params).sort());
    expect(stored).toEqual([
      ['budget', 'company', 'from_email', 'from_name', 'message', 'phone', 'service_type'],
      ['from_email', 'from_name', 'message'],
    ]);
  });

  it('values naming built-ins are refused by the rules, not looked up', async () => {
    for (const name of inherited) {
      const contact = await app.request('/contacto', contactBody({ ...valid, serviceType: name }));
      expect(contact.status, name).toBe(422);
      const job = await app.request(
        '/empleo',
        applicationBody({ ...application, englishLevel: name }),
      );
      expect(job.status, name).toBe(303);
    }
    // An unknown level is the form's default, as the form's own select would send it.
    const { intermediate } = esForms.application.englishLevels;
    const messages = (await readOutbox(outboxDir)).map((entry) => entry.params.message ?? '');
    expect(messages).toHaveLength(inherited.length);
    for (const message of messages) expect(message).toContain(`: ${intermediate}\n`);
  });
});

describe('answerPage', () => {
  it('leaves every other part of the page as it was', () => {
    const html = page('es', contactForm('es'));
    const sent = answerPage(
      html,
      { slot: 'contact-form', action: undefined },
      { kind: 'sent', message: 'ok' },
    );
    const notice = renderToStaticMarkup(
      createElement(Notice, {
        tone: 'success',
        message: 'ok',
        id: FORM_ANSWER_ID,
        tabIndex: -1,
        autoFocus: true,
      }),
    );
    expect(sent).toBe(html.replace('<astro-island uid', `${notice}<astro-island uid`));
  });

  it("writes what to correct as ui's Notice renders it", () => {
    const html = page('es', contactForm('es'));
    const answered = answerPage(
      html,
      { slot: 'contact-form', action: undefined },
      {
        kind: 'problems',
        message: 'Revisa:',
        problems: [{ field: 'email', message: 'El email' }],
        values: {},
      },
    );
    const id = field(html, 'email')?.attributes.id ?? '';
    const notice = renderToStaticMarkup(
      createElement(Notice, {
        tone: 'error',
        message: 'Revisa:',
        items: [{ href: `#${id}`, label: 'El email' }],
        id: FORM_ANSWER_ID,
        tabIndex: -1,
        autoFocus: true,
      }),
    );
    expect(answered).toContain(notice);
  });
});

describe('EmailJS delivery (configured with a public key)', () => {
  const config = {
    hosted: true,
    publicKey: 'pk',
    serviceId: 'svc',
    contactTemplateId: 'tc',
    applicationTemplateId: 'ta',
  };

  it('needs the private key', () => {
    expect(emailJsDelivery({}, config)).toBeUndefined();
  });

  it("sends as EmailJS's SDK does, with the private key, and fails on any other answer than 200", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('OK'));
    const deliver = emailJsDelivery({ EMAILJS_PRIVATE_KEY: 'secret' }, config);
    await deliver?.({ template: 'contact', params: { from_name: 'Ana' }, files: {} });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tc',
      accessToken: 'secret',
      template_params: { from_name: 'Ana' },
    });
    expect(init?.redirect).toBe('manual');

    fetch.mockResolvedValueOnce(new Response('The template ID is invalid', { status: 400 }));
    await expect(
      deliver?.({ template: 'application', params: {}, files: { cv: pdf } }),
    ).rejects.toThrow(/400/);
    const [formUrl, formInit] = fetch.mock.calls[1] ?? [];
    expect(String(formUrl)).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    const sent = formInit?.body as FormData;
    expect(sent.get('template_id')).toBe('ta');
    expect(sent.get('cv')).toBeInstanceOf(File);
    fetch.mockRestore();
  });
});
