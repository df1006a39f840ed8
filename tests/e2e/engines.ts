// The visitor journeys' browsers beyond Playwright's Chromium (tests/e2e/journeys.e2e.ts), all
// from Debian packages, behind one small interface:
//   - firefox: Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver);
//   - webkit: WebKitGTK's MiniBrowser (Safari's engine), driven by WebKitWebDriver (WebDriver
//     classic, selenium-webdriver) in an Xvfb display of its own;
//   - chromium-floor: Debian's Chromium (puppeteer-core) standing for the README's oldest
//     browsers: an init script hides from the page's scripts what they lack, so the site's
//     feature detection takes its fallbacks.
import { type ChildProcess, spawn } from 'node:child_process';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type HTTPRequest,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import {
  Builder,
  By,
  Key as WebDriverKey,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { freePort } from '../../scripts/built-server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { LANGUAGE_OFFER_DISMISSED_KEY } from '../../site/app/language-offer';

export const ENGINES = ['firefox', 'webkit', 'chromium-floor'] as const;
export type EngineName = (typeof ENGINES)[number];

/** The engines E2E_ENGINES names (a comma list), or all of them. */
export function selectedEngines(list = process.env.E2E_ENGINES): EngineName[] {
  if (!list?.trim()) return [...ENGINES];
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`E2E_ENGINES: unknown ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  }
  return ENGINES.filter((engine) => names.includes(engine));
}

/**
 * What an action reaches: the first element matching a CSS selector that is shown (it has a box
 * and is not visibility: hidden), or the first such one whose accessible name is `name` (its
 * aria-labelledby, aria-label, labels or text, aria-hidden parts left out, spaces collapsed).
 */
export type Target = string | { css: string; name: string };
export type Key = 'Enter' | 'Escape' | 'Tab' | 'PageDown';
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Visitor {
  readonly engine: EngineName;
  /** Loads a path of the visitor's site (or a whole URL) and waits for its load event. */
  open(path: string): Promise<void>;
  /** Sets the viewport, as close as the engine allows (WebKitGTK's window: 447 px wide at least). */
  resize(width: number, height: number): Promise<void>;
  /** A real click (the driver's), the target scrolled into view first. */
  click(target: Target): Promise<void>;
  hover(target: Target): Promise<void>;
  /** Focuses the target and types into it, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option with `value` of a <select> (as puppeteer's select() does). */
  select(target: Target, value: string): Promise<void>;
  /** A key pressed on the focused element. */
  press(key: Key): Promise<void>;
  /** Gives a file input (shown or not: they are often visually hidden) a file of this machine. */
  upload(css: string, file: string): Promise<void>;
  /** Runs a function in the page; it closes over nothing, its arguments and result are JSON. */
  evaluate<A extends Json[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Waits until the function, run in the page, returns something truthy (a new page included). */
  waitFor<A extends Json[]>(
    predicate: (...args: A) => unknown,
    options?: { args?: A; timeout?: number },
  ): Promise<void>;
  /** History Back, until the page it leads to has loaded. */
  back(): Promise<void>;
  /**
   * Until every request for code or data the page has made has been answered and its scripts
   * have run what came of them (the moment to leave a page without cutting its code off on its
   * way). WebKit cannot see requests in flight (WebDriver classic): there, a frame drawn, only.
   */
  settled(): Promise<void>;
  /** Uncaught page errors and console errors and warnings seen so far. */
  errors(): Promise<string[]>;
  /** Every URL the pages asked for so far (documents, scripts, styles, images, fetches). */
  requests(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A new visitor of `origin`, with storage of its own (a browser context, a WebDriver session). */
  visitor(origin: string): Promise<Visitor>;
  /** Ends the browser and every process started for it. */
  stop(): Promise<void>;
}

export function startEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'firefox':
      return startPuppeteer(name);
    case 'chromium-floor':
      return startPuppeteer(name);
    case 'webkit':
      return startWebKit();
  }
}

/** How long an action waits for its target, and waitFor for its state, unless told. */
const WAIT_MS = 15_000;

/**
 * The visitor has dismissed the other language's offer (site/app/language-offer.ts): the test
 * browsers prefer English, and on a Spanish page its notice would cover what the tests use.
 */
function dismissLanguageOffer(key: string) {
  try {
    localStorage.setItem(key, 'e2e');
  } catch {
    // An opaque origin (about:blank) has no storage.
  }
}

/**
 * What the README's floor (Safari 16.4, Firefox 128, Chrome 111) lacks and the site detects:
 * Invoker Commands and the Popover API, as [interface, property] pairs.
 */
export const FLOOR_HIDDEN: [string, string][] = [
  ['HTMLButtonElement', 'command'],
  ['HTMLButtonElement', 'commandForElement'],
  ['HTMLElement', 'popover'],
  ['HTMLElement', 'showPopover'],
  ['HTMLElement', 'hidePopover'],
  ['HTMLElement', 'togglePopover'],
  ['HTMLButtonElement', 'popoverTargetElement'],
  ['HTMLButtonElement', 'popoverTargetAction'],
];

/**
 * In the page, before any of its scripts: hides those properties from them, so the site's
 * feature detection takes its fallbacks. The browser's own handling of the attributes stays (a
 * click on such a button still acts, unless canceled: the site's fallback cancels the clicks it
 * acts on, site/layouts/platform-fallbacks.js). So this run proves the fallbacks work, not that
 * they are needed: WebKitGTK's run does that for Invoker Commands.
 */
function hideFloorFeatures(hidden: [string, string][]) {
  const interfaces = window as unknown as Record<string, { prototype: object } | undefined>;
  for (const [type, property] of hidden) {
    const prototype = interfaces[type]?.prototype;
    if (prototype) Reflect.deleteProperty(prototype, property);
  }
}

/**
 * In the page: the index, among the elements matching `css`, of the first one the target names,
 * or -1 (see Target); -1 too while a view transition covers the page.
 */
function findTarget(css: string, name: string | null, shownOnly: boolean): number {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(textOf).join('');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? textOf(label) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement>) : null;
    if (labels && labels.length > 0) return collapse([...labels].map(textOf).join(' '));
    return collapse(textOf(element));
  };
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
  return [...document.querySelectorAll(css)].findIndex(
    (element) => (!shownOnly || shown(element)) && (name === null || nameOf(element) === name),
  );
}

const describeTarget = (target: Target) =>
  typeof target === 'string' ? target : `${target.css} named "${target.name}"`;

/** The driver-specific half of a visitor: the shared half (targets, waits) is Visited. */
abstract class Visited<E> implements Visitor {
  abstract readonly engine: EngineName;
  constructor(protected origin: string) {}

  /** Evaluates a JavaScript expression in the page; a promise it gives is awaited. */
  protected abstract expression<R>(source: string): Promise<R>;
  abstract open(path: string): Promise<void>;
  abstract resize(width: number, height: number): Promise<void>;
  abstract press(key: Key): Promise<void>;
  abstract back(): Promise<void>;
  abstract settled(): Promise<void>;
  abstract errors(): Promise<string[]>;
  abstract requests(): Promise<string[]>;
  abstract close(): Promise<void>;
  /** The element at `index` among those matching `css` (document order). */
  protected abstract nth(css: string, index: number): Promise<E>;
  protected abstract clickElement(element: E): Promise<void>;
  protected abstract hoverElement(element: E): Promise<void>;
  protected abstract typeInto(element: E, text: string): Promise<void>;
  protected abstract selectIn(element: E, value: string): Promise<void>;
  protected abstract uploadTo(element: E, file: string): Promise<void>;

  evaluate<A extends Json[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.expression(call(fn, args));
  }

  async waitFor<A extends Json[]>(
    predicate: (...args: A) => unknown,
    { args, timeout = WAIT_MS }: { args?: A; timeout?: number } = {},
  ) {
    const deadline = Date.now() + timeout;
    let failure: unknown;
    for (;;) {
      // The page waits, a few seconds at a time (a WebDriver script's time is bounded), checking
      // at every frame, and says whether the state came.
      const slice = Math.max(0, Math.min(5_000, deadline - Date.now()));
      try {
        const source = `(${waitInPage})(${withHelpers(predicate.toString())}, ${JSON.stringify(args ?? [])}, ${slice})`;
        if (await this.expression<boolean>(source)) return;
      } catch (error) {
        // The page went away while it waited (a navigation): wait in the next one.
        failure = error;
      }
      if (Date.now() >= deadline) {
        const where = await this.expression<string>(
          '`${location.href} (${document.readyState}, <html lang=${document.documentElement.lang}>, <h1> ${JSON.stringify(document.querySelector("h1")?.textContent?.trim())})`',
        ).catch((error: unknown) => `unknown (${String(error)})`);
        // A wait that threw (a page gone mid-wait, a lost driver call) may say why none answered.
        const lastError = failure === undefined ? '' : `; a wait in it threw ${String(failure)}`;
        throw new Error(
          `Waited ${timeout} ms in vain for ${predicate} ${JSON.stringify(args ?? [])}; the page is at ${where}${lastError}`,
          { cause: failure },
        );
      }
    }
  }

  protected address(path: string): string {
    return new URL(path, this.origin).href;
  }

  /** The target's element, once there is one (a page still loading, a menu still opening). */
  protected async element(target: Target, shownOnly = true): Promise<E> {
    const css = typeof target === 'string' ? target : target.css;
    const name = typeof target === 'string' ? null : target.name;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.waitFor(
          (css: string, name: string | null, shownOnly: boolean) =>
            findTargetInPage(css, name, shownOnly) >= 0,
          { args: [css, name, shownOnly] },
        );
      } catch (error) {
        throw new Error(`No ${describeTarget(target)} in the page`, { cause: error });
      }
      const index = await this.evaluate(
        (css: string, name: string | null, shownOnly: boolean) =>
          findTargetInPage(css, name, shownOnly),
        css,
        name,
        shownOnly,
      );
      // Gone between the two looks (a re-render): look again.
      if (index >= 0) return this.nth(css, index);
      if (attempt > 3) throw new Error(`${describeTarget(target)} keeps disappearing`);
    }
  }

  async click(target: Target) {
    await this.clickElement(await this.element(target));
  }
  async hover(target: Target) {
    await this.hoverElement(await this.element(target));
  }
  async type(target: Target, text: string) {
    await this.typeInto(await this.element(target), text);
  }
  async select(target: Target, value: string) {
    await this.selectIn(await this.element(target), value);
  }
  async upload(css: string, file: string) {
    await this.uploadTo(await this.element(css, false), file);
  }
}

/**
 * findTarget, callable by name inside evaluated functions: each evaluation is sent as source, so
 * the functions refer to it by this global, which every evaluation defines first (withHelpers).
 */
declare function findTargetInPage(css: string, name: string | null, shownOnly: boolean): number;
const helpers = `var findTargetInPage = ${findTarget.toString()};`;

/** A function's source, run in the page with the helpers defined. */
const withHelpers = (fn: string) =>
  `(function () { ${helpers} return (${fn}).apply(null, arguments); })`;

/** In the page: resolves true once `predicate` returns something truthy, false after `slice` ms. */
async function waitInPage(
  predicate: (...args: unknown[]) => unknown,
  args: unknown[],
  slice: number,
): Promise<boolean> {
  const end = performance.now() + slice;
  for (;;) {
    if (await predicate(...args)) return true;
    if (performance.now() > end) return false;
    // The next frame, or a tenth of a second where frames do not come (a hidden page).
    await new Promise<void>((next) => {
      requestAnimationFrame(() => next());
      setTimeout(next, 100);
    });
  }
}

/** An expression that calls the function in the page with these arguments. */
const call = (fn: (...args: never[]) => unknown, args: Json[]) =>
  `${withHelpers(fn.toString())}.apply(null, ${JSON.stringify(args)})`;

// ---------------------------------------------------------------------------------------------
// Puppeteer: Firefox (WebDriver BiDi) and the Chromium floor (DevTools protocol).

/**
 * The longest a single protocol call may take (puppeteer's default is 180 s): one the browser
 * never answers fails the journey in a minute, not three.
 */
const PROTOCOL_MS = 60_000;

async function startPuppeteer(name: 'firefox' | 'chromium-floor'): Promise<Engine> {
  const browser =
    name === 'firefox'
      ? await puppeteer.launch({
          protocolTimeout: PROTOCOL_MS,
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          // Headless Firefox finds no pointing device: (hover: hover) would not match, and the
          // Services menu's hover rule would not apply. The visitor has a mouse (2 fine | 4 hover).
          extraPrefsFirefox: {
            'ui.primaryPointerCapabilities': 6,
            'ui.allPointerCapabilities': 6,
          },
        })
      : await puppeteer.launch({
          protocolTimeout: PROTOCOL_MS,
          executablePath: chromiumPath(),
          headless: true,
          args: [
            ...CHROMIUM_ARGS,
            // Headless, it finds no pointing device: (hover: hover) would not match, and the
            // Services menu's hover rule would not apply. The visitor has a mouse (hover, fine).
            '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
            // puppeteer-core loses a page restored from the back/forward cache (its frame
            // "detached", every later call times out): Back loads the page anew here. And Chrome
            // 111 had no document speculation rules (121): a link loads its page, as it would
            // there, not one prerendered without the features hidden.
            '--disable-features=BackForwardCache,Prerender2',
          ],
        });
  return {
    name,
    async visitor(origin) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (name === 'chromium-floor') {
        await page.evaluateOnNewDocument(hideFloorFeatures, FLOOR_HIDDEN);
      }
      await page.evaluateOnNewDocument(dismissLanguageOffer, LANGUAGE_OFFER_DISMISSED_KEY);
      return new PuppeteerVisitor(name, origin, context, page);
    },
    stop: () => stopBrowser(browser),
  };
}

async function stopBrowser(browser: Browser) {
  const child = browser.process();
  await Promise.race([
    browser.close().catch(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref()),
  ]);
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The requests settled() waits for: the page's code and data. Not images and fonts: the DevTools
 * protocol does not always say when one served from the memory cache has finished.
 */
const CODE = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'eventsource']);

/** Whether settled() waits for the request: each, where the type is unknown (WebDriver BiDi). */
function isCode(request: HTTPRequest): boolean {
  try {
    return CODE.has(request.resourceType());
  } catch {
    return true;
  }
}

class PuppeteerVisitor extends Visited<ElementHandle> {
  #errors: string[] = [];
  #requests: string[] = [];
  #inFlight = new Set<HTTPRequest>();
  #onQuiet: (() => void)[] = [];

  constructor(
    readonly engine: 'firefox' | 'chromium-floor',
    origin: string,
    private context: BrowserContext,
    private page: Page,
  ) {
    super(origin);
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') this.#errors.push(`${type}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      this.#errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`);
    });
    page.on('request', (request) => {
      this.#requests.push(request.url());
      if (isCode(request)) this.#inFlight.add(request);
    });
    const answered = (request: HTTPRequest) => {
      this.#inFlight.delete(request);
      if (this.#inFlight.size === 0) for (const resume of this.#onQuiet.splice(0)) resume();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    // Served from the memory cache, a request may never be said to have finished.
    page.on('requestservedfromcache', answered);
  }

  async settled() {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (this.#inFlight.size > 0) {
        const quiet = new Promise<void>((resume) => this.#onQuiet.push(resume));
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => {
              const waiting = [...this.#inFlight].map((request) => request.url()).join(', ');
              reject(new Error(`The page never settled; still waiting for ${waiting}`));
            },
            Math.max(0, deadline - Date.now()),
          );
        });
        await Promise.race([quiet, limit]).finally(() => clearTimeout(timer));
      }
      const made = this.#requests.length;
      // A task of the page's, after those its answers queued (a module run, a render).
      await this.evaluate(() => new Promise<void>((next) => setTimeout(next)));
      if (this.#requests.length === made && this.#inFlight.size === 0) return;
      if (Date.now() > deadline) throw new Error('The page never settled: it keeps asking');
    }
  }

  async open(path: string) {
    await this.page.goto(this.address(path), { waitUntil: 'load' });
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  protected expression<R>(source: string) {
    return this.page.evaluate(source) as Promise<R>;
  }
  protected async nth(css: string, index: number) {
    const element = (await this.page.$$(css))[index];
    if (!element) throw new Error(`No ${css} #${index}`);
    return element;
  }
  protected clickElement(element: ElementHandle) {
    return element.click();
  }
  protected hoverElement(element: ElementHandle) {
    return element.hover();
  }
  protected typeInto(element: ElementHandle, text: string) {
    return element.type(text);
  }
  protected async selectIn(element: ElementHandle, value: string) {
    await element.select(value);
  }
  protected uploadTo(element: ElementHandle, file: string) {
    return (element as ElementHandle<HTMLInputElement>).uploadFile(file);
  }
  press(key: Key) {
    return this.page.keyboard.press(key satisfies KeyInput);
  }
  async back() {
    // puppeteer's goBack() waits for a load event, which a page restored from Firefox's
    // back/forward cache never fires: wait for the page itself instead. Where it is now, as the
    // page says (puppeteer's page.url() can lag behind a page activated from a prerender).
    const from = await this.page.evaluate(() => location.href);
    // After the call has returned: the page that answers it is not the one navigated away.
    await this.page.evaluate(() => void setTimeout(() => history.back()));
    await this.waitFor((from) => location.href !== from && document.readyState === 'complete', {
      args: [from],
    });
  }
  async errors() {
    return [...this.#errors];
  }
  async requests() {
    return [...this.#requests];
  }
  async close() {
    await this.context.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// WebKitGTK: MiniBrowser, WebKitWebDriver, Xvfb.

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Spawned in a process group of its own, so that killing the group ends its children too. */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, fd3 = false) {
  return spawn(command, args, {
    detached: true,
    env,
    stdio: ['ignore', 'ignore', 'pipe', ...(fd3 ? (['pipe'] as const) : [])],
  });
}

/** Kills the process and what it started (MiniBrowser and its helpers outlive the driver). */
function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** The end of a process's stderr, for an error that says why it stopped. */
function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  return () => tail.trim();
}

/** Starts Xvfb on a display it chooses free (-displayfd); resolves with its number when ready. */
async function startXvfb(): Promise<{ child: ChildProcess; display: number }> {
  const child = spawnGroup(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    process.env,
    true,
  );
  const tail = stderrTail(child);
  const display = await new Promise<number>((resolve, reject) => {
    let text = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(Number(text.trim()));
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${tail()}`)));
    child.once('error', reject);
  });
  return { child, display };
}

/** Resolves once the driver answers its status (it prints nothing when it listens). */
async function untilListening(url: string, driver: ChildProcess, tail: () => string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${tail()}`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as {
        value?: { ready?: boolean };
      };
      if (status.value?.ready !== false) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver never listened: ${tail()}`);
    // The port's state can only be polled.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function startWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = (await freePort()) as number;
  const driverProcess = spawnGroup('WebKitWebDriver', [`--port=${port}`], {
    ...process.env,
    // Without a display MiniBrowser cannot open its window, and the new session hangs.
    DISPLAY: `:${xvfb.display}`,
  });
  const tail = stderrTail(driverProcess);
  const kill = () => {
    killGroup(driverProcess);
    killGroup(xvfb.child);
  };
  // Should the test process end without afterAll (a crash, a kill), its browser ends with it.
  process.once('exit', kill);
  const server = `http://127.0.0.1:${port}`;
  const sessions = new Set<WebDriver>();
  try {
    await untilListening(server, driverProcess, tail);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    name: 'webkit',
    async visitor(origin) {
      const driver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // Not 'eager': WebKitWebDriver 2.50 never answers a new session that asks for it.
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      sessions.add(driver);
      return new WebDriverVisitor(origin, driver, () => sessions.delete(driver));
    },
    async stop() {
      await Promise.all(
        [...sessions].map((driver) =>
          Promise.race([
            driver.quit().catch(() => {}),
            new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref()),
          ]),
        ),
      );
      kill();
      process.removeListener('exit', kill);
    },
  };
}

/**
 * In the page (WebKit): records uncaught errors, unhandled rejections, failed loads, CSP
 * violations, console errors and warnings, and the URLs the page asked for, in the tab's
 * sessionStorage (so that what a page saw outlives it when a link leaves it).
 *
 * The limit: WebDriver classic cannot read the console, this WebKitWebDriver offers no BiDi (a
 * session asking for `webSocketUrl` is refused: "Failed to match capabilities"), MiniBrowser
 * writes no console messages to its output in an automation session (an ephemeral one), and
 * there is no init script. So the recorder is installed at the first command the driver runs in
 * each document, after its load event at the earliest: an error thrown before that (an inline
 * script's, a module's run while parsing) is not seen. The requested URLs are complete: they
 * come from the Resource Timing buffer.
 */
function recordInPage(key: string) {
  const w = window as unknown as { __e2eRecorded?: boolean };
  if (w.__e2eRecorded) return;
  w.__e2eRecorded = true;
  const add = (kind: 'errors' | 'requests', text: string) => {
    try {
      const record = JSON.parse(sessionStorage.getItem(key) ?? '{"errors":[],"requests":[]}') as {
        errors: string[];
        requests: string[];
      };
      record[kind].push(text);
      sessionStorage.setItem(key, JSON.stringify(record));
    } catch {
      // Storage blocked or full: nothing to record into.
    }
  };
  addEventListener(
    'error',
    // Also a resource's failed load, which reaches the window only while capturing.
    (event: Event) => {
      if (event instanceof ErrorEvent) add('errors', `pageerror: ${event.message}`);
      else {
        const source = event.target as Partial<HTMLImageElement & HTMLLinkElement> | null;
        add('errors', `error: failed to load ${source?.src ?? source?.href ?? '?'}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    add('errors', `pageerror: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
  addEventListener('securitypolicyviolation', (event) => {
    add('errors', `error: CSP ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = (...parts: unknown[]) => {
      add('errors', `${level}: ${parts.map(String).join(' ')}`);
      original.apply(console, parts);
    };
  }
  add('requests', location.href);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) add('requests', entry.name);
  }).observe({ type: 'resource', buffered: true });
}

const RECORD_KEY = '__e2e_record';
const recorder = `(${recordInPage.toString()})(${JSON.stringify(RECORD_KEY)});`;

const webDriverKeys: Record<Key, string> = {
  Enter: WebDriverKey.ENTER,
  Escape: WebDriverKey.ESCAPE,
  Tab: WebDriverKey.TAB,
  PageDown: WebDriverKey.PAGE_DOWN,
};

class WebDriverVisitor extends Visited<WebElement> {
  readonly engine = 'webkit';
  #errors: string[] = [];
  #requests: string[] = [];
  /** Origins whose storage holds the dismissed language offer. */
  #prepared = new Set<string>();

  constructor(
    origin: string,
    private driver: WebDriver,
    private forget: () => void,
  ) {
    super(origin);
  }

  /** Runs a script in the page with the recorder installed first. */
  private run<R>(body: string, ...args: Json[]): Promise<R> {
    return this.driver.executeScript<R>(`${recorder} ${body}`, ...args);
  }

  /** Moves what the current page recorded into this visitor's lists. */
  private async collect() {
    try {
      const record = await this.driver.executeScript<string | null>(
        `const r = sessionStorage.getItem(${JSON.stringify(RECORD_KEY)}); sessionStorage.removeItem(${JSON.stringify(RECORD_KEY)}); return r;`,
      );
      if (!record) return;
      const { errors, requests } = JSON.parse(record) as { errors: string[]; requests: string[] };
      this.#errors.push(...errors);
      this.#requests.push(...requests);
    } catch {
      // No page yet (a new session), or one of another origin.
    }
  }

  async open(path: string) {
    const url = new URL(this.address(path));
    await this.collect();
    if (!this.#prepared.has(url.origin)) {
      // No init script here: the offer is dismissed on a small page of the origin first.
      await this.driver.get(`${url.origin}/robots.txt`);
      await this.driver.executeScript(
        `(${dismissLanguageOffer.toString()})(${JSON.stringify(LANGUAGE_OFFER_DISMISSED_KEY)})`,
      );
      this.#prepared.add(url.origin);
    }
    await this.driver.get(url.href);
    await this.run('');
  }
  async resize(width: number, height: number) {
    // The window's size is set, then corrected by what its frame takes from the viewport.
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    const [innerWidth, innerHeight] = await this.run<[number, number]>(
      'return [innerWidth, innerHeight];',
    );
    if (innerWidth !== width || innerHeight !== height) {
      await window.setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
    }
  }
  protected expression<R>(source: string) {
    return this.run<R>(`return ${source};`);
  }
  protected async nth(css: string, index: number) {
    const element = (await this.driver.findElements(By.css(css)))[index];
    if (!element) throw new Error(`No ${css} #${index}`);
    return element;
  }
  /**
   * WebKitWebDriver scrolls an element into view before a click as the page scrolls (the site's
   * is smooth), then finds it still out of view: "element not interactable". And a pointer moved
   * to an element is not scrolled to it at all. So the element is brought into view at once first.
   */
  private async intoView(element: WebElement) {
    await this.driver.executeScript(
      `arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });`,
      element,
    );
  }
  protected async clickElement(element: WebElement) {
    await this.collect();
    await this.intoView(element);
    await element.click();
  }
  protected async hoverElement(element: WebElement) {
    await this.intoView(element);
    await this.driver.actions().move({ origin: element }).perform();
  }
  protected async typeInto(element: WebElement, text: string) {
    await element.sendKeys(text);
  }
  protected async selectIn(element: WebElement, value: string) {
    // What puppeteer's select() does: the option chosen, then input and change fired.
    await this.driver.executeScript(
      `const [select, value] = arguments;
       for (const option of select.options) option.selected = option.value === value;
       select.dispatchEvent(new Event('input', { bubbles: true }));
       select.dispatchEvent(new Event('change', { bubbles: true }));`,
      element,
      value,
    );
  }
  protected async uploadTo(element: WebElement, file: string) {
    await element.sendKeys(file);
  }
  async press(key: Key) {
    await this.collect();
    await this.driver.actions().sendKeys(webDriverKeys[key]).perform();
  }
  async back() {
    await this.collect();
    await this.driver.navigate().back();
    await this.run('');
  }
  async settled() {
    await this.evaluate(
      () => new Promise<void>((drawn) => requestAnimationFrame(() => setTimeout(drawn))),
    );
  }
  async errors() {
    await this.collect();
    return [...this.#errors];
  }
  async requests() {
    await this.collect();
    return [...this.#requests];
  }
  async close() {
    this.forget();
    await this.driver.quit().catch(() => {});
  }
}
