import { $session, $user, storage, ACCESS_TOKEN_KEY } from '@teachmarket/shared-kit';

/** What the services need to know about the session. */
export interface ServiceSession {
  loggedIn: boolean;
  accessToken: string | null;
  /** spec §6: an operator logged in as another user: no tracking, no email hashes, no popups. */
  impersonating: boolean;
  /** spec §6: admins are excluded from the personalisation popup. */
  admin: boolean;
}

/** The one place the services read the session (shared-kit's $session and $user stores). */
export function currentSession(): ServiceSession {
  const session = $session.get();
  const user = $user.get();
  return {
    loggedIn: session.status === 'loggedIn',
    accessToken: storage.get(ACCESS_TOKEN_KEY),
    impersonating: session.impersonated || Boolean(user?.loggedInAsAnotherUser),
    admin: user?.role === 'operator',
  };
}
