import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpClient, trackEvents } from '@teachmarket/shared-kit';
import { lazyTracker } from '../start';
import { createTracker, PENDING_KEY, TRACK_SID_KEY, type KeyValue } from '../tracking';

// A real local server stands in for the API (STYLE.md §9: never a mocked client).
let server: Server;
let url = '';
let failNext = 0;
const bodies: { events: { name: string; properties: Record<string, unknown> }[]; track_sid?: string }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      bodies.push(JSON.parse(body) as (typeof bodies)[number]);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ track_sid: 'sid-12345678' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bodies.length = 0;
  failNext = 0;
});

function memoryStore(): KeyValue & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

/**
 * The tracker only needs the HttpClient interface; this one speaks real HTTP through node:http
 * (jsdom has no fetch, and the shell's HTTP client is covered by its own tests).
 */
const nodeClient: HttpClient = {
  request: <T,>(method: string, path: string, options?: { json?: unknown }) =>
    new Promise<T>((resolve, reject) => {
      const req = request(`${url}/${path}?world=de`, { method: method.toUpperCase(), headers: { 'Content-Type': 'application/json' } }, (res) => {
        void readBody(res).then((text) => (res.statusCode === 200 ? resolve(JSON.parse(text) as T) : reject(new Error(`HTTP ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(JSON.stringify(options?.json ?? {}));
    }),
};

function tracker(store = memoryStore(), flags = { allowed: true, impersonating: false }) {
  const send: typeof trackEvents = (body) => nodeClient.request('post', 'v3/events/track', { json: body });
  return createTracker({ send, store, allowed: () => flags.allowed, impersonating: () => flags.impersonating, now: () => new Date('2026-01-01T00:00:00Z') });
}

describe('tracking (spec §5, §6, §8)', () => {
  it('posts events with prices as integer cents rounded down and keeps the track_sid', async () => {
    const store = memoryStore();
    const t = tracker(store);
    await t.track('add_to_cart', { price: 19.999, finalPrice: 4.5, material_id: 7 });
    expect(bodies[0]!.events[0]).toEqual({ name: 'add_to_cart', properties: { price: 1999, finalPrice: 450, material_id: 7 }, timestamp: '2026-01-01T00:00:00.000Z' });
    expect(bodies[0]!.track_sid).toBeUndefined();
    expect(store.get(TRACK_SID_KEY)).toBe('sid-12345678');
    await t.track('page_view');
    expect(bodies[1]!.track_sid).toBe('sid-12345678');
  });

  it('keeps failed events silently and sends them later', async () => {
    const store = memoryStore();
    const t = tracker(store);
    failNext = 1;
    await expect(t.track('first')).resolves.toBeUndefined();
    expect(bodies).toHaveLength(0);
    expect(JSON.parse(store.get(PENDING_KEY)!)).toHaveLength(1);
    await t.track('second');
    expect(bodies[0]!.events.map((e) => e.name)).toEqual(['first', 'second']);
    expect(store.get(PENDING_KEY)).toBeNull();
  });

  it('sends nothing without consent or while impersonating', async () => {
    const flags = { allowed: false, impersonating: false };
    const store = memoryStore();
    const t = tracker(store, flags);
    await t.track('no_consent');
    flags.allowed = true;
    flags.impersonating = true;
    await t.track('impersonated', { email_hash: 'x' });
    await t.flush();
    expect(bodies).toHaveLength(0);
    expect(store.map.size).toBe(0);
  });
});

describe('the lazy tracker (issue 16: tracking.ts is loaded when there is something to send)', () => {
  const send: typeof trackEvents = (body) => nodeClient.request('post', 'v3/events/track', { json: body });
  const lazy = (store: KeyValue, flags: { allowed: boolean; impersonating: boolean }) =>
    lazyTracker({ send, store, allowed: () => flags.allowed, impersonating: () => flags.impersonating, now: () => new Date('2026-01-01T00:00:00Z') });

  it('tracks only with consent and never while impersonating, through the real tracker', async () => {
    const store = memoryStore();
    const flags = { allowed: false, impersonating: false };
    const t = lazy(store, flags);
    await t.track('before_consent', { price: 1.5 });
    expect(bodies).toHaveLength(0);
    expect(store.map.size).toBe(0);
    flags.allowed = true;
    await t.track('after_consent', { price: 1.5 });
    expect(bodies.map((b) => b.events)).toEqual([[{ name: 'after_consent', properties: { price: 150 }, timestamp: '2026-01-01T00:00:00.000Z' }]]);
    flags.impersonating = true;
    await t.track('as_someone_else');
    expect(bodies).toHaveLength(1);
  });

  it('a flush sends the events an earlier visit left waiting, once allowed; with nothing waiting it sends nothing', async () => {
    const store = memoryStore();
    const flags = { allowed: false, impersonating: false };
    const t = lazy(store, flags);
    await t.flush();
    flags.allowed = true;
    await t.flush();
    expect(bodies).toHaveLength(0);
    store.set(PENDING_KEY, JSON.stringify([{ name: 'waiting', properties: {}, timestamp: '2025-12-31T00:00:00.000Z' }]));
    flags.allowed = false;
    await t.flush();
    expect(bodies).toHaveLength(0);
    flags.allowed = true;
    await t.flush();
    expect(bodies.map((b) => b.events.map((e) => e.name))).toEqual([['waiting']]);
    expect(store.get(PENDING_KEY)).toBeNull();
  });
});
