import type { Ctx } from '../../context';
import { queueMail, type MailDraft } from '../../mail/outbox';

export { queueMail } from '../../mail/outbox';

/**
 * Queues a mail in the transactional outbox (api/src/mail/): the row and its delivery job are
 * written in one transaction, and the outbox worker delivers it (nodemailer; the embedded default
 * keeps the built message in the outbox table, which GET /dev/outbox lists). For a mail caused by
 * The mail is a template kind rendered in the language of `world` (api/src/mail/templates/). For
 * a change that has a transaction of its own, call queueMail(ctx, tx, …) inside it instead.
 */
export async function sendMail(ctx: Ctx, mail: MailDraft): Promise<void> {
  await ctx.db.transaction((tx) => queueMail(ctx, tx, mail));
}
