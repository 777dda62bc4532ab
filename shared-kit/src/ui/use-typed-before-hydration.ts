import { useEffect, useRef, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Issue 15 (s19): what a visitor typed into a server-rendered text field before the browser hydrated
 * the page (its scripts start after the first paint; on a slow line or phone the field is there seconds
 * earlier). React hydrates a controlled field without writing its `value`, so the text stays on screen,
 * but the component's state still holds the server's value: nothing the text should start (suggestions,
 * a filter) happens, and the component's next render writes the state's value over the text (the
 * header's second pass after hydration does so at once). Give the returned ref to the field: once it is
 * mounted, a DOM value other than `value` is handed to `adopt`, with whether the field has the focus
 * (its focus event came before React listened). Adopting the DOM's own text leaves the field, its caret
 * and its focus as they are: React writes `value` only where it differs. A field the browser renders
 * itself mounts with its state's value, so there is nothing to adopt.
 */
export function useTypedBeforeHydration<E extends TextField>(
  value: string,
  adopt: (typed: string, focused: boolean) => void,
): RefObject<E | null> {
  const field = useRef<E>(null);
  useEffect(() => {
    const node = field.current;
    if (node && node.value !== value) adopt(node.value, node.ownerDocument.activeElement === node);
    // Only the mount: text typed outside React can only be there before React took the field over; from then
    // on every keystroke is an onChange. (Pending effects run before React renders anything else, so no
    // render can write the stale state over the text first.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
