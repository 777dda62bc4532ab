import { ACCOUNT_POLICY, IP_POLICY } from '../src/auth/login-throttle';
import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();

const authenticate = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('POST /v3/oauth2/authenticate', () => {
  it('issues an anonymous client-credentials token', async () => {
    const res = await authenticate({ client_id: 'teachmarket-web', grant_type: 'client_credentials' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ oauth_user_id: null, token_type: 'Bearer', expires_in: expect.any(Number) });
    const validate = await get('/v3/oauth2/validate', bearer(json(res).access_token));
    expect(json(validate)).toEqual({ user_id: null });
  });

  it('logs in with a password; the token is stored hashed only', async () => {
    const res = await authenticate({ client_id: 'teachmarket-web', grant_type: 'password', username: 'Buyer@Teachmarket.test', password: 'teachmarket' });
    expect(res.statusCode).toBe(200);
    const { access_token, oauth_user_id } = json(res);
    expect(oauth_user_id).toBe(1);
    const stored = await api.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [access_token]);
    expect(stored).toHaveLength(0);
  });

  it.each([
    [{ grant_type: 'password', username: 'a', password: 'b' }, 'client_id'],
    [{ client_id: 'teachmarket-web', grant_type: 'magic' }, 'grant_type'],
    [{ client_id: 'teachmarket-web', grant_type: 'password', password: 'x' }, 'username'],
    [{ client_id: 'teachmarket-web', grant_type: 'client_credentials', admin: true }, 'admin'],
    [{ client_id: 42, grant_type: 'client_credentials' }, 'client_id'],
  ])('rejects bad input %j (field %s)', async (payload, field) => {
    const res = await authenticate(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe(field);
  });

  it('rejects unknown clients, wrong passwords and unconfigured providers with codes', async () => {
    expect(json(await authenticate({ client_id: 'nope', grant_type: 'client_credentials' })).error.code).toBe('invalid_client');
    const wrong = await authenticate({ client_id: 'teachmarket-web', grant_type: 'password', username: 'seller@teachmarket.test', password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.code).toBe('invalid_grant');
    for (const grant_type of ['facebook', 'google', 'apple_id', 'microsoft']) {
      const res = await authenticate({ client_id: 'teachmarket-web', grant_type, token: 'x' });
      expect(json(res).error.code).toBe('provider_not_configured');
    }
  });

  it('validates ?world on every versioned call, also without a querystring schema', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate?world=xx', payload: { client_id: 'teachmarket-web', grant_type: 'client_credentials' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'validation_failed', field: 'world' });
    expect(json(await get('/v1/user?world=zz')).error.field).toBe('world');
    expect((await authenticate({ client_id: 'teachmarket-web', grant_type: 'client_credentials' })).statusCode).toBe(200);
  });

  it('rejects malformed JSON with 400 invalid_json', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', payload: '{"client_id":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('invalid_json');
  });

  it('throttles failed logins per account, with Retry-After (issue 13: growing back-off)', async () => {
    const payload = { client_id: 'teachmarket-web', grant_type: 'password', username: 'operator@teachmarket.test', password: 'wrong' };
    // The free failures, then the one that starts the back-off: all answered, all wrong.
    for (let i = 0; i <= ACCOUNT_POLICY.free; i++) expect((await authenticate(payload)).statusCode).toBe(400);
    const blocked = await authenticate({ ...payload, password: 'teachmarket' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(ACCOUNT_POLICY.baseSeconds - 5);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_POLICY.baseSeconds);
    // Another account from the same IP is not affected.
    expect((await authenticate({ ...payload, username: 'seller@teachmarket.test', password: 'teachmarket' })).statusCode).toBe(200);
  });

  it('throttles failed logins per IP over all accounts (one password tried on many accounts)', async () => {
    const from = (remoteAddress: string) => (i: number) => api.app.inject({
      method: 'POST', url: '/v3/oauth2/authenticate', remoteAddress,
      payload: { client_id: 'teachmarket-web', grant_type: 'password', username: `nobody-${i}@example.org`, password: 'Sommer2024' },
    });
    const guess = from('203.0.113.7');
    for (let i = 0; i <= IP_POLICY.free; i++) expect((await guess(i)).statusCode).toBe(400);
    const right = { client_id: 'teachmarket-web', grant_type: 'password', username: 'buyer@teachmarket.test', password: 'teachmarket' };
    const blocked = await api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', remoteAddress: '203.0.113.7', payload: right });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error.code).toBe('too_many_attempts');
    // The same account from another IP is not locked out.
    expect((await api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', remoteAddress: '198.51.100.20', payload: right })).statusCode).toBe(200);
  });
});

describe('validate, logout, user', () => {
  it('validate answers user_id, or 401 with a reason', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    expect(json(await get('/v3/oauth2/validate', bearer(token)))).toEqual({ user_id: 2, loggedInAsAnotherUser: false });
    const invalid = await get('/v3/oauth2/validate', bearer('not-a-real-token-at-all'));
    expect(invalid.statusCode).toBe(401);
    expect(json(invalid).reason).toBe('invalid_token');
    expect(json(await get('/v3/oauth2/validate')).reason).toBe('invalid_token');
  });

  it('reports expired tokens', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    await api.db.query("UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = 2");
    const res = await get('/v3/oauth2/validate', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(json(res).reason).toBe('expired');
  });

  it('logout revokes the token', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    expect((await get('/v3/oauth2/logout', bearer(token))).statusCode).toBe(200);
    expect(json(await get('/v3/oauth2/validate', bearer(token))).reason).toBe('invalid_token');
  });

  it('GET /v1/user returns the spec User for a login, 401 otherwise', async () => {
    expect((await get('/v1/user')).statusCode).toBe(401);
    const anon = json(await authenticate({ client_id: 'teachmarket-web', grant_type: 'client_credentials' })).access_token;
    expect((await get('/v1/user', bearer(anon))).statusCode).toBe(401);
    const token = await login(api, 'school-admin@teachmarket.test');
    const [user] = json(await get('/v1/user', bearer(token))).items;
    expect(user).toMatchObject({
      id: 3, email: 'school-admin@teachmarket.test', isSeller: false, isAgbAccepted: true,
      details: { publicName: expect.any(String) },
      profileDetails: { details: { currencyCode: 'EUR', schoolAccount: { role: 'master', school_id: expect.any(Number) } } },
    });
  });
});

describe('terms gate (spec §4, §6)', () => {
  it('a user without the current terms gets terms_not_accepted until accepting', async () => {
    const token = await login(api, 'terms@teachmarket.test');
    const validate = await get('/v3/oauth2/validate', bearer(token));
    expect(validate.statusCode).toBe(401);
    expect(json(validate).reason).toBe('terms_not_accepted');
    // The user call itself stays open, the gate closes the others.
    expect(json(await get('/v1/user', bearer(token))).items[0].isAgbAccepted).toBe(false);
    const gated = await get('/v3/personalisations/get', bearer(token));
    expect(gated.statusCode).toBe(401);
    expect(json(gated).reason).toBe('terms_not_accepted');
    const terms = json(await get('/v3/terms/get')).item;
    expect(json(await get('/v3/terms/is-accepted', bearer(token)))).toEqual({ accepted: false, version: terms.version });
    const old = await api.app.inject({ method: 'POST', url: '/v3/terms/accept', headers: bearer(token), payload: { version: 1 } });
    expect(old.statusCode).toBe(409);
    const ok = await api.app.inject({ method: 'POST', url: '/v3/terms/accept', headers: bearer(token), payload: { version: terms.version } });
    expect(json(ok).accepted).toBe(true);
    expect(json(await get('/v3/oauth2/validate', bearer(token))).user_id).toBe(5);
    expect((await get('/v3/personalisations/get', bearer(token))).statusCode).toBe(200);
  });
});

describe('personalisation', () => {
  it('shows the popup once, never to operators', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    expect(json(await get('/v3/personalisations/get', bearer(token))).result.showPopup).toBe(true);
    await api.app.inject({ method: 'POST', url: '/v3/personalisations/popup-shown', headers: bearer(token) });
    expect(json(await get('/v3/personalisations/get', bearer(token))).result).toMatchObject({ showPopup: false, personalisationRequested: true });
    await api.db.query('DELETE FROM login_throttles'); // the operator was rate-limited above
    const op = await login(api, 'operator@teachmarket.test');
    expect(json(await get('/v3/personalisations/get', bearer(op))).result.showPopup).toBe(false);
  });
});
