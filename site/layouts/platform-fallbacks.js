// What the header's native controls need in a browser at the README's floor that lacks the
// feature they use: a file (site/layouts/script-files.ts) that only such a browser asks for, by
// the check at the top of every page's body, as a parser-blocking script: it runs before the
// header is parsed, so the first tap finds it.
//   - Invoker Commands (`commandfor` + `command`, Baseline only since December 2025; Safari before
//     26.2, Firefox before 144): the phone menu's open and close buttons (ui/layout/MobileMenu.tsx)
//     and those of the careers page's application dialog (ui/primitives/NativeDialog.tsx) call
//     the <dialog>'s own showModal() and close(), which every browser at the floor has.
//   - Popover (`popovertarget`, Safari before 17): the Services menu's button
//     (ui/layout/ServicesDropdown.tsx) toggles its menu's `data-open` (styled like :popover-open
//     in ui/styles.css) and aria-expanded; Esc and a click outside close it, as a popover's light
//     dismiss does.
// The click is canceled where the fallback acts, so a browser that has the feature after all (an
// old check, a test that hides it) does not act on it twice.
(() => {
  const invokers = 'command' in HTMLButtonElement.prototype;
  const popovers = 'popover' in HTMLElement.prototype;
  if (invokers && popovers) return;
  const OPEN = 'data-open';
  const closePopovers = (except, focusButton) => {
    for (const menu of document.querySelectorAll(`[popover][${OPEN}]`)) {
      if (menu === except) continue;
      menu.removeAttribute(OPEN);
      const button = document.querySelector(`[popovertarget="${CSS.escape(menu.id)}"]`);
      button?.setAttribute('aria-expanded', 'false');
      if (focusButton && menu.contains(document.activeElement)) button?.focus();
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
      const open = !menu.hasAttribute(OPEN);
      closePopovers(menu, false);
      menu.toggleAttribute(OPEN, open);
      button.setAttribute('aria-expanded', String(open));
      return;
    }
    // A click anywhere but inside an open menu closes it.
    if (!(event.target instanceof Element && event.target.closest(`[popover][${OPEN}]`))) {
      closePopovers(null, false);
    }
  });
  if (!popovers) {
    addEventListener('keydown', (event) => {
      if (event.key === 'Escape') closePopovers(null, true);
    });
  }
})();
