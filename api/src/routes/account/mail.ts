import nodemailer from 'nodemailer';
import type { Ctx } from '../../context';

/**
 * Account mail goes through nodemailer (JSON transport: the message is built, not sent over SMTP,
 * as this server has no mail relay) into the outbox table, which GET /dev/outbox lists.
 */
const transport = nodemailer.createTransport({ jsonTransport: true });

export async function sendMail(ctx: Ctx, kind: string, to: string, subject: string, link: string): Promise<void> {
  const text = `${subject}\n\n${link}\n`;
  const info = await transport.sendMail({ from: 'Teachmarket <no-reply@teachmarket.test>', to, subject, text });
  await ctx.db.query('INSERT INTO outbox (kind, recipient, payload, sent_at) VALUES ($1, $2, $3, now())', [
    kind, to, { subject, link, message: JSON.parse(String(info.message)) as unknown },
  ]);
}
