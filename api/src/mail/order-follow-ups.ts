import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';
import { queueRatingRequests } from './rating-requests';
import { queueMail, queueNotification } from './outbox';

export interface OrderFollowUps {
  invoice: number | null;
  sales: number;
  ratings: number;
}

/**
 * What an order causes besides itself, written in the order's transaction (issue 13 outbox):
 * the invoice mail to the buyer, a sale notification to the seller of each bought material and the
 * rating mails. The outbox worker delivers them after the commit, with retries; a rolled-back
 * order leaves none, and a crash after the commit loses none. Safe to call twice for one order
 * (each row has a dedupe key).
 */
export async function enqueueOrderFollowUps(ctx: Ctx, tx: Queryable, orderId: number): Promise<OrderFollowUps> {
  const [order] = await tx.query<{ user_id: number; world: string; invoice_number: string; to: string; name: string }>(
    `SELECT o.user_id, o.world, o.invoice_number, coalesce(u.invoice_email, u.email) AS to, u.public_name AS name
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw new Error(`order ${orderId} not found for its follow-ups`);
  // The link opens the buyer's invoice in the cabinet (after login), not the API's PDF call, which
  // needs a bearer token a mail client does not have. The order's world: its language and its host.
  // An invoice is transactional: no unsubscribe link.
  const invoice = await queueMail(ctx, tx, {
    kind: 'order_invoice', to: order.to, world: order.world, name: order.name, values: { invoice: order.invoice_number },
    link: webLink(ctx, 'invoiceTaxDocuments', {}, order.world, { query: { order: orderId } }), dedupeKey: `order:${orderId}:invoice`,
  });
  const sold = await tx.query<{ seller_id: number; material_id: number; title: string }>(
    `SELECT m.author_id AS seller_id, m.id AS material_id, m.title
       FROM purchases p JOIN materials m ON m.id = p.material_id WHERE p.order_id = $1 ORDER BY p.id`,
    [orderId],
  );
  let sales = 0;
  for (const row of sold) {
    const id = await queueNotification(ctx, tx, {
      userId: row.seller_id, kind: 'sale', title: row.title, materialId: row.material_id, dedupeKey: `order:${orderId}:sale:${row.material_id}`,
    });
    if (id) sales += 1;
  }
  const ratings = await queueRatingRequests(ctx, tx, order.user_id, orderId, order.world);
  return { invoice, sales, ratings };
}
