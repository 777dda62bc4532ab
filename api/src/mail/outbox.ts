import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { enqueue } from '../jobs';

/** The pg-boss queue whose jobs deliver one outbox row each (worker: ./worker.ts). */
export const OUTBOX_QUEUE = 'outbox.deliver';

export interface OutboxJob {
  outboxId: number;
}

export interface MailDraft {
  /** What the mail is about ('order_invoice', 'register_confirm' …): tests and /dev/outbox filter by it. */
  kind: string;
  to: string;
  subject: string;
  /** The one link the mail is about (absolute). */
  link: string;
  /** Text between the subject and the link (e.g. an operator's reason); no tokens here, it is not redacted. */
  body?: string;
  /** One mail per cause (e.g. 'order:12:invoice'): writing it again queues nothing. */
  dedupeKey?: string;
}

export interface NotificationDraft {
  userId: number;
  kind: 'sale' | 'new_material';
  title: string;
  materialId: number;
  dedupeKey?: string;
}

/** The body of a mail: its subject, its optional text and its one link (the mails are plain text). */
export const mailText = (subject: string, link: string, body?: string): string =>
  body ? `${subject}\n\n${body}\n\n${link}\n` : `${subject}\n\n${link}\n`;

/**
 * The outbox job of a row, in the same transaction. MAIL_DELIVERY_DELAY_MS (test-only, see
 * config.ts) makes the job due later, so a test can kill the process between commit and delivery.
 */
async function enqueueDelivery(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, outboxId: number): Promise<void> {
  const delay = ctx.config.mailDeliveryDelayMs;
  await enqueue<OutboxJob>(ctx, tx, OUTBOX_QUEUE, { outboxId }, delay > 0 ? { startAfter: new Date(Date.now() + delay) } : {});
}

/**
 * Queues a mail inside the caller's transaction: the row and its delivery job commit with the
 * change that causes the mail, or neither exists. Returns the outbox id (null: already queued).
 */
export async function queueMail(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, mail: MailDraft): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, kind, recipient, payload, dedupe_key) VALUES ('mail', $1, $2, $3, $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.kind, mail.to, { subject: mail.subject, link: mail.link, ...(mail.body ? { body: mail.body } : {}) }, mail.dedupeKey ?? null],
  );
  if (!row) return null;
  await enqueueDelivery(ctx, tx, row.id);
  return row.id;
}

/** Queues a websocket notification to a user (delivered through the app's hub by the worker). */
export async function queueNotification(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, note: NotificationDraft): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, kind, recipient, user_id, payload, dedupe_key) VALUES ('notification', $1, $2, $3, $4, $5)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [`${note.kind}_notification`, `user:${note.userId}`, note.userId, { kind: note.kind, title: note.title, materialId: note.materialId },
      note.dedupeKey ?? null],
  );
  if (!row) return null;
  await enqueueDelivery(ctx, tx, row.id);
  return row.id;
}
