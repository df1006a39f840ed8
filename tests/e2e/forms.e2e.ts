// The contact and application forms against the served site and its local outbox.
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { siteConfig } from '../../site/config';
import { resources } from '../../site/i18n/resources';
import { pages } from '../../site/routes';
import { readOutbox } from '../../site/server/outbox';
import { APPLY_DIALOG_ID } from '../../site/views/CareersPage';
import {
  baseURL,
  gotoHydrated,
  launch,
  openPage,
  recordToasts,
  stopClock,
  type Toast,
  waitIsland,
} from './browser';
import { arrived, cvAttachment, cvPdf, sha256 } from './outbox';
import { MIN_FILL_MS, SEND_TIMEOUT_MS } from '../../domain';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const outboxDir = () => inject('outboxDir');
const es = resources.es.forms;
const en = resources.en.forms;

/**
 * The forms take a send within 2 s of the first keystroke for a bot's: the visitor takes longer
 * in page time (the page clock jumps ahead; nothing waits).
 */
async function likeAPerson(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 200);
}

/**
 * A page of the site with the page clock installed (it runs on with real time until the test
 * moves or stops it) and every toast recorded, once its islands that hydrate at load or when the
 * browser is idle have hydrated. A form is an island that hydrates when it comes into view: the
 * test waits for it (waitIsland) before it fills it; the toaster follows it.
 */
async function openForm(path: string) {
  const watched = await openPage(browser);
  const toasts = await recordToasts(watched.page);
  await watched.page.clock.install();
  await gotoHydrated(watched.page, path);
  return { ...watched, toasts };
}

/** How many toasts of `role` with `text` have shown so far. */
const shownCount = async (toasts: () => Promise<Toast[]>, role: string, text: string) =>
  (await toasts()).filter((toast) => toast.role === role && toast.text === text).length;

/** expect.poll with room for a busy two-core machine. */
const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 15_000 });

async function outboxCount() {
  return (await readOutbox(outboxDir())).length;
}

type ContactTexts = typeof es.contact;

async function fillContact(page: Page, texts: ContactTexts, email: string) {
  const scope = page.locator('#contacto');
  await waitIsland(page, 'ContactForm');
  await scope.getByLabel(texts.name).fill('Ana Pérez');
  await scope.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await scope.getByLabel(texts.company).fill('Acme S.L.');
  await scope.getByLabel(texts.phone).fill('+34 600 123 456');
  await scope.getByLabel(texts.serviceType).selectOption('web');
  await scope.getByLabel(texts.budget).selectOption('$5,000 - $10,000');
  await scope.getByLabel(texts.message).fill('Queremos rehacer nuestra web.\nCon tienda online.');
}

async function contactValues(page: Page, texts: ContactTexts) {
  const scope = page.locator('#contacto');
  return {
    name: await scope.getByLabel(texts.name).inputValue(),
    email: await scope.getByRole('textbox', { name: texts.email, exact: true }).inputValue(),
    company: await scope.getByLabel(texts.company).inputValue(),
    phone: await scope.getByLabel(texts.phone).inputValue(),
    serviceType: await scope.getByLabel(texts.serviceType).inputValue(),
    budget: await scope.getByLabel(texts.budget).inputValue(),
    message: await scope.getByLabel(texts.message).inputValue(),
  };
}

const filled = {
  name: 'Ana Pérez',
  company: 'Acme S.L.',
  phone: '+34 600 123 456',
  serviceType: 'web',
  budget: '$5,000 - $10,000',
  message: 'Queremos rehacer nuestra web.\nCon tienda online.',
};

