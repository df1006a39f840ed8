// A visitor who acts as soon as the page shows, before the app has taken over
// (html[data-hydrated="true"]), on a throttled phone-like CPU and a slow network: every control
// type (menu and dropdown triggers, hover, language link, dialog opener, hero controls, the
// technologies picker, form fields and submits) must end with what a visitor who waits for the
// app gets. Each test records, in the page, what data-hydrated was when the visitor's events
// arrived, so it proves it acted early.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HYDRATED_ATTRIBUTE, LANGUAGE_STORAGE_KEY, PENDING_DELAY_MS } from '../../site/app/signals';
import { resources } from '../../site/i18n/resources';
import { readOutbox, type OutboxEntry } from '../../site/server/outbox';
import {
  baseURL,
  gotoHydrated,
  holdRequests,
  launch,
  openPage,
  recordToasts,
  throttle,
  type Held,
  type Toast,
  type Watched,
  waitHydrated,
} from './browser';
import { expectedTitle, pageHeading } from './headings';
import { photo } from './photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
};

/**
 * What the page recorded: each of the visitor's activations, each change of the busy attributes,
 * and every value html[data-hydrated] took.
 */
type Act = { type: string; hydrated: string | null; key: string; at: number };
type BusyChange = {
  attribute: string;
  value: string | null;
  hydrated: string | null;
  on: string;
  at: number;
};
type EarlyLog = {
  acts: Act[];
  busy: BusyChange[];
  hydrations: (string | null)[];
  /** The controls that got a click the page made itself (the held input's replays), in order. */
  replays: string[];
};
declare global {
  interface Window {
    __earlyVisitor?: EarlyLog;
  }
}

/**
 * Runs in the page before any of its scripts: notes data-hydrated at the moment each of the
 * visitor's events reaches the window (before the page's own listeners, which it registers
 * first), every change of aria-busy and data-pending, and of data-hydrated itself, and each click
 * the page itself dispatches (a replay).
 */
function recordEarlyVisitor(attribute: string) {
  const log: EarlyLog = { acts: [], busy: [], hydrations: [], replays: [] };
  window.__earlyVisitor = log;
  const state = () => document.documentElement?.getAttribute(attribute) ?? null;
  const name = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
  // A visitor's pointer and keys are trusted events; Playwright sets a select's option or an
  // input's files from inside the page, so its input and change events are not.
  const anyOrigin = ['input', 'change'];
  for (const type of ['pointerdown', 'pointerover', 'click', 'keydown', 'submit', ...anyOrigin]) {
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted && type === 'click' && event.target instanceof Element) {
          log.replays.push(name(event.target));
        }
        if (!event.isTrusted && !anyOrigin.includes(type)) return;
        const key = event instanceof KeyboardEvent ? event.key : '';
        log.acts.push({ type, hydrated: state(), key, at: performance.now() });
      },
      true,
    );
  }
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || !record.attributeName) continue;
      if (record.target === document.documentElement) {
        log.hydrations.push(state());
        continue;
      }
      log.busy.push({
        attribute: record.attributeName,
        value: record.target.getAttribute(record.attributeName),
        hydrated: state(),
        on: name(record.target),
        at: performance.now(),
      });
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-pending', attribute],
  });
}

async function earlyLog(page: Page): Promise<EarlyLog> {
  const log = await page.evaluate(() => window.__earlyVisitor);
  if (!log) throw new Error('the early-visitor recorder did not run');
  return log;
}

const hydratedState = (page: Page) => page.locator('html').getAttribute(HYDRATED_ATTRIBUTE);

type EarlyVisit = Watched & {
  /** The site's code (every module), held until the test lets it arrive. */
  code: Held;
  /** The toasts shown so far (recordToasts). */
  toasts: () => Promise<Toast[]>;
};

/**
 * A fresh visitor on a throttled phone-like device (CPU 4x, slow 4G), whose page's code is still
 * on its way (held until `code.release()`, so a busy machine cannot let the app take over
 * before the test acts). The page is loaded up to its first response only: the test acts as
 * soon as a control shows.
 */
