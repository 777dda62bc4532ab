/**
 * Transactional outbox (issue 13): every mail and every sale notification is first a row here,
 * written in the transaction of the change that causes it, and delivered later by the outbox
 * worker (api/src/mail/). Rows written before this migration were sent at once (sent_at set).
 * - channel: 'mail' (to recipient, an address) or 'notification' (websocket, to user_id);
 * - dedupe_key: one row per cause (e.g. 'order:12:invoice'), so writing the follow-ups of an order
 *   twice queues them once;
 * - attempts / last_error: what the worker tried, shown on /dev/outbox;
 * - sent_at: set in the same transaction as the delivery, so a retried job does not deliver twice.
 */
export const sql = /* sql */ `
ALTER TABLE outbox
  ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'notification')),
  ADD COLUMN user_id int REFERENCES users(id) ON DELETE CASCADE,
  ADD COLUMN dedupe_key text UNIQUE,
  ADD COLUMN attempts int NOT NULL DEFAULT 0,
  ADD COLUMN last_error text;

ALTER TABLE outbox ADD CONSTRAINT outbox_notification_user CHECK (channel <> 'notification' OR user_id IS NOT NULL);

CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
`;
