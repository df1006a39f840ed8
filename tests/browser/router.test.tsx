// The router in a real browser (History API, popstate): the page always matches the address bar.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, useRouter } from '../../site/app/router';
import type { Resolved } from '../../site/routes';
import { resolvePath } from '../../site/routes';

// React's act() environment flag for a test runner other than Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function CurrentKey() {
  const { route, navigateToPath } = useRouter();
  return (
    <>
      <output>{route.key}</output>
      <button type="button" onClick={() => navigateToPath('/blog')}>
        blog
      </button>
    </>
  );
}

let container: HTMLDivElement;
let root: Root;
/** Resolves the pending slow load (the blog's texts). */
let finishSlowLoad: () => void = () => undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  window.history.replaceState(null, '', '/');
});

function mount() {
  // The blog's texts arrive only when the test says so; the home page's are already there.
  const onResolve = (resolved: Resolved) =>
    resolved.route.key === 'blog'
      ? new Promise<void>((resolve) => {
          finishSlowLoad = resolve;
        })
      : Promise.resolve();
  act(() =>
    root.render(
      <RouterProvider initial={resolvePath('/')} onResolve={onResolve}>
        <CurrentKey />
      </RouterProvider>,
    ),
  );
}

const shown = () => container.querySelector('output')?.textContent;
const popstate = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

describe('router', () => {
  it('shows the page once its texts have loaded', async () => {
    mount();
    await act(async () => container.querySelector('button')?.click());
    expect(window.location.pathname).toBe('/blog');
    expect(shown()).toBe('home');
    await act(async () => finishSlowLoad());
    expect(shown()).toBe('blog');
  });

  it('drops a navigation still loading when Back is pressed (the page matches the address)', async () => {
    mount();
    await act(async () => container.querySelector('button')?.click());
    expect(window.location.pathname).toBe('/blog');
    const back = popstate();
    window.history.back();
    await act(async () => back);
    expect(window.location.pathname).toBe('/');
    // The blog's texts arrive after Back: the home page stays.
    await act(async () => finishSlowLoad());
    expect(shown()).toBe('home');
  });
});
