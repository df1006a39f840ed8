// Astro's client:painted directive, for an island that is the page's tool or a part of its first
// view (the hero slider, the tools, the confetti): it hydrates at the first idle moment once the
// island runtime has arrived, which the page fetches once it has loaded and painted
// (site/layouts/late-scripts.js). (Astro's client:idle would do the same, but without our
// 500 ms bound.) A press before then is held and given to it once hydrated
// (site/layouts/held-presses.js); typed values are kept (site/islands/typed-before-hydration.ts).
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load) => {
  requestIdleCallback(
    () => {
      void load().then((hydrate) => hydrate());
    },
    { timeout: 500 },
  );
};

export default painted;
