import type { App, Ctx } from '../context';
import type { Db } from '../db';
import { defineJob } from '../jobs';
import { deliverOutboxRow } from './deliver';
import { OUTBOX_QUEUE, type OutboxJob } from './outbox';
import { transportFor, type MailTransport } from './transport';

/**
 * Retries with exponential back-off (pg-boss: retryDelay · 2^n, with jitter): 10 s, 20 s, 40 s …
 * twelve times covers a relay that is down for about half a day. After that the row stays unsent
 * with its last error on /dev/outbox.
 */
export const OUTBOX_RETRY = { retryLimit: 12, retryDelay: 10, retryBackoff: true } as const;
/** A delivery takes milliseconds; a job still active after this (its process died) is retried. */
const EXPIRE_SECONDS = 60;

const transports = new WeakMap<Db, MailTransport>();

/** The transport of an API's database (config: embedded, or MAIL_PICKUP_DIR). */
export function mailTransportOf(ctx: Pick<Ctx, 'db' | 'config'>): MailTransport {
  let transport = transports.get(ctx.db);
  if (!transport) {
    transport = transportFor(ctx.config);
    transports.set(ctx.db, transport);
  }
  return transport;
}

/** Tests: replace the transport (a failing relay, a counting one). */
export function setMailTransport(db: Db, transport: MailTransport): void {
  transports.set(db, transport);
}

/** The outbox worker: one pg-boss job per outbox row, delivered through the transport or as a notification (notifications/hub.ts). */
export function registerOutboxWorker(app: App, ctx: Ctx): void {
  defineJob<OutboxJob>(ctx, OUTBOX_QUEUE, async ({ outboxId }) => {
    await deliverOutboxRow({ db: ctx.db, transport: mailTransportOf(ctx), devCopies: ctx.config.devEndpoints }, outboxId);
  }, { ...OUTBOX_RETRY, expireInSeconds: EXPIRE_SECONDS });
}
