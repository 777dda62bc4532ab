import {
  $session,
  $user,
  authenticateClientCredentials,
  authenticateIdToken,
  authenticatePassword,
  clearStoredSession,
  getCurrentUser,
  persistAnonymousFavourites,
  persistSession,
  revokeToken,
  storage,
  trackEvent,
  validateToken,
  ACCESS_TOKEN_KEY,
  CART_TOKEN_KEY,
  type GrantType,
  type SessionState,
} from '@teachmarket/shared-kit';
import { reporter } from '../errors/reporter';
import { reasonOfError as reasonOf } from '../http/errors';
import type { RevalidateOutcome, SessionBridge } from '../http/session-bridge';

// spec §9: logout after a wrong account 1 s.
export const WRONG_ACCOUNT_LOGOUT_MS = 1000;

export interface SessionNavigation {
  reload(): void;
  toLogin(): void;
}

const statusOf = (error: unknown): number | null => (error as { response?: { status?: number } } | null)?.response?.status ?? null;
/** No answer at all (network failure, API down) or a server failure: not a verdict on the token. */
const unanswered = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === null || status >= 500;
};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function update(patch: Partial<SessionState>): void {
  const next = { ...$session.get(), ...patch };
  $session.set(next);
  if (next.status !== 'validating') persistSession({ userId: next.status === 'loggedIn' ? next.userId : null, impersonated: next.impersonated, termsAccepted: next.termsAccepted });
}

/** spec §4 Auth and start-up validation, and the session side of the HTTP client's 401 rules. */
export class Session implements SessionBridge {
  private loggingOut = false;
  /**
   * Counts the logins that took effect. Start-up validation and the client-credentials fallback run
   * while a page may already log in (the social login callback does at once): an answer that arrives
   * after a newer login would otherwise reset the session to anonymous, or replace the user's token.
   */
  private generation = 0;
  private superseded = (since: number) => this.generation !== since;

  constructor(private readonly nav: SessionNavigation) {}

  isLoggedIn(): boolean {
    return $session.get().status === 'loggedIn';
  }