async function earlyVisit(path: string, options: BrowserContextOptions = {}): Promise<EarlyVisit> {
  const watched = await openPage(browser, options);
  await watched.page.addInitScript(recordEarlyVisitor, HYDRATED_ATTRIBUTE);
  const toasts = await recordToasts(watched.page);
  await throttle(watched.page);
  const code = await holdRequests(watched.page, '**/assets/*.js');
  await watched.page.goto(`${baseURL()}${path}`, { waitUntil: 'commit' });
  return { ...watched, code, toasts };
}

/**
 * Waits until `control` shows, checks the app has not taken over yet, then acts. Unless the
 * action leaves the page (`navigates`: its record goes with it), checks that the page got every
 * event of the action before the take-over.
 */
async function actEarly(
  page: Page,
  control: Locator,
  act: () => Promise<void>,
  { navigates = false } = {},
) {
  await control.waitFor({ state: 'visible' });
  expect(await hydratedState(page), 'the app took over before the test could act').not.toBe('true');
  const before = (await earlyLog(page)).acts.length;
  await act();
  if (navigates) return;
  // The events of the action itself, as the page saw them: every one before the take-over.
  const acts = (await earlyLog(page)).acts.slice(before);
  expect(acts.length, 'the action reached the page').toBeGreaterThan(0);
  expect(acts.filter((a) => a.hydrated === 'true')).toEqual([]);
}

/**
 * Waits for the app to take over (html[data-hydrated] set to "true": what the held input waits
 * for), without moving the pointer (a resting pointer matters). The page's own record is read,
 * so a later change of the attribute cannot hide that it happened.
 */
async function takenOver(page: Page) {
  try {
    await page.waitForFunction(() => window.__earlyVisitor?.hydrations.includes('true'), null, {
      timeout: 30_000,
      polling: 100,
    });
  } catch {
    // Say where it stopped: the state, and the parts the prerendered page marked.
    const state = await page.evaluate(() => ({
      hydrated: document.documentElement.getAttribute('data-hydrated'),
      parts: [...document.querySelectorAll<HTMLElement>('template[data-part]')].map(
        (t) => `${t.dataset.part} before ${t.nextElementSibling?.outerHTML.slice(0, 60)}`,
      ),
    }));
    throw new Error(`The app never took over in 30 s: ${JSON.stringify(state)}`);
  }
}

/**
 * The visitor moves the pointer, a first sign of presence, once the whole page has arrived: the
 * boot script that notes presence ends the page, and on a slow network the top of the page shows
 * well before it (a move that early is missed; a real visitor moves again).
 */
async function visitorMoves(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading', null, { polling: 50 });
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
}

/** Lets the held code arrive and waits for the app to take over (the pointer stays put). */
async function codeArrives(visit: EarlyVisit) {
  visit.code.release();
  await takenOver(visit.page);
}

/** A late visitor: an unthrottled page whose app has taken over. */
async function lateVisit(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const { page } = await openPage(browser, options);
  await gotoHydrated(page, path);
  return page;
}

/** expect.poll with room for a throttled page on a busy two-core machine. */
const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 20_000 });

/** No activation is left waiting: no control still shows it is pending. */
async function nothingPending(page: Page) {
  await eventually(() => page.locator('[data-pending],[aria-busy="true"]').count()).toBe(0);
}

