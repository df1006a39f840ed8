// A visitor who fills a form before its island hydrates (the page is prerendered, the island's
// code comes later): what they typed, chose or attached stays, lands in the draft and is sent.
// The island (site/islands/island.tsx) reports it to the form, which knows nothing of hydration.
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  budgets,
  choiceServiceTypes,
  formatBytes,
  type ApplicationValues,
  type ContactValues,
} from '../../domain';
import forms from '../../site/i18n/es/forms.json';
import { island } from '../../site/islands/island';
import { resolvePath } from '../../site/routes';
import { ApplicationForm, ContactForm } from '../../ui';
import { mountPoint } from './mount';

// React's act() environment flag for a test runner other than Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const contactDraftKey = 'contact-form:general';
const applicationDraftKey = 'application-form:Product Owner';

const mount = mountPoint();

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  sessionStorage.clear();
});

/** An island holding the given form, on the contact page. */
const FormIsland = island(({ form }: { form: ReactElement }) => form);
const inIsland = (form: ReactElement) => (
  <FormIsland resolved={resolvePath('/contacto')} texts={{}} form={form} />
);

/** The prerendered HTML, as the server sends it: fields and no script yet. */
function prerender(form: ReactElement) {
  mount.container.innerHTML = renderToString(inIsland(form));
}

/** The island takes over the prerendered form. */
async function hydrate(form: ReactElement) {
  await act(async () => {
    mount.root = hydrateRoot(mount.container, inIsland(form));
  });
}

function control<E extends HTMLElement>(name: string, type: new () => E): E {
  const found = mount.container.querySelector(`[name="${name}"]`);
  if (!(found instanceof type)) throw new Error(`No ${name} control`);
  return found;
}
const field = (name: string) => control(name, HTMLInputElement);
const textarea = (name: string) => control(name, HTMLTextAreaElement);
const select = (name: string) => control(name, HTMLSelectElement);

function storedDraft(key: string): unknown {
  return JSON.parse(sessionStorage.getItem(key) ?? 'null');
}

async function submit() {
  const button = mount.container.querySelector('button[type="submit"]');
  if (!(button instanceof HTMLButtonElement)) throw new Error('No submit button');
  await act(async () => button.click());
}

function contactForm(onSend: (values: ContactValues) => Promise<void>) {
  return (
    <ContactForm
      texts={forms.contact}
      serviceTypes={choiceServiceTypes.map((value) => ({
        value,
        label: forms.contact.serviceTypes[value],
      }))}
      budgets={budgets.map(({ value, labelKey }) => ({
        value,
        label: forms.contact.budgets[labelKey],
      }))}
      draftKey={contactDraftKey}
      onSend={onSend}
    />
  );
}

