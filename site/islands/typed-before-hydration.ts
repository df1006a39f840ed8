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

/** A field's prerendered state where the visitor has changed it; null where they have not. */
function prerenderedWhereChanged(field: Field): string | boolean | null {
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return field.files?.length ? '' : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const changed =
      field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
    return changed ? field.defaultChecked : null;
  }
  const prerendered =
    field instanceof HTMLSelectElement
      ? ([...field.options].find((option) => option.defaultSelected)?.value ??
        field.options[0]?.value ??
        '')
      : field.defaultValue;
  return field.value !== prerendered ? prerendered : null;
}

const fieldsOf = (root: Element) => [...root.querySelectorAll<Field>('input, textarea, select')];

/** Reports every field of `root` that differs from its prerendered state (see above). */
export function reportTypedBeforeHydration(root: Element): void {
  for (const field of fieldsOf(root)) {
    const old = prerenderedWhereChanged(field);
    if (old === null) continue;
    if (field instanceof HTMLInputElement && field.type === 'file') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof old === 'boolean' && field instanceof HTMLInputElement) {
      report(field, 'checked', field.checked, old);
    } else {
      report(field, 'value', field.value, old);
    }
  }
}

/** Whether the visitor has typed, chosen or ticked anything in `root`'s fields already. */
export function typedBeforeHydration(root: Element): boolean {
  return fieldsOf(root).some((field) => prerenderedWhereChanged(field) !== null);
}
