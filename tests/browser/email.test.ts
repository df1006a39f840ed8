// The mail client in a real browser (it needs fetch, FormData, DataTransfer and a <form>).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { EmailSendError, sendApplication, sendContactMessage } from '../../site/services/email';
import { emailConfig, type EmailConfig } from '../../site/services/email-config';
import {
  SEND_TIMEOUT_MS,
  sendTimeoutMs,
  type ApplicationMessageLabels,
  type ApplicationValues,
  type ContactValues,
} from '../../domain';

const contact: ContactValues = {
  name: '  Ana Pérez ',
  email: 'ana@example.com',
  company: 'Acme',
  phone: '+34 600 000 000',
  serviceType: 'web',
  budget: '$1,000 - $5,000',
  message: 'Necesito una tienda online.',
};

const cv = new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' });
const application: ApplicationValues = {
  name: 'Luis Gómez',
  email: 'luis@example.com',
  phone: '600 111 222',
  salary: '$3000',
  experience: '5',
  englishLevel: 'advanced',
  message: 'Me encanta el producto.',
  cv,
};
const labels: ApplicationMessageLabels = {
  position: 'Posición',
  phone: 'Teléfono',
  salary: 'Aspiración salarial (USD)',
  experience: 'Años de experiencia',
  englishLevel: 'Nivel de inglés',
  englishLevelName: 'Avanzado',
  coverMessage: 'Mensaje',
  noCoverMessage: '(sin mensaje)',
};

let fetchMock: MockInstance<typeof window.fetch>;
const answer = (status: number, text: string) =>
  fetchMock.mockImplementation(() => Promise.resolve(new Response(text, { status })));

beforeEach(() => {
  localStorage.clear(); // the SDK's per-form send throttle lives there
  fetchMock = vi.spyOn(window, 'fetch');
  answer(200, 'OK');
});
afterEach(() => {
  fetchMock.mockRestore();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

describe('contact message (spec section 7)', () => {
  it('posts the exact JSON payload, with no recipient, to the local send endpoint by default', async () => {
    expect(emailConfig.hosted).toBe(false);
    await sendContactMessage(contact);
    const { url, init } = lastRequest();
    expect(url).toBe(`${location.origin}/api/v1.0/email/send`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local',
      template_id: 'contact',
      template_params: {
        from_name: 'Ana Pérez',
        from_email: 'ana@example.com',
        company: 'Acme',
        phone: '+34 600 000 000',
        service_type: 'web',
        budget: '$1,000 - $5,000',
        message: 'Necesito una tienda online.',
      },
    });
  });

  it('goes to EmailJS itself when a public key is configured', async () => {
    const hosted: EmailConfig = {
      hosted: true,
      publicKey: 'pk_123',
      serviceId: 'service_1',
      contactTemplateId: 'template_c',
      applicationTemplateId: 'template_a',
    };
    await sendContactMessage(contact, hosted);
    const { url, init } = lastRequest();
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      user_id: 'pk_123',
      service_id: 'service_1',
      template_id: 'template_c',
    });
    // The recipient is fixed in the EmailJS template: a parameter would let anyone pick it.
    expect(body.template_params).not.toHaveProperty('to_email');
  });
});

describe('job application (spec section 7, with the CV attached)', () => {
  it('posts form data with name, address, the composed message and the CV file', async () => {
    await sendApplication(application, 'Product Owner', labels);
    const { url, init } = lastRequest();
    expect(url).toBe(`${location.origin}/api/v1.0/email/send-form`);
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()].sort()).toEqual(
      [
        'cv',
        'from_email',
        'from_name',
        'lib_version',
        'message',
        'service_id',
        'template_id',
        'user_id',
      ].sort(),
    );
    expect(form.get('template_id')).toBe('application');
    expect(form.get('from_name')).toBe('Luis Gómez');
    expect(form.get('from_email')).toBe('luis@example.com');
    expect(form.get('message')).toBe(
      [
        'Posición: Product Owner',
        'Teléfono: 600 111 222',
        'Aspiración salarial (USD): $3000',
        'Años de experiencia: 5',
        'Nivel de inglés: Avanzado',
        '',
        'Mensaje:',
        'Me encanta el producto.',
      ].join('\n'),
    );
    const file = form.get('cv') as File;
    expect(file.name).toBe('cv.pdf');
    expect(await file.text()).toBe('%PDF-1.4 test');
  });

  it('says so when there is no cover message', async () => {
    await sendApplication({ ...application, message: '  ' }, 'General', labels);
    const message = String((lastRequest().init.body as FormData).get('message'));
    expect(message).toMatch(/^Posición: General\n/);
    expect(message.endsWith('Mensaje:\n(sin mensaje)')).toBe(true);
  });
});