describe('a contact form filled before hydration', () => {
  const early = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    serviceType: 'seo',
    budget: budgets[1].value,
  };

  async function fillEarly() {
    await userEvent.type(field('name'), early.name);
    await userEvent.type(field('email'), early.email);
    await userEvent.selectOptions(select('serviceType'), early.serviceType);
    await userEvent.selectOptions(select('budget'), early.budget);
  }

  it('keeps what was typed and chosen, saves it in the draft and sends it', async () => {
    const onSend = vi.fn((_values: ContactValues) => Promise.resolve());
    prerender(contactForm(onSend));
    await fillEarly();
    await hydrate(contactForm(onSend));

    // Typing on after hydration re-renders the form: the early fields must hold.
    await act(() => userEvent.type(textarea('message'), 'Una tienda online.'));
    expect(field('name').value).toBe(early.name);
    expect(field('email').value).toBe(early.email);
    expect(select('serviceType').value).toBe(early.serviceType);
    expect(select('budget').value).toBe(early.budget);
    await vi.waitFor(() =>
      expect(storedDraft(contactDraftKey)).toMatchObject({
        ...early,
        message: 'Una tienda online.',
      }),
    );

    // Sent at once: filling before hydration counts as the first keystroke, like a draft.
    await submit();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      ...early,
      company: '',
      phone: '',
      message: 'Una tienda online.',
    });
  });

  it('puts what was typed before hydration over an older draft', async () => {
    sessionStorage.setItem(
      contactDraftKey,
      JSON.stringify({ name: 'Old name', company: 'Acme', message: 'Old message' }),
    );
    const onSend = vi.fn((_values: ContactValues) => Promise.resolve());
    prerender(contactForm(onSend));
    await userEvent.type(field('name'), 'Ana Pérez');
    await hydrate(contactForm(onSend));

    expect(field('name').value).toBe('Ana Pérez');
    expect(field('company').value).toBe('Acme');
    expect(textarea('message').value).toBe('Old message');
    await vi.waitFor(() =>
      expect(storedDraft(contactDraftKey)).toMatchObject({
        name: 'Ana Pérez',
        company: 'Acme',
        message: 'Old message',
      }),
    );
  });

  it('sends the early values when the form is sent right after it hydrates', async () => {
    const onSend = vi.fn((_values: ContactValues) => Promise.resolve());
    prerender(contactForm(onSend));
    await fillEarly();
    await userEvent.type(textarea('message'), 'Una tienda online.');
    await hydrate(contactForm(onSend));
    // A send the moment the code has come: before any keystroke of the visitor's counts as the
    // first (the early ones do).
    await act(async () => mount.container.querySelector('form')?.requestSubmit());

    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      ...early,
      company: '',
      phone: '',
      message: 'Una tienda online.',
    });
  });
});

describe('an application filled before hydration', () => {
  const early = {
    name: 'Luis Gómez',
    email: 'luis@example.com',
    phone: '600 111 222',
    salary: '$3000',
    experience: '5',
    englishLevel: 'advanced',
    message: 'Me encanta el producto.',
  };
  const cv = new File(['%PDF-1.4 test'], 'cv-luis.pdf', { type: 'application/pdf' });

  function applicationForm(onSend: (values: ApplicationValues) => Promise<void>) {
    return (
      <ApplicationForm
        texts={forms.application}
        draftKey={applicationDraftKey}
        onSend={onSend}
        formatSize={(bytes) => formatBytes(bytes, 'es-VE')}
      />
    );
  }

  it('keeps every field and the chosen CV, saves the text in the draft and sends them all', async () => {
    const onSend = vi.fn((_values: ApplicationValues) => Promise.resolve());
    prerender(applicationForm(onSend));
    for (const name of ['name', 'email', 'phone', 'salary', 'experience'] as const) {
      await userEvent.type(field(name), early[name]);
    }
    await userEvent.selectOptions(select('englishLevel'), early.englishLevel);
    await userEvent.type(textarea('message'), early.message);
    const picked = new DataTransfer();
    picked.items.add(cv);
    field('cv').files = picked.files;
    await hydrate(applicationForm(onSend));

    for (const name of ['name', 'email', 'phone', 'salary', 'experience'] as const) {
      expect(field(name).value).toBe(early[name]);
    }
    expect(select('englishLevel').value).toBe(early.englishLevel);
    expect(textarea('message').value).toBe(early.message);
    // The picker names the file the visitor chose, and so does the native input it announces.
    expect(mount.container.querySelector('[data-slot="file-name"]')?.textContent).toBe(cv.name);
    expect(field('cv').files?.[0]).toBe(cv);
    // The draft keeps the text, never the CV.
    await vi.waitFor(() => expect(storedDraft(applicationDraftKey)).toEqual(early));

    await submit();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ ...early, cv });
  });

  it('checks a CV chosen before hydration like one chosen after', async () => {
    const onSend = vi.fn((_values: ApplicationValues) => Promise.resolve());
    prerender(applicationForm(onSend));
    const picked = new DataTransfer();
    picked.items.add(new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    field('cv').files = picked.files;
    await hydrate(applicationForm(onSend));

    expect(mount.container.querySelector('[data-slot="file-name"]')?.textContent).toBe('cv.txt');
    expect(mount.container.textContent).toContain(forms.application.errors.cvType);
  });
});
