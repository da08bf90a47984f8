/**
 * What a reader typed into a page the server drew before the app took it over. React keeps those
 * characters on the screen when it hydrates, but its state still holds the server's empty values,
 * so a form sent right after would send nothing. Each field whose text differs from what React
 * drew is announced to React once, as if just typed: its `onChange` sets the state to the text
 * on the screen. (React tracks a field's value through the element's own `value` setter: it is set
 * back to the drawn value that way, then to the typed text through the prototype's setter, which
 * React does not see, so the input event reads as a change.)
 */
export function keepTypedBeforeStart(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A box ticked before: set back as React drew it, then ticked again as a click React sees.
      if (field.checked !== field.defaultChecked) {
        field.checked = field.defaultChecked;
        field.click();
      }
      continue;
    }
    if (field instanceof HTMLInputElement && ['file', 'hidden', 'submit'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
