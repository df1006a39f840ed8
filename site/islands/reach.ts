/** What shows the visitor reaching for an island: a pointer over it, focus, a touch or a key. */
const REACH = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls `then` once, on the visitor's first reach for `island`; returns a way to stop waiting. */
export function onReach(island: HTMLElement, then: () => void): () => void {
  const stop = () => {
    for (const type of REACH) island.removeEventListener(type, reached);
  };
  const reached = () => {
    stop();
    then();
  };
  for (const type of REACH) island.addEventListener(type, reached, { passive: true });
  return stop;
}

/**
 * Set on an island by site/layouts/held-presses.js while it holds a press for it: a press made
 * before Astro's island runtime had even arrived (so before any directive could listen).
 */
export const HELD_ATTRIBUTE = 'data-held-press';
