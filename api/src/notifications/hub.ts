import { randomUUID } from 'node:crypto';
import type { App, Ctx } from '../context';
import type { Db, Queryable } from '../db';
import { changeFeedOf, type ChangeFeed } from '../catalog/change-feed';

/** A connected browser tab (the part of a WebSocket the hub uses). */
export interface Peer {
  /** sha256 of the access token the socket's handshake used ('' before the handshake). */
  tokenHash?: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface Notification {
  id: string;
  type: 'notification';
  /** comment: someone commented on your material; comment_reply: its author answered your comment (issue 18). */
  kind: 'sale' | 'new_material' | 'comment' | 'comment_reply';
  title: string;
  materialId: number;
  at: string;
}

/** spec §9: close reason that tells the client not to reconnect (the session ended). */
export const NO_RECONNECT = 'no_reconnect';

/**
 * Issue 17: the channel every API instance LISTENs on (through its change feed's connection). A
 * payload names a row of user_notifications, never carries its body, so it stays far below
 * NOTIFY's 8000 bytes; logouts travel the same way, so a socket closes on whichever instance holds it.
 */
export const NOTIFY_CHANNEL = 'user_notifications';

type Signal =
  | { t: 'notification'; userId: number; id: string }
  | { t: 'end_session'; userId: number }
  | { t: 'end_token'; tokenHash: string };

/** Unacknowledged notifications older than this are neither sent again nor kept. */
export const KEEP_DAYS = 30;

const signal = (db: Queryable, message: Signal) => db.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(message)]);

/**
 * Writes a notification for a user inside the caller's transaction and announces it to every API
 * instance: PostgreSQL delivers the NOTIFY on commit, so a rolled-back sale or publish notifies
 * nobody. `id`: a stable id (the outbox worker passes its row's): a notification whose id exists
 * already is not written or sent again. Returns the notification, or null when it existed.
 */
export async function publishNotification(
  tx: Queryable, userId: number, message: Omit<Notification, 'id' | 'type' | 'at'>, id: string = randomUUID(),
): Promise<Notification | null> {
  const full: Notification = { id, type: 'notification', at: new Date().toISOString(), ...message };
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO user_notifications (id, user_id, body) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, userId, full],
  );
  if (!row) return null;
  await tx.query(`DELETE FROM user_notifications WHERE user_id = $1 AND created_at < now() - interval '${KEEP_DAYS} days'`, [userId]);
  await signal(tx, { t: 'notification', userId, id });
  return full;
}

/** The session ended (logout of every login, revoked tokens): its sockets on every instance close. */
export const endSession = (db: Queryable, userId: number) => signal(db, { t: 'end_session', userId });
/** One login ended (logout of that token): only its sockets close, on every instance; the user's other devices stay. */
export const endToken = (db: Queryable, tokenHash: string) => signal(db, { t: 'end_token', tokenHash });

/** A new material notifies the author's followers (in the publishing transaction). */
export async function notifyNewMaterial(tx: Queryable, materialId: number): Promise<number> {
  const rows = await tx.query<{ follower_id: number; title: string }>(
    `SELECT f.follower_id, m.title FROM materials m JOIN follows f ON f.author_id = m.author_id WHERE m.id = $1`,
    [materialId],
  );
  for (const row of rows) await publishNotification(tx, row.follower_id, { kind: 'new_material', title: row.title, materialId });
  return rows.length;
}

interface Local {
  peer: Peer;
  /** Ids sent on this socket: a redelivery after the listener reconnected sends each once. */
  sent: Set<string>;
  /** False until the unacknowledged ones have been sent after the greeting; live ones wait meanwhile. */
  ready: boolean;
  waiting: Notification[];
}

/**
 * The sockets of THIS process per user. Nothing is delivered from memory: a notification reaches a
 * socket only through the NOTIFY every instance receives (this one's own included), and what a tab
 * has not acknowledged is read from user_notifications on its next handshake, on any instance.
 */
