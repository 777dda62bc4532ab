import { bearer, fixtureUser, json, login, setupApi } from './helpers';

// Issue 19 "errors and slowness": the embedded Sentry-protocol intake and the operators' grouped view.

const api = setupApi();
const KEY = 'teachmarket-web';

const shellEvent = (code: string, extra: Record<string, unknown>) => ({
  message: `${code}: failed`, level: 'error', platform: 'javascript', release: 'web', tags: { code }, extra,
});
const store = (body: unknown, key = KEY, project = '1', contentType = 'text/plain;charset=UTF-8') =>
  api.app.inject({
    method: 'POST', url: `/api/${project}/store/?sentry_version=7&sentry_key=${key}`,
    headers: { 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const groups = async (query = '') => {
  const operator = await login(api, 'operator@teachmarket.test');
  const res = await api.app.inject({ method: 'GET', url: `/v1/operator/errors${query}`, headers: bearer(operator) });
  expect(res.statusCode).toBe(200);
  return json(res);
};

beforeEach(() => api.db.query('DELETE FROM client_errors'));

describe('the error intake (Sentry protocol)', () => {
  it("keeps a failing canary's reports under its remote and version, counted per hour, apart from the stable version", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await store(shellEvent('remote_entry', { id: 'mfe_info', version: '1.1.0-canary', world: 'fr' }))).statusCode).toBe(200);
    }
    await store(shellEvent('remote_entry', { id: 'mfe_info', version: '1.0.0', world: 'de' }));
    await store(shellEvent('slow_request', { url: 'http://localhost:4000/v1/search' }), KEY, '1', 'application/json');
    const view = await groups();
    expect(view.total).toBe(5);
    const canary = view.groups.find((g: { version: string | null }) => g.version === '1.1.0-canary');
    expect(canary).toMatchObject({ code: 'remote_entry', remote: 'mfe_info', count: 3, worlds: ['fr'], message: 'remote_entry: failed' });
    expect(canary.perHour).toEqual([{ hour: expect.any(String), count: 3 }]);
    expect(view.groups[0].version).toBe('1.1.0-canary'); // most reports first
    expect(view.groups.find((g: { code: string }) => g.code === 'slow_request')).toMatchObject({ remote: null, count: 1 });
    expect((await groups('?remote=mfe_info')).total).toBe(4);
  });

  it('takes the events of an envelope (the Sentry SDKs) and skips its other items', async () => {
    const envelope = [
      JSON.stringify({ event_id: 'abc123', sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'session' }), JSON.stringify({ status: 'ok' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: 'abc123', exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] }, tags: { world: 'pl' }, request: { url: 'http://localhost:3000/pl' } }),
    ].join('\n');
    const res = await api.app.inject({ method: 'POST', url: `/api/1/envelope/?sentry_key=${KEY}`, headers: { 'content-type': 'application/x-sentry-envelope' }, payload: envelope });
    expect(res.statusCode).toBe(200);
    expect(json(res).id).toBe('abc123');
    const [row] = await api.db.query<{ code: string; message: string; world: string; url: string }>('SELECT code, message, world, url FROM client_errors');
    expect(row).toEqual({ code: 'client_error', message: 'TypeError: x is undefined', world: 'pl', url: 'http://localhost:3000/pl' });
  });

  it('refuses a wrong key, an unknown project, a body that is not an event, and floods, never with a 500', async () => {
    expect((await store(shellEvent('x', {}), 'guess')).statusCode).toBe(401);
    expect((await store(shellEvent('x', {}), KEY, '2')).statusCode).toBe(404);
    expect((await store('not json')).statusCode).toBe(400);
    expect((await store('[1,2]')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'POST', url: `/api/1/envelope/?sentry_key=${KEY}`, payload: '{}\n{oops' })).statusCode).toBe(400);
    expect(await api.db.query('SELECT 1 FROM client_errors')).toHaveLength(0);
    await api.db.query(`INSERT INTO client_errors (code, message, ip_hash) SELECT 'x', 'x', encode(sha256('127.0.0.1'::bytea), 'hex')::text FROM generate_series(1, 60)`);
    await api.db.query(`UPDATE client_errors SET ip_hash = left(ip_hash, 32)`);
    expect((await store(shellEvent('x', {}))).statusCode).toBe(429);
  });

  it('shows the errors to operators only', async () => {
    const user = await fixtureUser(api);
    expect((await api.app.inject({ method: 'GET', url: '/v1/operator/errors', headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/v1/operator/errors' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/v1/operator/errors?hours=0', headers: bearer(await login(api, 'operator@teachmarket.test')) })).statusCode).toBe(400);
  });
});
