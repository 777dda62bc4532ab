import type { WebSocket } from '@fastify/websocket';
import { notifyNewMaterial, publishNotification } from '../src/notifications/hub';
import { anonymousToken, bearer, login, startApi, userIdOf, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  // An injected socket (injectWS) never sees its peer go: ws.terminate() on the client side does not
  // reach the server side, so its heartbeat timer (65 s) and ws's close timer (30 s) kept the jest
  // worker alive after the run ("A worker process has failed to exit gracefully"). End them here.
  for (const client of api.app.websocketServer.clients) client.terminate();
  await api.close();
});

// Messages are buffered per socket: two can arrive in one tick (handshake_ok, then a redelivery).
const inbox = new WeakMap<WebSocket, { queue: Record<string, unknown>[]; waiting: ((m: Record<string, unknown>) => void)[] }>();
function listen(ws: WebSocket) {
  const box = { queue: [] as Record<string, unknown>[], waiting: [] as ((m: Record<string, unknown>) => void)[] };
  inbox.set(ws, box);
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    const waiter = box.waiting.shift();
    if (waiter) waiter(message);
    else box.queue.push(message);
  });
}
function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  const box = inbox.get(ws)!;
  const ready = box.queue.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => box.waiting.push(resolve));
}
const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));

async function connect(token: string) {
  const ws = await api.app.injectWS('/v3/notifications/ws');
  listen(ws);
  const first = nextMessage(ws);
  ws.send(JSON.stringify({ action: 'handshake', access_token: token, type: 'web', world: 'de' }));
  return { ws, first: await first };
}

describe('websocket notifications (spec §4, §9)', () => {
  it('closes with no_reconnect when the handshake has no session', async () => {
    const ws = await api.app.injectWS('/v3/notifications/ws');
    const done = closed(ws);
    ws.send(JSON.stringify({ action: 'handshake', access_token: 'not-a-real-token-123', type: 'web', world: 'de' }));
    expect(await done).toEqual({ code: 4000, reason: 'no_reconnect' });
  });

  it('answers heartbeats and delivers a new material to followers until acknowledged', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    const [row] = await api.db.query<{ follower_id: number; material_id: number }>(
      `SELECT u.id AS follower_id, m.id AS material_id FROM users u, materials m
        WHERE u.email = 'seller@teachmarket.test' AND m.author_id <> u.id LIMIT 1`,
    );
    await api.db.query(
      'INSERT INTO follows (follower_id, author_id) SELECT $1, author_id FROM materials WHERE id = $2 ON CONFLICT DO NOTHING',
      [row!.follower_id, row!.material_id],
    );
    const { ws, first } = await connect(token);
    expect(first).toEqual({ type: 'handshake_ok' });

    const beat = nextMessage(ws);
    ws.send(JSON.stringify({ action: 'heartbeat' }));
    expect(await beat).toEqual({ type: 'heartbeat' });

    const pushed = nextMessage(ws);
    expect(await api.db.transaction((tx) => notifyNewMaterial(tx, row!.material_id))).toBeGreaterThan(0);
    const message = await pushed;
    expect(message).toMatchObject({ type: 'notification', kind: 'new_material', materialId: row!.material_id });
    ws.terminate();

    // Not acknowledged: sent again on the next handshake; acknowledged: not again.
    const again = await connect(token);
    const redelivered = await nextMessage(again.ws);
    expect(redelivered.id).toBe(message.id);
    again.ws.send(JSON.stringify({ action: 'ack', id: message.id }));
    const beat2 = nextMessage(again.ws);
    again.ws.send(JSON.stringify({ action: 'heartbeat' }));
    await beat2;
    again.ws.terminate();
    // A redelivery would be sent right after handshake_ok (hub.join, same tick); the heartbeat's answer
    // comes after it on the same ordered socket, so "the next message is the heartbeat" proves none came.
    const third = await connect(token);
    const beat3 = nextMessage(third.ws);
    third.ws.send(JSON.stringify({ action: 'heartbeat' }));
    expect(await beat3).toEqual({ type: 'heartbeat' });

    // The session ends: the next heartbeat closes with no_reconnect.
    await api.db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [row!.follower_id]);
    const end = closed(third.ws);
    third.ws.send(JSON.stringify({ action: 'heartbeat' }));
    expect(await end).toEqual({ code: 4000, reason: 'no_reconnect' });
  });

  it('closes the sockets of a login at once when it logs out (no_reconnect); other logins stay connected', async () => {
    const [phone, laptop] = [await login(api, 'buyer@teachmarket.test'), await login(api, 'buyer@teachmarket.test')];
    const a = await connect(phone);
    const b = await connect(laptop);
    expect([a.first, b.first]).toEqual([{ type: 'handshake_ok' }, { type: 'handshake_ok' }]);
    const end = closed(a.ws);
    expect((await api.app.inject({ method: 'GET', url: '/v3/oauth2/logout', headers: { authorization: `Bearer ${phone}` } })).statusCode).toBe(200);
    expect(await end).toEqual({ code: 4000, reason: 'no_reconnect' });
    const beat = nextMessage(b.ws);
    b.ws.send(JSON.stringify({ action: 'heartbeat' }));
    expect(await beat).toEqual({ type: 'heartbeat' });
    b.ws.terminate();
  });

  it('answers a plain HTTP request with 426 and is listed in the OpenAPI document', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v3/notifications/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ error: { code: 'upgrade_required' } });
    const doc = api.app.swagger() as { paths: Record<string, { get?: { description?: string } }> };
    expect(doc.paths['/v3/notifications/ws']?.get?.description).toMatch(/handshake/);
  });
});

