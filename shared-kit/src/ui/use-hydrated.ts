import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { $session, type SessionState } from '../stores/session';
import type { User } from '@teachmarket/contracts/api-types';
import { $user } from '../stores/user';

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

/** What a server render knows of the session: nothing (no visitor's token ever reaches it). */
const SERVER_SESSION: SessionState = { status: 'validating', userId: null, impersonated: false, termsAccepted: true, authError: null };

/**
 * The session for a component of a server-rendered page: 'validating' with no user while the server
 * renders and the browser hydrates, the real one from the next render on (so a signed-in visitor's
 * browser does not render another first pass than the server's).
 */
export function useSession(): SessionState {
  return useBrowserStore($session, SERVER_SESSION);
}

/** The signed-in user for a component of a server-rendered page (null on the server and while hydrating). */
export function useUser(): User | null {
  return useBrowserStore($user, null);
}
