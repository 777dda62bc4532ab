import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Issue 15: false while the server renders a page and while the browser hydrates the server's HTML,
 * true from the next render on (and at once in a page the browser renders alone). What depends on
 * this browser (the signed-in user, stored consent, the screen size) renders from the second pass, so
 * the first pass is the same on both sides and React keeps the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A store's value, except while the server renders and the browser hydrates: then `serverValue`,
 * the value the server renders with (its stores never see a browser's storage or session).
 */
export function useBrowserStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