describe('the bell after a reload: GET /v3/notifications, POST /v3/notifications/read (s17 QA3)', () => {
  const list = async (token: string) => {
    const res = await api.app.inject({ method: 'GET', url: '/v3/notifications?world=de', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return (res.json() as { items: { id: string; kind: string; title: string; materialId: number | null; read: boolean }[] }).items;
  };

  it('lists the user\'s own notifications, newest first, unread until the bell is opened (a websocket ack is not reading)', async () => {
    const seller = await login(api, 'seller@teachmarket.test');
    const buyer = await login(api, 'buyer@teachmarket.test');
    const sellerId = await userIdOf(api, 'seller@teachmarket.test');
    const [material] = await api.db.query<{ id: number; title: string }>('SELECT id, title FROM materials WHERE author_id = $1 LIMIT 1', [sellerId]);
    const first = await api.db.transaction((tx) => publishNotification(tx, sellerId, { kind: 'comment', title: 'Reload one', materialId: material!.id }));
    const second = await api.db.transaction((tx) => publishNotification(tx, sellerId, { kind: 'sale', title: 'Reload two', materialId: material!.id }));
    await api.db.query(`UPDATE user_notifications SET created_at = now() - interval '1 minute' WHERE id = $1`, [first!.id]);

    // The open tab received and acknowledged the first one (spec §4): still unread after a reload.
    const { ws } = await connect(seller);
    ws.send(JSON.stringify({ action: 'ack', id: first!.id }));
    ws.send(JSON.stringify({ action: 'heartbeat' }));
    // The handshake redelivered both (unacknowledged then); the heartbeat's answer follows the ack's write.
    while ((await nextMessage(ws)).type !== 'heartbeat');
    ws.terminate();

    const ours = (items: Awaited<ReturnType<typeof list>>) => items.filter((n) => [first!.id, second!.id].includes(n.id));
    expect(ours(await list(seller))).toEqual([
      { id: second!.id, kind: 'sale', title: 'Reload two', materialId: material!.id, at: expect.any(String), read: false },
      { id: first!.id, kind: 'comment', title: 'Reload one', materialId: material!.id, at: expect.any(String), read: false },
    ]);
    // Somebody else's list does not hold them, and somebody else cannot mark them read.
    expect((await list(buyer)).map((n) => n.id)).not.toContain(first!.id);
    const other = await api.app.inject({ method: 'POST', url: '/v3/notifications/read?world=de', headers: bearer(buyer), payload: { ids: [first!.id] } });
    expect(other.json()).toEqual({ read: 0 });

    // The bell opened: read, read back after the next reload; read ones are not pushed again on a handshake.
    const read = await api.app.inject({ method: 'POST', url: '/v3/notifications/read?world=de', headers: bearer(seller), payload: { ids: [first!.id, second!.id] } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: 2 });
    expect(ours(await list(seller)).map((n) => n.read)).toEqual([true, true]);
    const again = await connect(seller);
    const beat2 = nextMessage(again.ws);
    again.ws.send(JSON.stringify({ action: 'heartbeat' }));
    expect(await beat2).toEqual({ type: 'heartbeat' });
    again.ws.terminate();
  });

  it('answers 401 without a login, 400 for a bad body', async () => {
    const anonymous = await anonymousToken(api);
    for (const headers of [{}, bearer(anonymous)]) {
      expect((await api.app.inject({ method: 'GET', url: '/v3/notifications?world=de', headers })).statusCode).toBe(401);
      expect((await api.app.inject({ method: 'POST', url: '/v3/notifications/read?world=de', headers, payload: { ids: ['x'] } })).statusCode).toBe(401);
    }
    const token = await login(api, 'buyer@teachmarket.test');
    const bad = await api.app.inject({ method: 'POST', url: '/v3/notifications/read?world=de', headers: bearer(token), payload: { ids: [] } });
    expect(bad.statusCode).toBe(400);
  });
});
