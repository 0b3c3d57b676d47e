/** Ionic shows an input's errorText only while it carries these classes. */
export function invalidClass(error: string | boolean | undefined | null): string | undefined {
  return error ? 'ion-invalid ion-touched' : undefined;
}

/** Deliberately loose: the server is the judge; this only catches obvious typos early. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The value of an Ionic input event, whatever the component. */
export function eventValue(event: { detail: { value?: string | null } }): string {
  return event.detail.value ?? '';
}

/** Brings the first field with an error into view once React has marked it. */
export function revealFirstInvalid(root: ParentNode | null): void {
  setTimeout(() => {
    const field = root?.querySelector<HTMLElement>('.ion-invalid');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, 50);
}

/**
 * What a form's field really holds when it is submitted. A password manager can fill a field and
 * press Enter without the input events a framework listens to, so the state kept from those events
 * may still be empty; the native input (Ionic renders it inside the form) has the value.
 */
export function submittedValue(form: HTMLFormElement | null, name: string, fallback: string): string {
  const field = form?.elements.namedItem(name);
  return field && 'value' in field && typeof field.value === 'string' ? field.value : fallback;
}
