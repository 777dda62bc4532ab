import pg from 'pg';
import type { Db } from '../db';
import { SESSION_OPTIONS } from '../db/types';

/** Channel and payload written by the triggers of migration 030: '<world>,<world>' or '*'. */
export const CATALOG_CHANNEL = 'catalog_changed';
const SYNC_PREFIX = 'sync:';
/** Reconnect back-off of the dedicated connection: 1 s, doubling up to 30 s, reset once it is back. */
const RECONNECT_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const SYNC_TIMEOUT_MS = 2000;

interface PoolLike {
  idleCount: number;
  /** pg-pool awaits options.onConnect before handing a new connection out. */
  options: { onConnect?: (client: pg.PoolClient) => Promise<void> | void };
  connect(): Promise<pg.PoolClient>;
}

interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * What changed in the catalogue, pushed by PostgreSQL (LISTEN/NOTIFY) instead of read on every
 * request. Caches stamp an entry with `seq` when they start computing it and keep it only while no
 * change of its world (or of everything) arrived after that stamp.
 *
 * PGlite: `listen` in the same process; a notification is handled before the writing query
 * returns, so a cache is stale for no request. PostgreSQL server: one dedicated connection per API
 * process hears the other instances (within about a millisecond); every pooled connection LISTENs
 * too, because PostgreSQL hands a session its own notifications before the command's
 * ReadyForQuery (measured on 15: 200/200), so this process reads its own writes like on PGlite.
 * While the dedicated connection is down the feed is not `live` and caches neither serve nor
 * store; after a reconnect everything counts as changed (notifications sent meanwhile are lost).
 *
 * Issue 17: the same connection carries other channels (`subscribe`: the notification hub's), so
 * an API process holds one listening connection whatever listens; `onConnected` tells a subscriber
 * that it may have missed messages while the connection was down.
 */
export class ChangeFeed {
  private seqNo = 0;
  private readonly lastByWorld = new Map<string, number>();
  private lastAll = 0;
  private live = false;
  private stopped = false;
  private users = 0;
  private starting: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private client: pg.Client | null = null;
  private readonly waiters = new Map<string, () => void>();
  private readonly poolClients = new WeakSet<pg.PoolClient>();
  private detachPool: (() => void) | null = null;
  private readonly subscribers = new Set<(worlds: string[] | '*') => void>();
  /** Other channels on the listening connection and their handlers. */
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  /** Channels the current connection LISTENs to (server) or their PGlite unlisten functions. */
  private readonly listening = new Map<string, () => Promise<void>>();
  private readonly connectedHandlers = new Set<() => void>();
  private failures = 0;
  private everConnected = false;

  constructor(private readonly db: Db, private readonly databaseUrl: string | null, private readonly log: (message: string) => void) {}

  /** Increases with every notification; a cache entry remembers the value it was computed at. */
  get seq(): number {
    return this.seqNo;
  }

  get isLive(): boolean {
    return this.live && !this.stopped;
  }

  /** True while nothing of `world` changed since `seq` (and the feed was connected all along). */
  unchangedSince(world: string | null, seq: number): boolean {
    if (!this.isLive || this.lastAll > seq) return false;
    return world === null || (this.lastByWorld.get(world) ?? 0) <= seq;
  }

  onChange(fn: (worlds: string[] | '*') => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /**
   * Hands every payload of `channel` to `fn` (any instance's NOTIFY, this one's included) while the
   * feed runs; LISTENs at once when it is connected, else when it connects. Returns the unsubscribe.
   */
  async subscribe(channel: string, fn: (payload: string) => void): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel) || channel === CATALOG_CHANNEL) throw new Error(`bad channel name ${channel}`);
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    handlers.add(fn);
    await this.starting?.catch(() => undefined);
    if (this.live) await this.listenChannels().catch((error: Error) => this.log(`LISTEN ${channel}: ${error.message}`));
    return () => void handlers.delete(fn);
  }

  /** Called after the listening connection is (re)established; messages sent while it was down are lost. */
  onConnected(fn: () => void): () => void {
    this.connectedHandlers.add(fn);
    return () => this.connectedHandlers.delete(fn);
  }

  private dispatch(channel: string, payload: string): void {
    if (channel === CATALOG_CHANNEL) return this.handle(payload);
    for (const fn of this.channels.get(channel) ?? []) fn(payload);
  }

  /** LISTENs to the subscribed channels the current connection does not listen to yet. */
  private async listenChannels(): Promise<void> {
    const raw = (this.db as Db & { raw?: unknown }).raw;
    for (const channel of this.channels.keys()) {
      if (this.listening.has(channel)) continue;
      if (this.db.kind === 'pglite') {
        this.listening.set(channel, async () => undefined);
        const unlisten = await (raw as PgliteListen).listen(channel, (payload) => this.dispatch(channel, payload));
        this.listening.set(channel, unlisten);
      } else if (this.client) {
        this.listening.set(channel, async () => undefined);
        await this.client.query(`LISTEN ${channel}`);
      }
    }
  }

  private connected(): void {
    const again = this.everConnected;
    this.everConnected = true;
    if (again && this.failures > 0) this.log('change feed reconnected');
    this.failures = 0;
    for (const fn of this.connectedHandlers) fn();
  }

  /** Each user (an app on this database) starts and stops it once; it runs while any user does. */
  start(): Promise<void> {
    this.users += 1;
    return this.open();
  }

  async stop(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users === 0) await this.close();
  }

  private open(): Promise<void> {
    this.stopped = false;
    if (this.live || this.unlisten || this.client) return this.starting ?? Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async close(): Promise<void> {
    this.stopped = true;
    this.live = false;
    await this.starting?.catch(() => undefined);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
    for (const off of this.listening.values()) await off().catch(() => undefined);
    this.listening.clear();
    this.detachPool?.();
    this.detachPool = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before the call has been received (notifications arrive
   * in commit order): for tests and for a writer that must read its own change from a cache.
   */
  async sync(): Promise<void> {
    if (!this.isLive) return;
    const token = `${SYNC_PREFIX}${process.pid}-${Math.random().toString(36).slice(2)}`;
    // Bounded: a connection lost meanwhile must not hang the caller (the feed is then not live anyway).
    const seen = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
      this.waiters.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await this.db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, token]);
    await seen;
    this.waiters.delete(token);
  }

  /** Marks worlds (or everything) as changed; also what a notification does. */
  changed(worlds: string[] | '*'): void {
    this.seqNo += 1;
    if (worlds === '*') this.lastAll = this.seqNo;
    else for (const w of worlds) this.lastByWorld.set(w, this.seqNo);
    for (const fn of this.subscribers) fn(worlds);
  }

  private handle(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiters.get(payload)?.();
      this.waiters.delete(payload);
      return;
    }
    this.changed(payload === '*' || payload === '' ? '*' : payload.split(','));
  }

  private async attachPool(pool: PoolLike): Promise<void> {
    this.detachPool = await attachPoolTo(pool, this.poolClients, (payload) => this.handle(payload));
  }

  private async connect(): Promise<void> {
    const raw = (this.db as Db & { raw?: unknown }).raw;
    if (this.db.kind === 'pglite') {
      if (!raw || typeof (raw as PgliteListen).listen !== 'function') throw new Error('PGlite instance not exposed (db/pglite.ts `raw`)');
      this.unlisten = await (raw as PgliteListen).listen(CATALOG_CHANNEL, (payload) => this.handle(payload));
      this.changed('*');
      this.live = true;
      await this.listenChannels();
      this.connected();
      return;
    }
    if (!this.databaseUrl) throw new Error('the change feed needs DATABASE_URL on a PostgreSQL server');
    if (raw && !this.detachPool) await this.attachPool(raw as PoolLike);
    const client = new pg.Client({ connectionString: this.databaseUrl, options: SESSION_OPTIONS });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening.clear();
      this.live = false;
      this.changed('*');
      if (this.stopped) return;
      const delay = Math.min(RECONNECT_MS * 2 ** this.failures, RECONNECT_MAX_MS);
      this.failures += 1;
      this.log(`change feed (LISTEN connection) lost${error ? `: ${error.message}` : ''}; caches bypassed and `
        + `notifications of other instances not received until it is back; reconnecting in ${delay} ms (attempt ${this.failures})`);
      setTimeout(() => void this.open().catch(() => undefined), delay).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANNEL}`);
      await this.listenChannels();
    } catch (error) {
      lost(error as Error);
      return;
    }
    // Whatever happened while not listening is unknown: everything cached before counts as changed.
    this.changed('*');
    this.live = !this.stopped;
    if (this.live) this.connected();
  }
}

/**
 * Every pooled connection LISTENs (see the class comment): new ones before their first use
 * (pg-pool's onConnect hook, chained to any other), idle ones now.
 */
async function attachPoolTo(pool: PoolLike, seen: WeakSet<pg.PoolClient>, handle: (payload: string) => void): Promise<() => void> {
  const setup = async (client: pg.PoolClient) => {
    if (seen.has(client)) return;
    seen.add(client);
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) handle(message.payload ?? '');
    });
    await client.query(`LISTEN ${CATALOG_CHANNEL}`);
  };
  const previous = pool.options.onConnect;
  const onConnect = async (client: pg.PoolClient) => {
    await previous?.(client);
    await setup(client);
  };
  pool.options.onConnect = onConnect;
  const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  for (const client of idle) {
    await setup(client).finally(() => client.release());
  }
  return () => {
    if (pool.options.onConnect === onConnect) pool.options.onConnect = previous;
  };
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The change feed of this database (one per API process); started by the catalog routes on ready. */
export function changeFeedOf(db: Db, databaseUrl: string | null, log: (message: string) => void = console.warn): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed(db, databaseUrl, log);
    feeds.set(db, feed);
  }
  return feed;
}