describe('contact form', () => {
  for (const [lang, path, texts] of [
    ['es', '/', es.contact],
    ['en', '/en/contact', en.contact],
  ] as const) {
    it(`sends from ${path} (${lang}): toast, fields cleared, message in the outbox`, async () => {
      const { page, toasts } = await openForm(path);
      const email = `contact-${lang}@example.com`;
      await fillContact(page, texts, email);
      await likeAPerson(page);
      await page.locator('#contacto').getByRole('button', { name: texts.submit }).click();
      await eventually(() => shownCount(toasts, 'status', texts.success)).toBe(1);
      const entry = await arrived(email);
      expect(entry.template_id).toBe('contact');
      expect(entry.params).toEqual({
        from_name: filled.name,
        from_email: email,
        company: filled.company,
        phone: filled.phone,
        service_type: filled.serviceType,
        budget: filled.budget,
        message: filled.message,
      });
      expect(entry.to).toBe('hola@nodoweb.studio');
      expect(await contactValues(page, texts)).toEqual({
        name: '',
        email: '',
        company: '',
        phone: '',
        serviceType: '',
        budget: '',
        message: '',
      });
      await page.context().close();
    });
  }

  it('shows what is missing next to each field, focuses the first, sends nothing', async () => {
    const { page } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
    await gotoHydrated(page, '/contacto');
    await waitIsland(page, 'ContactForm');
    const form = page.locator('#contacto');
    await form.getByRole('textbox', { name: es.contact.email, exact: true }).fill('ana@');
    await form.getByRole('button', { name: es.contact.submit }).click();
    const name = form.getByLabel(es.contact.name);
    await eventually(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toBeTruthy();
    for (const message of [
      es.contact.errors.name,
      es.contact.errors.emailFormat,
      es.contact.errors.serviceType,
      es.contact.errors.message,
    ]) {
      expect(await form.getByText(message).count()).toBe(1);
    }
    // Fixing a field removes its message.
    await name.fill('Ana');
    expect(await form.getByText(es.contact.errors.name).count()).toBe(0);
    expect(requests).toEqual([]);
    await page.context().close();
  });

  for (const failure of [429, 403, 500, 'dropped', 'no answer'] as const) {
    it(`a failing endpoint (${failure}) shows the failure toast and keeps every value`, async () => {
      const endpoint = '**/api/v1.0/email/send';
      const before = await outboxCount();
      const { page, settled, toasts } = await openForm('/contacto');
      await page.route(endpoint, (route) =>
        failure === 'no answer'
          ? undefined // a hung server: the request never gets an answer
          : failure === 'dropped'
            ? route.abort('connectionreset')
            : route.fulfill({ status: failure, body: 'Failure' }),
      );
      const email = `failing-${failure.toString().replace(' ', '-')}@example.com`;
      await fillContact(page, es.contact, email);
      await likeAPerson(page);
      const failed = () => shownCount(toasts, 'alert', es.contact.failure);
      if (failure === 'no answer') {
        // From here page time moves only when the test moves it. The deadline starts with the
        // request (the sending code loads on submit): once it is out, still sending a moment
        // before the deadline (the page has settled: nothing more comes of it), then told.
        await stopClock(page);
        const sent = page.waitForRequest(endpoint);
        await page.locator('#contacto').getByRole('button', { name: es.contact.submit }).click();
        await sent;
        await page.clock.fastForward(SEND_TIMEOUT_MS - 1);
        await settled(/\/api\/v1\.0\/email\/send$/);
        expect(await failed()).toBe(0);
        await page.clock.fastForward(1);
      } else {
        await page.locator('#contacto').getByRole('button', { name: es.contact.submit }).click();
      }
      await eventually(failed).toBe(1);
      expect(await contactValues(page, es.contact)).toEqual({ ...filled, email });
      const submit = page.locator('#contacto').getByRole('button', { name: es.contact.submit });
      await eventually(() => submit.isEnabled()).toBe(true);
      expect(await outboxCount()).toBe(before);
      await page.context().close();
    });
  }

  it('keeps a draft across a reload and into the home page form', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, '/contacto');
    await waitIsland(page, 'ContactForm');
    const form = page.locator('#contacto');
    await form.getByLabel(es.contact.name).fill('Borrador');
    await form.getByLabel(es.contact.message).fill('Texto a medias');
    await form.getByLabel(es.contact.serviceType).selectOption('seo');
    await page.reload();
    await waitIsland(page, 'ContactForm');
    await eventually(() => form.getByLabel(es.contact.name).inputValue()).toBe('Borrador');
    expect(await form.getByLabel(es.contact.message).inputValue()).toBe('Texto a medias');
    expect(await form.getByLabel(es.contact.serviceType).inputValue()).toBe('seo');
    // The same draft follows to the home page's form (same tab).
    await gotoHydrated(page, '/');
    await waitIsland(page, 'ContactForm');
    await eventually(() => form.getByLabel(es.contact.name).inputValue()).toBe('Borrador');
    await page.context().close();
  });
});

