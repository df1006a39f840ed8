import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgets, choiceServiceTypes, CV_MAX_BYTES, presetServiceTypes } from '../../domain';
import { siteConfig } from '../../site/config';
import { createApp } from '../../site/server/app';
import { OUTBOX_MAX_BYTES, outboxSettingsFromEnv, readOutbox } from '../../site/server/outbox';

const contactParams = {
  from_name: 'Ana Pérez',
  from_email: 'ana@example.com',
  company: 'Acme',
  phone: '+34 600 000 000',
  service_type: 'web',
  budget: '$1,000 - $5,000',
  message: 'Necesito una tienda online.',
};
const envelope = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local',
  template_id: 'contact',
};

let outboxDir: string;
let app: ReturnType<typeof createApp>;

function start(max = 100) {
  const root = mkdtempSync(join(tmpdir(), 'outbox-'));
  outboxDir = join(root, 'outbox');
  app = createApp({
    clientDir: join(root, 'client'),
    outboxDir,
    emailRateLimit: { max, windowMs: 60_000 },
  });
}

beforeEach(() => start());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const pdf = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
};

/** The application's form data, as the page sends it, with its CV if given. */
function applicationFormData(file: File | null, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    ...envelope,
    template_id: 'application',
    from_name: 'Luis Gómez',
    from_email: 'luis@example.com',
    message: 'Posición: Product Owner\nTeléfono: 600',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('cv', file);
  return form;
}

function applicationForm(file: File | null, extra: Record<string, string> = {}) {
  const body = applicationFormData(file, extra);
  return app.request('/api/v1.0/email/send-form', { method: 'POST', body });
}

