import { startFakeProvider, type FakeProvider } from './oidc-fixture';
import { bearer, json, startApi, type TestApi } from './helpers';

let api: TestApi;
let idp: FakeProvider;

beforeAll(async () => {
  idp = await startFakeProvider();
  api = await startApi({ OAUTH_PROVIDERS_FILE: idp.providersFile(['google', 'microsoft']) });
});
afterAll(async () => {
  await api.close();
  await idp.close();
});

const authenticate = (payload: Record<string, unknown>, query = '') =>
  api.app.inject({ method: 'POST', url: `/v3/oauth2/authenticate${query}`, payload: { client_id: 'teachmarket-web', ...payload } });

const claims = (over: Record<string, unknown> = {}) => ({ sub: 'g-123', email: 'New.Person@Example.org', email_verified: true, name: 'New Person', nonce: 'nonce-123456', ...over });

describe('GET /v3/oauth2/providers', () => {
  it('lists configured providers with what the browser needs, nothing secret', async () => {
    const body = json(await api.app.inject({ method: 'GET', url: '/v3/oauth2/providers' }));
    expect(body.items).toEqual(['google', 'microsoft']);
    expect(body.providers[0]).toEqual({ name: 'google', client_id: idp.clientId, authorization_endpoint: `${idp.issuer}/authorize`, scope: 'openid email profile' });
    expect(JSON.stringify(body)).not.toContain('jwks');
  });

  it('reports none when no provider is configured', async () => {
    const bare = await startApi();
    try {
      expect(json(await bare.app.inject({ method: 'GET', url: '/v3/oauth2/providers' }))).toEqual({ items: [], providers: [] });
      const res = await bare.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', payload: { client_id: 'teachmarket-web', grant_type: 'google', token: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toMatchObject({ code: 'provider_not_configured', field: 'grant_type' });
    } finally {
      await bare.close();
    }
  });
});

describe('POST /v3/oauth2/authenticate with an ID token', () => {
  it('creates the user on first login, links the identity, and logs in the same user again', async () => {
    const res = await authenticate({ grant_type: 'google', token: await idp.sign(claims()), nonce: 'nonce-123456' }, '?world=fr');
    expect(res.statusCode).toBe(200);
    const first = json(res);
    expect(first.token_type).toBe('Bearer');
    const [user] = await api.db.query<{ email: string; world: string; creation_source: string; public_name: string }>(
      'SELECT email, world, creation_source, public_name FROM users WHERE id = $1', [first.oauth_user_id]);
    expect(user).toEqual({ email: 'new.person@example.org', world: 'fr', creation_source: 'google', public_name: 'New Person' });
    const me = json(await api.app.inject({ method: 'GET', url: '/v1/user', headers: bearer(first.access_token) }));
    expect(me.items[0]).toMatchObject({ id: first.oauth_user_id, loggedInAsAnotherUser: false });

    // Same subject with a changed e-mail address at the provider: still the linked account.
    const again = json(await authenticate({ grant_type: 'google', token: await idp.sign(claims({ email: 'moved@example.org', nonce: undefined })) }));
    expect(again.oauth_user_id).toBe(first.oauth_user_id);
  });

  it('finds an existing account by its verified e-mail address', async () => {
    const [buyer] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'buyer@teachmarket.test'");
    const res = await authenticate({ grant_type: 'microsoft', token: await idp.sign(claims({ sub: 'ms-1', email: 'buyer@teachmarket.test' })) });
    expect(res.statusCode).toBe(200);
    expect(json(res).oauth_user_id).toBe(buyer?.id);
  });

  it.each([
    ['wrong audience', () => idp.sign(claims(), { audience: 'someone-else' })],
    ['wrong issuer', () => idp.sign(claims(), { issuer: 'https://evil.example' })],
    ['expired', () => idp.sign(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 600 })],
    ['bad signature', () => idp.sign(claims(), { key: idp.otherKey })],
    ['unverified e-mail', () => idp.sign(claims({ sub: 'x-2', email_verified: false }))],
    ['not a JWT', async () => "abc.def.ghi'; DROP TABLE users; --"],
  ])('refuses an ID token with %s (401 invalid_id_token)', async (_name, make) => {
    const res = await authenticate({ grant_type: 'google', token: await make() });
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('invalid_id_token');
  });

  it('refuses a nonce mismatch', async () => {
    const res = await authenticate({ grant_type: 'google', token: await idp.sign(claims()), nonce: 'another-nonce' });
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('invalid_id_token');
  });

  it('answers provider_not_configured for a provider without configuration', async () => {
    const res = await authenticate({ grant_type: 'apple_id', token: await idp.sign(claims()) });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'provider_not_configured', field: 'grant_type' });
  });

  it.each([
    ['missing token', { grant_type: 'google' }, 'token'],
    ['unknown field', { grant_type: 'google', token: 'x', id_token: 'y' }, 'id_token'],
    ['wrong type', { grant_type: 'google', token: { a: 1 } }, 'token'],
    ['unknown grant', { grant_type: 'github', token: 'x' }, 'grant_type'],
  ])('400 for %s', async (_name, payload, field) => {
    const res = await authenticate(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe(field);
  });
});
