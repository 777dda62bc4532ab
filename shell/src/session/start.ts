import { $world, clearStoredSession, href, stripClearAuth } from '@teachmarket/shared-kit';
import { Session, setSession } from './session';

/**
 * Creates the session at bootstrap. spec §4: a clear_auth query parameter forces token removal and
 * is stripped from the URL (before anything reads the tokens).
 */
export function createSession(): Session {
  const { url, hadClearAuth } = stripClearAuth(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  if (hadClearAuth) {
    clearStoredSession();
    window.history.replaceState(window.history.state, '', url);
  }
  const session = new Session({
    reload: () => window.location.reload(),
    toLogin: () => window.location.assign(href('login', {}, $world.get())),
  });
  setSession(session);
  return session;
}
