// Inlined at the top of every page's body (site/layouts/Document.astro): a press on a control
// of an island whose code has not arrived yet (its element still has Astro's `ssr` attribute),
// or a form sent from one, is held, and given to the island once it has hydrated
// ('astro:hydrate'). Links are links and work at once; fields keep what is typed in them (the
// island takes it up as it hydrates: site/islands/typed-before-hydration.ts).
(() => {
  const held = new Map();
  const waiting = (target) => target instanceof Element && target.closest('astro-island[ssr]');
  addEventListener(
    'click',
    (event) => {
      const island = waiting(event.target);
      const control =
        island && event.target.closest('button, [role="button"], input[type="submit"]');
      if (!control || !island.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      held.set(island, () => control.click());
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const island = waiting(event.target);
      if (!island) return;
      event.preventDefault();
      const form = event.target;
      const submitter = event.submitter;
      held.set(island, () => form.requestSubmit(submitter?.form === form ? submitter : null));
    },
    true,
  );
  document.addEventListener(
    'astro:hydrate',
    (event) => {
      const replay = held.get(event.target);
      if (!replay) return;
      held.delete(event.target);
      // After React has taken over the island's DOM in the task it hydrates in.
      setTimeout(replay, 0);
    },
    true,
  );
})();
