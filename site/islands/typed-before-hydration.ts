// What a visitor typed, chose or ticked in an island's fields before its code arrived (or the
// browser autofilled or restored): the prerendered fields hold it, and React, which hydrates
// them with its own starting state, would empty them on its next render. Right after an island
// hydrates, each such field is reported to it as the visitor's own input event, so the island's
// state takes it up, whatever the component. One mechanism for every island; ui/ knows nothing
// of hydration.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const nativeSetter = (field: Field, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;

/**
 * Tells React a field changed: through the field's own property first (React's tracker records
 * the old state), then the browser's setter (the new one), then the event React listens to.
 */
function report(
  field: Field,
  property: 'value' | 'checked',
  typed: string | boolean,
  old: string | boolean,
) {
  const set = nativeSetter(field, property);
  if (!set) return;
  (field as unknown as Record<string, unknown>)[property] = old;
  set.call(field, typed);
  const type =
    property === 'checked' ? 'click' : field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Each field of `root` that differs from its prerendered state, as a way to report it. */
function* changedFields(root: Element): Generator<() => void> {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length)
        yield () => field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) {
        yield () => report(field, 'checked', field.checked, field.defaultChecked);
      }
    } else if (field instanceof HTMLSelectElement) {
      const prerendered =
        [...field.options].find((option) => option.defaultSelected)?.value ??
        field.options[0]?.value ??
        '';
      if (field.value !== prerendered) yield () => report(field, 'value', field.value, prerendered);
    } else if (field.value !== field.defaultValue) {
      yield () => report(field, 'value', field.value, field.defaultValue);
    }
  }
}

/** Reports every field of `root` that differs from its prerendered state (see above). */
export function reportTypedBeforeHydration(root: Element): void {
  for (const reportField of changedFields(root)) reportField();
}

/** Whether the visitor has typed, chosen or ticked anything in `root`'s fields already. */
export function typedBeforeHydration(root: Element): boolean {
  return !changedFields(root).next().done;
}
