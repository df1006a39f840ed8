/** What shows the visitor reaching for an island: a pointer over it, focus, a touch or a key. */
const REACH = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Where the visitor reaches for `island`: the island, and the buttons elsewhere in the page that
 * open a popover of it (popovertarget: the chat's launcher opens the chat's panel natively, and
 * is the page's own HTML).
 */
export function reachedThrough(island: HTMLElement): HTMLElement[] {
  const invokers = [...island.querySelectorAll<HTMLElement>('[popover][id]')].flatMap((popover) => [
    ...document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`),
  ]);
  return [island, ...invokers.filter((invoker) => !island.contains(invoker))];
}

/** Calls `then` once, on the visitor's first reach for `island`; returns a way to stop waiting. */
export function onReach(island: HTMLElement, then: () => void): () => void {
  const targets = reachedThrough(island);
  const stop = () => {
    for (const target of targets) {
      for (const type of REACH) target.removeEventListener(type, reached);
    }
  };
  const reached = () => {
    stop();
    then();
  };
  for (const target of targets) {
    for (const type of REACH) target.addEventListener(type, reached, { passive: true });
  }
  return stop;
}
