// What a visitor does before the app has taken over is held, acknowledged and replayed once
// (site/app/early-input.ts), with real input from the browser (Playwright through Vitest).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { holdEarlyInput } from '../../site/app/early-input';
import { HYDRATED_ATTRIBUTE, PENDING_ATTRIBUTE, PENDING_DELAY_MS } from '../../site/app/signals';

let fixture: HTMLDivElement;
let stop: () => void = () => undefined;

// The acknowledgement delay and the replay's turn are the page's timers: the tests move them
// (Vitest's fake timers), so a busy machine cannot change what they see.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  fixture = document.createElement('div');
  document.body.append(fixture);
  stop = holdEarlyInput();
});

afterEach(() => {
  stop();
  fixture.remove();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  vi.useRealTimers();
});

function add<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text = '',
  parent: Element = fixture,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  parent.append(element);
  return element;
}

/** Records the events of `types` that reach `element`'s own listeners, in order. */
function record(element: Element, types: readonly string[]): Event[] {
  const seen: Event[] = [];
  for (const type of types) element.addEventListener(type, (event) => seen.push(event));
  return seen;
}

const gesture = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
const typesOf = (events: Event[]) => events.map((event) => event.type);

/**
 * The page takes over: `attach` adds the listeners hydration brings (React attaches its own at
 * that point), then <html data-hydrated="true">, then the replay's turn (a task later, no time).
 */
async function hydrate(attach: () => void = () => undefined) {
  attach();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  await vi.advanceTimersByTimeAsync(0);
}

const isPending = (element: Element) =>
  element.hasAttribute(PENDING_ATTRIBUTE) && element.getAttribute('aria-busy') === 'true';

