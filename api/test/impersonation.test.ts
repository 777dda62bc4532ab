import { bearer, json, login, setupApi, userIdOf } from './helpers';

const api = setupApi();
let operator: string;
let buyerId: number;

beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
  buyerId = await userIdOf(api, 'buyer@teachmarket.test');
});

const loginAs = (token: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/v3/oauth2/login-as', headers: bearer(token), payload: payload as Record<string, unknown> });

describe('POST /v3/oauth2/login-as', () => {
  it('gives an operator a flagged token for the user, and audits it', async () => {
    const res = await loginAs(operator, { email: ' Buyer@teachmarket.test ' });
    expect(res.statusCode).toBe(200);
    const { access_token, oauth_user_id } = json(res);
    expect(oauth_user_id).toBe(buyerId);

    const validate = json(await api.app.inject({ method: 'GET', url: '/v3/oauth2/validate', headers: bearer(access_token) }));
    expect(validate).toEqual({ user_id: buyerId, loggedInAsAnotherUser: true });
    const me = json(await api.app.inject({ method: 'GET', url: '/v1/user', headers: bearer(access_token) }));
    expect(me.items[0]).toMatchObject({ id: buyerId, loggedInAsAnotherUser: true, role: 'user' });

    const audit = await api.db.query<{ target_user_id: number }>(
      "SELECT target_user_id FROM impersonation_audit WHERE operator_id = (SELECT id FROM users WHERE email = 'operator@teachmarket.test')");
    expect(audit.map((a) => a.target_user_id)).toContain(buyerId);
  });

  it('finds the user by id as well', async () => {
    const res = await loginAs(operator, { user_id: buyerId });
    expect(res.statusCode).toBe(200);
    expect(json(res).oauth_user_id).toBe(buyerId);
  });

  it('stores no tracking events for an impersonated token, but does for the user themself', async () => {
    const { access_token } = json(await loginAs(operator, { user_id: buyerId }));
    const count = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE user_id = $1', [buyerId]))[0]!.n;
    const before = await count();
    const track = (token: string) => api.app.inject({
      method: 'POST', url: '/v3/events/track?world=de', headers: bearer(token), payload: { events: [{ name: 'page_view' }] },
    });
    const res = await track(access_token);
    expect(res.statusCode).toBe(200);
    expect(json(res).track_sid).toEqual(expect.any(String));
    expect(await count()).toBe(before);
    await track(await login(api, 'buyer@teachmarket.test'));
    expect(await count()).toBe(before + 1);
  });

  it('keeps a normal login unflagged', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    expect(json(await api.app.inject({ method: 'GET', url: '/v3/oauth2/validate', headers: bearer(token) }))).toEqual({ user_id: buyerId, loggedInAsAnotherUser: false });
  });

  it('403 for a non-operator', async () => {
    const res = await loginAs(await login(api, 'seller@teachmarket.test'), { user_id: buyerId });
    expect(res.statusCode).toBe(403);
  });

  it('403 for operator → operator (and for oneself)', async () => {
    const res = await loginAs(operator, { email: 'operator@teachmarket.test' });
    expect(res.statusCode).toBe(403);
  });

  it('403 from an impersonated session', async () => {
    const { access_token } = json(await loginAs(operator, { user_id: buyerId }));
    expect((await loginAs(access_token, { user_id: buyerId })).statusCode).toBe(403);
  });

  it('401 without a login', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v3/oauth2/login-as', payload: { user_id: buyerId } });
    expect(res.statusCode).toBe(401);
  });

  it('404 for an unknown user', async () => {
    const res = await loginAs(operator, { email: 'nobody@example.org' });
    expect(res.statusCode).toBe(404);
    expect(json(res).error.field).toBe('email');
    expect((await loginAs(operator, { user_id: 999999 })).statusCode).toBe(404);
  });

  it.each([
    ['both fields', { user_id: 1, email: 'a@b.cd' }],
    ['no field', {}],
    ['unknown field', { user: 'x' }],
    ['wrong type', { user_id: 'abc' }],
    ['SQL metacharacters', { email: "x' OR '1'='1" }],
  ])('400/404 for %s, never a 500', async (name, payload) => {
    const res = await loginAs(operator, payload);
    expect(name === 'SQL metacharacters' ? 404 : 400).toBe(res.statusCode);
  });
});
