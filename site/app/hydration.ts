// When the page has fully hydrated: the shell and every lazy part it rendered. Marked on
// <html data-hydrated="true">, which end-to-end tests wait for before acting (a person could
// act earlier: the prerendered page reads and links without JavaScript).

const rendered = new Set<string>();
const mounted = new Set<string>();
let shellHydrated = false;

function mark() {
  if (!shellHydrated) return;
  for (const id of rendered) if (!mounted.has(id)) return;
  document.documentElement.dataset.hydrated = 'true';
}

/** The shell's first commit in the browser. */
export function shellDidHydrate(): void {
  shellHydrated = true;
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
