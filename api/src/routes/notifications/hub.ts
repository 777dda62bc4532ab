import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../context';

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
  kind: 'sale' | 'new_material';
  title: string;
  materialId: number;
  at: string;
}

/** spec §9: close reason that tells the client not to reconnect (the session ended). */
export const NO_RECONNECT = 'no_reconnect';

/**
 * Sockets per user and the messages they have not acknowledged yet: an unacknowledged
 * message is sent again on the next handshake (another tab, or after a reconnect).
 */
export function createHub() {
  const peers = new Map<number, Set<Peer>>();
  const unacked = new Map<number, Map<string, Notification>>();

  return {
    join(userId: number, peer: Peer): void {
      if (!peers.has(userId)) peers.set(userId, new Set());
      peers.get(userId)!.add(peer);
      for (const message of unacked.get(userId)?.values() ?? []) peer.send(JSON.stringify(message));
    },
    leave(userId: number, peer: Peer): void {
      peers.get(userId)?.delete(peer);
    },
    ack(userId: number, id: string): void {
      unacked.get(userId)?.delete(id);
    },
    /**
     * Sends to the user's open tabs and keeps the message until acknowledged. `id`: a stable id (the
     * outbox worker passes its row's); a message whose id is still unacknowledged is not sent again.
     */
    notify(userId: number, message: Omit<Notification, 'id' | 'type' | 'at'>, id: string = randomUUID()): Notification {
      const held = unacked.get(userId)?.get(id);
      if (held) return held;
      const full: Notification = { id, type: 'notification', at: new Date().toISOString(), ...message };
      if (!unacked.has(userId)) unacked.set(userId, new Map());
      unacked.get(userId)!.set(full.id, full);
      for (const peer of peers.get(userId) ?? []) peer.send(JSON.stringify(full));
      return full;
    },
    /** The session ended (logout, revoked token): the client must not come back. */
    endSession(userId: number): void {
      for (const peer of peers.get(userId) ?? []) peer.close(4000, NO_RECONNECT);
      peers.delete(userId);
    },
    /** One login ended (logout of that token): only its sockets close; the user's other devices stay. */
    endToken(tokenHash: string): number {
      let closed = 0;
      for (const set of peers.values()) {
        for (const peer of set) {
          if (peer.tokenHash !== tokenHash) continue;
          set.delete(peer);
          peer.close(4000, NO_RECONNECT);
          closed++;
        }
      }
      return closed;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;

// A sale's notification is not sent from here: it is queued in the order's transaction and
// delivered by the outbox worker (api/src/mail/order-follow-ups.ts, deliver.ts).

/** A new material notifies the author's followers. */
export async function notifyNewMaterial(ctx: Ctx, hub: Hub, materialId: number): Promise<number> {
  const rows = await ctx.db.query<{ follower_id: number; title: string }>(
    `SELECT f.follower_id, m.title FROM materials m JOIN follows f ON f.author_id = m.author_id WHERE m.id = $1`,
    [materialId],
  );
  for (const row of rows) hub.notify(row.follower_id, { kind: 'new_material', title: row.title, materialId });
  return rows.length;
}

const hubs = new WeakMap<object, Hub>();

/** The hub of an app (one per buildApp): the outbox worker and the upload routes (notifyNewMaterial) use it. */
export function hubOf(app: object): Hub {
  let hub = hubs.get(app);
  if (!hub) {
    hub = createHub();
    hubs.set(app, hub);
  }
  return hub;
}
