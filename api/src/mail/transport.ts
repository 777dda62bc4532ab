import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the outbox worker hands it to the transport. */
export interface OutgoingMail {
  outboxId: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part (issue 18); a row queued before the templates has only text. */
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on mails that are not strictly transactional. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The built message (headers and body) as the embedded transport keeps it in the outbox row. */
  message: unknown;
}

/** Where mail leaves the API. The worker calls it; nothing else does. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<SentMail>;
}

export const MAIL_FROM = 'Teachmarket <no-reply@teachmarket.test>';

/**
 * The Message-ID is derived from the outbox row: should a relay ever get the same mail twice (a
 * crash after the relay accepted it and before the row was marked), receivers see one message.
 */
const messageIdOf = (mail: OutgoingMail) => `<outbox-${mail.outboxId}@teachmarket.test>`;

/** What nodemailer builds from an outgoing mail (both transports alike). */
const messageOf = (mail: OutgoingMail) => ({
  from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, messageId: messageIdOf(mail),
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.headers ? { headers: mail.headers } : {}),
});

/**
 * The embedded default: nodemailer builds the message (JSON transport, no SMTP relay on this
 * server) and the worker keeps it in the outbox row it marks as sent, which GET /dev/outbox lists.
 */
export function embeddedTransport(): MailTransport {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail));
      return { messageId: info.messageId, message: JSON.parse(String(info.message)) as unknown };
    },
  };
}

/**
 * MAIL_PICKUP_DIR: each delivered mail is also written as an .eml file into that folder (an MTA
 * pickup directory). Every delivery is a new file, so a mail delivered twice shows up twice; the
 * crash test (api/test/outbox-crash.test.ts) counts them there.
 */
export function pickupDirTransport(dir: string, inner: MailTransport = embeddedTransport()): MailTransport {
  mkdirSync(dir, { recursive: true });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail(messageOf(mail));
      await writeFile(join(dir, `${Date.now()}-${mail.outboxId}-${randomUUID()}.eml`), info.message as Buffer);
      return inner.send(mail);
    },
  };
}

export function transportFor(config: { mailPickupDir: string | null }): MailTransport {
  return config.mailPickupDir ? pickupDirTransport(config.mailPickupDir) : embeddedTransport();
}
