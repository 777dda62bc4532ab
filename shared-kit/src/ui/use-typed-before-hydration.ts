import { useCallback, useEffect, useRef, type RefCallback } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;
/** A form control a visitor can change: a text field, a checkbox or radio button, a select. */
export type FormControl = TextField | HTMLSelectElement;

/**
 * Whether the visitor changed a control outside React: its state differs from the one React rendered it
 * with. React writes an input's and a textarea's defaults from its props when it hydrates them (and when
 * it renders them itself), but leaves the value and the checkedness the visitor gave them; a select's
 * default option is the one the server's HTML marks `selected` (a select the browser renders itself has
 * none, so it never counts as changed).
 */
function changedOutsideReact(node: FormControl): boolean {
  if (node instanceof HTMLSelectElement) {
    const options = [...node.options];
    return options.some((o) => o.defaultSelected) && options.some((o) => o.selected !== o.defaultSelected);
  }
  if (node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio')) return node.checked !== node.defaultChecked;
  return node.value !== node.defaultValue;
}

/**
 * Issue 15 (s19): what a visitor did to server-rendered form controls before the browser hydrated the
 * page (its scripts start after the first paint; on a slow line or phone the controls are there seconds
 * earlier): text typed, a box ticked, a radio button or an option chosen. React hydrates a controlled
 * control without writing its value or checkedness, so the change stays on screen, but the component's
 * state still holds the server's: nothing the change should start (suggestions, a filter) happens, and
 * the component's next render writes the state back over it (the header's second pass does so at once).
 *
 * Give the returned ref to every control of the group (the controls one state renders, such as a list of
 * filters: a loop needs no hook per control). Once the component is mounted, the controls the visitor
 * changed are handed to `adopt` together, in the order they mounted, so it can take them into its state in
 * one update (one change each would start from the same stale state, and the last would win). Adopting
 * leaves each control, its caret and its focus as they are: React writes only what differs from the DOM.
 * A control the browser renders itself mounts with its state, so there is nothing to adopt.
 */
export function useChangedBeforeHydration<E extends FormControl = FormControl>(adopt: (changed: E[]) => void): RefCallback<E> {
  // The controls mounted with the component (refs are set before its effects run); null once looked at.
  const mounted = useRef<E[] | null>([]);
  const control = useCallback((node: E | null) => {
    if (node) mounted.current?.push(node);
  }, []);
  useEffect(() => {
    const changed = mounted.current?.filter(changedOutsideReact) ?? [];
    mounted.current = null;
    if (changed.length) adopt(changed);
    // Only the mount: a change made outside React can only be there before React took the controls over;
    // from then on every change is an onChange. (Pending effects run before React renders anything else,
    // so no render can write the stale state over the change first.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return control;
}

/**
 * One text field's `useChangedBeforeHydration`: text typed into it before hydration is handed to `adopt`,
 * with whether the field has the focus (its focus event came before React listened).
 */
export function useTypedBeforeHydration<E extends TextField>(adopt: (typed: string, focused: boolean) => void): RefCallback<E> {
  return useChangedBeforeHydration<E>((fields) => {
    for (const field of fields) adopt(field.value, field.ownerDocument.activeElement === field); // the one field
  });
}
