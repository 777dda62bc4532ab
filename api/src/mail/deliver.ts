import type { Db } from '../db';
import { publishNotification } from '../notifications/hub';
import { keepDevCopy } from './dev-copies';
import { mailText, type MailPayload } from './outbox';
import { redactTokens } from './redact';
import type { MailTransport } from './transport';

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  /** DEV_ENDPOINTS=1: keep the unredacted link in this process's memory for /dev/outbox (dev-copies.ts). */
  devCopies?: boolean;
}

interface OutboxRow {
  id: number;
  channel: 'mail' | 'notification';
  kind: string;
  recipient: string;
  user_id: number | null;
  payload: Partial<MailPayload> & { kind?: 'sale' | 'new_material'; title?: string; materialId?: number };
  sent_at: Date | null;
}

export type DeliveryResult = 'sent' | 'already_sent' | 'missing';

/**
 * Delivers one outbox row, at most once however often its job runs: the row is locked, skipped
 * when it is marked already, and marked (sent_at) in the same transaction as the delivery. Two
 * jobs for one row at once wait for each other's lock; a job retried after a crash finds the mark.
 *
 * With the embedded transport the "delivery" is that very transaction (exactly once). With a relay
 * (SMTP) a crash after the relay accepted the mail and before the commit sends it again on retry;
 * its Message-ID is the row's, so the receiver sees one message (transport.ts).
 * A failure rolls the transaction back, is counted on the row (attempts, last_error, shown on
 * /dev/outbox) and thrown, so pg-boss retries the job with back-off.
 */
export async function deliverOutboxRow(deps: DeliveryDeps, id: number): Promise<DeliveryResult> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<OutboxRow>('SELECT id, channel, kind, recipient, user_id, payload, sent_at FROM outbox WHERE id = $1 FOR UPDATE', [id]);
      if (!row) return 'missing';
      if (row.sent_at) return 'already_sent';
      if (row.channel === 'mail') {
        const subject = row.payload.subject ?? '';
        const link = row.payload.link ?? '';
        // Issue 18: the row holds the mail rendered in its language (text and HTML); older rows, plain text.
        const text = row.payload.text ?? mailText(subject, link, row.payload.body);
        const html = row.payload.html;
        const unsubscribe = row.payload.unsubscribe;
        // RFC 2369 + RFC 8058: one https URL the receiving provider POSTs "List-Unsubscribe=One-Click" to.
        const headers = unsubscribe
          ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined;
        const sent = await deps.transport.send({
          outboxId: row.id, kind: row.kind, to: row.recipient, subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}),
        });
        if (deps.devCopies) keepDevCopy(deps.db, row.id, { link, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}) });
        // Issue 13: once delivered, the row is a record that the mail went out (kind, recipient,
        // subject, Message-ID, link without its token), no longer a usable reset/confirm link. The
        // built message stays in the row (the embedded transport's "mailbox"), tokens redacted too.
        const message = redactTokens(JSON.stringify(sent.message ?? { messageId: sent.messageId }));
        // The parts are in the message (redacted) already; the row keeps them once, without tokens.
        const links = unsubscribe ? { page: redactTokens(unsubscribe.page), oneClick: redactTokens(unsubscribe.oneClick) } : null;
        await tx.query(
          `UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL,
                  payload = (payload - 'text' - 'html' - 'unsubscribe')
                    || jsonb_build_object('link', $2::text, 'message', $3::jsonb)
                    || CASE WHEN $4::jsonb IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('unsubscribe', $4::jsonb) END
            WHERE id = $1`,
          [id, redactTokens(link), message, links],
        );
      } else {
        await tx.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [id]);
        // Issue 17: written and NOTIFYed in this transaction; every API instance hears it on commit and
        // sends it to the seller's sockets it holds. Its id is the row's, so it exists at most once.
        await publishNotification(tx, row.user_id!, { kind: row.payload.kind ?? 'sale', title: row.payload.title ?? '', materialId: row.payload.materialId ?? 0 }, `outbox-${row.id}`);
      }
      return 'sent';
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND sent_at IS NULL', [id, message.slice(0, 500)])
      .catch(() => undefined);
    throw error;
  }
}
