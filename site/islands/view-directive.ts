// Astro's client:view directive, for a control in the page's content whose first use is a tap
// (the careers apply button, the technologies picker): it hydrates once it is in view (the island
// runtime arrives once the page has loaded and painted, site/layouts/late-scripts.js, so its code
// never competes with what the first view needs); or at once when the visitor
// reaches for it (a field focused or typed in, a press: held until then by
// site/layouts/held-presses.js, and typed values kept: site/islands/typed-before-hydration.ts).
import type { ClientDirective } from 'astro';
import { onReach } from './reach';

const view: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    stopReach();
    seen.disconnect();
    const hydrate = await load();
    await hydrate();
  };
  const stopReach = onReach(island, () => void start());
  // The island (display: contents) is in view when one of its children is.
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void start();
  });
  for (const child of island.children) seen.observe(child);
};

export default view;
