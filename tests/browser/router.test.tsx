// The router in a real browser (History API, popstate) with navigations that have side effects:
// each language has its own i18next instance, and a page renders with the instance `prepare`
// resolved for it. Whatever the visitor does while a page loads, the app ends on the page the
// address bar shows, in its language, and never renders a language it was not asked to end on.
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { RouterProvider, useRouter } from '../../site/app/router';
import { createI18n } from '../../site/i18n';
import { pathFor, resolvePath, type Lang, type Resolved } from '../../site/routes';

// Real asynchronous rendering: the test waits for what the page shows, as a visitor would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** One instance per language, as the site keeps them (site/i18n: instanceFor). */
const instances: Record<Lang, I18n> = { es: createI18n('es', {}), en: createI18n('en', {}) };

/** A call to `prepare` the test settles when it wants: the page's load in flight. */
type Load = { target: string; resolve: () => void; reject: () => void };
let loads: Load[] = [];
const prepare = vi.fn(
  (resolved: Resolved) =>
    new Promise<I18n>((resolve, reject) => {
      loads.push({
        target: pathFor(resolved.route, resolved.lang),
        resolve: () => resolve(instances[resolved.lang]),
        reject: () => reject(new Error('chunk failed to load')),
      });
    }),
);

/** The load in flight for a path (the last one asked for). */
function loadOf(path: string): Load {
  const load = loads.findLast((l) => l.target === path);
  if (!load) throw new Error(`No load of ${path} (loads: ${loads.map((l) => l.target).join()})`);
  return load;
}

/** How long each of the contact page's sections takes to render (ms). */
let slowRenderMs = 0;

function SlowSection() {
  const until = performance.now() + slowRenderMs;
  while (performance.now() < until) {
    // Rendering work.
  }
  return null;
}

/** Every committed render: page key and the language of the i18next instance it rendered with. */
let commits: string[] = [];

function Page() {
  const { route, loading, failed, navigateToPath } = useRouter();
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    commits.push(`${route.key}:${i18n.language}`);
  });
  const link = (path: string, name: string) => (
    <button type="button" onClick={() => navigateToPath(path)}>
      {name}
    </button>
  );
  return (
    <>
      <output aria-label="page">{route.key}</output>
      <output aria-label="language">{i18n.language}</output>
      <output aria-label="state">{failed ? 'failed' : loading ? 'loading' : 'ready'}</output>
      {link('/', 'Inicio')}
      {link('/contacto', 'Contacto')}
      {link('/blog', 'Blog')}
      {link('/en/', 'English')}
      {route.key === 'contact' &&
        Array.from({ length: 10 }, (_, index) => <SlowSection key={index} />)}
    </>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  loads = [];
  commits = [];
  slowRenderMs = 0;
  prepare.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  vi.restoreAllMocks();
  root.unmount();
  container.remove();
  window.history.replaceState(null, '', '/');
});

/** The app at `path`, with `before` as the history entry behind it (for Back). */
async function mount(path: string, before?: string) {
  window.history.replaceState(null, '', before ?? path);
  if (before) window.history.pushState(null, '', path);
  const initial = resolvePath(path);
  root.render(
    <RouterProvider initial={initial} i18n={instances[initial.lang]} prepare={prepare}>
      <Page />
    </RouterProvider>,
  );
  await vi.waitFor(() => expect(commits).not.toHaveLength(0));
}

const output = (name: string) =>
  container.querySelector(`output[aria-label="${name}"]`)?.textContent ?? null;
const shown = () => ({
  page: output('page'),
  language: output('language'),
  state: output('state'),
  address: window.location.pathname,
});
function linkTo(name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`No ${name} link`);
  return button;
}
const click = (name: string) => userEvent.click(linkTo(name));

/** Until the router has pushed `path` (microtasks only: React has not rendered yet). */
async function untilAddress(path: string) {
  for (let i = 0; i < 50 && window.location.pathname !== path; i += 1) await Promise.resolve();
  expect(window.location.pathname).toBe(path);
}

/**
 * Once the app has done with what it was given: the router's continuation of a settled load runs
 * in microtasks, and React renders in tasks of its own (a slow page in many); a background task
 * runs only when no other task is waiting. What a settled load would show is on screen by then.
 */
async function settled() {
  await scheduler.postTask(() => {}, { priority: 'background' });
}

async function back() {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  window.history.back();
  await popped;
}