describe('an early visitor: controls', () => {
  it('phone: a tap (and a double tap) on "Abrir menú" before hydration opens the menu once', async () => {
    for (const taps of [1, 2]) {
      const visit = await earlyVisit('/', phone);
      const { page, errors, settled } = visit;
      const opener = page.getByRole('button', { name: 'Abrir menú' });
      await actEarly(page, opener, async () => {
        for (let i = 0; i < taps; i += 1) await opener.tap();
      });
      await codeArrives(visit);
      const dialog = page.getByRole('dialog', { name: 'Menú' });
      await eventually(() => dialog.isVisible()).toBe(true);
      // Opened once: replayed once (a second replay would toggle it shut again), and still open
      // once the page has done with everything.
      await settled();
      expect((await earlyLog(page)).replays).toEqual(['Abrir menú']);
      expect(await dialog.isVisible(), `open after ${taps} tap(s)`).toBe(true);
      await nothingPending(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('phone: a tap on the chat launcher before hydration opens the chat once, with its welcome', async () => {
    const visit = await earlyVisit('/', phone);
    const { page, errors, settled } = visit;
    const texts = resources.es.chat;
    const launcher = page.getByRole('button', { name: texts.launcher });
    await actEarly(page, launcher, () => launcher.tap());
    await codeArrives(visit);
    const panel = page.getByRole('dialog', { name: texts.title });
    await eventually(() => panel.isVisible()).toBe(true);
    // Opened once: replayed once (a second replay would close it again), and still open once
    // the page has done with everything.
    await settled();
    expect((await earlyLog(page)).replays).toEqual([texts.launcher]);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('[data-slot=chat-message]').count()).toBe(1);
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: a click on "Servicios" before hydration opens its menu', async () => {
    const visit = await earlyVisit('/');
    const { page, errors, settled } = visit;
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await actEarly(page, trigger, () => trigger.click());
    // The pointer moves on while the code is on its way: only the click can open the menu (a
    // pointer resting on the trigger opens it too, see below).
    await page.mouse.move(700, 500);
    await codeArrives(visit);
    const menu = page.getByRole('menu');
    await eventually(() => menu.isVisible()).toBe(true);
    // Replayed once, and still open once the page has done with everything.
    await settled();
    expect((await earlyLog(page)).replays).toEqual(['Servicios']);
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem').first().textContent()).toBe('Todos los servicios');
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: on the home page scrolled down before hydration, a click on "Servicios" opens its menu', async () => {
    // A visitor who scrolls past the hero first, so the header turns solid as the app starts,
    // and whose menu code comes last (the rest of the page hydrates before it).
    const visit = await earlyVisit('/');
    const { page, errors } = visit;
    const menuCode = await holdRequests(page, '**/assets/ServicesDropdown-*.js');
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await trigger.waitFor({ state: 'visible' });
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 600);
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await actEarly(page, trigger, () => trigger.click());
    await page.mouse.move(700, 500);
    visit.code.release();
    await page.waitForSelector('html[data-hydrated=shell]', { state: 'attached' });
    menuCode.release();
    await takenOver(page);
    await eventually(() => page.getByRole('menu').isVisible()).toBe(true);
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: Tab to "Servicios" and Enter before hydration opens its menu, focus on the first item', async () => {
    const visit = await earlyVisit('/');
    const { page, errors } = visit;
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await trigger.waitFor({ state: 'visible' });
    const onTrigger = () =>
      trigger.evaluate((el) => el === document.activeElement).catch(() => false);
    for (let i = 0; i < 12 && !(await onTrigger()); i += 1) await page.keyboard.press('Tab');
    expect(await onTrigger(), 'Tab reaches the Services trigger').toBe(true);
    await actEarly(page, trigger, () => page.keyboard.press('Enter'));
    await codeArrives(visit);
    await eventually(() => page.getByRole('menu').isVisible()).toBe(true);
    // As after hydration (site.test.ts): Radix moves focus to the first item.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Todos los servicios',
    );
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: a pointer resting on "Servicios" when the code arrives opens its menu', async () => {
    const visit = await earlyVisit('/');
    const { page, errors } = visit;
    const trigger = page.getByRole('button', { name: 'Servicios' });
    await actEarly(page, trigger, () => trigger.hover());
    await codeArrives(visit);
    const menu = page.getByRole('menu');
    await eventually(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem').count()).toBe(7);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a click on the language link before hydration opens /en/services in English and stores the choice', async () => {
    const visit = await earlyVisit('/servicios');
    const { page, errors } = visit;
    const english = page
      .getByRole('navigation', { name: 'Idioma' })
      .first()
      .getByRole('link', { name: 'English' });
    // The app cannot take over meanwhile: its code is held (visit.code) until after the click.
    await actEarly(page, english, () => english.click(), { navigates: true });
    // A real link: the English page loads (its code arrives too, and it must take over cleanly).
    // Its document, not its load event: the load waits for the code held here, if the boot
    // script asks for it before the hero image has loaded (a race a busy machine lost in CI).
    await page.waitForURL(`${baseURL()}/en/services`, { waitUntil: 'domcontentloaded' });
    // The new page's footer, below the fold, hydrates at the visitor's next sign of presence.
    visit.code.release();
    await waitHydrated(page);
    await eventually(() => page.locator('h1').textContent()).toBe(pageHeading('services', 'en'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await eventually(() => page.title()).toBe(expectedTitle('services', 'en'));
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'en',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/empleo: "Postularme a Product Owner" clicked while the page shell has hydrated but its section waits opens the dialog', async () => {
    const visit = await earlyVisit('/empleo');
    const { page, errors } = visit;
    // Everything but the section holding the button arrives: the shell hydrates, the section
    // keeps its prerendered HTML (React's root exists, the button has no handler yet).
    const section = await holdRequests(page, '**/assets/CareersMore-*.js');
    visit.code.release();
    await page.waitForSelector('html[data-hydrated=shell]', { state: 'attached' });
    const careers = resources.es.careers.position;
    const apply = page.getByRole('button', { name: careers.apply });
    await actEarly(page, apply, () => apply.click());
    expect(await hydratedState(page)).toBe('shell');
    section.release();
    await takenOver(page);
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await eventually(() => dialog.isVisible()).toBe(true);
    // Behind the modal dialog, the button is hidden from the accessibility tree.
    const opener = page.getByRole('button', { name: careers.apply, includeHidden: true });
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/empleo: "Postularme a Product Owner" clicked before hydration says it is busy while the code is on its way, then opens the dialog', async () => {
    const visit = await earlyVisit('/empleo');
    const { page, errors } = visit;
    const careers = resources.es.careers.position;
    const apply = page.getByRole('button', { name: careers.apply });
    await actEarly(page, apply, () => apply.click());
    // Still waiting for the code 100 ms later: the button says it heard the visitor.
    await eventually(() => apply.getAttribute('aria-busy')).toBe('true');
    const waited = await hydratedState(page);
    expect(waited, 'acknowledged before the app took over').not.toBe('true');
    expect(await apply.getAttribute('data-pending')).toBe('');
    // Timed by the page's own clock (the test's clock also counts the round trips).
    const seen = await earlyLog(page);
    const clicked = seen.acts.find((act) => act.type === 'click');
    const busy = seen.busy.find((c) => c.attribute === 'aria-busy' && c.value === 'true');
    if (!clicked || !busy)
      throw new Error(`click or busy mark not recorded: ${JSON.stringify(seen)}`);
    expect(busy.at - clicked.at).toBeGreaterThanOrEqual(PENDING_DELAY_MS - 2);
    await codeArrives(visit);
    await eventually(() =>
      page.getByRole('dialog', { name: careers.dialogTitle }).isVisible(),
    ).toBe(true);
    const opener = page.getByRole('button', { name: careers.apply, includeHidden: true });
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await opener.getAttribute('aria-busy')).toBeNull();
    expect(await opener.getAttribute('data-pending')).toBeNull();
    // As the page saw it: set on the button before the take-over, removed once, nothing else.
    const changes = (await earlyLog(page)).busy;
    expect(changes.map(({ attribute, value, on }) => ({ attribute, value, on }))).toEqual([
      { attribute: 'data-pending', value: '', on: careers.apply },
      { attribute: 'aria-busy', value: 'true', on: careers.apply },
      { attribute: 'data-pending', value: null, on: careers.apply },
      { attribute: 'aria-busy', value: null, on: careers.apply },
    ]);
    expect(changes.slice(0, 2).every((c) => c.hydrated !== 'true')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the take-over the held input waits for', () => {
  it('/empleo: once the app has taken over, opening the application dialog (a part loaded on demand) keeps html[data-hydrated="true"]', async () => {
    const visit = await earlyVisit('/empleo');
    const { page, errors } = visit;
    await page.locator('h1').waitFor();
    await visitorMoves(page);
    await codeArrives(visit);
    const careers = resources.es.careers.position;
    await page.getByRole('button', { name: careers.apply }).click();
    const dialog = page.getByRole('dialog', { name: careers.dialogTitle });
    await eventually(() => dialog.isVisible()).toBe(true);
    await eventually(() =>
      dialog.locator('form').evaluate((el) => el.hasAttribute('data-interactive')),
    ).toBe(true);
    // Every part on the page has hydrated, the dialog's included: the page is still "taken over".
    await expect
      .poll(() => hydratedState(page), {
        timeout: 5_000,
        message: `data-hydrated went ${JSON.stringify((await earlyLog(page)).hydrations)}`,
      })
      .toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The hero's visible state: the slide shown, its indicator and the pause/play control. */
async function heroState(page: Page) {
  const hero = page.locator('[data-slot=hero-slider]');
  return {
    state: await hero.getAttribute('data-state'),
    activeSlide: await hero
      .locator('[aria-roledescription=slide][data-state=active]')
      .getAttribute('aria-label'),
    currentDot: await hero.locator('button[aria-current=true]').getAttribute('aria-label'),
    control: await hero.locator('button[aria-controls]').first().getAttribute('aria-label'),
  };
}

/** The technologies picker's visible state: menu open or not, its choices, the panel. */
async function pickerState(page: Page) {
  const picker = page.locator('[data-slot=project-type-picker]');
  const menu = page.getByRole('menu');
  return {
    expanded: await picker.locator('button').first().getAttribute('aria-expanded'),
    menu: (await menu.isVisible()) ? await menu.getByRole('menuitemradio').allTextContents() : [],
    panel: await picker.locator('[aria-live]').getAttribute('data-state'),
  };
}

describe('an early visitor: hero controls and the technologies picker (same result as late)', () => {
  it('home hero: "slide 2" and pause clicked before hydration', async () => {
    const hero = resources.es.home.hero;
    const secondDot = (page: Page) =>
      page.getByRole('button', { name: new RegExp(`^${hero.goTo.split('{{')[0]}2`) });
    const pause = (page: Page) => page.getByRole('button', { name: hero.pause });

    const late = await lateVisit('/');
    await secondDot(late).click();
    await pause(late).click();
    const expected = await heroState(late);
    expect(expected.currentDot).toMatch(/2/);
    expect(expected.control).toBe(hero.play);
    expect(expected.state).toBe('paused');
    await late.context().close();

    const visit = await earlyVisit('/');
    const { page, errors, settled } = visit;
    await actEarly(page, secondDot(page), () => secondDot(page).click());
    await actEarly(page, pause(page), () => pause(page).click());
    await codeArrives(visit);
    // Within a few seconds: the slider would rotate on its own 8 s after it hydrated.
    await expect.poll(() => heroState(page), { timeout: 5_000 }).toEqual(expected);
    // Each press replayed once, in order, and the state holds once the page has done with
    // everything.
    await settled();
    expect((await earlyLog(page)).replays).toEqual([
      await secondDot(page).getAttribute('aria-label'),
      hero.pause,
    ]);
    expect(await heroState(page)).toEqual(expected);
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/tecnologias: the project-type picker clicked before hydration opens as it does later', async () => {
    const trigger = (page: Page) =>
      page.locator('[data-slot=project-type-picker]').getByRole('button').first();

    const late = await lateVisit('/tecnologias');
    await trigger(late).click();
    await eventually(() => late.getByRole('menu').isVisible()).toBe(true);
    const expected = await pickerState(late);
    expect(expected.expanded).toBe('true');
    expect(expected.menu.length).toBeGreaterThan(1);
    await late.context().close();

    const visit = await earlyVisit('/tecnologias');
    const { page, errors } = visit;
    await actEarly(page, trigger(page), () => trigger(page).click());
    await codeArrives(visit);
    await eventually(() => pickerState(page)).toEqual(expected);
    // And it works on from there: choosing a type shows its details.
    const first = expected.menu[0] ?? '';
    await page.getByRole('menuitemradio', { name: first }).click();
    await eventually(() => pickerState(page)).toEqual({
      expanded: 'false',
      menu: [],
      panel: 'chosen',
    });
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// ---------------------------------------------------------------------------------------------
// Forms

const outboxDir = () => inject('outboxDir');
const contactTexts = resources.es.forms.contact;
const applicationTexts = resources.es.forms.application;

/** A small but real PDF document. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function sentFrom(email: string): Promise<OutboxEntry[]> {
  return (await readOutbox(outboxDir())).filter((e) => e.params.from_email === email);
}

/** The outbox entry whose sender is `email`, once it has arrived. */
async function arrived(email: string): Promise<OutboxEntry> {
  await eventually(async () => (await sentFrom(email)).length).toBeGreaterThan(0);
  const [entry] = await sentFrom(email);
  if (!entry) throw new Error(`nothing from ${email}`);
  return entry;
}

/** How many toasts of `role` with `text` have shown so far. */
const shownCount = async (toasts: () => Promise<Toast[]>, role: string, text: string) =>
  (await toasts()).filter((toast) => toast.role === role && toast.text === text).length;

/** The session's form drafts, by key (each a JSON object). */
async function drafts(page: Page, prefix: string): Promise<Record<string, unknown>> {
  return page.evaluate((prefix) => {
    const found: Record<string, unknown> = {};
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(prefix)) found[key] = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    }
    return found;
  }, prefix);
}

type ContactInput = {
  name: string;
  email: string;
  company: string;
  phone: string;
  serviceType: string;
  budget: string;
  message: string;
};

const contactInput = (email: string): ContactInput => ({
  name: 'Ana Temprana',
  email,
  company: 'Prisa S.L.',
  phone: '+34 600 111 222',
  serviceType: 'seo',
  budget: '$1,000 - $5,000',
  message: 'Escrito antes de que cargue la página.\nSegunda línea.',
});

function contactFields(form: Locator) {
  const t = contactTexts;
  return {
    name: form.getByLabel(t.name),
    email: form.getByRole('textbox', { name: t.email, exact: true }),
    company: form.getByLabel(t.company),
    phone: form.getByLabel(t.phone),
    serviceType: form.getByLabel(t.serviceType),
    budget: form.getByLabel(t.budget),
    message: form.getByLabel(t.message),
  };
}

/** Types every field of the contact form, each before the app takes over. */
async function typeContactEarly(page: Page, form: Locator, input: ContactInput) {
  const fields = contactFields(form);
  await actEarly(page, fields.name, () => fields.name.fill(input.name));
  await actEarly(page, fields.email, () => fields.email.fill(input.email));
  await actEarly(page, fields.company, () => fields.company.fill(input.company));
  await actEarly(page, fields.phone, () => fields.phone.fill(input.phone));
  await actEarly(page, fields.serviceType, async () => {
    await fields.serviceType.selectOption(input.serviceType);
  });
  await actEarly(page, fields.budget, async () => {
    await fields.budget.selectOption(input.budget);
  });
  await actEarly(page, fields.message, () => fields.message.fill(input.message));
}

async function contactValues(form: Locator): Promise<ContactInput> {
  const fields = contactFields(form);
  return {
    name: await fields.name.inputValue(),
    email: await fields.email.inputValue(),
    company: await fields.company.inputValue(),
    phone: await fields.phone.inputValue(),
    serviceType: await fields.serviceType.inputValue(),
    budget: await fields.budget.inputValue(),
    message: await fields.message.inputValue(),
  };
}

const contactParams = (input: ContactInput) => ({
  from_name: input.name,
  from_email: input.email,
  company: input.company,
  phone: input.phone,
  service_type: input.serviceType,
  budget: input.budget,
  message: input.message,
});

describe('an early visitor: forms', () => {
  for (const path of ['/contacto', '/'] as const) {
    it(`${path}: every contact field typed before hydration stays, is drafted and is sent`, async () => {
      const visit = await earlyVisit(path);
      const { page, errors, toasts } = visit;
      const form = page.locator('#contacto form');
      const input = contactInput(`early-${path === '/' ? 'home' : 'contact'}@example.com`);
      await typeContactEarly(page, form, input);
      if (path === '/') {
        // Back to the top before the code arrives: a home page still scrolled when the app
        // starts may never take over (the scrolled Services test above); this one is about
        // the fields.
        await page.evaluate(() => window.scrollTo(0, 0));
        await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      await visitorMoves(page);
      await codeArrives(visit);
      await eventually(() => form.evaluate((el) => el.hasAttribute('data-interactive'))).toBe(true);
      expect(await contactValues(form)).toEqual(input);
      await eventually(() => drafts(page, 'contact-form:')).toEqual({
        'contact-form:general': input,
      });

      // Sent at once: fields filled before the take-over count as a person's typing (the forms
      // take a send within 2 s of the first keystroke for a bot's).
      await form.getByRole('button', { name: contactTexts.submit }).click();
      await eventually(() => shownCount(toasts, 'status', contactTexts.success)).toBe(1);
      const entry = await arrived(input.email);
      expect(entry.template_id).toBe('contact');
      expect(entry.params).toMatchObject(contactParams(input));
      expect(await drafts(page, 'contact-form:')).toEqual({});
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('/empleo: every field of the general application typed (and the CV chosen) before hydration stays, is drafted and is sent', async () => {
    const visit = await earlyVisit('/empleo');
    const { page, errors, toasts } = visit;
    const t = applicationTexts;
    const form = page.locator('form[data-slot=application-form]');
    const fields = {
      name: form.getByLabel(t.name),
      email: form.getByRole('textbox', { name: t.email, exact: true }),
      phone: form.getByLabel(t.phone),
      salary: form.getByLabel(t.salary),
      experience: form.getByLabel(t.experience),
      englishLevel: form.getByLabel(t.englishLevel),
      cv: form.getByLabel(t.cv),
      message: form.getByLabel(t.message),
    };
    const input = {
      name: 'Luis Temprano',
      email: 'early-applicant@example.com',
      phone: '+57 300 111 2222',
      salary: '$3500',
      experience: '7',
      englishLevel: 'intermediate',
      message: 'Escribí esto antes de que cargara la página.',
    };
    await actEarly(page, fields.name, () => fields.name.fill(input.name));
    await actEarly(page, fields.email, () => fields.email.fill(input.email));
    await actEarly(page, fields.phone, () => fields.phone.fill(input.phone));
    await actEarly(page, fields.salary, () => fields.salary.fill(input.salary));
    await actEarly(page, fields.experience, () => fields.experience.fill(input.experience));
    await actEarly(page, fields.englishLevel, async () => {
      await fields.englishLevel.selectOption(input.englishLevel);
    });
    await actEarly(page, fields.cv, () =>
      fields.cv.setInputFiles({
        name: 'cv-temprano.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      }),
    );
    await actEarly(page, fields.message, () => fields.message.fill(input.message));

    await visitorMoves(page);
    await codeArrives(visit);
    await eventually(() => form.evaluate((el) => el.hasAttribute('data-interactive'))).toBe(true);
    expect({
      name: await fields.name.inputValue(),
      email: await fields.email.inputValue(),
      phone: await fields.phone.inputValue(),
      salary: await fields.salary.inputValue(),
      experience: await fields.experience.inputValue(),
      englishLevel: await fields.englishLevel.inputValue(),
      message: await fields.message.inputValue(),
    }).toEqual(input);
    // The chosen file is the form's too (shown by name, not "no file").
    await eventually(() => form.getByText('cv-temprano.pdf').count()).toBe(1);
    expect(await form.getByText(t.cvNone).count()).toBe(0);
    // The draft keeps every field but the CV.
    await eventually(() => drafts(page, 'application-form:')).toEqual({
      'application-form:General': input,
    });

    // Sent at once: fields filled before the take-over count as a person's typing.
    await form.getByRole('button', { name: t.submit }).click();
    await eventually(() => shownCount(toasts, 'status', t.success)).toBe(1);
    const entry = await arrived(input.email);
    expect(entry.endpoint).toBe('send-form');
    expect(entry.params.from_name).toBe(input.name);
    expect(entry.params.message).toBe(
      [
        'Posición: General',
        `Teléfono: ${input.phone}`,
        `Aspiración salarial (USD): ${input.salary}`,
        `Años de experiencia: ${input.experience}`,
        `Nivel de inglés: ${t.englishLevels.intermediate}`,
        '',
        'Mensaje:',
        input.message,
      ].join('\n'),
    );
    expect(entry.attachments).toHaveLength(1);
    expect(entry.attachments[0]).toMatchObject({
      field: 'cv',
      filename: 'cv-temprano.pdf',
      size: pdf.length,
      sha256: sha256(pdf),
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/contacto: a form filled and sent before hydration is sent exactly once when the code is ready', async () => {
    const visit = await earlyVisit('/contacto');
    const { page, errors, settled, toasts } = visit;
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/')) sends.push(request.url());
    });
    const form = page.locator('#contacto form');
    const input = contactInput('early-submit@example.com');
    await typeContactEarly(page, form, input);
    const send = form.getByRole('button', { name: contactTexts.submit });
    await actEarly(page, send, () => send.click());
    await codeArrives(visit);
    await eventually(() => shownCount(toasts, 'status', contactTexts.success)).toBe(1);
    const entry = await arrived(input.email);
    expect(entry.params).toMatchObject(contactParams(input));
    // Once: the page has done with everything, and it sent one request, one message.
    await settled();
    expect(sends).toHaveLength(1);
    expect(await sentFrom(input.email)).toHaveLength(1);
    // Sent: the form is cleared and its draft gone, as after any successful send.
    expect((await contactValues(form)).name).toBe('');
    expect(await drafts(page, 'contact-form:')).toEqual({});
    await nothingPending(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an early visitor: the QR generator', () => {
  it('/generador-qr: a URL typed before hydration stays in the field and is drawn once the tool takes over', async () => {
    const visit = await earlyVisit('/generador-qr');
    const { page, errors } = visit;
    const qr = resources.es.qr;
    const url = 'https://nodoweb.studio/temprano';
    const field = page.getByRole('textbox', { name: qr.form.fields.url.label, exact: true });
    await actEarly(page, field, () => field.fill(url));
    await visitorMoves(page);
    await codeArrives(visit);
    await eventually(() => page.getByRole('img', { name: `Código QR de: ${url}` }).count()).toBe(1);
    expect(await field.inputValue()).toBe(url);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an early visitor: the web audit', () => {
  it('/auditoria-web: an address typed, "Escritorio" chosen and "Analizar con IA" clicked before hydration start that audit once the tool takes over', async () => {
    const visit = await earlyVisit('/auditoria-web');
    const { page, errors } = visit;
    const audit = resources.es.audit;
    const target = `${baseURL()}/`;
    const field = page.getByRole('textbox', { name: audit.form.label });
    await actEarly(page, field, () => field.fill(target));
    const desktop = page.getByText(audit.form.strategies.desktop, { exact: true });
    await actEarly(page, desktop, () => desktop.click());
    const submit = page.getByRole('button', { name: audit.form.submit });
    await actEarly(page, submit, () => submit.click());
    await codeArrives(visit);
    await eventually(async () => page.url()).toBe(
      `${baseURL()}/auditoria-web?url=${encodeURIComponent(target)}&strategy=desktop`,
    );
    await eventually(() => page.getByRole('list', { name: audit.progress.list }).count()).toBe(1);
    expect(await field.inputValue()).toBe(target);
    expect(errors).toEqual([]);
    // Leaving cancels the run on the server (nobody else waits for it).
    await page.context().close();
  });
});

describe('an early visitor: the image tools', () => {
  it('/recorte-imagenes: a photo chosen before hydration is opened once the tool takes over', async () => {
    const visit = await earlyVisit('/recorte-imagenes');
    const { page, errors } = visit;
    const cropper = resources.es.cropper;
    const file = await photo('chelsea.png', { width: 900, format: 'jpeg' });
    await actEarly(page, page.getByText(cropper.drop.choose), () =>
      page.locator('input[type="file"]').setInputFiles(file),
    );
    await visitorMoves(page);
    await codeArrives(visit);
    await eventually(() => page.getByRole('group', { name: cropper.editor.area }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/compresor-imagenes: photos chosen before hydration are compressed once the tool takes over', async () => {
    const visit = await earlyVisit('/compresor-imagenes');
    const { page, errors } = visit;
    const compressor = resources.es.compressor;
    const files = await Promise.all([
      photo('coffee.png', { width: 1200, format: 'jpeg' }),
      photo('rocket.jpg', { width: 1200, format: 'jpeg' }),
    ]);
    await actEarly(page, page.getByText(compressor.drop.choose), () =>
      page.locator('input[type="file"]').setInputFiles(files),
    );
    await visitorMoves(page);
    await codeArrives(visit);
    const done = page.locator('[data-slot="compress-results"] li[data-state="done"]');
    await expect.poll(() => done.count(), { timeout: 60_000 }).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
