import {
  $session,
  $user,
  authenticateIdToken,
  authenticatePassword,
  clearStoredSession,
  revokeToken,
  storage,
  CART_TOKEN_KEY,
  type AuthenticateResponse,
  type GrantType,
} from '@teachmarket/shared-kit';

// Issue 16: the session's login and logout steps, a chunk of their own (session.ts loads it when a login
// or a logout is needed, the account screens as they load): a first view only validates its session.

/** Password login; the login request carries the cart token, so the API merges the anonymous cart. */
export function passwordGrant(email: string, password: string): Promise<AuthenticateResponse> {
  return authenticatePassword(email, password, storage.get(CART_TOKEN_KEY));
}

/** spec §4 social login: the provider's ID token. */
export function idTokenGrant(grant: GrantType, idToken: string, nonce: string): Promise<AuthenticateResponse> {
  return authenticateIdToken(grant, idToken, nonce, storage.get(CART_TOKEN_KEY));
}

/** spec §4 logout: the token revoked (a failure does not stop the logout), stored flags and session storage cleared. */
export async function endSession(): Promise<void> {
  await revokeToken().catch(() => undefined);
  clearStoredSession();
  try {
    window.sessionStorage.clear();
  } catch {
    // no session storage (private mode): nothing to clear
  }
  $user.set(null);
  $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
}
