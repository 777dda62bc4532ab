import {
  NOTIFICATIONS_SHOWN, NotificationsReadBodySchema, NotificationsReadResponseSchema, NotificationsResponseSchema, type NotificationItem,
} from '@teachmarket/contracts/api-types';
import type { FastifyReply } from 'fastify';
import { loggedIn } from '../../auth/guards';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { KEEP_DAYS, type Notification } from '../../notifications/hub';

/** One user's answer: never stored by a shared cache (a proxy or CDN would hand it to the next visitor). */
const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

/**
 * s17 QA3 (s16 QA2 finding 2): the bell lost every notification on reload, as they lived only in the
 * tab that received the websocket push. The rows the hub keeps (user_notifications) are the list.
 * spec §4: a tab acknowledges a message as soon as it arrives (acked_at: not sent again); reading is the
 * user opening the bell (read_at), so a notification pushed to a tab nobody looked at stays unread.
 */
export function registerNotificationList(app: App, ctx: Ctx) {
  app.get('/v3/notifications', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['notifications'], summary: "The logged-in user's recent notifications (newest first, 30 days), with their read state",
      querystring: WorldQuery, response: { 200: NotificationsResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    personal(reply);
    const rows = await ctx.db.query<{ body: Notification; read: boolean }>(
      `SELECT body, read_at IS NOT NULL AS read FROM user_notifications
        WHERE user_id = $1 AND created_at > now() - interval '${KEEP_DAYS} days' ORDER BY created_at DESC, id DESC LIMIT $2`,
      [user.id, NOTIFICATIONS_SHOWN],
    );
    const items: NotificationItem[] = rows.map(({ body, read }) => ({
      id: body.id, kind: body.kind, title: body.title, materialId: body.materialId ?? null, at: body.at, read,
    }));
    return { items };
  });

  app.post('/v3/notifications/read', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['notifications'], summary: 'Mark notifications of the logged-in user read (the bell was opened); other users\' ids are ignored',
      querystring: WorldQuery, body: NotificationsReadBodySchema, response: { 200: NotificationsReadResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    personal(reply);
    // Read implies received: a read row is not pushed again on the next handshake either.
    const rows = await ctx.db.query(
      `UPDATE user_notifications SET read_at = now(), acked_at = COALESCE(acked_at, now())
        WHERE user_id = $1 AND id = ANY($2::text[]) AND read_at IS NULL RETURNING id`,
      [user.id, request.body.ids],
    );
    return { read: rows.length };
  });
}
