// When the page has fully hydrated: the shell and every lazy part it rendered. Marked on
// <html data-hydrated="true"> ("shell" while parts wait), which end-to-end tests wait for
// before acting (a person could act earlier: the prerendered page reads and links without
// JavaScript, and any input makes the parts hydrate).
//
// Lazy parts below the fold hydrate only when they are needed: when one is on screen at
// load, or from the visitor's first sign of presence (pointer, touch, key, wheel, scroll,
// focus), whichever comes first. Until then React keeps their prerendered HTML, which
// reads and links without JavaScript. The page's first seconds on a slow phone are spent on
// what is on screen, not on sections nobody has reached.

import type { TrackedPromise } from './tracked';

const rendered = new Set<string>();
const mounted = new Set<string>();
let shellHydrated = false;

function mark() {
  if (!shellHydrated) return;
  const waiting = [...rendered].some((id) => !mounted.has(id));
  // 'shell' while parts wait to be needed, 'true' once everything is hydrated.
  document.documentElement.dataset.hydrated = waiting ? 'shell' : 'true';
}

/** The shell's first commit in the browser (its lazy parts hydrate after it). */
export function shellDidHydrate(): void {
  shellHydrated = true;
  // The parts in the prerendered page: hydration is complete when each has mounted too.
  for (const marker of document.querySelectorAll<HTMLElement>('template[data-part]')) {
    if (marker.dataset.part) rendered.add(marker.dataset.part);
  }
  mark();
}

/** A lazy part began rendering (it may suspend until its code arrives). */
export function partRendering(id: string): void {
  rendered.add(id);
}

/** A lazy part committed; returns its cleanup. */
export function partDidMount(id: string): () => void {
  mounted.add(id);
  mark();
  return () => {
    mounted.delete(id);
    rendered.delete(id);
  };
}

/** Sent by the boot script (site/boot.js) at the visitor's first sign of presence. */
const PRESENCE_EVENT = 'visitoractive';

type Gate = { promise: TrackedPromise<void>; open: () => void };
const gates = new Map<string, Gate>();
let present = false;
const done: TrackedPromise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** Lets every waiting part hydrate now (a presence event, or a navigation beginning). */
export function hydrateAllParts(): void {
  if (present) return;
  present = true;
  document.removeEventListener(PRESENCE_EVENT, hydrateAllParts);
  for (const gate of gates.values()) gate.open();
}

function newGate(): Gate {
  let resolve: () => void = () => {};
  const promise: TrackedPromise<void> = new Promise<void>((r) => {
    resolve = r;
  });
  // React's use() marks the promise 'pending' while it waits, and 'fulfilled' when it resolves.
  void promise.then(() => {
    promise.status = 'fulfilled';
  });
  return { promise, open: resolve };
}

/** The element a part's marker stands before: the part's first element in the page. */
function partElement(id: string): Element | null {
  for (const marker of document.querySelectorAll<HTMLElement>('template[data-part]')) {
    if (marker.dataset.part === id) return marker.nextElementSibling;
  }
  return null;
}

/**
 * Resolves when the lazy part `id` of the first page may hydrate (React hydrates the shell
 * first, the parts' Suspense boundaries after). Once a navigation has begun (see
 * hydrateAllParts), parts render at once; so does any part whose prerendered HTML is missing.
 */
export function partMayHydrate(id: string): Promise<void> {
  const existing = gates.get(id);
  if (existing) return existing.promise;
  // The boot script marks a presence (and sends PRESENCE_EVENT), also before the app started.
  if (document.documentElement.hasAttribute('data-visitor-active')) hydrateAllParts();
  if (present) return done;
  const element = partElement(id);
  if (!element || typeof IntersectionObserver === 'undefined') return done;
  const gate = newGate();
  gates.set(id, gate);
  if (gates.size === 1) document.addEventListener(PRESENCE_EVENT, hydrateAllParts);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) gate.open();
  });
  observer.observe(element);
  void gate.promise.then(() => observer.disconnect());
  return gate.promise;
}
