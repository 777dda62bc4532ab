import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { ACCOUNT_POLICY } from '../src/auth/login-throttle';
import type { App } from '../src/context';
import type { Db } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { jobsOf } from '../src/jobs';
import { NOTIFY_CHANNEL, publishNotification } from '../src/notifications/hub';
import { insertMaterial } from './commerce';
import { fixtureUser, startApi, userIdOf, type TestApi } from './helpers';
import { TEST_DATABASE_URL } from './pg-databases';

// Issue 17: several API processes on one PostgreSQL. Two instances in this test process, each with
// its own pool, change feed (its own LISTEN connection), hub and job queue, as two processes would
// have; driven over real HTTP and WebSocket connections. PGlite is one process (API_INSTANCES=2
// refuses it), so this file runs on the server only (npm test's PostgreSQL run, TEST_DATABASE_URL).
const onServer = TEST_DATABASE_URL ? describe : describe.skip;

/** How long a message from the other instance may take (NOTIFY crosses in about a millisecond). */
const DELIVERY_MS = 5000;

interface Instance { app: App; url: string }
let api: TestApi;
let second: { app: App; db: Db } | null = null;
let a: Instance;
let b: Instance;

async function listen(app: App): Promise<Instance> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  api = await startApi();
  const db = await openPostgres(api.config.databaseUrl!);
  const app = await buildApp(api.config, db, { logger: false });
  second = { app, db };
  await app.ready();
  // Background jobs run on A only, so the sale's notification is certainly sent by A: reaching the
  // socket on B then proves the fan-out between processes, not B delivering its own job.
  await jobsOf({ db, config: api.config }).stop();
  a = await listen(api.app);
  b = await listen(app);
}, 60_000);

afterAll(async () => {
  await second?.app.close();
  await second?.db.close();
  await api?.close();
});

