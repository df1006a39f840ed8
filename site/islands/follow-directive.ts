// Astro's client:follow directive, for an island that only ever answers other islands (the
// toaster: a form sent, a report's link copied). Its value names those islands (their files in
// site/islands); it hydrates right after the first of them has. Until then nothing can call on
// it, so its code stays off the network and the main thread: on the home page, the hero's
// hydration does not bring the toaster's root with it, only the contact form's does. A toast sent
// in the moment between is not lost: the toast store keeps it, and the toaster shows it once
// mounted.
import type { ClientDirective } from 'astro';

/** An island's name, as Astro writes it in the element's options. */
function islandName(element: EventTarget | null): string | undefined {
  if (!(element instanceof Element)) return undefined;
  try {
    const opts: unknown = JSON.parse(element.getAttribute('opts') ?? 'null');
    return opts && typeof opts === 'object' && 'name' in opts && typeof opts.name === 'string'
      ? opts.name
      : undefined;
  } catch {
    return undefined;
  }
}

const follow: ClientDirective = (load, options) => {
  const leaders: unknown = options.value;
  const names = Array.isArray(leaders) ? leaders : [];
  // Astro's island runtime dispatches astro:hydrate on each island once it has hydrated; the
  // event does not bubble, so it is caught on its way down.
  const hydrated = (event: Event) => {
    const name = islandName(event.target);
    if (name === undefined || !names.includes(name)) return;
    document.removeEventListener('astro:hydrate', hydrated, true);
    void load().then((hydrate) => hydrate());
  };
  document.addEventListener('astro:hydrate', hydrated, true);
};

export default follow;
