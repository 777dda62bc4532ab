/**
 * Issue 17: websocket notifications are shared by every API instance. A notification is a row
 * (written in the transaction that causes it) plus a NOTIFY on `user_notifications` naming the row;
 * every instance LISTENs and sends it to the sockets it holds (api/src/notifications/hub.ts). The
 * row is what a tab receives again on its next handshake until it acknowledges it, whichever
 * instance it reconnects to; the NOTIFY payload stays small (user id, row id) whatever the body.
 */
export const sql = /* sql */ `
CREATE TABLE user_notifications (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  acked_at timestamptz
);
CREATE INDEX user_notifications_user ON user_notifications (user_id, created_at);
`;
