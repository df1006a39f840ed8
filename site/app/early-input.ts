// What a visitor does before the app has taken over is kept, not lost (run by the boot script,
// site/boot.ts, from the first paint on).
//
// The prerendered page shows buttons (menu and dropdown triggers, dialog openers, tabs, hero
// controls, the technologies picker, form submits) whose behaviour is JavaScript that arrives
// seconds later on a slow phone. Links, form fields, checkboxes and selects work natively and
// are left alone: links navigate, and forms adopt their fields' values when they mount.
//
// Until <html data-hydrated="true">, an activation of a control (click, tap, Enter or Space) is
// held back: the whole gesture (pointer and key events included, so no component half-sees it)
// is stopped before React's listeners, and the control is remembered once, however often it is
// pressed. After PENDING_DELAY_MS the control shows it heard the visitor (data-pending,
// aria-busy). When the page has hydrated, each remembered activation is replayed once, in order,
// as the same kind of gesture (pointer or keyboard), so it has the result it would have had.
// A form submitted with Enter is held and submitted the same way.

import { HYDRATED_ATTRIBUTE, PENDING_ATTRIBUTE, PENDING_DELAY_MS } from './signals';

/** Controls whose behaviour needs the app. Links and native form fields are not among them. */
export const CONTROL_SELECTOR =
  'button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"],summary,input[type="submit"],input[type="button"]';

type Pointer = { clientX: number; clientY: number; pointerType: string };
type Held = {
  target: Element;
  /** Where the target was (child indexes from <body>), should hydration have replaced it. */
  path: number[];
  /** How it was activated: a pointer (with where), a key, or a form's implicit submission. */
  how: Pointer | 'key' | 'submit';
  timer: number;
};

function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== document.body;) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function elementAt(path: number[]): Element | null {
  let node: Element | null = document.body;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

function acknowledge(element: Element, on: boolean) {
  if (on) {
    element.setAttribute(PENDING_ATTRIBUTE, '');
    element.setAttribute('aria-busy', 'true');
  } else {
    element.removeAttribute(PENDING_ATTRIBUTE);
    element.removeAttribute('aria-busy');
  }
}

function replayOne(held: Held) {
  acknowledge(held.target, false);
  const target = held.target.isConnected ? held.target : elementAt(held.path);
  if (!(target instanceof HTMLElement)) return;
  if (held.how === 'submit') {
    if (target instanceof HTMLFormElement) target.requestSubmit();
    return;
  }
  if (held.how === 'key') {
    const key = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, composed: true };
    // As in a browser: a native button clicks on the key unless a component handled (cancelled)
    // the key itself; another control with a button role gets the key alone.
    const handled = !target.dispatchEvent(new KeyboardEvent('keydown', key));
    if (!handled && target.matches('button,input,summary')) target.click();
    target.dispatchEvent(new KeyboardEvent('keyup', key));
    return;
  }
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: held.how.clientX,
    clientY: held.how.clientY,
    button: 0,
    pointerId: 1,
    isPrimary: true,
    pointerType: held.how.pointerType,
  };
  const down = target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  if (down) target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1, detail: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  if (down) target.dispatchEvent(new MouseEvent('mouseup', { ...init, detail: 1 }));
  target.dispatchEvent(new PointerEvent('click', { ...init, detail: 1 }));
}

/**
 * Holds back activations of controls until <html data-hydrated="true">, then replays them.
 * Returns a function that stops listening (tests).
 */
export function holdEarlyInput(): () => void {
  const root = document.documentElement;
  const held: Held[] = [];
  /** Controls whose gesture (pointer or key down) began while held: its end is held too. */
  const begun = new Set<Element>();
  const takenOver = () => root.getAttribute(HYDRATED_ATTRIBUTE) === 'true';

  /** The control an event acts on, if its activation is to be held. */
  function controlOf(event: Event): Element | null {
    if (!(event.target instanceof Element)) return null;
    const control = event.target.closest(CONTROL_SELECTOR);
    if (!control || control.matches(':disabled,[aria-disabled="true"]')) return null;
    // After the take-over, only the end of a gesture that began before it.
    return !takenOver() || begun.has(control) ? control : null;
  }

  function hold(event: Event, target: Element, how: Held['how']) {
    event.preventDefault();
    event.stopImmediatePropagation();
    begun.delete(target);
    // Pressed again while waiting: it was heard already.
    if (held.some((h) => h.target === target)) return;
    const timer = window.setTimeout(() => acknowledge(target, true), PENDING_DELAY_MS);
    held.push({ target, path: pathOf(target), how, timer });
  }

  // The parts of a gesture before its click: stopped, so no half-hydrated listener acts on them
  // (a component acting on pointerdown or keydown sees the whole gesture at the replay).
  const onStep = (event: Event) => {
    const key = event instanceof KeyboardEvent ? event.key : null;
    if (key !== null && key !== 'Enter' && key !== ' ') return;
    const control = controlOf(event);
    if (!control) return;
    event.stopImmediatePropagation();
    if (event.type === 'pointerdown' || event.type === 'keydown') begun.add(control);
    // A control that is not a native button gets no click from a key: the key is the activation.
    const native = control.matches('button,input,summary');
    if (
      !native &&
      ((key === 'Enter' && event.type === 'keydown') || (key === ' ' && event.type === 'keyup'))
    ) {
      hold(event, control, 'key');
    }
    if (event.type === 'pointerup' || event.type === 'keyup') settleSoon();
  };
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event);
    if (!control) return;
    // detail 0: Enter or Space (or assistive technology), not a pointer.
    const how: Held['how'] =
      event.detail === 0
        ? 'key'
        : {
            clientX: event.clientX,
            clientY: event.clientY,
            pointerType:
              event instanceof PointerEvent && event.pointerType ? event.pointerType : 'mouse',
          };
    hold(event, control, how);
    settleSoon();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (takenOver() || !(event.target instanceof HTMLFormElement)) return;
    hold(event, event.target, 'submit');
  };

  const steps = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown', 'keyup'] as const;
  for (const type of steps) addEventListener(type, onStep, true);
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);

  function stop() {
    for (const type of steps) removeEventListener(type, onStep, true);
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    observer.disconnect();
    window.clearTimeout(settleTimer);
  }

  /**
   * Once the page has taken over and no held gesture is half-way (a button still pressed when
   * the code arrived), stop holding and replay, after the current task (the one that marked the
   * page hydrated has then run all its effects, and a click follows its pointerup in the same
   * task). A gesture that never ends in a click (the pointer slid off) is given up after a second.
   */
  let settleTimer: number | undefined;
  let givingUp: number | undefined;
  function settleSoon() {
    if (!takenOver()) return;
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(() => {
      if (begun.size > 0) {
        givingUp ??= window.setTimeout(() => {
          begun.clear();
          settleSoon();
        }, 1000);
        return;
      }
      window.clearTimeout(givingUp);
      stop();
      for (const h of held.splice(0)) {
        window.clearTimeout(h.timer);
        replayOne(h);
      }
    }, 0);
  }

  const observer = new MutationObserver(settleSoon);
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return stop;
}
