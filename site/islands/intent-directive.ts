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
import { onReach, reachedThrough } from './reach';
import { typedBeforeHydration } from './typed-before-hydration';

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
