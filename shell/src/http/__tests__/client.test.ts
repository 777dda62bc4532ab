/**
 * @jest-environment node
 */
import type { ServerResponse } from 'node:http';
import { createHttpClient, createFetch, RequestCancelledError, RequestOptionsError } from '../client';
import { apiErrorBody } from '@teachmarket/shared-kit';
import { RouteAborts } from '../route-aborts';
import type { RevalidateOutcome, SessionBridge } from '../session-bridge';
import { send, startServer, type Hit } from './test-server';
import { XsrfGate } from '../xsrf-gate';

type Handler = (hit: Hit, res: ServerResponse) => void;
let handler: Handler = (_hit, res) => send(res, 200, { ok: true });
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((hit, res) => handler(hit, res));
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
  handler = (_hit, res) => send(res, 200, { ok: true });
});

/** A session as the shell's: a token that the bridge's actions change. */
function fakeSession(overrides: Partial<SessionBridge> = {}) {
  const state = { token: 'user-token' as string | null, loggedIn: true, logouts: [] as boolean[], revalidations: 0, credentials: 0 };
  const bridge: SessionBridge = {
    isLoggedIn: () => state.loggedIn,
    revalidate: async (): Promise<RevalidateOutcome> => {
      state.revalidations += 1;
      return 'ok';
    },
    clientCredentials: async () => {
      state.credentials += 1;
      state.token = 'anon-token';
      return true;
    },
    logout: ({ toLogin }) => {
      state.logouts.push(toLogin);
      state.loggedIn = false;
      state.token = null;
    },
    ready: () => Promise.resolve(),
    ...overrides,
  };
  return { state, bridge };
}

function client(session?: SessionBridge, extra: { report?: jest.Mock; routes?: RouteAborts; token?: () => string | null; cookies?: () => string; xsrfGate?: XsrfGate } = {}) {
  const routes = extra.routes ?? new RouteAborts();
  const instance = createFetch({
    apiUrl: server.url,
    partnerMarker: '/partner/',
    world: () => 'fr',
    accessToken: extra.token ?? (() => 'user-token'),
    cartToken: () => 'cart-1',
    session,
    report: extra.report,
    routes,
    cookies: extra.cookies ?? (() => ''),
    xsrfGate: extra.xsrfGate ?? new XsrfGate(),
  });
  return createHttpClient(instance, routes);
}

/** Makes the server hold every request unanswered; resolves when the first one arrives (it is in flight). */
function requestArrives(): Promise<void> {
  return new Promise((resolve) => (handler = () => resolve()));
}

const unauthorized = (res: ServerResponse, reason = 'expired') => send(res, 401, { error: { code: 'unauthorized' }, reason });