describe('early input', () => {
  it('holds a click before hydration, acknowledges it after 100 ms, replays it once after', async () => {
    const button = add('button', { type: 'button' }, 'Abrir menú');
    // Listeners already on the page (a root, a component half-hydrated): none may see the press.
    const early = record(fixture, [...gesture, 'keydown', 'keyup']);

    await userEvent.click(button);
    expect(early).toEqual([]);
    // Not at once (a quick app needs no acknowledgement), but after the delay.
    await vi.advanceTimersByTimeAsync(PENDING_DELAY_MS - 1);
    expect(isPending(button)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE, '');
    expect(button).toHaveAttribute('aria-busy', 'true');

    await hydrate();
    const clicks = early.filter((event) => event.type === 'click');
    expect(clicks).toHaveLength(1);
    // Replayed as the same kind of gesture: a pointer press with its compatibility events.
    expect(typesOf(early)).toEqual([...gesture]);
    expect((clicks[0] as MouseEvent).detail).toBe(1);
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(button).not.toHaveAttribute('aria-busy');

    // Taken over: a click now goes straight through.
    await userEvent.click(button);
    expect(early.filter((event) => event.type === 'click')).toHaveLength(2);
  });

  it('runs a handler attached only at hydration exactly once for a double click before it', async () => {
    const button = add('button', { type: 'button' }, 'Ver más');
    const onClick = vi.fn();
    await userEvent.dblClick(button);
    await hydrate(() => button.addEventListener('click', onClick));
    expect(onClick).toHaveBeenCalledTimes(1);
    // Past the acknowledgement delay: no late mark, no second run.
    await vi.advanceTimersByTimeAsync(PENDING_DELAY_MS);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(isPending(button)).toBe(false);
  });

  it('replays a pointer press as pointerdown for a trigger that acts on it (Radix-like)', async () => {
    const trigger = add('button', { type: 'button' }, 'Servicios');
    const opened: string[] = [];
    const seen = record(trigger, gesture);
    // A Radix menu trigger: opens on pointerdown (primary button, no Ctrl) and cancels the
    // compatibility mouse events; a click does nothing to it.
    trigger.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      opened.push(event.pointerType);
      event.preventDefault();
    });

    await userEvent.click(trigger);
    expect(opened).toEqual([]);
    expect(seen).toEqual([]);

    await hydrate();
    expect(opened).toEqual(['mouse']);
    // As a browser does after a cancelled pointerdown: no mousedown or mouseup, but a click.
    expect(typesOf(seen)).toEqual(['pointerdown', 'pointerup', 'click']);
  });

  it('replays a keyboard activation as a key: a handled keydown is not followed by a click', async () => {
    const trigger = add('button', { type: 'button' }, 'Servicios');
    const keys: string[] = [];
    const onClick = vi.fn();
    trigger.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      keys.push(event.key);
      event.preventDefault();
    });
    trigger.addEventListener('click', onClick);

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(keys).toEqual([]);
    expect(onClick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PENDING_DELAY_MS);
    expect(isPending(trigger)).toBe(true);

    await hydrate();
    expect(keys).toEqual(['Enter']);
    expect(onClick).not.toHaveBeenCalled();
    expect(isPending(trigger)).toBe(false);
  });

  it('replays Space on a plain button as one keyboard click (detail 0)', async () => {
    const button = add('button', { type: 'button' }, 'Siguiente');
    const clicks: MouseEvent[] = [];
    button.addEventListener('click', (event) => clicks.push(event));

    button.focus();
    await userEvent.keyboard(' ');
    expect(clicks).toEqual([]);

    await hydrate();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.detail).toBe(0);
  });

  it('submits a form whose submit button was pressed before hydration once', async () => {
    const sink = add('iframe', { name: 'early-input-sink', title: 'sink' });
    const form = add('form', { action: 'about:blank', target: sink.name });
    add('input', { name: 'email', value: 'ana@example.com', 'aria-label': 'Email' }, '', form);
    const submit = add('button', { type: 'submit' }, 'Enviar', form);
    const submitted: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(event.submitter);
    });

    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(submitted).toEqual([]);

    await hydrate();
    expect(submitted).toEqual([submit]);
  });

  it('holds a form submitted with Enter and submits it once with requestSubmit', async () => {
    const sink = add('iframe', { name: 'early-input-sink', title: 'sink' });
    // One field and no submit button: Enter in the field submits the form itself.
    const form = add('form', { action: 'about:blank', target: sink.name });
    const field = add('input', { name: 'q', 'aria-label': 'Buscar' }, '', form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit');
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', onSubmit);

    field.focus();
    await userEvent.keyboard('seo{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing is never held: the field has what was typed.
    expect(field.value).toBe('seo');

    await hydrate();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('q')).toBe('seo');
  });

  it('replays in the order pressed, to the element hydration put in the held one’s place', async () => {
    const first = add('button', { type: 'button' }, 'Primero');
    const second = add('button', { type: 'button' }, 'Segundo');
    const order: string[] = [];

    await userEvent.click(second);
    await userEvent.click(first);
    // Hydration replaced the second button (a client render that did not match).
    const replacement = document.createElement('button');
    replacement.type = 'button';
    replacement.textContent = 'Segundo';
    await hydrate(() => {
      second.replaceWith(replacement);
      first.addEventListener('click', () => order.push('first'));
      replacement.addEventListener('click', () => order.push('second'));
    });
    expect(order).toEqual(['second', 'first']);
  });

  it('does not hold links (they work without the app), only the control next to them', async () => {
    const link = add('a', { href: '#early-input-link' }, 'Contacto');
    const button = add('button', { type: 'button' }, 'Abrir menú');
    const linkClicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      linkClicks.push(event.defaultPrevented);
      event.preventDefault(); // The test page stays where it is.
    });
    const onButton = vi.fn();
    button.addEventListener('click', onButton);

    await userEvent.click(link);
    await userEvent.click(button);
    // The link's click went through at once, not cancelled; the button's did not.
    expect(linkClicks).toEqual([false]);
    expect(onButton).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PENDING_DELAY_MS);
    expect(isPending(link)).toBe(false);
    expect(isPending(button)).toBe(true);

    await hydrate();
    expect(linkClicks).toEqual([false]);
    expect(onButton).toHaveBeenCalledTimes(1);
  });

  it('does not hold a disabled button, only the enabled one', async () => {
    const disabled = add('button', { type: 'button', disabled: '' }, 'Enviando');
    const ariaDisabled = add('button', { type: 'button', 'aria-disabled': 'true' }, 'Agotado');
    const enabled = add('button', { type: 'button' }, 'Comprar');
    const onDisabled = vi.fn();
    const ariaDisabledClicks: boolean[] = [];
    const onEnabled = vi.fn();
    disabled.addEventListener('click', onDisabled);
    ariaDisabled.addEventListener('click', (event) =>
      ariaDisabledClicks.push(event.defaultPrevented),
    );
    enabled.addEventListener('click', onEnabled);

    await userEvent.click(disabled, { force: true });
    await userEvent.click(ariaDisabled, { force: true });
    await userEvent.click(enabled);
    // aria-disabled: the click reaches the page as usual (its own code decides), not held.
    expect(ariaDisabledClicks).toEqual([false]);
    expect(onEnabled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PENDING_DELAY_MS);
    expect(isPending(disabled)).toBe(false);
    expect(isPending(ariaDisabled)).toBe(false);
    expect(isPending(enabled)).toBe(true);

    await hydrate();
    expect(onDisabled).not.toHaveBeenCalled();
    expect(ariaDisabledClicks).toEqual([false]);
    expect(onEnabled).toHaveBeenCalledTimes(1);
  });
});
