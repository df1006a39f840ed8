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
