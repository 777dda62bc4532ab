/**
 * What the HTTP client needs from the session to apply spec §4 without importing it (the session
 * itself calls the API through the client). shell/src/session implements it.
 */
export type RevalidateOutcome = 'ok' | 'terms_not_accepted' | 'failed';

export interface SessionBridge {
  /** A validated user session (not anonymous, not still validating at start-up). */
  isLoggedIn(): boolean;
  /** GET validate again; 'terms_not_accepted' keeps the session. */
  revalidate(): Promise<RevalidateOutcome>;
  /** A fresh client-credentials token for a logged-out visitor; false when that fails. */
  clientCredentials(): Promise<boolean>;
  /** Clears the session; `toLogin` sends the visitor to the login page instead of reloading. */
  logout(options: { toLogin: boolean }): void;
  /** Resolves once start-up validation is over and the terms are accepted (spec §4 terms wait). */
  ready(): Promise<void>;
}