  ready(): Promise<void> {
    const ok = (s: SessionState) => s.status !== 'validating' && s.termsAccepted;
    if (ok($session.get())) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = $session.listen((s) => {
        if (!ok(s)) return;
        stop();
        resolve();
      });
    });
  }

  async revalidate(): Promise<RevalidateOutcome> {
    try {
      const { user_id } = await validateToken();
      return user_id === null ? 'failed' : 'ok';
    } catch (error) {
      if ((await reasonOf(error)) !== 'terms_not_accepted') return 'failed';
      update({ termsAccepted: false });
      return 'terms_not_accepted';
    }
  }

  async clientCredentials(since = this.generation): Promise<boolean> {
    try {
      const { access_token } = await authenticateClientCredentials();
      if (this.superseded(since)) return true; // a login took over meanwhile: keep its token
      storage.set(ACCESS_TOKEN_KEY, access_token);
      return true;
    } catch (error) {
      update({ authError: messageOf(error) });
      return false;
    }
  }

  /** spec §4 start-up validation. */
  async start(): Promise<void> {
    const since = this.generation;
    if (!storage.get(ACCESS_TOKEN_KEY)) return this.fallBackToClientCredentials(since);
    const stored = $session.get();
    try {
      const { user_id, loggedInAsAnotherUser } = await validateToken();
      if (this.superseded(since)) return; // the login that finished meanwhile decides the session
      if (user_id === null) {
        update({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true });
        return;
      }
      // spec §6: the API knows whether this token came from login-as; the stored flag is only a fallback.
      await this.loggedIn(user_id, loggedInAsAnotherUser ?? stored.impersonated);
      // Anonymous favourites whose move after login was interrupted (the page was left at once)
      // are moved now: spec §4 "anonymous favourites are persisted after login". No-op without any.
      void persistAnonymousFavourites().catch((error: unknown) => reporter().report('favourites_persist_failed', error));
      // Another account than the one this browser remembers (and no operator acting as someone).
      if (stored.userId !== null && stored.userId !== user_id && !stored.impersonated) {
        void trackEvent('wrong_account', { stored: stored.userId, validated: user_id }).catch(() => undefined);
        setTimeout(() => void this.logout({ toLogin: false }), WRONG_ACCOUNT_LOGOUT_MS);
      }
    } catch (error) {
      if (this.superseded(since)) return;
      if (statusOf(error) === 401 && (await reasonOf(error)) === 'terms_not_accepted') {
        // The session is kept; the user is asked to accept (TermsPrompt). Requests wait meanwhile.
        await this.loggedIn(stored.userId, stored.impersonated, false);
        return;
      }
      if (unanswered(error)) {
        // The API was not reached or failed (no answer, 5xx): that says nothing about the token. It is
        // kept, so the reload the banner asks for restores the session once the API answers again
        // (dropping it logged everyone out for good on a network blip); meanwhile the page is anonymous.
        update({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: messageOf(error) });
        return;
      }
      await this.fallBackToClientCredentials(since);
    }
  }

  private async fallBackToClientCredentials(since: number): Promise<void> {
    if (this.superseded(since)) return;
    storage.remove(ACCESS_TOKEN_KEY);
    const ok = await this.clientCredentials(since);
    if (this.superseded(since)) return;
    update({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, ...(ok ? { authError: null } : {}) });
  }

  private async loggedIn(userId: number | null, impersonated: boolean, termsAccepted = true): Promise<void> {
    update({ status: 'loggedIn', userId, impersonated, termsAccepted, authError: null });
    try {
      const { items } = await getCurrentUser();
      const user = items[0] ?? null;
      $user.set(user);
      if (user && userId === null) update({ userId: user.id });
      // The API's flag wins (spec §3 User.loggedInAsAnotherUser): tracking and popups read $session.
      if (user && user.loggedInAsAnotherUser !== $session.get().impersonated) update({ impersonated: user.loggedInAsAnotherUser });
      // A password login does not check the terms (spec §4 validate does): the user record does.
      if (user && !user.isAgbAccepted) update({ termsAccepted: false });
    } catch {
      // spec §8: a failed user load is a logout-style cleanup.
      await this.logout({ toLogin: false });
    }
  }

  /** Password login; the caller reloads the cart afterwards (the API merged the anonymous one). */
  async loginWithPassword(email: string, password: string): Promise<void> {
    const { access_token, oauth_user_id } = await authenticatePassword(email, password, storage.get(CART_TOKEN_KEY));
    this.generation += 1;
    storage.set(ACCESS_TOKEN_KEY, access_token);
    await this.loggedIn(oauth_user_id, false);
  }

  /** spec §4 social login: the provider's ID token from the authorize / Microsoft redirect screens. */
  async loginWithIdToken(grant: GrantType, idToken: string, nonce: string): Promise<void> {
    const { access_token, oauth_user_id } = await authenticateIdToken(grant, idToken, nonce, storage.get(CART_TOKEN_KEY));
    this.generation += 1;
    storage.set(ACCESS_TOKEN_KEY, access_token);
    await this.loggedIn(oauth_user_id, false);
  }

  /** Takes over an access token the API issued elsewhere (login-as, finished registration). */
  async adoptToken(token: string, userId: number, impersonated: boolean): Promise<void> {
    this.generation += 1;
    storage.set(ACCESS_TOKEN_KEY, token);
    await this.loggedIn(userId, impersonated);
  }

  termsAccepted(): void {
    update({ termsAccepted: true });
  }

  /** spec §4: logout clears tokens, stored user flags and session storage, then reloads or goes to login. */
  async logout({ toLogin }: { toLogin: boolean }): Promise<void> {
    // The 401 rules may ask twice for one failure (validate, then the original call): once is enough.
    if (this.loggingOut) return;
    this.loggingOut = true;
    await revokeToken().catch(() => undefined);
    clearStoredSession();
    try {
      window.sessionStorage.clear();
    } catch {
      // no session storage (private mode): nothing to clear
    }
    $user.set(null);
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    if (toLogin) this.nav.toLogin();
    else this.nav.reload();
  }
}

let current: Session | null = null;
export const setSession = (session: Session): void => void (current = session);
export function session(): Session {
  if (!current) throw new Error('The session is created at bootstrap');
  return current;
}