describe('request decoration (spec §7)', () => {
  it('adds world to versioned calls unless overridden or partner, bearer and cart token where due', async () => {
    const http = client(undefined, { token: () => 'tok' });
    await http.request('get', 'v1/filters');
    await http.request('get', 'v1/filters', { searchParams: { world: 'it' } });
    await http.request('get', 'v3/partner/feed');
    await http.request('get', 'health');
    await http.request('get', 'v1/cart/view');
    const [plain, overridden, partner, unversioned, cart] = server.hits;
    expect(plain?.query.get('world')).toBe('fr');
    expect(plain?.headers.authorization).toBe('Bearer tok');
    expect(plain?.headers['x-cart-token']).toBeUndefined();
    expect(overridden?.query.getAll('world')).toEqual(['it']);
    expect(partner?.query.has('world')).toBe(false);
    expect(unversioned?.query.has('world')).toBe(false);
    expect(cart?.headers['x-cart-token']).toBe('cart-1');
  });

  it('sends JSON bodies as UTF-8 and FormData as multipart', async () => {
    const http = client();
    await http.request('post', 'v3/events/track', { json: { name: 'Grüße' } });
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    await http.request('post', 'v3/user-details/avatar', { body: form });
    expect(server.hits[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ name: 'Grüße' });
    expect(server.hits[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('answers that are not 2xx', () => {
  it('reject with the HTTPError shape callers read: name, response status, the body parsed into data', async () => {
    handler = (_hit, res) => send(res, 422, { error: { code: 'invalid', field: 'title' } });
    const error = await client().request('post', 'v1/materials', { json: { title: '' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HTTPError', response: { status: 422 }, data: { error: { code: 'invalid', field: 'title' } } });
    expect(apiErrorBody(error)).toEqual({ status: 422, code: 'invalid', field: 'title' });
  });

  it('carry a text body as text and an empty body as undefined; a 204 resolves with undefined', async () => {
    handler = (_hit, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('down');
    };
    await expect(client().request('get', 'v1/filters')).rejects.toMatchObject({ response: { status: 503 }, data: 'down' });
    handler = (_hit, res) => {
      res.writeHead(500);
      res.end();
    };
    const empty = await client().request('get', 'v1/filters').catch((e: unknown) => e);
    expect(empty).toMatchObject({ name: 'HTTPError', response: { status: 500 } });
    expect((empty as { data?: unknown }).data).toBeUndefined();
    handler = (_hit, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(client().request('delete', 'v1/cart/view')).resolves.toBeUndefined();
  });
});

describe('xsrf cookie and header (spec §9)', () => {
  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on POST, PUT, PATCH and DELETE, not on GET', async () => {
    const http = client(undefined, { cookies: () => 'theme=dark; XSRF-TOKEN=abc%2B123; other=1' });
    await http.request('get', 'v1/filters');
    for (const method of ['post', 'put', 'patch', 'delete'] as const) await http.request(method, 'v1/user/details', { json: {} });
    const [get, ...unsafe] = server.hits;
    expect(get?.headers['x-xsrf-token']).toBeUndefined();
    expect(unsafe.map((h) => [h.method, h.headers['x-xsrf-token']])).toEqual([
      ['POST', 'abc+123'],
      ['PUT', 'abc+123'],
      ['PATCH', 'abc+123'],
      ['DELETE', 'abc+123'],
    ]);
  });

  it('sends no header when the cookie is absent, and reads the cookie again for every request', async () => {
    let cookies = 'theme=dark';
    const http = client(undefined, { cookies: () => cookies });
    await http.request('post', 'v3/events/track', { json: { events: [] } });
    cookies = 'XSRF-TOKEN=fresh';
    await http.request('post', 'v3/events/track', { json: { events: [] } });
    expect(server.hits.map((h) => h.headers['x-xsrf-token'])).toEqual([undefined, 'fresh']);
  });

  it('the 401 retry carries the header too', async () => {
    const { bridge } = fakeSession();
    let first = true;
    handler = (_hit, res) => {
      if (!first) return send(res, 200, { ok: 1 });
      first = false;
      unauthorized(res);
    };
    await client(bridge, { cookies: () => 'XSRF-TOKEN=t1' }).request('post', 'v1/user/details', { json: {} });
    expect(server.hits.map((h) => h.headers['x-xsrf-token'])).toEqual(['t1', 't1']);
  });
});

describe('a write while the first calls of a visit are unanswered (spec §9, ../xsrf-gate.ts)', () => {
  // The API gives every call without the XSRF-TOKEN cookie a new one; the calls the page sent before it
  // had one are answered one by one, each answer replacing the cookie. A write must not read its header
  // before the last of those answers is in.
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function until(check: () => boolean) {
    for (let i = 0; i < 200 && !check(); i += 1) await sleep(10);
    expect(check()).toBe(true);
  }
  /** GETs are held; answer(path) sets the cookie the way that answer's Set-Cookie would, then answers. */
  function holdReads(jar: { cookies: string }) {
    const held = new Map<string, ServerResponse>();
    handler = (hit, res) => {
      if (hit.method === 'GET') held.set(hit.path, res);
      else send(res, 200, { ok: 1 });
    };
    return (path: string, token = path.slice(path.lastIndexOf('/') + 1)) => {
      jar.cookies = `theme=dark; XSRF-TOKEN=${token}`;
      send(held.get(path)!, 200, { path });
    };
  }
  const writes = () => server.hits.filter((h) => h.method !== 'GET');

  it('waits for every call sent without the cookie, then sends the cookie the last answer left, once', async () => {
    const jar = { cookies: 'theme=dark' };
    const answer = holdReads(jar);
    const http = client(undefined, { cookies: () => jar.cookies });
    const reads = ['v1/a', 'v1/b', 'v1/c'].map((p) => http.request('get', p));
    await until(() => server.hits.length === 3);
    answer('/v1/a');
    await reads[0];
    const write = http.request('post', 'v1/cart/add', { json: { material_id: 1 } });
    await sleep(150);
    expect(writes()).toHaveLength(0); // the cookie "a" is there, but "b" and "c" may still replace it
    answer('/v1/c');
    await sleep(50);
    expect(writes()).toHaveLength(0);
    answer('/v1/b');
    await expect(write).resolves.toEqual({ ok: 1 });
    expect(writes().map((h) => [h.path, h.headers['x-xsrf-token']])).toEqual([['/v1/cart/add', 'b']]);
    await Promise.all(reads);
  });

  it('a failed call stops holding writes as an answer does; a write sent without the cookie is waited for too', async () => {
    const jar = { cookies: '' };
    let failNext = true;
    handler = (hit, res) => {
      if (hit.method === 'GET' && failNext) {
        failNext = false;
        return res.destroy(); // no answer at all
      }
      if (hit.path === '/v1/first-write') return void setTimeout(() => {
        jar.cookies = 'XSRF-TOKEN=w1';
        send(res, 200, { ok: 1 });
      }, 150);
      send(res, 200, { ok: 2 });
    };
    // A gate that would hold a write for a minute: only the releases can let the writes go in time.
    const http = client(undefined, { cookies: () => jar.cookies, xsrfGate: new XsrfGate(60_000) });
    await expect(http.request('get', 'v1/broken')).rejects.toBeTruthy();
    // No cookie and nothing unanswered: the write leaves without header (the API checks none without the cookie).
    const first = http.request('post', 'v1/first-write', { json: {} });
    await until(() => writes().length === 1);
    const second = http.request('post', 'v1/second-write', { json: {} });
    await expect(first).resolves.toEqual({ ok: 1 });
    await expect(second).resolves.toEqual({ ok: 2 });
    expect(writes().map((h) => h.headers['x-xsrf-token'])).toEqual([undefined, 'w1']);
  });

  it('does not hold a write for calls that carried the cookie (their answers set none)', async () => {
    const jar = { cookies: 'XSRF-TOKEN=kept' };
    holdReads(jar);
    const http = client(undefined, { cookies: () => jar.cookies });
    void http.request('get', 'v1/slow').catch(() => undefined);
    await until(() => server.hits.length === 1);
    await expect(http.request('delete', 'v1/cart/view')).resolves.toEqual({ ok: 1 });
    expect(writes().map((h) => h.headers['x-xsrf-token'])).toEqual(['kept']);
  });

  it('a write cancelled while it waits is cancelled at once', async () => {
    const jar = { cookies: '' };
    holdReads(jar);
    const http = client(undefined, { cookies: () => jar.cookies, xsrfGate: new XsrfGate(60_000) });
    void http.request('get', 'v1/never').catch(() => undefined);
    await until(() => server.hits.length === 1);
    const controller = new AbortController();
    const write = http.request('post', 'v1/cart/add', { json: {}, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(write).rejects.toBeInstanceOf(RequestCancelledError);
    expect(writes()).toHaveLength(0);
  });

  it('holds a write at most the gate\'s wait when a call sent without the cookie never answers', async () => {
    const jar = { cookies: '' };
    holdReads(jar);
    const http = client(undefined, { cookies: () => jar.cookies, xsrfGate: new XsrfGate(300) });
    void http.request('get', 'v1/never').catch(() => undefined);
    await until(() => server.hits.length === 1);
    const started = Date.now();
    await expect(http.request('post', 'v1/cart/add', { json: {} })).resolves.toEqual({ ok: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});

describe('an XSRF token replaced while the write was on its way', () => {
  // A backstop: another tab's first answers can still replace the cookie while a write is on its way,
  // which this tab's gate does not see. The API refuses it before doing anything; the client sends it once more.
  const mismatch = (res: ServerResponse) => send(res, 403, { error: { code: 'xsrf_mismatch', message: 'Header X-XSRF-TOKEN must repeat the XSRF-TOKEN cookie' } });

  it('is sent again once with the header read anew', async () => {
    let cookies = 'XSRF-TOKEN=old';
    handler = (hit, res) => {
      if (hit.headers['x-xsrf-token'] === 'old') {
        cookies = 'XSRF-TOKEN=new'; // what the browser holds by the time the refusal arrives
        return mismatch(res);
      }
      send(res, 200, { ok: 1 });
    };
    await expect(client(undefined, { cookies: () => cookies }).request('post', 'v1/cart/add', { json: { material_id: 1 } })).resolves.toEqual({ ok: 1 });
    expect(server.hits.map((h) => h.headers['x-xsrf-token'])).toEqual(['old', 'new']);
  });

  it('a second refusal, and any other 403, reach the caller as they are', async () => {
    handler = (_hit, res) => mismatch(res);
    const error = await client(undefined, { cookies: () => 'XSRF-TOKEN=t' }).request('post', 'v1/cart/add', { json: { material_id: 1 } }).catch((e: unknown) => e);
    expect(apiErrorBody(error)).toMatchObject({ status: 403, code: 'xsrf_mismatch' });
    expect(server.hits).toHaveLength(2);
    server.hits.length = 0;
    handler = (_hit, res) => send(res, 403, { error: { code: 'forbidden', message: 'no' } });
    await expect(client(undefined, { cookies: () => 'XSRF-TOKEN=t' }).request('post', 'v1/cart/add', { json: {} })).rejects.toBeTruthy();
    expect(server.hits).toHaveLength(1);
  });
});

describe('access token validity (spec §3)', () => {
  it.each(['', 'undefined', 'null', 'two words'])('does not send the stored token %j as a bearer', async (stored) => {
    await client(undefined, { token: () => stored }).request('get', 'v1/filters');
    expect(server.hits[0]?.headers.authorization).toBeUndefined();
  });
});

describe('option validation (spec §5)', () => {
  it('rejects options that are not an object', async () => {
    const http = client();
    await expect(http.request('get', 'v1/filters', 'x' as never)).rejects.toThrow(RequestOptionsError);
    await expect(http.request('get', 'v1/filters', [] as never)).rejects.toThrow('must be an object');
  });
  it('rejects unknown options and names them', async () => {
    await expect(client().request('get', 'v1/filters', { timeout: 1, retry: 2 } as never)).rejects.toThrow('Unknown request option(s): timeout, retry');
    expect(server.hits).toHaveLength(0);
  });
});

describe('401 rules (spec §4)', () => {
  it('logged in: re-validates, then retries the original request with the same body', async () => {
    const { state, bridge } = fakeSession();
    let first = true;
    handler = (hit, res) => {
      if (first) {
        first = false;
        return unauthorized(res);
      }
      send(res, 200, { echoed: JSON.parse(hit.body) });
    };
    await expect(client(bridge).request('post', 'v1/user/details', { json: { a: 1 } })).resolves.toEqual({ echoed: { a: 1 } });
    expect(state.revalidations).toBe(1);
    expect(server.hits).toHaveLength(2);
  });

  it('logged in: logs out (no redirect) when re-validation fails, and rejects', async () => {
    const { state, bridge } = fakeSession({ revalidate: async () => 'failed' });
    handler = (_hit, res) => unauthorized(res);
    await expect(client(bridge).request('get', 'v1/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(state.logouts).toEqual([false]);
    expect(server.hits).toHaveLength(1);
  });

  it('logged in: keeps the session when re-validation says terms_not_accepted, retry waits for acceptance', async () => {
    let accept: () => void = () => undefined;
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    let termsOk = true;
    // Resolves when the retry reaches the terms wait: the event the check below waits for.
    let retryWaiting: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (retryWaiting = resolve));
    const { state, bridge } = fakeSession({
      revalidate: async () => {
        termsOk = false;
        return 'terms_not_accepted';
      },
      ready: () => {
        if (termsOk) return Promise.resolve();
        retryWaiting();
        return accepted;
      },
    });
    let first = true;
    handler = (_hit, res) => {
      if (first) {
        first = false;
        return unauthorized(res, 'terms_not_accepted');
      }
      send(res, 200, { ok: 2 });
    };
    const pending = client(bridge).request('get', 'v1/user/details');
    await waiting;
    expect(server.hits).toHaveLength(1);
    accept();
    await expect(pending).resolves.toEqual({ ok: 2 });
    expect(state.logouts).toEqual([]);
  });

  it('validate 401 while logged in: logout to login, except terms_not_accepted', async () => {
    const { state, bridge } = fakeSession();
    handler = (_hit, res) => unauthorized(res, 'terms_not_accepted');
    await expect(client(bridge).request('get', 'v3/oauth2/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(state.logouts).toEqual([]);
    handler = (_hit, res) => unauthorized(res, 'expired');
    await expect(client(bridge).request('get', 'v3/oauth2/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(state.logouts).toEqual([true]);
    expect(server.hits).toHaveLength(2); // validate is never retried
  });

  it('logged out: gets a client-credentials token, then retries with it', async () => {
    const { state, bridge } = fakeSession();
    state.loggedIn = false;
    state.token = 'stale';
    handler = (hit, res) => (hit.headers.authorization === 'Bearer anon-token' ? send(res, 200, { ok: 1 }) : unauthorized(res, 'invalid_token'));
    await expect(client(bridge, { token: () => state.token }).request('get', 'v1/cart/view')).resolves.toEqual({ ok: 1 });
    expect(state.credentials).toBe(1);
    expect(server.hits.map((h) => h.headers.authorization)).toEqual(['Bearer stale', 'Bearer anon-token']);
  });

  it('rejects without retry after more than 5 consecutive 401s on one URL', async () => {
    const { state, bridge } = fakeSession();
    handler = (_hit, res) => unauthorized(res);
    await expect(client(bridge).request('get', 'v1/user/details')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.hits).toHaveLength(6); // the first call + 5 retries
    expect(state.revalidations).toBe(5);
  });

  it('a non-401 response resets that URL counter', async () => {
    const { bridge } = fakeSession();
    const http = client(bridge);
    let fail = 5;
    handler = (_hit, res) => (fail-- > 0 ? unauthorized(res) : send(res, 200, { ok: 1 }));
    await expect(http.request('get', 'v1/user/details')).resolves.toEqual({ ok: 1 }); // 5 × 401 then 200
    fail = 5;
    server.hits.length = 0;
    // Without the reset the 6th consecutive 401 would already be rejected here.
    await expect(http.request('get', 'v1/user/details')).resolves.toEqual({ ok: 1 });
    expect(server.hits).toHaveLength(6);
  });

  it.each(['v3/oauth2/authenticate', 'v3/item-tags/query'])('never retries %s', async (url) => {
    const { state, bridge } = fakeSession();
    handler = (_hit, res) => unauthorized(res);
    await expect(client(bridge).request('post', url, { json: {} })).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.hits).toHaveLength(1);
    expect(state.revalidations + state.credentials).toBe(0);
  });
});

describe('terms wait (spec §4)', () => {
  it('holds requests until terms are accepted, unless noValidate is set', async () => {
    let accept: () => void = () => undefined;
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    const { bridge } = fakeSession({ ready: () => accepted });
    const http = client(bridge);
    const held = http.request('get', 'v1/filters');
    await expect(http.request('get', 'v1/user', { noValidate: true })).resolves.toEqual({ ok: true });
    await expect(http.request('post', 'v3/terms/accept', { json: { version: 1 } })).resolves.toEqual({ ok: true });
    expect(server.hits.map((h) => h.path)).toEqual(['/v1/user', '/v3/terms/accept']);
    accept();
    await expect(held).resolves.toEqual({ ok: true });
    expect(server.hits.map((h) => h.path)).toContain('/v1/filters');
  });
});

describe('cancellation (spec §4, §7)', () => {
  it('an aborted request rejects as a cancellation, not an error', async () => {
    const arrived = requestArrives(); // the server got it and never answers
    const controller = new AbortController();
    const pending = client().request('get', 'v1/filters', { signal: controller.signal });
    await arrived;
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestCancelledError);
    expect(error).toMatchObject({ name: 'AbortError', cancelled: true, code: 'REQUEST_CANCELLED' });
  });

  it('on the payment page filters, subjects menu, persist and wishlist queries are aborted', async () => {
    const arrived = requestArrives();
    const routes = new RouteAborts();
    const http = client(undefined, { routes });
    const running = http.request('get', 'v1/filters');
    await arrived;
    routes.routeChanged('payment');
    await expect(running).rejects.toBeInstanceOf(RequestCancelledError);
    for (const url of ['v3/mega-menu/get-subjects', 'v3/subscriptions/anonymous/persist', 'v3/elastic-indexer/wishlist/query', 'v3/elastic-indexer/anonymous-wishlist/query']) {
      await expect(http.request('post', url, { json: {} })).rejects.toBeInstanceOf(RequestCancelledError);
    }
    handler = (_hit, res) => send(res, 200, { ok: true });
    await expect(http.request('get', 'v1/cart/view')).resolves.toEqual({ ok: true });
  });
});

describe('slow requests (spec §8, §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('reports a request slower than 3 s to the error reporter, not a faster one', async () => {
    let release: () => void = () => undefined;
    handler = (_hit, res) => (release = () => send(res, 200, { ok: true }));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance', 'hrtime'] });
    const report = jest.fn();
    const http = client(undefined, { report });
    const pending = http.request('get', 'v1/filters');
    while (server.hits.length === 0) await new Promise((r) => setImmediate(r));
    jest.advanceTimersByTime(2999);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2);
    expect(report).toHaveBeenCalledWith('slow_request', expect.any(Error), { url: expect.stringContaining('/v1/filters') });
    release();
    await pending;

    report.mockClear();
    handler = (_hit, res) => send(res, 200, { ok: true });
    await http.request('get', 'v1/filters');
    jest.advanceTimersByTime(5000);
    expect(report).not.toHaveBeenCalled();
  });
});