describe('router', () => {
  it('shows a page only once it has loaded, and changes the address only then', async () => {
    await mount('/');
    const pushState = vi.spyOn(window.history, 'pushState');
    await click('Contacto');
    expect(prepare).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(output('state')).toBe('loading'));
    await settled();
    expect(shown()).toEqual({ page: 'home', language: 'es', state: 'loading', address: '/' });

    loadOf('/contacto').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({
        page: 'contact',
        language: 'es',
        state: 'ready',
        address: '/contacto',
      }),
    );
    expect(pushState).toHaveBeenCalledTimes(1);
  });

  it('drops a navigation still loading when Back is pressed: the page matches the address', async () => {
    await mount('/contacto', '/');
    await click('Blog');
    await back();
    expect(window.location.pathname).toBe('/');
    loadOf('/').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({ page: 'home', language: 'es', state: 'ready', address: '/' }),
    );

    // The blog finishes loading after Back: it is not shown, and the address stays.
    loadOf('/blog').resolve();
    await settled();
    expect(shown()).toEqual({ page: 'home', language: 'es', state: 'ready', address: '/' });
    expect(commits).not.toContain('blog:es');
  });

  it('loads once and adds one history entry for a double click on a link still loading', async () => {
    await mount('/');
    const pushState = vi.spyOn(window.history, 'pushState');
    await userEvent.dblClick(linkTo('Contacto'));
    expect(prepare).toHaveBeenCalledTimes(1);

    loadOf('/contacto').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({
        page: 'contact',
        language: 'es',
        state: 'ready',
        address: '/contacto',
      }),
    );
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(pushState).toHaveBeenCalledTimes(1);
    // One Back returns to where the visitor was.
    await back();
    loadOf('/').resolve();
    await vi.waitFor(() => expect(shown()).toMatchObject({ page: 'home', address: '/' }));
  });

  it('ends on the newer navigation when the older one finishes loading last', async () => {
    await mount('/');
    await click('Contacto');
    await click('Blog');
    loadOf('/blog').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({ page: 'blog', language: 'es', state: 'ready', address: '/blog' }),
    );
    loadOf('/contacto').resolve();
    await settled();
    expect(shown()).toEqual({ page: 'blog', language: 'es', state: 'ready', address: '/blog' });
    expect(commits).not.toContain('contact:es');
  });

  it('shows nothing of an older navigation that finishes first: it waits for the newer one', async () => {
    await mount('/');
    await click('Contacto');
    await click('Blog');
    loadOf('/contacto').resolve();
    await settled();
    expect(shown()).toEqual({ page: 'home', language: 'es', state: 'loading', address: '/' });
    loadOf('/blog').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({ page: 'blog', language: 'es', state: 'ready', address: '/blog' }),
    );
    expect(commits).not.toContain('contact:es');
  });

  it('never renders the other language when Back drops a language switch', async () => {
    await mount('/', '/contacto');
    await click('English');
    await vi.waitFor(() => expect(output('state')).toBe('loading'));
    await back();
    expect(window.location.pathname).toBe('/contacto');
    // English arrives first, then the page Back asked for.
    loadOf('/en/').resolve();
    await settled();
    expect(shown()).toMatchObject({ page: 'home', language: 'es', address: '/contacto' });
    loadOf('/contacto').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({
        page: 'contact',
        language: 'es',
        state: 'ready',
        address: '/contacto',
      }),
    );
    expect(commits.filter((commit) => commit.endsWith(':en'))).toEqual([]);
  });

  it('switches page and language together', async () => {
    await mount('/contacto');
    await click('English');
    await settled();
    expect(shown()).toMatchObject({ page: 'contact', language: 'es', address: '/contacto' });
    loadOf('/en/').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({ page: 'home', language: 'en', state: 'ready', address: '/en/' }),
    );
    // No render paired a page with the other page's language.
    expect(commits).not.toContain('contact:en');
    expect(commits).not.toContain('home:es');
  });

  it('shows a failed load at its address, and a later navigation (or a retry) works', async () => {
    await mount('/');
    await click('Contacto');
    loadOf('/contacto').reject();
    await vi.waitFor(() =>
      expect(shown()).toEqual({
        page: 'contact',
        language: 'es',
        state: 'failed',
        address: '/contacto',
      }),
    );

    await click('Blog');
    loadOf('/blog').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({ page: 'blog', language: 'es', state: 'ready', address: '/blog' }),
    );

    // Failing again, then the same link again (the error page's retry): it loads anew.
    await click('Contacto');
    loadOf('/contacto').reject();
    await vi.waitFor(() =>
      expect(shown()).toMatchObject({ state: 'failed', address: '/contacto' }),
    );
    await click('Contacto');
    expect(prepare).toHaveBeenCalledTimes(4);
    loadOf('/contacto').resolve();
    await vi.waitFor(() =>
      expect(shown()).toEqual({
        page: 'contact',
        language: 'es',
        state: 'ready',
        address: '/contacto',
      }),
    );
  });

  it('ends on the shown page when its link is pressed as a loaded page is being switched in', async () => {
    await mount('/');
    await click('Contacto');
    loadOf('/contacto').resolve();
    await untilAddress('/contacto');
    // The load has finished and pushed its address; React has not rendered the new page yet.
    expect(output('page')).toBe('home');
    linkTo('Inicio').click();
    await settled();
    for (const load of loads) load.resolve();
    await settled();
    expect(shown()).toEqual({ page: 'home', language: 'es', state: 'ready', address: '/' });
  });

  it('ends on the page the address shows when Back comes while a loaded page renders', async () => {
    await mount('/');
    await click('Contacto');
    slowRenderMs = 20; // The contact page takes a while to render (a slow phone).
    loadOf('/contacto').resolve();
    await untilAddress('/contacto');
    // What the page showed when Back arrived: still the old one, the new one was rendering.
    const shownAtBack = new Promise<string | null>((resolve) =>
      window.addEventListener('popstate', () => resolve(output('page')), { once: true }),
    );
    window.history.back();
    expect(await shownAtBack).toBe('home');
    expect(window.location.pathname).toBe('/');
    await settled();
    for (const load of loads) load.resolve();
    await settled();
    expect(shown()).toEqual({ page: 'home', language: 'es', state: 'ready', address: '/' });
  });
});
