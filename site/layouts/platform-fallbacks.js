// What the header's native controls need in a browser at the README's floor that lacks the
// feature they use: a file (site/layouts/script-files.ts) that only such a browser asks for, by
// the check at the top of every page's body, as a parser-blocking script: it runs before the
// header is parsed, so the first tap finds it.
//   - Invoker Commands (`commandfor` + `command`, Baseline only since December 2025; Safari before
//     26.2, Firefox before 144): the phone menu's open and close buttons (ui/layout/MobileMenu.tsx)
//     and those of the careers page's application dialog (ui/primitives/NativeDialog.tsx) call
//     the <dialog>'s own showModal() and close(), which every browser at the floor has.
//   - Popover (`popovertarget`, Safari before 17): a button shows, hides or toggles its popover's
//     `data-open` (styled like :popover-open: ui/styles.css, Tailwind's `data-open:`), as its
//     popovertargetaction says: the Services menu's button (ui/layout/ServicesDropdown.tsx), the
//     chat's launcher and close button (ui/tools/chat). Opened, a popover's autofocus field takes
//     the focus. Esc and a click outside close an auto popover (the menu), as its light dismiss
//     does; a manual one (the chat) stays. Every change, the page's code's too (ui/lib/popover.ts
//     sets data-open where showPopover is missing), is reported as the browser would: the buttons'
//     aria-expanded and a `toggle` event with its newState.
// The click is canceled where the fallback acts, so a browser that has the feature after all (an
// old check, a test that hides it) does not act on it twice.
(() => {
  const invokers = 'command' in HTMLButtonElement.prototype;
  const popovers = 'popover' in HTMLElement.prototype;
  if (invokers && popovers) return;
  const OPEN = 'data-open';
  const AUTO_OPEN = `[popover]:not([popover="manual"])[${OPEN}]`;
  const buttonsOf = (popover) =>
    document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`);
  const actionOf = (button) => button.getAttribute('popovertargetaction') ?? 'toggle';
  const closePopovers = (except, focusButton) => {
    for (const menu of document.querySelectorAll(AUTO_OPEN)) {
      if (menu === except) continue;
      menu.removeAttribute(OPEN);
      if (focusButton && menu.contains(document.activeElement)) buttonsOf(menu)[0]?.focus();
    }
  };
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const commandTarget =
      !invokers && button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (commandTarget instanceof HTMLDialogElement) {
      event.preventDefault();
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !commandTarget.open) {
        commandTarget.showModal();
        // Focus goes back to the button that opened it, as it does natively.
        commandTarget.addEventListener('close', () => button.focus(), { once: true });
      } else if ((command === 'close' || command === 'request-close') && commandTarget.open) {
        commandTarget.close();
      }
      return;
    }
    if (popovers) return;
    const menu = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (menu?.hasAttribute('popover')) {
      event.preventDefault();
      const action = actionOf(button);
      const open = action === 'toggle' ? !menu.hasAttribute(OPEN) : action === 'show';
      if (open && menu.getAttribute('popover') !== 'manual') closePopovers(menu, false);
      if (open === menu.hasAttribute(OPEN)) return;
      menu.toggleAttribute(OPEN, open);
      if (open) menu.querySelector('[autofocus]')?.focus();
      return;
    }
    // A click anywhere but inside an open auto popover closes it.
    if (!(event.target instanceof Element && event.target.closest(AUTO_OPEN))) {
      closePopovers(null, false);
    }
  });
  if (!popovers) {
    addEventListener('keydown', (event) => {
      if (event.key === 'Escape') closePopovers(null, true);
    });
    new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        const open = target.hasAttribute(OPEN);
        if (!target.hasAttribute('popover') || open === (oldValue !== null)) continue;
        for (const button of buttonsOf(target)) {
          if (actionOf(button) === 'toggle') button.setAttribute('aria-expanded', String(open));
        }
        const toggle = new Event('toggle');
        Object.defineProperties(toggle, {
          oldState: { value: open ? 'closed' : 'open' },
          newState: { value: open ? 'open' : 'closed' },
        });
        target.dispatchEvent(toggle);
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: [OPEN],
      attributeOldValue: true,
    });
  }
})();
