// Astro's client:intent directive: an island whose code is needed only once the visitor reaches
// for it (the forms, whose fields take typing before it, and the chat) hydrates on the
// first pointer over it (or over a button that opens a popover of it: the chat's launcher), focus,
// touch or key press. Until then it is its prerendered HTML: a popover of it opens natively, fields
// take what is typed in them (the island takes it up as it hydrates:
// site/islands/typed-before-hydration.ts), a form sent is posted by the browser, and a button that
// needs the code is disabled until it comes. No code is fetched or run for it while the page loads.
// The directive's value may name the island's sessionStorage entry: one that holds state its
// prerendered HTML does not show (a form's draft, the chat's panel left open on the previous
// page) hydrates it at once; a closed panel ({"open": false}) does not. So does a visitor who
// reached for it before this ran: the pointer resting on it, a field with the focus or with
// something typed in it, a popover of it open.
import type { ClientDirective } from 'astro';
import { typedBeforeHydration } from './typed-before-hydration';

/** What shows the visitor reaching for an island: a pointer over it, focus, a touch or a key. */
const REACH = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Where the visitor reaches for `island`: the island, and the buttons elsewhere in the page that
 * open a popover of it (popovertarget: the chat's launcher opens the chat's panel natively, and
 * is the page's own HTML).
 */
function reachedThrough(island: HTMLElement): HTMLElement[] {
  const invokers = [...island.querySelectorAll<HTMLElement>('[popover][id]')].flatMap((popover) => [
    ...document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`),
  ]);
  return [island, ...invokers.filter((invoker) => !island.contains(invoker))];
}

/** Calls `then` once, on the visitor's first reach for `island`; returns a way to stop waiting. */
function onReach(island: HTMLElement, then: () => void): () => void {
  const targets = reachedThrough(island);
  const stop = () => {
    for (const target of targets) {
      for (const type of REACH) target.removeEventListener(type, reached);
    }
  };
  const reached = () => {
    stop();
    then();
  };
  for (const target of targets) {
    for (const type of REACH) target.addEventListener(type, reached, { passive: true });
  }
  return stop;
}

/** Whether the entry `key` holds state to show at once: anything but a closed panel. */
function storedToShow(key: unknown): boolean {
  if (typeof key !== 'string' || key === '') return false;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return false;
    return !('open' in stored) || stored.open === true;
  } catch {
    return false;
  }
}

/** Whether a popover of `island` is open (natively, or by the fallback: data-open). */
function popoverOpen(island: HTMLElement): boolean {
  const open = CSS.supports('selector(:popover-open)') ? ':popover-open, ' : '';
  return island.querySelector(`${open}[popover][data-open]`) !== null;
}

const intent: ClientDirective = (load, options, island) => {
  const start = async () => {
    stop();
    const hydrate = await load();
    await hydrate();
  };
  const stop = onReach(island, () => void start());
  const reachedAlready =
    island.querySelector(':hover') !== null ||
    reachedThrough(island).some((target) => target.matches(':hover, :focus-within')) ||
    popoverOpen(island) ||
    typedBeforeHydration(island);
  if (reachedAlready || storedToShow(options.value)) void start();
};

export default intent;
