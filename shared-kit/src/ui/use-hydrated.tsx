import type { ReadableAtom } from 'nanostores';
import { createContext, startTransition, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { $session, type SessionState } from '../stores/session';
import type { User } from '@teachmarket/contracts/api-types';
import { $user } from '../stores/user';

// Without a provider: false on the server, true in a browser (a page the browser renders alone, tests).
const Hydrated = createContext<boolean>(typeof window !== 'undefined');

/**
 * Issue 15: false while the server renders a page and while the browser hydrates the server's HTML,
 * true from the next render on (and at once in a page the browser renders alone). What depends on
 * this browser (the signed-in user, stored consent, the screen size) renders from the second pass, so
 * the first pass is the same on both sides and React keeps the server's HTML.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * The root of a hydrated page (bootstrap.tsx): false for the hydration pass, then true as a transition,
 * so the second pass (browser-only parts) is rendered in slices React can interrupt, and only by the
 * components that read it (`children` is the same element, so nothing else renders again).
 */
export function HydrationRoot({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * A store's value, except while the server renders and the browser hydrates: then `serverValue`,
 * the value the server renders with (its stores never see a browser's storage or session).
 */
export function useBrowserStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const hydrated = useHydrated();
  // While hydrating, the snapshot is the server's value itself, not the store's: a store that changes
  // meanwhile (the session is checked while the page hydrates) would otherwise make React redo the
  // whole hydration synchronously to avoid tearing, one long task on a phone (issue 15, TBT).
  // `serverValue` must be the same value on every render (a module constant).
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = useCallback(() => (hydrated ? store.get() : serverValue), [hydrated, store, serverValue]);
  const server = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, read, server);
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