type ApplicationTexts = typeof es.application;

/** Fills an application form (in the dialog, or the general one once its island has hydrated). */
async function fillApplication(scope: Locator, texts: ApplicationTexts, email: string) {
  await scope.getByLabel(texts.name).fill('Luis Gómez');
  await scope.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await scope.getByLabel(texts.phone).fill('+57 300 000 0000');
  await scope.getByLabel(texts.salary).fill('$3000');
  await scope.getByLabel(texts.experience).fill('6');
  await scope.getByLabel(texts.englishLevel).selectOption('advanced');
  await scope
    .getByLabel(texts.cv)
    .setInputFiles({ name: 'cv-luis.pdf', mimeType: 'application/pdf', buffer: cvPdf });
  await scope.getByLabel(texts.message).fill('Tengo experiencia en agencias.');
}

describe('privacy first layer (issue 30.2)', () => {
  /** The notice under a form: its purpose for that form, the brand, the link to the policy. */
  async function expectNotice(within: Locator, lang: 'es' | 'en', use: 'contact' | 'application') {
    const notice = within.locator('[data-slot=privacy-notice]');
    const texts = resources[lang].forms.privacyNotice;
    expect(await notice.count()).toBe(1);
    const text = await notice.innerText();
    for (const part of [texts.controller, texts.purpose, texts.rights, texts.uses[use].purpose])
      expect(text).toContain(part);
    expect(text).toContain(siteConfig.brand);
    const link = notice.getByRole('link', { name: texts.policyLink });
    expect(await link.getAttribute('href')).toBe(pages.privacy[lang]);
  }

  it.each(['es', 'en'] as const)(
    '(%s) the contact form and the application form say who, what for and the rights before sending',
    async (lang) => {
      const { page } = await openForm(pages.contact[lang]);
      await expectNotice(page.locator('[data-slot=contact-form]'), lang, 'contact');
      await gotoHydrated(page, pages.careers[lang]);
      await page.getByRole('button', { name: resources[lang].careers.position.apply }).click();
      const dialog = page.getByRole('dialog', {
        name: resources[lang].careers.position.dialogTitle,
      });
      await dialog.waitFor();
      await expectNotice(dialog, lang, 'application');
      // The policy it links to names the form delivery service.
      await page.goto(`${baseURL()}${pages.privacy[lang]}`);
      expect(await page.locator('main').textContent()).toContain('EmailJS');
      await page.context().close();
    },
  );
});