export function createHub(db: Db) {
  const peers = new Map<number, Set<Local>>();

  const unacked = (userId: number) => db.query<{ body: Notification }>(
    `SELECT body FROM user_notifications
      WHERE user_id = $1 AND acked_at IS NULL AND created_at > now() - interval '${KEEP_DAYS} days' ORDER BY created_at, id`,
    [userId],
  );

  function deliver(local: Local, message: Notification): void {
    if (!local.ready) {
      local.waiting.push(message);
      return;
    }
    if (local.sent.has(message.id)) return;
    local.sent.add(message.id);
    local.peer.send(JSON.stringify(message));
  }

  async function received(payload: string): Promise<void> {
    let message: Signal;
    try {
      message = JSON.parse(payload) as Signal;
    } catch {
      return;
    }
    if (message.t === 'end_token') {
      for (const set of peers.values()) {
        for (const local of set) {
          if (local.peer.tokenHash !== message.tokenHash) continue;
          set.delete(local);
          local.peer.close(4000, NO_RECONNECT);
        }
      }
    } else if (message.t === 'end_session') {
      for (const local of peers.get(message.userId) ?? []) local.peer.close(4000, NO_RECONNECT);
      peers.delete(message.userId);
    } else if (message.t === 'notification' && peers.get(message.userId)?.size) {
      const [row] = await db.query<{ body: Notification }>(
        'SELECT body FROM user_notifications WHERE id = $1 AND user_id = $2 AND acked_at IS NULL', [message.id, message.userId],
      );
      if (row) for (const local of peers.get(message.userId) ?? []) deliver(local, row.body);
    }
  }

  /** After the listening connection was down: what the tabs missed meanwhile is still unacknowledged. */
  async function catchUp(): Promise<void> {
    for (const [userId, set] of peers) {
      const rows = await unacked(userId);
      for (const local of set) for (const row of rows) deliver(local, row.body);
    }
  }

  return {
    received,
    catchUp,
    /**
     * Adds a socket: sends `greeting` first, then every unacknowledged notification of the user, then
     * whatever arrived meanwhile (it is registered before the read, so nothing falls in between).
     */
    async join(userId: number, peer: Peer, greeting?: string): Promise<void> {
      const local: Local = { peer, sent: new Set(), ready: false, waiting: [] };
      if (!peers.has(userId)) peers.set(userId, new Set());
      peers.get(userId)!.add(local);
      try {
        const rows = await unacked(userId);
        if (greeting) peer.send(greeting);
        local.ready = true;
        for (const message of [...rows.map((row) => row.body), ...local.waiting]) deliver(local, message);
      } finally {
        local.ready = true;
        local.waiting = [];
      }
    },
    leave(userId: number, peer: Peer): void {
      const set = peers.get(userId);
      for (const local of set ?? []) if (local.peer === peer) set!.delete(local);
      if (set && !set.size) peers.delete(userId);
    },
    /** The tab has it: no other tab or reconnect (on any instance) gets it again. */
    async ack(userId: number, id: string): Promise<void> {
      await db.query('UPDATE user_notifications SET acked_at = now() WHERE id = $1 AND user_id = $2 AND acked_at IS NULL', [id, userId]);
    },
  };
}

export type Hub = ReturnType<typeof createHub>;

const hubs = new WeakMap<object, Hub>();

/**
 * The hub of an app (one per buildApp, i.e. per API process): created, and hooked to the app's
 * start and close, on first use. It listens through the catalogue's change feed, so a process
 * holds one listening connection (catalog/change-feed.ts).
 */
export function hubOf(app: App, ctx: Pick<Ctx, 'db' | 'config'>): Hub {
  let hub = hubs.get(app);
  if (hub) return hub;
  const created = createHub(ctx.db);
  hub = created;
  hubs.set(app, hub);
  const feed: ChangeFeed = changeFeedOf(ctx.db, ctx.config.databaseUrl, (message) => app.log.warn(message));
  const stops: (() => void)[] = [];
  const failed = (error: Error) => app.log.error(`notification hub: ${error.message}`);
  app.addHook('onReady', async () => {
    await feed.start().catch((error: Error) => app.log.warn(`notification hub: change feed: ${error.message}`));
    // One at a time: each may read its row, and a user's notifications reach the tab in commit order.
    let queue = Promise.resolve();
    stops.push(await feed.subscribe(NOTIFY_CHANNEL, (payload) => {
      queue = queue.then(() => created.received(payload)).catch(failed);
    }));
    stops.push(feed.onConnected(() => void created.catchUp().catch(failed)));
  });
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop();
    await feed.stop();
  });
  return hub;
}
