// Astro's client:follow directive, for an island that only ever answers another island (the
// toaster: a form sent, a link copied): it hydrates right after the first other island of the
// page has. Until then nothing can call on it, so its code (React itself, on a page whose other
// islands wait to be seen or reached) stays off the network and the main thread while the first
// view, its largest image included, is still coming in. A toast sent in the moment between is
// not lost: the toast store keeps it, and the toaster shows it once mounted.
import type { ClientDirective } from 'astro';

const follow: ClientDirective = (load, _options, island) => {
  // Astro's island runtime dispatches astro:hydrate on each island once it has hydrated; the
  // event does not bubble, so it is caught on its way down.
  const hydrated = (event: Event) => {
    if (event.target === island) return;
    document.removeEventListener('astro:hydrate', hydrated, true);
    void load().then((hydrate) => hydrate());
  };
  document.addEventListener('astro:hydrate', hydrated, true);
};

export default follow;
