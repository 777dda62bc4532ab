import { XSRF_COOKIE, XSRF_MAX_AGE_S } from '../src/lib/xsrf';
import { json, startApi, setupApi } from './helpers';

const api = setupApi();

const ORIGIN = 'http://localhost:3000';
const TOKEN = 'k6n0vQe6Yw1mG8cJx2V3o9dQ4hR5tU7sA1bC2dE3fG4';
const anonymousLogin = (headers: Record<string, string>) =>
  api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', headers, payload: { client_id: 'teachmarket-web', grant_type: 'client_credentials' } });
const xsrfCookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === XSRF_COOKIE);

describe('XSRF double-submit cookie (issue 4, spec §9)', () => {
  it('sets a random, script-readable XSRF-TOKEN cookie on a response to a request without it', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/health' });
    const second = await api.app.inject({ method: 'GET', url: '/health' });
    const cookie = xsrfCookieOf(first);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: XSRF_MAX_AGE_S });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookie?.value).not.toBe(xsrfCookieOf(second)?.value);
    const raw = String(first.headers['set-cookie']);
    expect(raw).not.toMatch(/HttpOnly/i);
    expect(raw).not.toMatch(/Secure/i);
    // Tokens come from a pool of 128 (xsrf.ts newToken): across a refill they stay distinct.
    const tokens = new Set<string | undefined>();
    for (let k = 0; k < 300; k++) tokens.add(xsrfCookieOf(await api.app.inject({ method: 'GET', url: '/health' }))?.value);
    expect(tokens.size).toBe(300);
  });

  it('marks the cookie Secure only for https requests (X-Forwarded-Proto only from a proxy TRUST_PROXY names)', async () => {
    const direct = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(direct.headers['set-cookie'])).not.toMatch(/Secure/i);
    const proxied = await startApi({ TRUST_PROXY: '10.0.0.5' });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/health', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-proto': 'https' } });
      expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('does not replace a cookie the request already carries', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/health', headers: { cookie: `${XSRF_COOKIE}=${TOKEN}` } });
    expect(xsrfCookieOf(res)).toBeUndefined();
  });

  it('rejects a browser request carrying the cookie without the matching header (403 xsrf_mismatch)', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-xsrf-token': 'wrong' }, { 'x-xsrf-token': `${TOKEN.slice(0, -1)}X` }, { 'x-xsrf-token': '' }];
    for (const headers of variants) {
      const res = await anonymousLogin({ cookie: `${XSRF_COOKIE}=${TOKEN}`, origin: ORIGIN, ...headers });
      expect(res.statusCode).toBe(403);
      expect(json(res).error.code).toBe('xsrf_mismatch');
      // The browser can read the answer: CORS headers are set before the check.
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    }
    const del = await api.app.inject({ method: 'DELETE', url: '/v3/uploads/material/1', headers: { cookie: `${XSRF_COOKIE}=${TOKEN}`, origin: ORIGIN } });
    expect(json(del).error.code).toBe('xsrf_mismatch');
  });

  it('lets the request through when the header repeats the cookie', async () => {
    const res = await anonymousLogin({ cookie: `${XSRF_COOKIE}=${TOKEN}`, origin: ORIGIN, 'x-xsrf-token': TOKEN });
    expect(res.statusCode).toBe(200);
    expect(json(res).access_token).toEqual(expect.any(String));
  });

  it('does not check requests without the cookie (API clients, server to server) and gives them one', async () => {
    const res = await anonymousLogin({ origin: ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(xsrfCookieOf(res)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not check non-browser clients that keep a cookie jar (no Origin header)', async () => {
    expect((await anonymousLogin({ cookie: `${XSRF_COOKIE}=${TOKEN}` })).statusCode).toBe(200);
  });

  it('gives the cookie only with answers a script reads (Sec-Fetch-Dest empty, or no browser): an image, a download, a WebSocket handshake get none', async () => {
    const image = '/images/resize?src=%2Fimages%2Favatars%2F11.svg&w=32&h=32&q=95&fit=cover';
    for (const dest of ['image', 'document', 'websocket', 'script']) {
      const res = await api.app.inject({ method: 'GET', url: dest === 'image' ? image : '/health', headers: { 'sec-fetch-dest': dest } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(xsrfCookieOf(await api.app.inject({ method: 'GET', url: '/health', headers: { 'sec-fetch-dest': 'empty', origin: ORIGIN } }))?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrfCookieOf(await api.app.inject({ method: 'GET', url: '/health' }))?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a visit's first calls answered in any order: a write with any one token goes through once and is kept, a header of another token is refused and changes nothing", async () => {
    const [a, b, c] = (await api.db.query<{ id: number }>(
      "SELECT id FROM materials WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle ORDER BY id LIMIT 3",
    )).map((r) => r.id);
    const script = { 'sec-fetch-dest': 'empty', origin: ORIGIN };
    // A page's first moments: its images and its script's calls, all without the cookie, at once.
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => api.app.inject({ method: 'GET', url: '/images/resize?src=%2Fimages%2Favatars%2F11.svg&w=32&h=32&q=95&fit=cover', headers: { 'sec-fetch-dest': 'image' } })),
      ...['/v1/cart/view?world=de', '/v1/cart/view?world=fr', '/health'].map((url) => api.app.inject({ method: 'GET', url, headers: script })),
    ]);
    const images = answers.slice(0, 3);
    const calls = answers.slice(3);
    expect(images.map((r) => r.headers['set-cookie'])).toEqual([undefined, undefined, undefined]);
    const tokens = calls.map((r) => xsrfCookieOf(r)?.value ?? '');
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(3); // each a new one: the client holds writes until all are in

    const add = (materialId: number, cookie: string, header: string, cart?: string) => api.app.inject({
      method: 'POST', url: '/v1/cart/add?world=de', payload: { material_id: materialId },
      headers: { ...script, cookie: `${XSRF_COOKIE}=${cookie}`, 'x-xsrf-token': header, ...(cart ? { 'x-cart-token': cart } : {}) },
    });
    // Whichever answer came last, the write carries that cookie and its header: it goes through.
    const first = await add(a!, tokens[2]!, tokens[2]!);
    expect(first.statusCode).toBe(200);
    expect(xsrfCookieOf(first)).toBeUndefined(); // the visit keeps its token
    const cart = first.headers['x-cart-token'] as string;
    expect((await add(b!, tokens[0]!, tokens[0]!, cart)).statusCode).toBe(200);
    // The race as it was: the header of one answer, the cookie of a later one. Refused, nothing done.
    const mixed = await add(c!, tokens[1]!, tokens[0]!, cart);
    expect(mixed.statusCode).toBe(403);
    expect(json(mixed).error.code).toBe('xsrf_mismatch');
    const view = json(await api.app.inject({ method: 'GET', url: '/v1/cart/view?world=de', headers: { 'x-cart-token': cart } }));
    expect(view.items.cart.cartItems.map((m: { id: number }) => m.id).sort()).toEqual([a, b].sort());
  });

  it('never checks GET', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/filters?world=de', headers: { cookie: `${XSRF_COOKIE}=${TOKEN}`, origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
  });
});
