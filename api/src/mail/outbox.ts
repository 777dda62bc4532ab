import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { newToken } from '../auth/tokens';
import { enqueue } from '../jobs';
import { insertMailLinkToken, unsubscribeLinks, type Partition, type UnsubscribeLinks } from './link-tokens';
import { renderMail, type MailContent, type MailKind } from './templates';

/** The pg-boss queue whose jobs deliver one outbox row each (worker: ./worker.ts). */
export const OUTBOX_QUEUE = 'outbox.deliver';

export interface OutboxJob {
  outboxId: number;
}

export interface MailDraft extends Omit<MailContent, 'unsubscribe'> {
  /** What the mail is about ('order_invoice', 'register_confirm' …): its template, and what tests and /dev/outbox filter by. */
  kind: MailKind;
  to: string;
  /** One mail per cause (e.g. 'order:12:invoice'): writing it again queues nothing. */
  dedupeKey?: string;
  /**
   * Mails that are not strictly transactional (notifications, recommendations, a followed author's
   * news) carry an unsubscribe link: a single-use token of this partition for this user is minted
   * with the row, linked in the mail and named in its List-Unsubscribe header (RFC 8058 one click).
   * Account mails to the account's own address (sign-up confirmation, sign-up with a taken address,
   * password recovery) carry partition 'optional': the header only (no block in the text), and
   * using it switches off every optional mail, never the account mail or its link (issue 18).
   * Invoice (possibly an accounting address), change-of-address and school mails have none.
   */
  unsubscribe?: {
    partition: Partition; userId: number; authorId?: number | null; authorName?: string | null;
    /** The world whose host the unsubscribe links use when the mail's own link goes to another world's (a reset asked for there). */
    world?: string;
  };
}

/** What an outbox mail row holds until it is delivered (deliver.ts drops text and html then, and redacts the links). */
export interface MailPayload {
  subject: string;
  link: string;
  lang?: string;
  text?: string;
  html?: string;
  unsubscribe?: UnsubscribeLinks;
  /** Rows queued before issue 18: a plain text between subject and link (mailText). */
  body?: string;
}

export interface NotificationDraft {
  userId: number;
  kind: 'sale' | 'new_material';
  title: string;
  materialId: number;
  dedupeKey?: string;
}

/** The plain text of a row queued before the templates (issue 18): its subject, its optional text and its one link. */
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
 * The mail is rendered here, in the language of `world` (./templates), so the row shows what will
 * be sent; an unsubscribe token is minted in the same transaction.
 */
export async function queueMail(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, mail: MailDraft): Promise<number | null> {
  const { to, dedupeKey, unsubscribe, ...content } = mail;
  const minted = unsubscribe ? newToken() : null;
  const links = unsubscribe && minted ? unsubscribeLinks(ctx, unsubscribe.partition, minted.token, unsubscribe.world ?? mail.world) : undefined;
  const rendered = renderMail({
    ...content,
    ...(unsubscribe && links && unsubscribe.partition !== 'optional'
      ? { unsubscribe: { partition: unsubscribe.partition, link: links.page, author: unsubscribe.authorName ?? null } } : {}),
  });
  const payload: MailPayload = { subject: rendered.subject, link: mail.link, lang: rendered.lang, text: rendered.text, html: rendered.html, ...(links ? { unsubscribe: links } : {}) };
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, kind, recipient, payload, dedupe_key) VALUES ('mail', $1, $2, $3, $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.kind, to, payload, dedupeKey ?? null],
  );
  if (!row) return null;
  // The token exists only with its mail (a deduplicated mail mints none).
  if (unsubscribe && minted) await insertMailLinkToken(tx, minted.hash, unsubscribe.partition, unsubscribe.userId, unsubscribe.authorId ?? null);
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
