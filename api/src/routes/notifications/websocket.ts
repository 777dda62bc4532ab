import type { App, Ctx } from '../../context';
import { hashToken } from '../../auth/tokens';
import { isWorld } from '../../worlds';
import { ErrorBodySchema } from '@teachmarket/contracts/api-types';
import { ApiError } from '../../errors';
import type { WebSocket } from '@fastify/websocket';
import { hubOf, NO_RECONNECT, type Hub, type Peer } from '../../notifications/hub';

/** spec §9: the client sends a heartbeat every 30 s; two missed ones end the connection. */
export const HEARTBEAT_TIMEOUT_MS = 65_000;

async function userOfToken(ctx: Ctx, token: string): Promise<number | null> {
  const [row] = await ctx.db.query<{ user_id: number | null }>(
    'SELECT user_id FROM access_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return row?.user_id ?? null;
}

const PROTOCOL = `Connect with a WebSocket upgrade (plain HTTP answers 426). The client's first message is
{ action: 'handshake', access_token, type, world }; then { action: 'heartbeat' } every 30 s and { action: 'ack', id }
for each message with an id (unacknowledged ones are sent again on the next handshake). Server messages:
{ type: 'handshake_ok' }, { type: 'heartbeat' }, { type: 'notification', id, kind: 'sale' | 'new_material', title,
materialId, at }. A handshake without a logged-in session, a logout and a heartbeat after the session ended close
with code 4000, reason no_reconnect.`;

/** One browser tab's socket: handshake, heartbeats, acknowledgements (protocol: PROTOCOL). */
function serveSocket(ctx: Ctx, hub: Hub, socket: WebSocket) {
  let userId: number | null = null;
  let token = '';
  let timeout = setTimeout(() => socket.close(4001, 'heartbeat_timeout'), HEARTBEAT_TIMEOUT_MS);
  const alive = () => {
    clearTimeout(timeout);
    timeout = setTimeout(() => socket.close(4001, 'heartbeat_timeout'), HEARTBEAT_TIMEOUT_MS);
  };
  const peer: Peer = { tokenHash: '', send: (data: string) => socket.send(data), close: (code?: number, reason?: string) => socket.close(code, reason) };
  let open = true;
  // One message at a time, in order: an ack is stored before the next message is answered.
  let queue = Promise.resolve();
  socket.on('close', () => {
    open = false;
    clearTimeout(timeout);
    if (userId !== null) hub.leave(userId, peer);
  });
  socket.on('message', (raw: Buffer) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(raw.toString()) as Record<string, unknown>;
    } catch {
      return socket.close(1003, 'bad_message');
    }
    alive();
    queue = queue.then(async () => {
      if (!open) return;
      if (message.action === 'handshake') {
        const { access_token, type, world } = message;
        if (typeof access_token !== 'string' || typeof type !== 'string' || typeof world !== 'string' || !isWorld(world)) {
          return socket.close(1008, 'bad_handshake');
        }
        token = access_token;
        peer.tokenHash = hashToken(token);
        userId = await userOfToken(ctx, token);
        if (userId === null) return socket.close(4000, NO_RECONNECT);
        await hub.join(userId, peer, JSON.stringify({ type: 'handshake_ok' }));
        if (!open) hub.leave(userId, peer);
      } else if (message.action === 'heartbeat' && userId !== null) {
        if ((await userOfToken(ctx, token)) !== userId) return socket.close(4000, NO_RECONNECT);
        socket.send(JSON.stringify({ type: 'heartbeat' }));
      } else if (message.action === 'ack' && userId !== null && typeof message.id === 'string') {
        await hub.ack(userId, message.id);
      }
    }).catch(() => socket.close(1011, 'server_error'));
  });
}

/**
 * GET /v3/notifications/ws (spec §4, §9; protocol in PROTOCOL). Declared with handler + wsHandler
 * rather than `websocket: true` so that it is listed in the OpenAPI document like every other route.
 */
export function registerNotificationSocket(app: App, ctx: Ctx) {
  const hub = hubOf(app, ctx);
  app.route({
    method: 'GET',
    url: '/v3/notifications/ws',
    schema: { tags: ['notifications'], summary: 'WebSocket notifications: a sale (seller), a new material (followers)', description: PROTOCOL, response: { 426: ErrorBodySchema } },
    handler: async () => {
      throw new ApiError(426, 'upgrade_required', 'This is a WebSocket endpoint: connect with an upgrade request');
    },
    wsHandler: (socket) => serveSocket(ctx, hub, socket),
  });
}
