import type { App, Ctx } from '../../context';
import { hashToken } from '../../auth/tokens';
import { isWorld } from '../../worlds';
import { NO_RECONNECT, type Hub } from './hub';

/** spec §9: the client sends a heartbeat every 30 s; two missed ones end the connection. */
export const HEARTBEAT_TIMEOUT_MS = 65_000;

async function userOfToken(ctx: Ctx, token: string): Promise<number | null> {
  const [row] = await ctx.db.query<{ user_id: number | null }>(
    'SELECT user_id FROM access_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return row?.user_id ?? null;
}

/**
 * GET /v3/notifications/ws. Protocol: the client's first message is
 * { action: 'handshake', access_token, type, world }; then { action: 'heartbeat' } every 30 s and
 * { action: 'ack', id } for each message with an id. A handshake without a logged-in session,
 * and a heartbeat after the session ended, close with reason no_reconnect.
 */
export function registerNotificationSocket(app: App, ctx: Ctx, hub: Hub) {
  app.get('/v3/notifications/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let userId: number | null = null;
    let token = '';
    let timeout = setTimeout(() => socket.close(4001, 'heartbeat_timeout'), HEARTBEAT_TIMEOUT_MS);
    const alive = () => {
      clearTimeout(timeout);
      timeout = setTimeout(() => socket.close(4001, 'heartbeat_timeout'), HEARTBEAT_TIMEOUT_MS);
    };
    const peer = { send: (data: string) => socket.send(data), close: (code?: number, reason?: string) => socket.close(code, reason) };
    socket.on('close', () => {
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
      void (async () => {
        if (message.action === 'handshake') {
          const { access_token, type, world } = message;
          if (typeof access_token !== 'string' || typeof type !== 'string' || typeof world !== 'string' || !isWorld(world)) {
            return socket.close(1008, 'bad_handshake');
          }
          token = access_token;
          userId = await userOfToken(ctx, token);
          if (userId === null) return socket.close(4000, NO_RECONNECT);
          socket.send(JSON.stringify({ type: 'handshake_ok' }));
          hub.join(userId, peer);
        } else if (message.action === 'heartbeat' && userId !== null) {
          if ((await userOfToken(ctx, token)) !== userId) return socket.close(4000, NO_RECONNECT);
          socket.send(JSON.stringify({ type: 'heartbeat' }));
        } else if (message.action === 'ack' && userId !== null && typeof message.id === 'string') {
          hub.ack(userId, message.id);
        }
      })();
    });
  });
}
