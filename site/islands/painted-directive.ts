// Astro's client:painted directive, for an island that is the page's tool or a part of its first
// view (the hero slider, the tools, the confetti): it hydrates at the first idle
// moment after the page has loaded and painted. (Astro's client:idle asks for an idle moment at
// once, which can come before the first paint.) A press before then is held and given to it once
// hydrated (site/layouts/held-presses.js); typed values are kept
// (site/islands/typed-before-hydration.ts).
import type { ClientDirective } from 'astro';
import { afterLoadAndFirstPaint } from './after-paint';

const painted: ClientDirective = (load) => {
  afterLoadAndFirstPaint(() => {
    requestIdleCallback(
      () => {
        void load().then((hydrate) => hydrate());
      },
      { timeout: 500 },
    );
  });
};

export default painted;
