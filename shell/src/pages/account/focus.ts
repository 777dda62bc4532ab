/**
 * After a submit with mistakes the keyboard lands on the first field marked invalid, so a
 * keyboard or screen-reader user hears its message and can fix it at once. Runs after React has
 * rendered the aria-invalid flags.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
