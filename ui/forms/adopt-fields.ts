/**
 * What a form's named controls hold that differs from the values it starts with: typed or
 * chosen before the app took over, autofilled, or restored by the browser. Text fields come back
 * as text, ticked boxes as booleans, a file input as its first file. Fields the form does not
 * know, and controls that still hold the starting value, are left out.
 */
export function fieldsInDom<V extends object>(form: HTMLFormElement, initial: V): Partial<V> {
  const found: Partial<V> = {};
  for (const name of Object.keys(initial) as (keyof V & string)[]) {
    const value = controlValue(form.elements.namedItem(name), initial[name]);
    if (value !== undefined) found[name] = value as V[keyof V & string];
  }
  return found;
}

/** The value a control holds when it differs from `start`; undefined when it does not. */
function controlValue(control: Element | RadioNodeList | null, start: unknown) {
  if (control instanceof HTMLInputElement && control.type === 'file') {
    return start === null && control.files?.[0] ? control.files[0] : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return typeof start === 'boolean' && control.checked !== start ? control.checked : undefined;
  }
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ) {
    return typeof start === 'string' && control.value !== '' && control.value !== start
      ? control.value
      : undefined;
  }
  return undefined;
}
