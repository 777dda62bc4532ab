/**
 * @jest-environment node
 */
import type { ServerResponse } from 'node:http';
import { $session, $user, setHttpClient, storage, ACCESS_TOKEN_KEY } from '@teachmarket/shared-kit';
import { createHttpClient, createFetch } from '../../http/client';
import { RouteAborts } from '../../http/route-aborts';
import { send, startServer, type Hit } from '../../http/__tests__/test-server';
import { Session } from '../session';

// The session over the real client and a real HTTP server: the client (like ky 2) consumes an error body into
// error.data, so the 401 reason must be read from there (a fixture error would hide that).
let handler: (hit: Hit, res: ServerResponse) => void;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((hit, res) => handler(hit, res));
});
afterAll(() => server.close());

function setup() {
  const nav = { reload: jest.fn(), toLogin: jest.fn() };
  const session = new Session(nav);
  const routes = new RouteAborts();
  const ctx = { apiUrl: server.url, partnerMarker: '/partner/', world: () => 'de', accessToken: () => storage.get(ACCESS_TOKEN_KEY), cartToken: () => null, session, routes, cookies: () => '' };
  setHttpClient(createHttpClient(createFetch(ctx), routes));
  return { session, nav };
}

beforeEach(() => {
  server.hits.length = 0;
  storage.set(ACCESS_TOKEN_KEY, 'stored-token');
  storage.set('userId', '7');
  $session.set({ status: 'validating', userId: 7, impersonated: false, termsAccepted: true, authError: null });
  $user.set(null);
});

describe('start-up validation over the real HTTP client (spec §4, §8)', () => {
  it('terms_not_accepted keeps the session (no client-credentials fallback) and asks for the terms', async () => {
    handler = (hit, res) => {
      if (hit.path === '/v3/oauth2/validate') return send(res, 401, { error: { code: 'unauthorized', message: 'accept' }, reason: 'terms_not_accepted' });
      if (hit.path === '/v1/user') return send(res, 200, { items: [{ id: 7, userName: 'Terry', createdAt: '2020-01-01T00:00:00.000Z', isAgbAccepted: false }] });
      send(res, 500, {});
    };
    const { session, nav } = setup();
    await session.start();
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7, termsAccepted: false });
    expect(storage.get(ACCESS_TOKEN_KEY)).toBe('stored-token');
    expect(server.hits.map((h) => h.path)).toEqual(['/v3/oauth2/validate', '/v1/user']);
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('revalidate() reports terms_not_accepted from a real 401 body', async () => {
    handler = (_hit, res) => send(res, 401, { error: { code: 'unauthorized', message: 'accept' }, reason: 'terms_not_accepted' });
    const { session } = setup();
    $session.set({ ...$session.get(), status: 'loggedIn' });
    await expect(session.revalidate()).resolves.toBe('terms_not_accepted');
    expect($session.get().termsAccepted).toBe(false);
  });

  it('an expired token falls back to client credentials', async () => {
    handler = (hit, res) => {
      if (hit.path === '/v3/oauth2/validate') return send(res, 401, { error: { code: 'unauthorized', message: 'x' }, reason: 'expired' });
      if (hit.path === '/v3/oauth2/authenticate') return send(res, 200, { access_token: 'anon-token', token_type: 'Bearer', oauth_user_id: null, expires_in: 3600 });
      send(res, 500, {});
    };
    const { session } = setup();
    await session.start();
    expect($session.get()).toMatchObject({ status: 'anonymous', userId: null, authError: null });
    expect(storage.get(ACCESS_TOKEN_KEY)).toBe('anon-token');
  });
});