const call = async (instance: Instance, method: 'GET' | 'POST', path: string, token?: string, body?: object) => {
  const res = await fetch(instance.url + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary JSON
};

const login = (instance: Instance, username: string, password: string) =>
  call(instance, 'POST', '/v3/oauth2/authenticate', undefined, { client_id: 'teachmarket-web', grant_type: 'password', username, password });

/** Retries `check` until it passes or DELIVERY_MS is over (a NOTIFY crosses between instances in about a millisecond). */
async function expectSoon(check: () => Promise<void>): Promise<void> {
  const until = Date.now() + DELIVERY_MS;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** A real WebSocket client on `instance`, after its handshake; `next(match)` waits for a matching message. */
async function socketOn(instance: Instance, token: string) {
  const ws = new WebSocket(`${instance.url.replace('http', 'ws')}/v3/notifications/ws`);
  const seen: Record<string, unknown>[] = [];
  const waiting: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    seen.push(message);
    for (const w of [...waiting]) {
      if (!w.match(message)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(message);
    }
  });
  const next = (match: (m: Record<string, unknown>) => boolean, what: string) => {
    const found = seen.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${DELIVERY_MS} ms; received ${JSON.stringify(seen)}`)), DELIVERY_MS);
      waiting.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  };
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  ws.send(JSON.stringify({ action: 'handshake', access_token: token, type: 'web', world: 'de' }));
  await next((m) => m.type === 'handshake_ok', 'handshake_ok');
  return { ws, next, seen };
}

onServer(`two API instances on one PostgreSQL (issue 17)${TEST_DATABASE_URL ? '' : ': skipped, needs TEST_DATABASE_URL (npm test sets it)'}`, () => {
  it('a sale placed through instance A reaches the seller\'s websocket on instance B', async () => {
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const materialId = await insertMaterial(api, sellerId, 'Bruchrechnen über zwei Instanzen', 450);
    const seller = await login(b, 'seller@teachmarket.test', 'teachmarket');
    expect(seller.status).toBe(200);
    const socket = await socketOn(b, seller.body.access_token as string);

    // A confirmed buyer without open invoices gets the files at once, so the sale is notified now.
    const buyer = await fixtureUser(api);
    await api.db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [buyer.id]);
    expect((await call(a, 'POST', '/v1/cart/add?world=de', buyer.token, { material_id: materialId })).status).toBe(200);
    const order = await call(a, 'POST', '/v1/orders?world=de', buyer.token, {
      paymentMethod: 'invoice', useCredits: false, billing: { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
    });
    expect(order.status).toBe(201);
    await api.jobs.drain(); // A's outbox worker delivers the notification row

    const sale = await socket.next((m) => m.type === 'notification' && m.materialId === materialId, 'sale notification on B');
    expect(sale).toMatchObject({ kind: 'sale', title: 'Bruchrechnen über zwei Instanzen' });
    socket.ws.send(JSON.stringify({ action: 'ack', id: sale.id }));

    // A logout through A closes the socket held by B at once (no_reconnect).
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason }), { once: true }));
    expect((await call(a, 'GET', '/v3/oauth2/logout', seller.body.access_token as string)).status).toBe(200);
    expect(await closed).toEqual({ code: 4000, reason: 'no_reconnect' });
  });

  it('a listener that lost its connection reconnects and sends what its sockets missed meanwhile', async () => {
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const seller = await login(b, 'seller@teachmarket.test', 'teachmarket');
    const socket = await socketOn(b, seller.body.access_token as string);
    // Both instances' LISTEN connections end (a database restart, a network cut); their last statement
    // was the LISTEN of the hub's channel, which no pooled connection runs.
    const [ended] = await api.db.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN ${NOTIFY_CHANNEL}' AND pid <> pg_backend_pid()`,
    );
    expect(ended!.n).toBe(2);
    // Published while nobody listens: the NOTIFY is lost, the row is not.
    await api.db.transaction((tx) => publishNotification(tx, sellerId, { kind: 'sale', title: 'Während der Unterbrechung', materialId: 1 }, 'missed-while-down'));
    expect(await socket.next((m) => m.id === 'missed-while-down', 'the missed notification after the reconnect')).toMatchObject({ title: 'Während der Unterbrechung' });
    // And live delivery works again.
    await api.db.transaction((tx) => publishNotification(tx, sellerId, { kind: 'sale', title: 'Danach', materialId: 1 }, 'after-reconnect'));
    await socket.next((m) => m.id === 'after-reconnect', 'a notification after the reconnect');
    expect(socket.seen.filter((m) => m.id === 'missed-while-down')).toHaveLength(1);
    socket.ws.close();
  });

  it('a notification written in a transaction that rolls back reaches nobody', async () => {
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const seller = await login(b, 'seller@teachmarket.test', 'teachmarket');
    const socket = await socketOn(b, seller.body.access_token as string);
    await expect(api.db.transaction(async (tx) => {
      await publishNotification(tx, sellerId, { kind: 'sale', title: 'Storniert', materialId: 1 }, 'rolled-back');
      throw new Error('the sale failed');
    })).rejects.toThrow('the sale failed');
    await api.db.transaction((tx) => publishNotification(tx, sellerId, { kind: 'sale', title: 'Bezahlt', materialId: 1 }, 'committed'));
    // NOTIFYs arrive in commit order: the committed one is here, so a rolled-back one would be too.
    await socket.next((m) => m.id === 'committed', 'the committed notification');
    expect(socket.seen.map((m) => m.id)).not.toContain('rolled-back');
    socket.ws.close();
  });

  it('counts failed logins through A and B together', async () => {
    const user = await fixtureUser(api);
    // Alternating instances: each sees only half of the failures, together they pass the free ones.
    for (let i = 0; i <= ACCOUNT_POLICY.free; i++) {
      expect((await login(i % 2 ? b : a, user.email, 'wrong-guess')).status).toBe(400);
    }
    for (const instance of [a, b]) {
      const blocked = await login(instance, user.email, 'teachmarket');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('too_many_attempts');
    }
  });

  it('a material withdrawn through A leaves the search and suggestions of B, and comes back when on sale again', async () => {
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const materialId = await insertMaterial(api, sellerId, 'Quastenflosserkunde für beide', 0);
    const search = '/v1/search?world=de&q=Quastenflosserkunde';
    const foundOn = async (instance: Instance) => ((await call(instance, 'GET', search)).body.items as Array<{ id: number }>).map((i) => i.id);
    // Suggest is answered from each instance's own in-memory dictionary (suggest-index.ts).
    const suggestedOn = async (instance: Instance) => ((await call(instance, 'GET', '/v1/suggest?world=de&q=Quastenflosserk')).body.items as Array<{ id: number; kind: string }>)
      .filter((i) => i.kind === 'material').map((i) => i.id);
    // B's search index is built, with the new material in it (the insert's NOTIFY reached B).
    await expectSoon(async () => expect(await foundOn(b)).toEqual([materialId]));
    await expectSoon(async () => expect(await suggestedOn(b)).toEqual([materialId]));
    const seller = (await login(a, 'seller@teachmarket.test', 'teachmarket')).body.access_token as string;
    const withdrawn = await call(a, 'POST', `/v3/uploads/material/${materialId}/withdraw?world=de`, seller);
    expect({ status: withdrawn.status, body: withdrawn.body }).toMatchObject({ status: 200 });
    // The withdrawal's NOTIFY crosses to B's change feed; B's next search reads the changed row.
    await expectSoon(async () => expect(await foundOn(b)).toEqual([]));
    expect((await call(b, 'GET', '/v1/search?world=de&q=Quastenflosserkunde&price=free')).body.total).toBe(0);
    await expectSoon(async () => expect(await suggestedOn(b)).toEqual([]));
    // Back on sale (written through A's pool: the test material has no file for the publish checks).
    await api.db.query(`UPDATE materials SET status = 'published', unpublished_at = NULL, unpublished_by = NULL WHERE id = $1`, [materialId]);
    await expectSoon(async () => expect(await foundOn(b)).toEqual([materialId]));
    await expectSoon(async () => expect(await suggestedOn(b)).toEqual([materialId]));
  });

  it('reads back through B the cart written through A', async () => {
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const materialId = await insertMaterial(api, sellerId, 'Ein Warenkorb für beide', 300);
    const buyer = await fixtureUser(api);
    expect((await call(a, 'POST', '/v1/cart/add?world=de', buyer.token, { material_id: materialId })).status).toBe(200);
    const cart = await call(b, 'GET', '/v1/cart/view?world=de', buyer.token);
    expect(cart.status).toBe(200);
    expect(cart.body.items.cart.cartItems).toEqual([expect.objectContaining({ id: materialId, title: 'Ein Warenkorb für beide', finalPrice: 3 })]);
  });
});