describe('failures are mapped (spec section 8)', () => {
  const cases: [number, string, EmailSendError['kind']][] = [
    [451, 'Unavailable For Headless Browser', 'headless'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'throttled'],
    [400, "'from_email' must be an email address.", 'rejected'],
    [413, 'The request is too large', 'rejected'],
    // The local outbox over its size cap: a failure like any other, the form keeps its values.
    [507, 'The outbox is full: the message was not stored. Please try again later.', 'rejected'],
    [500, 'Internal Server Error', 'rejected'],
  ];
  for (const [status, text, kind] of cases) {
    it(`status ${status} -> ${kind}`, async () => {
      answer(status, text);
      const error = await sendContactMessage(contact).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmailSendError);
      expect(error).toMatchObject({ kind, status, text });
    });
  }

  it('a dropped connection is status 0, Network Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await sendApplication(application, 'General', labels).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, text: 'Network Error' });
  });

  it('success is status 200 only', async () => {
    answer(202, 'Accepted');
    await expect(sendContactMessage(contact)).rejects.toMatchObject({
      kind: 'rejected',
      status: 202,
    });
  });

  it('missing configuration is refused before any request', async () => {
    const missing: EmailConfig = { ...emailConfig, hosted: true, serviceId: '' };
    const error = await sendContactMessage(contact, missing).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'configuration', status: 0 });
    expect((error as EmailSendError).text).toMatch(/service ID is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a second send of the same form within the throttle is refused locally', async () => {
    await sendContactMessage(contact);
    const error = await sendContactMessage(contact).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'throttled', status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Each form has its own throttle.
    await sendApplication(application, 'General', labels);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('a server that never finishes its answer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Rejects with the send's error, or resolves with 'pending' while it still waits. */
    async function outcome(sending: Promise<void>, afterMs: number) {
      const settled = sending.then(
        () => 'sent',
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(afterMs);
      return Promise.race([settled, Promise.resolve('pending')]);
    }

    it('no answer at all: a timeout after 20 s, not a spinner for ever', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
      const sending = sendContactMessage(contact);
      expect(await outcome(sending, SEND_TIMEOUT_MS - 1)).toBe('pending');
      expect(await outcome(sending, 1)).toMatchObject({ kind: 'timeout', status: 0 });
    });

    it('headers, then a body that trickles and never ends: the same timeout', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fetchMock.mockImplementation(() =>
        Promise.resolve(
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('O'));
              },
            }),
            { status: 200 },
          ),
        ),
      );
      const sending = sendContactMessage(contact);
      expect(await outcome(sending, SEND_TIMEOUT_MS)).toMatchObject({ kind: 'timeout' });
    });

    it('an application waits longer with a big CV: the upload of a slow phone is allowed for', async () => {
      expect(sendTimeoutMs(0)).toBe(SEND_TIMEOUT_MS);
      // 5 MB at 256 kbit/s is about 164 s of upload.
      expect(sendTimeoutMs(5 * 1024 * 1024)).toBe(SEND_TIMEOUT_MS + 163_840);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
      const bigCv = new File([new Uint8Array(320_000)], 'cv.pdf', { type: 'application/pdf' });
      const sending = sendApplication({ ...application, cv: bigCv }, 'General', labels);
      expect(await outcome(sending, SEND_TIMEOUT_MS)).toBe('pending');
      expect(await outcome(sending, 10_000)).toMatchObject({ kind: 'timeout' });
    });
  });
});
