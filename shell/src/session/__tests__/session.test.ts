import { $session, $user, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient } from '@teachmarket/shared-kit/testing';
import { Session, WRONG_ACCOUNT_LOGOUT_MS } from '../session';

const unauthorized = (reason: string) =>
  Object.assign(new Error('401'), { name: 'HTTPError', response: { status: 401, clone: () => ({ json: async () => ({ reason }) }) } });
const user = { id: 7, userName: 'Terry', createdAt: '2020-01-01T00:00:00.000Z', isAgbAccepted: true };

function start(answers: Record<string, unknown>) {
  const client = createFixtureClient({ 'get v3/oauth2/logout': { success: true }, 'post v3/events/track': { track_sid: 'x' }, ...answers });
  setHttpClient(client);
  const nav = { reload: jest.fn(), toLogin: jest.fn() };
  return { client, nav, session: new Session(nav) };
}

describe('start-up validation (spec §4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('access_token', 'stored-token-123');
    $session.set({ status: 'validating', userId: null, impersonated: false, termsAccepted: true, authError: null });
    $user.set(null);
  });
  afterEach(() => jest.useRealTimers());

  it('a user id logs in and loads the user; requests wait until then', async () => {
    const { session } = start({ 'get v3/oauth2/validate': { user_id: 7 }, 'get v1/user': { items: [user] } });
    let released = false;
    const waiting = session.ready().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    await session.start();
    await waiting;
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7, termsAccepted: true });
    expect($user.get()?.userName).toBe('Terry');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('terms_not_accepted keeps the session and sets the terms flag false', async () => {
    window.localStorage.setItem('userId', '7');
    $session.set({ ...$session.get(), userId: 7 });
    const { session, nav } = start({ 'get v3/oauth2/validate': unauthorized('terms_not_accepted'), 'get v1/user': { items: [user] } });
    await session.start();
    expect($session.get()).toMatchObject({ status: 'loggedIn', termsAccepted: false });
    expect(window.localStorage.getItem('isAgbAccepted')).toBe('false');
    expect(window.localStorage.getItem('access_token')).toBe('stored-token-123');
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('other failures fall back to client credentials; if that fails authError is stored', async () => {
    const ok = start({ 'get v3/oauth2/validate': unauthorized('expired'), 'post v3/oauth2/authenticate': { access_token: 'anon-token-123', oauth_user_id: null } });
    await ok.session.start();
    expect($session.get()).toMatchObject({ status: 'anonymous', authError: null });
    expect(window.localStorage.getItem('access_token')).toBe('anon-token-123');

    const failing = start({ 'get v3/oauth2/validate': unauthorized('expired'), 'post v3/oauth2/authenticate': new Error('API down') });
    await failing.session.start();
    expect($session.get()).toMatchObject({ status: 'anonymous', authError: 'API down' });
  });

  it('an API that cannot be reached (or fails) keeps the stored token, so a reload restores the session; the page is anonymous meanwhile', async () => {
    for (const failure of [new TypeError('Failed to fetch'), Object.assign(new Error('503'), { name: 'HTTPError', response: { status: 503 } })]) {
      window.localStorage.setItem('access_token', 'stored-token-123');
      const { session, client } = start({ 'get v3/oauth2/validate': failure });
      await session.start();
      expect($session.get()).toMatchObject({ status: 'anonymous', userId: null, authError: failure.message });
      expect(window.localStorage.getItem('access_token')).toBe('stored-token-123');
      expect(client.calls.map((c) => c.path)).toEqual(['v3/oauth2/validate']); // no client-credentials token replaces it
    }
    // The API answers again: the next start (the reload) logs the same user in with the kept token.
    const { session } = start({ 'get v3/oauth2/validate': { user_id: 7 }, 'get v1/user': { items: [user] } });
    await session.start();
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7, authError: null });
  });

  it('a different validated account is tracked and logged out after 1 s', async () => {
    jest.useFakeTimers();
    window.localStorage.setItem('userId', '3');
    $session.set({ ...$session.get(), userId: 3 });
    const { session, nav, client } = start({ 'get v3/oauth2/validate': { user_id: 7 }, 'get v1/user': { items: [user] } });
    await session.start();
    expect(client.calls.find((c) => c.path === 'v3/events/track')?.options?.json).toEqual({ events: [{ name: 'wrong_account', properties: { stored: 3, validated: 7 } }] });
    jest.advanceTimersByTime(WRONG_ACCOUNT_LOGOUT_MS - 1);
    expect(nav.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect($session.get().status).toBe('anonymous');
  });

  it('a login that finishes while start-up validation is still on its way keeps its session and token (the social login callback)', async () => {
    // The page was opened with the anonymous (client-credentials) token; its validation answers late.
    let answerValidation: (v: unknown) => void = () => undefined;
    const lateValidation = new Promise((resolve) => (answerValidation = resolve));
    const { session } = start({
      'get v3/oauth2/validate': () => lateValidation,
      'post v3/oauth2/authenticate': { access_token: 'user-token-456', oauth_user_id: 7 },
      'get v1/user': { items: [user] },
    });
    const starting = session.start();
    await session.loginWithIdToken('google', 'id-token', 'nonce');
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7 });
    answerValidation({ user_id: null }); // the anonymous token was valid: "nobody"
    await starting;
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7 });
    expect(window.localStorage.getItem('access_token')).toBe('user-token-456');
  });

  it('a login during the client-credentials fallback keeps the user\'s token', async () => {
    let answerClient: (v: unknown) => void = () => undefined;
    const lateClientToken = new Promise((resolve) => (answerClient = resolve));
    const { session } = start({
      'get v3/oauth2/validate': unauthorized('expired'),
      'post v3/oauth2/authenticate': (options?: { json?: { grant_type?: string } }) =>
        options?.json?.grant_type === 'client_credentials' ? lateClientToken : { access_token: 'user-token-789', oauth_user_id: 7 },
      'get v1/user': { items: [user] },
    });
    const starting = session.start();
    await new Promise((resolve) => setTimeout(resolve, 0)); // validation failed; the fallback asks for a client token
    await session.loginWithPassword('terry@example.org', 'secret-password');
    answerClient({ access_token: 'anon-token-000', oauth_user_id: null });
    await starting;
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7 });
    expect(window.localStorage.getItem('access_token')).toBe('user-token-789');
  });
});
