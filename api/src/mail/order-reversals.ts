import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';
import { mailLanguageOf } from './templates';
import { queueMail } from './outbox';

/** The buyer's mail about an order an operator cancelled (unpaid) or refunded (paid). */
export type OrderReversal = 'order_cancelled' | 'order_refunded';

/** An amount in the mail's language (cents are hundredths in every currency: api/src/lib/text.ts toMajor). */
function money(cents: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * Tells the buyer that an operator cancelled or refunded their order (api/src/money/settle.ts), in
 * the same transaction (issue 13 outbox): a rolled-back action sends nothing. Written in the
 * language of the order's world like the invoice mail, to the buyer's own address (not an invoice
 * address: the mail is about the account's downloads). It names the order's invoice number, the
 * amount paid back (all orders are invoice orders paid by bank transfer, refunded the same way) or
 * that nothing is owed any more, the credits that came back, and the materials whose downloads end.
 * Must run before the order's lines are deactivated (it lists the active ones). Transactional: no
 * unsubscribe link. One mail per order and kind (dedupe key); there is no undo of a reversal.
 */
export async function queueOrderReversalMail(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, orderId: number, kind: OrderReversal): Promise<number | null> {
  const [order] = await tx.query<{
    world: string; invoice_number: string; currency_code: string; total_cents: number; used_credits_cents: number; to: string; name: string;
  }>(
    `SELECT o.world, o.invoice_number, o.currency_code, o.total_cents, o.used_credits_cents, u.email AS to, u.public_name AS name
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw new Error(`order ${orderId} not found for its ${kind} mail`);
  const titles = await tx.query<{ title: string }>(
    `SELECT m.title FROM order_lines l JOIN materials m ON m.id = l.material_id WHERE l.order_id = $1 AND l.active ORDER BY l.id`,
    [orderId],
  );
  const lang = mailLanguageOf(order.world);
  // A value left empty drops its paragraph (templates/index.ts): no amount line for a fully credit-paid order, no credits line without credits.
  const values = {
    order: order.invoice_number,
    amount: kind === 'order_refunded' && order.total_cents > 0 ? money(order.total_cents, order.currency_code, lang) : null,
    credits: order.used_credits_cents > 0 ? money(order.used_credits_cents, order.currency_code, lang) : null,
    materials: titles.map((t) => t.title).join(', ') || null,
  };
  return queueMail(ctx, tx, {
    kind, to: order.to, world: order.world, name: order.name, values,
    link: webLink(ctx, 'invoiceTaxDocuments', {}, order.world, { query: { order: orderId } }), dedupeKey: `order:${orderId}:${kind}`,
  });
}