describe('local EmailJS endpoint: send (JSON)', () => {
  it('stores a valid contact message durably and answers OK like EmailJS', async () => {
    const res = await send({ ...envelope, template_params: contactParams });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const [entry, ...rest] = await readOutbox(outboxDir);
    expect(rest).toHaveLength(0);
    expect(entry?.template_id).toBe('contact');
    expect(entry?.params).toEqual(contactParams);
    expect(entry?.attachments).toEqual([]);
  });

  it('refuses bad input with status 400 and a clear text, storing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      ['not json', /JSON/],
      [[1, 2], /JSON object/],
      [{ ...envelope, user_id: 'someone-else', template_params: contactParams }, /Public Key/],
      [{ ...envelope, service_id: 'gmail', template_params: contactParams }, /service ID/],
      [{ ...envelope, template_id: 'newsletter', template_params: contactParams }, /template ID/],
      [{ ...envelope, template_params: 'hola' }, /template_params/],
      [
        { ...envelope, template_params: { ...contactParams, from_name: ' ' } },
        /'from_name' is required/,
      ],
      [{ ...envelope, template_params: { ...contactParams, from_email: 'ana@' } }, /email address/],
      [{ ...envelope, template_params: { ...contactParams, message: 7 } }, /must be text/],
      [
        { ...envelope, template_params: { ...contactParams, admin: 'yes' } },
        /Unknown parameter 'admin'/,
      ],
      [{ ...envelope, template_params: { ...contactParams, budget: '$1' } }, /budget/],
      [
        { ...envelope, template_params: { ...contactParams, service_type: 'hack' } },
        /service_type/,
      ],
      [{ ...envelope, template_params: { ...contactParams, phone: '9'.repeat(300) } }, /too long/],
    ];
    for (const [body, text] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.text()).toMatch(text);
    }
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("accepts every service type and budget the forms offer, and the pages' presets", async () => {
    start(1_000);
    const serviceTypes = [...choiceServiceTypes, ...presetServiceTypes];
    for (const service_type of serviceTypes) {
      const res = await send({ ...envelope, template_params: { ...contactParams, service_type } });
      expect(res.status, service_type).toBe(200);
    }
    for (const { value: budget } of budgets) {
      const res = await send({ ...envelope, template_params: { ...contactParams, budget } });
      expect(res.status, budget).toBe(200);
    }
    expect(await readOutbox(outboxDir)).toHaveLength(serviceTypes.length + budgets.length);
  });

  it('refuses a body over the cap with 413', async () => {
    const res = await send({
      ...envelope,
      template_params: { ...contactParams, message: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
  });

  it('keeps every line whole when messages arrive together', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        send({ ...envelope, template_params: { ...contactParams, message: `Mensaje ${n}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const messages = (await readOutbox(outboxDir)).map((e) => e.params.message).sort();
    expect(messages).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3', 'Mensaje 4']);
  });

  it('answers 429 once a client has sent too much', async () => {
    start(5);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await send({ ...envelope, template_params: contactParams })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('local EmailJS endpoint: the recipient is the owner, never the request', () => {
  it('stores the configured recipient and drops a to_email the request names', async () => {
    vi.stubEnv('OUTBOX_TO', 'owner@example.com');
    start();
    const relay = { ...contactParams, to_email: 'victim@example.org' };
    expect((await send({ ...envelope, template_params: relay })).status).toBe(200);
    const cv = new File([pdf()], 'cv.pdf');
    expect((await applicationForm(cv, { to_email: 'victim@example.org' })).status).toBe(200);
    const entries = await readOutbox(outboxDir);
    expect(entries.map((entry) => entry.to)).toEqual(['owner@example.com', 'owner@example.com']);
    expect(entries[0]?.params).toEqual(contactParams);
    expect(entries.map((entry) => 'to_email' in entry.params)).toEqual([false, false]);
  });

  it("defaults to the site's public address, and refuses a recipient that is no address", () => {
    expect(outboxSettingsFromEnv({}).recipient).toBe(siteConfig.email);
    expect(outboxSettingsFromEnv({ OUTBOX_TO: ' owner@example.com ' }).recipient).toBe(
      'owner@example.com',
    );
    expect(() => outboxSettingsFromEnv({ OUTBOX_TO: 'owner' })).toThrow(/OUTBOX_TO/);
  });
});

describe('local EmailJS endpoint: control characters', () => {
  const crafted = 'Ana\u001b]0;pwned\u0007 P\u0000érez\u001b[2J\u007f';

  it('stores text as typed: line breaks as \\n, tabs kept, every other control removed', async () => {
    const params = {
      ...contactParams,
      from_name: crafted,
      company: 'Acme\rInc\u0008',
      message: 'Hola\r\n\tlínea dos\u001b[1A\u001b[2K\rfin',
    };
    const res = await send({ ...envelope, lib_version: '4.4.1\u001b[2J', template_params: params });
    expect(res.status).toBe(200);
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.params).toMatchObject({
      from_name: 'Ana]0;pwned Pérez[2J',
      company: 'Acme\nInc',
      message: 'Hola\n\tlínea dos[1A[2K\nfin',
    });
    expect(entry?.lib_version).toBe('4.4.1[2J');
  });

  it('does the same for form sends, and a value of controls alone is missing', async () => {
    expect(
      (await applicationForm(new File([pdf()], 'cv.pdf'), { from_name: crafted })).status,
    ).toBe(200);
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.params.from_name).toBe('Ana]0;pwned Pérez[2J');
    const blank = await applicationForm(new File([pdf()], 'cv.pdf'), { from_name: '\u001b\u0007' });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toMatch(/'from_name' is required/);
  });
});

describe('local EmailJS endpoint: the outbox is private', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('creates its folders 0700 and its files 0600 (CVs are personal data)', async () => {
    expect((await send({ ...envelope, template_params: contactParams })).status).toBe(200);
    expect((await applicationForm(new File([pdf()], 'cv.pdf'))).status).toBe(200);
    const [, application] = await readOutbox(outboxDir);
    expect(mode(outboxDir)).toBe(0o700);
    expect(mode(join(outboxDir, 'attachments'))).toBe(0o700);
    expect(mode(join(outboxDir, 'outbox.jsonl'))).toBe(0o600);
    expect(mode(join(outboxDir, application?.attachments[0]?.stored ?? ''))).toBe(0o600);
  });

  it('closes an outbox an earlier version left open', async () => {
    mkdirSync(join(outboxDir, 'attachments'), { recursive: true, mode: 0o755 });
    writeFileSync(join(outboxDir, 'outbox.jsonl'), '', { mode: 0o644 });
    chmodSync(outboxDir, 0o755);
    chmodSync(join(outboxDir, 'outbox.jsonl'), 0o644);
    expect((await send({ ...envelope, template_params: contactParams })).status).toBe(200);
    expect(mode(outboxDir)).toBe(0o700);
    expect(mode(join(outboxDir, 'attachments'))).toBe(0o700);
    expect(mode(join(outboxDir, 'outbox.jsonl'))).toBe(0o600);
  });
});

describe('local EmailJS endpoint: the outbox has a size cap', () => {
  const attachments = () => readdirSync(join(outboxDir, 'attachments'));
  const sendContact = () => send({ ...envelope, template_params: contactParams });

  it('answers 507 to a message over the cap, stores none of it, and takes one that fits', async () => {
    vi.stubEnv('OUTBOX_MAX_BYTES', '3000');
    start();
    expect((await sendContact()).status).toBe(200);
    const big = await applicationForm(new File([pdf(4096)], 'cv.pdf'));
    expect(big.status).toBe(507);
    expect(await big.text()).toMatch(/outbox is full/);
    expect(attachments()).toEqual([]);
    expect((await sendContact()).status).toBe(200);
    expect(await readOutbox(outboxDir)).toHaveLength(2);
  });

  it('counts what the outbox held before the server started, and room made since', async () => {
    vi.stubEnv('OUTBOX_MAX_BYTES', '3000');
    start();
    mkdirSync(join(outboxDir, 'attachments'), { recursive: true });
    writeFileSync(join(outboxDir, 'attachments', 'old.pdf'), pdf(2900));
    expect((await sendContact()).status).toBe(507);
    rmSync(join(outboxDir, 'attachments', 'old.pdf'));
    expect((await sendContact()).status).toBe(200);
  });

  it('a write the disk refuses leaves no part of the message (no CV, no half line)', async () => {
    expect((await sendContact()).status).toBe(200);
    const before = readFileSync(join(outboxDir, 'outbox.jsonl'));
    const lines = join(outboxDir, 'outbox.jsonl');
    rmSync(lines);
    symlinkSync('/dev/full', lines); // every write: ENOSPC
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await applicationForm(new File([pdf()], 'cv.pdf'));
    expect(res.status).toBe(507);
    expect(attachments()).toEqual([]);
    rmSync(lines);
    writeFileSync(lines, before);
    expect((await sendContact()).status).toBe(200);
    expect(await readOutbox(outboxDir)).toHaveLength(2);
  });

  it('drops what a crash left half-written before it stores the next message', async () => {
    const earlier = {
      id: '20260101000000000-00000000',
      receivedAt: '2026-01-01T00:00:00.000Z',
      to: 'hola@nodoweb.studio',
      endpoint: 'send',
      service_id: 'local',
      template_id: 'contact',
      lib_version: '4.4.1',
      params: contactParams,
      attachments: [],
    };
    mkdirSync(join(outboxDir, 'attachments'), { recursive: true });
    writeFileSync(join(outboxDir, 'attachments', '.tmp-20260101-1'), '%PDF-1.4 cut sho');
    writeFileSync(
      join(outboxDir, 'outbox.jsonl'),
      `${JSON.stringify(earlier)}\n{"id":"20260102","params":{"message":"cut sho`,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await sendContact()).status).toBe(200);
    const entries = await readOutbox(outboxDir);
    expect(entries.map((entry) => entry.id)).toEqual([earlier.id, expect.any(String)]);
    expect(attachments()).toEqual([]);
  });

  it('reads its cap from OUTBOX_MAX_BYTES: 200 MiB by default, a whole number above 0', () => {
    expect(outboxSettingsFromEnv({}).maxBytes).toBe(OUTBOX_MAX_BYTES);
    expect(OUTBOX_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(outboxSettingsFromEnv({ OUTBOX_MAX_BYTES: '1048576' }).maxBytes).toBe(1_048_576);
    for (const value of ['0', '-5', '1.5', '1e6', '200MB', String(2 ** 60)]) {
      expect(() => outboxSettingsFromEnv({ OUTBOX_MAX_BYTES: value }), value).toThrow(
        /OUTBOX_MAX_BYTES/,
      );
    }
  });
});

describe('local EmailJS endpoint: send-form (multipart, with the CV)', () => {
  it('stores the application and its CV beside the outbox', async () => {
    const data = pdf();
    const res = await applicationForm(new File([data], 'mi cv.pdf', { type: 'application/pdf' }));
    expect(res.status).toBe(200);
    const [entry] = await readOutbox(outboxDir);
    expect(entry?.template_id).toBe('application');
    expect(entry?.params).toEqual({
      from_name: 'Luis Gómez',
      from_email: 'luis@example.com',
      message: 'Posición: Product Owner\nTeléfono: 600',
    });
    const [cv] = entry?.attachments ?? [];
    expect(cv).toMatchObject({
      field: 'cv',
      filename: 'mi cv.pdf',
      type: 'application/pdf',
      size: 2048,
    });
    expect(new Uint8Array(readFileSync(join(outboxDir, cv?.stored ?? '')))).toEqual(data);
  });

  it('refuses a missing, mistyped, disguised or oversized CV', async () => {
    const cases: [File | null, number, RegExp][] = [
      [null, 400, /'cv' is required/],
      [new File(['MZ'], 'cv.exe'), 400, /\.pdf, \.doc or \.docx/],
      [new File(['<html>'], 'cv.pdf'), 400, /not a valid PDF/],
      [new File([], 'cv.pdf'), 400, /'cv' is empty/],
      [new File([pdf(6 * 1024 * 1024)], 'cv.pdf'), 413, /too large/],
    ];
    for (const [file, status, text] of cases) {
      const res = await applicationForm(file);
      expect(res.status, file?.name ?? 'no file').toBe(status);
      expect(await res.text()).toMatch(text);
    }
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('accepts .docx and .doc files by their signatures, stored with their own types', async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    // The browser's claimed type is not trusted: the owner's mail gets the format's own.
    const claimed = { type: 'text/html' };
    expect((await applicationForm(new File([docx], 'cv.docx', claimed))).status).toBe(200);
    expect((await applicationForm(new File([doc], 'CV.DOC', claimed))).status).toBe(200);
    const types = (await readOutbox(outboxDir)).map((entry) => entry.attachments[0]?.type);
    expect(types).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ]);
  });

  it('refuses duplicated or unknown fields', async () => {
    const res = await applicationForm(new File([pdf()], 'cv.pdf'), { phone: '600' });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Unknown parameter 'phone'/);
  });

  it('counts the parts as it reads them: more than a template can use is refused', async () => {
    // EmailJS's envelope (4, and an access token), a to_email, the contact template's 7 fields.
    const limit = /at most 13\b/;
    const extra = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`x${i}`, 'x']));
    const few = await applicationForm(new File([pdf()], 'cv.pdf'), extra);
    expect(few.status).toBe(400);
    expect(await few.text()).toMatch(limit);
    // Tens of thousands of empty parts: refused at the first past the limit.
    const form = new FormData();
    for (let i = 0; i < 50_000; i += 1) form.append('a', '');
    const many = await app.request('/api/v1.0/email/send-form', { method: 'POST', body: form });
    expect(many.status).toBe(400);
    expect(await many.text()).toMatch(limit);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('reads a quoted boundary, and a form within the limit as before', async () => {
    const boundary = 'frontera con espacios';
    const fields = {
      ...envelope,
      template_id: 'application',
      from_name: 'Luis Gómez',
      from_email: 'luis@example.com',
      message: 'Hola',
      to_email: 'x@example.org',
    };
    const text = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const cv = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(text.join('') + cv),
      Buffer.from(pdf()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary="${boundary}"` },
      body,
    });
    expect(res.status).toBe(200);
    expect((await readOutbox(outboxDir))[0]?.attachments[0]?.size).toBe(2048);
  });
});

/** A multipart body written by hand: its text fields, then `tail` (the closing delimiter). */
function multipart(boundary: string, fields: [string, string][], tail = `--${boundary}--\r\n`) {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(parts.join('') + tail);
}

const sendForm = (contentType: string, body: Uint8Array<ArrayBuffer>) =>
  app.request('/api/v1.0/email/send-form', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });

describe('send-form: the parts are counted by the parser that reads them (issue 45)', () => {
  // A MIME parser (undici's) takes boundary XYZ and finds every part; a reader that takes the
  // first `boundary=` it sees takes zzz", which never occurs: to it the body has no parts.
  const quotedTrick = 'multipart/form-data; x="; boundary=zzz"; boundary=XYZ';

  it('refuses a Content-Type naming its boundary twice, or inside a quoted value', async () => {
    const form = [
      ...Object.entries({ ...envelope, template_id: 'application' }),
      ['from_name', 'Luis Gómez'],
      ['from_email', 'luis@example.com'],
      ['message', 'Hola'],
    ] as [string, string][];
    const cv = `--XYZ\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n`;
    const tail = Buffer.concat([Buffer.from(pdf()), Buffer.from('\r\n--XYZ--\r\n')]);
    for (const contentType of [
      quotedTrick,
      'multipart/form-data; boundary=XYZ; boundary=XYZ',
      'multipart/form-data; BOUNDARY=XYZ; boundary=XYZ',
    ]) {
      const res = await sendForm(contentType, Buffer.concat([multipart('XYZ', form, cv), tail]));
      expect(res.status, contentType).toBe(400);
      expect(await res.text()).toBe('The request body must be multipart form data.');
    }
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('refuses thousands of tiny parts behind the quoted trick before any is read as a message', async () => {
    const fields = Array.from({ length: 5_000 }, (_, i): [string, string] => [`p${i}`, '']);
    const res = await sendForm(quotedTrick, multipart('XYZ', fields));
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/too many fields|multipart form data/);
  });

  it('refuses at the first part past the limit: the rest of the body is never read', async () => {
    const fields = Array.from({ length: 50_000 }, (_, i): [string, string] => [`p${i}`, '']);
    // The last part never ends (no delimiter closes the body): read to its end, it is malformed.
    const tail = '--XYZ\r\nContent-Disposition: form-data; name="x"\r\n\r\n';
    const body = multipart('XYZ', fields, tail);
    // What reaches the parser: the form is read through a Writable (busboy).
    const fed = vi.spyOn(Writable.prototype, 'write');
    const res = await sendForm('multipart/form-data; boundary=XYZ', body);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The form has too many fields (at most 13).');
    const read = fed.mock.calls.reduce((sum, [chunk]) => sum + Buffer.byteLength(chunk), 0);
    expect(read).toBeLessThan(body.byteLength / 10);
  });

  it('refuses a CV over the cap that fits the request, as its own problem', async () => {
    const res = await applicationForm(new File([pdf(CV_MAX_BYTES + 1024)], 'cv.pdf'));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("'cv' is larger than 5\u00a0MB.");
    expect(await readOutbox(outboxDir)).toEqual([]);
  });
});

describe("names a visitor picks are the request's own, never Object.prototype's (issue 45)", () => {
  const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

  it('send (JSON): a template ID or a parameter named like a built-in is unknown', async () => {
    for (const name of inherited) {
      const template = await send({
        ...envelope,
        template_id: name,
        template_params: contactParams,
      });
      expect(template.status, name).toBe(400);
      expect(await template.text()).toBe('The template ID is invalid.');
      const params = `{"lib_version":"4.4.1","user_id":"local-outbox","service_id":"local","template_id":"contact","template_params":{"${name}":"x"}}`;
      const param = await send(params);
      expect(param.status, name).toBe(400);
      expect(await param.text()).toBe(`Unknown parameter '${name}'.`);
    }
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('send-form: a field or a file named like a built-in is unknown, not given twice', async () => {
    const cv = () => new File([pdf()], 'cv.pdf');
    for (const name of inherited) {
      const field = await applicationForm(cv(), { [name]: 'x' });
      expect(field.status, name).toBe(400);
      expect(await field.text()).toBe(`Unknown parameter '${name}'.`);
      const form = applicationFormData(cv());
      form.append(name, cv());
      const file = await app.request('/api/v1.0/email/send-form', { method: 'POST', body: form });
      expect(file.status, name).toBe(400);
      expect(await file.text()).toBe(`Unknown attachment '${name}'.`);
    }
    expect(await readOutbox(outboxDir)).toEqual([]);
  });
});
