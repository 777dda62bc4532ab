import { onMount, type ReadableAtom } from 'nanostores';

/** Where a store that loads itself reports a failed load (the shell installs its reporter at start). */
type LoadFailure = (code: string, error: unknown) => void;
let reportFailure: LoadFailure = () => undefined;

export function setStoreLoadReporter(report: LoadFailure): void {
  reportFailure = report;
}

/**
 * A store loads itself when its first reader subscribes (nanostores `onMount`), instead of being loaded
 * from outside at start-up: a page that never shows the cart never asks for it, and no caller has to
 * remember the order of loads. `isLoaded` keeps a remount (after the last reader left) from loading again;
 * a failed load is reported under `code` and never thrown into a render.
 */
export function loadOnMount<T>(store: ReadableAtom<T>, isLoaded: (value: T) => boolean, load: () => Promise<unknown>, code: string): void {
  onMount(store, () => {
    if (!isLoaded(store.get())) load().catch((error: unknown) => reportFailure(code, error));
  });
}
