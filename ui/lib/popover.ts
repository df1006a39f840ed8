// A popover's state read and set by a component, in a browser with the Popover API and in one at
// the README's floor without it (Safari before 17), where the page's fallback marks an open
// popover with `data-open` (site/layouts/platform-fallbacks.js; styled with :popover-open in
// ui/styles.css and through Tailwind's `data-open:`).

const OPEN = 'data-open';

/** Whether the browser matches :popover-open (a selector it does not know would throw). */
const knowsPopoverOpen = () =>
  typeof CSS !== 'undefined' && CSS.supports('selector(:popover-open)');

/** Whether `element` (a popover) is shown. */
export function popoverShown(element: HTMLElement): boolean {
  return element.hasAttribute(OPEN) || (knowsPopoverOpen() && element.matches(':popover-open'));
}

/** Shows or hides `element` (a popover); nothing when it already is so. */
export function setPopoverShown(element: HTMLElement, shown: boolean): void {
  if (popoverShown(element) === shown) return;
  if (typeof element.showPopover === 'function' && element.isConnected) {
    if (shown) element.showPopover();
    else element.hidePopover();
  } else {
    element.toggleAttribute(OPEN, shown);
  }
}
