// Inlined at the top of every page's body (site/layouts/Document.astro), called with
// site/islands/reach.ts's HELD_ATTRIBUTE: a press on a control of an island whose code has not
// arrived yet (its element still has Astro's `ssr` attribute) is held, and given to the island
// once it has hydrated ('astro:hydrate'). Links are links and work at once; fields keep what is
// typed in them (the island takes it up as it hydrates: site/islands/typed-before-hydration.ts);
// a form sent before its island's code is posted by the browser to its page, which the server
// answers as it does with no script. A held control shows it heard the press after 100 ms
// (data-pending and aria-busy, styled by ui/styles.css).
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where inlined
(heldAttribute) => {
  const PENDING_AFTER_MS = 100;
  const held = new Map();
  // Each control's press is given to the island in the order pressed; a control pressed again
  // is given once.
  const hold = (island, control, replay) => {
    const presses = held.get(island) ?? [];
    held.set(island, presses);
    // An island that hydrates on intent learns of the press (site/islands/intent-directive.ts).
    island.setAttribute(heldAttribute, '');
    const again = presses.find((press) => press.control === control);
    if (again) return;
    const timer = setTimeout(() => {
      control.setAttribute('data-pending', '');
      control.setAttribute('aria-busy', 'true');
    }, PENDING_AFTER_MS);
    const settle = () => {
      clearTimeout(timer);
      control.removeAttribute('data-pending');
      control.removeAttribute('aria-busy');
    };
    presses.push({ control, settle, replay });
  };
  const waiting = (target) => target instanceof Element && target.closest('astro-island[ssr]');
  const giveBack = (island) => {
    const presses = held.get(island);
    if (!presses) return;
    held.delete(island);
    island.removeAttribute(heldAttribute);
    for (const press of presses) {
      press.settle();
      press.replay();
    }
  };
  addEventListener(
    'click',
    (event) => {
      const island = waiting(event.target);
      const control = island && event.target.closest('button, [role="button"]');
      if (!control || !island.contains(control)) return;
      // A form's send goes to the platform: the browser posts it to its page.
      if (control.type === 'submit' && control.form) return;
      event.preventDefault();
      event.stopPropagation();
      // Given back as the whole gesture: some controls open on the press itself (a select's
      // trigger on pointerdown), others on the click.
      const pointerType = event.pointerType || 'mouse';
      const at = { clientX: event.clientX, clientY: event.clientY };
      hold(island, control, () => {
        const pointer = {
          bubbles: true,
          cancelable: true,
          composed: true,
          button: 0,
          isPrimary: true,
          pointerType,
          ...at,
        };
        control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
        control.dispatchEvent(new MouseEvent('mousedown', { ...pointer, buttons: 1 }));
        control.dispatchEvent(new PointerEvent('pointerup', pointer));
        control.dispatchEvent(new MouseEvent('mouseup', pointer));
        control.click();
      });
    },
    true,
  );
  document.addEventListener(
    'astro:hydrate',
    (event) => {
      // After React has taken over the island's DOM in the task it hydrates in.
      if (held.has(event.target)) setTimeout(() => giveBack(event.target), 0);
    },
    true,
  );
};