describe('careers: application forms', () => {
  it('applies for Product Owner from the dialog: scroll locked, CV in the outbox, dialog closes', async () => {
    const { page, toasts } = await openForm('/empleo');
    const careers = resources.es.careers.position;
    const apply = page.getByRole('button', { name: careers.apply });
    await expect(apply.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await apply.click();
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Named by its title, described by its sentence; focus starts inside it.
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const email = 'po-applicant@example.com';
    await fillApplication(dialog, es.application, email);
    // The form in the dialog is an island of its own, hydrated once reached for.
    await waitIsland(page, 'ApplicationForm', `#${APPLY_DIALOG_ID}`);
    await likeAPerson(page);
    await dialog.getByRole('button', { name: es.application.submit }).click();
    await eventually(() => shownCount(toasts, 'status', es.application.success)).toBe(1);
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => apply.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    const entry = await arrived(email);
    expect(entry.endpoint).toBe('send-form');
    expect(entry.template_id).toBe('application');
    expect(Object.keys(entry.params).sort()).toEqual(['from_email', 'from_name', 'message']);
    expect(entry.params.from_name).toBe('Luis Gómez');
    expect(entry.params.message).toBe(
      [
        'Posición: Product Owner',
        'Teléfono: +57 300 000 0000',
        'Aspiración salarial (USD): $3000',
        'Años de experiencia: 6',
        'Nivel de inglés: Avanzado',
        '',
        'Mensaje:',
        'Tengo experiencia en agencias.',
      ].join('\n'),
    );
    expect(entry.attachments).toHaveLength(1);
    expect(entry.attachments[0]).toMatchObject(cvAttachment('cv-luis.pdf'));
    await page.context().close();
  });

  it("a failed send from the dialog says so in it (the page's toasts are behind the modal), every value kept", async () => {
    const { page } = await openForm('/empleo');
    await page.route('**/api/v1.0/email/send-form', (route) =>
      route.fulfill({ status: 429, body: 'Too Many Requests' }),
    );
    const careers = resources.es.careers.position;
    await page.getByRole('button', { name: careers.apply }).click();
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await dialog.waitFor();
    await fillApplication(dialog, es.application, 'po-retry@example.com');
    await waitIsland(page, 'ApplicationForm', `#${APPLY_DIALOG_ID}`);
    await likeAPerson(page);
    await dialog.getByRole('button', { name: es.application.submit }).click();
    const alert = dialog.getByRole('alert');
    await eventually(() => alert.textContent()).toBe(es.application.failure);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(es.application.name).inputValue()).toBe('Luis Gómez');
    expect(await dialog.getByText('cv-luis.pdf').count()).toBe(1);
    await page.context().close();
  });

  it('the dialog closes with Esc and its close button, returning focus to the button; not on the backdrop', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, '/en/careers');
    const careers = resources.en.careers.position;
    const apply = page.getByRole('button', { name: careers.apply });
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    const focused = () => apply.evaluate((el) => el === document.activeElement);
    await apply.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(focused).toBe(true);
    await apply.click();
    await dialog.waitFor();
    // A stray press on the backdrop, outside the panel, keeps it (and what its form holds).
    await page.mouse.click(5, 5);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: careers.close }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(focused).toBe(true);
    await page.context().close();
  });

  it('sends the general application in English with the CV', async () => {
    const { page, toasts } = await openForm('/en/careers');
    const general = page.locator('#candidatura form[data-slot=application-form]');
    await waitIsland(page, 'ApplicationForm', '#candidatura');
    const email = 'general-applicant@example.com';
    await fillApplication(general, en.application, email);
    await likeAPerson(page);
    await general.getByRole('button', { name: en.application.submit }).click();
    await eventually(() => shownCount(toasts, 'status', en.application.success)).toBe(1);
    const entry = await arrived(email);
    expect(entry.params.message).toMatch(/^Position: General\nPhone: \+57 300 000 0000\n/);
    expect(entry.params.message).toContain('English level: Advanced');
    expect(entry.attachments[0]?.sha256).toBe(sha256(cvPdf));
    expect(await general.getByLabel(en.application.name).inputValue()).toBe('');
    expect(await general.getByText(en.application.cvNone).count()).toBe(1);
    await page.context().close();
  });

  it('a failed application keeps every value and the CV; a reload keeps the draft but not the file', async () => {
    const { page, toasts } = await openForm('/empleo');
    await page.route('**/api/v1.0/email/send-form', (route) =>
      route.fulfill({ status: 429, body: 'Too Many Requests' }),
    );
    const general = page.locator('#candidatura form[data-slot=application-form]');
    await waitIsland(page, 'ApplicationForm', '#candidatura');
    await fillApplication(general, es.application, 'retry@example.com');
    await likeAPerson(page);
    await general.getByRole('button', { name: es.application.submit }).click();
    await eventually(() => shownCount(toasts, 'alert', es.application.failure)).toBe(1);
    expect(await general.getByLabel(es.application.name).inputValue()).toBe('Luis Gómez');
    expect(await general.getByLabel(es.application.salary).inputValue()).toBe('$3000');
    expect(await general.getByText('cv-luis.pdf').count()).toBe(1);

    await page.reload();
    await waitIsland(page, 'ApplicationForm', '#candidatura');
    await expect
      .poll(() => general.getByLabel(es.application.name).inputValue())
      .toBe('Luis Gómez');
    expect(await general.getByLabel(es.application.englishLevel).inputValue()).toBe('advanced');
    expect(await general.getByLabel(es.application.message).inputValue()).toBe(
      'Tengo experiencia en agencias.',
    );
    expect(await general.getByText(es.application.cvNone).count()).toBe(1);
    await page.context().close();
  });
});
