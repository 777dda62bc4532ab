/**
 * s17 QA3 (s16 QA2 finding 2): the signed-in user's recent notifications, read at start-up so the
 * bell survives a reload, and the call that marks them read when the bell is opened. Shared by API and
 * frontend; only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

export const NOTIFICATION_KINDS = ['sale', 'new_material', 'comment', 'comment_reply'] as const;
/** How many the bell lists (the API answers at most this many, newest first). */
export const NOTIFICATIONS_SHOWN = 20;

export const NotificationItemSchema = Type.Object({
  /** The same id the websocket message carried (and its ack names). */
  id: Type.String(),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  title: Type.String(),
  materialId: Type.Union([Type.Integer(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
  /** The user opened the bell while it was listed (POST /v3/notifications/read); an ack alone is not reading. */
  read: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItemSchema>;
export const NotificationsResponseSchema = Type.Object({ items: Type.Array(NotificationItemSchema) });
export type NotificationsResponse = Static<typeof NotificationsResponseSchema>;

export const NotificationsReadBodySchema = Type.Object({
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: NOTIFICATIONS_SHOWN }),
}, { additionalProperties: false });
export type NotificationsReadBody = Static<typeof NotificationsReadBodySchema>;
export const NotificationsReadResponseSchema = Type.Object({ read: Type.Integer({ minimum: 0 }) });
export type NotificationsReadResponse = Static<typeof NotificationsReadResponseSchema>;
