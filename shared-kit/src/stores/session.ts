import { atom, computed } from 'nanostores';
import { storage } from '../storage';

// spec §3 local-storage keys of the session.
export const ACCESS_TOKEN_KEY = 'access_token';
export const IS_LOGGED_IN_KEY = 'isLoggedIn';
export const TERMS_ACCEPTED_KEY = 'isAgbAccepted';
export const SESSION_USER_ID_KEY = 'userId';
export const IMPERSONATED_KEY = 'impersonated';

export interface SessionState {
  /** 'validating' until the spec §4 start-up validation is over. */
  status: 'validating' | 'anonymous' | 'loggedIn';
  userId: number | null;
  /** spec §6: an operator acting as another user (disables tracking and e-mail hashes). */
  impersonated: boolean;
  /** spec §4: false while the user must accept the current terms. */
  termsAccepted: boolean;
  /** spec §8: stored when even the client-credentials fallback failed. */
  authError: string | null;
}

function initial(): SessionState {
  return {
    status: 'validating',
    userId: Number(storage.get(SESSION_USER_ID_KEY)) || null,
    impersonated: storage.get(IMPERSONATED_KEY) === 'true',
    termsAccepted: storage.get(TERMS_ACCEPTED_KEY) !== 'false',
    authError: null,
  };
}

/** One session for the shell and every remote (shared-kit is a federation singleton). */
export const $session = atom<SessionState>(initial());
export const $isLoggedIn = computed($session, (s) => s.status === 'loggedIn');

/** The flags spec §3 persists, written in one place so logout can clear exactly them. */
export function persistSession(state: Pick<SessionState, 'userId' | 'impersonated' | 'termsAccepted'> & { accessToken?: string }): void {
  if (state.accessToken) storage.set(ACCESS_TOKEN_KEY, state.accessToken);
  if (state.userId === null) {
    storage.remove(IS_LOGGED_IN_KEY);
    storage.remove(SESSION_USER_ID_KEY);
  } else {
    storage.set(IS_LOGGED_IN_KEY, 'true');
    storage.set(SESSION_USER_ID_KEY, String(state.userId));
  }
  if (state.impersonated) storage.set(IMPERSONATED_KEY, 'true');
  else storage.remove(IMPERSONATED_KEY);
  storage.set(TERMS_ACCEPTED_KEY, String(state.termsAccepted));
}

/** spec §4 logout: tokens and stored user flags go. */
export function clearStoredSession(): void {
  for (const key of [ACCESS_TOKEN_KEY, IS_LOGGED_IN_KEY, TERMS_ACCEPTED_KEY, SESSION_USER_ID_KEY, IMPERSONATED_KEY]) storage.remove(key);
}
