import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { enqueueOrderFollowUps } from '../mail/order-follow-ups';
import { queueOrderReversalMail } from '../mail/order-reversals';
import { ApiError } from '../errors';
import { revokeReferralReward, rewardReferral } from './referrals';
import { reverseLines } from './ledger';

/** The money columns of an order that its state changes read and the audit records. */
export interface OrderState {
  id: number;
  user_id: number;
  status: string;
  total_cents: number;
  used_credits_cents: number;
  voucher_code: string | null;
  paid_at: Date | null;
  payment_reference: string | null;
  files_released_at: Date | null;
  cancelled_at: Date | null;
  refunded_at: Date | null;
}

const STATE_COLUMNS = `id, user_id, status, total_cents, used_credits_cents, voucher_code, paid_at, payment_reference,
  files_released_at, cancelled_at, refunded_at`;

/** The order, locked for the rest of the transaction (two operators or a webhook and an operator queue). */
export async function lockOrder(tx: Queryable, orderId: number): Promise<OrderState> {
  const [order] = await tx.query<OrderState>(`SELECT ${STATE_COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
  if (!order) throw new ApiError(404, 'not_found', `Order ${orderId} not found`);
  return order;
}

async function reload(tx: Queryable, orderId: number): Promise<OrderState> {
  const [order] = await tx.query<OrderState>(`SELECT ${STATE_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
  return order!;
}

const wrongState = (order: OrderState, wanted: string) =>
  new ApiError(409, 'order_state', `Order ${order.id} is ${order.status}: only an order that is ${wanted} can be changed this way`);

/**
 * Grants the order's materials (purchases: what the bought list, downloads and ratings read) and
 * notes when; a material the buyer got another way meanwhile (free, another order) stays as it is.
 */
export async function releaseFiles(tx: Queryable, orderId: number, rule: string): Promise<void> {
  await tx.query(
    `INSERT INTO purchases (user_id, material_id, order_id, price_cents)
     SELECT l.buyer_id, l.material_id, l.order_id, l.gross_cents FROM order_lines l WHERE l.order_id = $1 AND l.active
     ON CONFLICT DO NOTHING`,
    [orderId],
  );
  await tx.query('UPDATE orders SET files_released_at = coalesce(files_released_at, now()), release_rule = coalesce(release_rule, $2) WHERE id = $1', [orderId, rule]);
}

/**
 * The money of an order awaiting payment is in (spec: invoice; a provider's confirmed payment):
 * paid on the given day with the bank's or provider's reference, the files are released if they
 * were held, and the buyer's first settled order rewards a referral (confirmed accounts only).
 */
export async function settleOrder(ctx: Ctx, tx: Queryable, orderId: number, payment: { paidAt: Date; reference: string | null }): Promise<{ before: OrderState; after: OrderState }> {
  const before = await lockOrder(tx, orderId);
  if (before.status !== 'awaiting_payment') throw wrongState(before, 'awaiting payment');
  await tx.query(`UPDATE orders SET status = 'paid', paid_at = $2, payment_reference = $3 WHERE id = $1`, [orderId, payment.paidAt, payment.reference]);
  await releaseFiles(tx, orderId, 'paid');
  await rewardReferral(tx, before.user_id, orderId, before.total_cents);
  // The sellers' sale notifications and the rating mails of materials released only now (deduplicated per order and purchase).
  await enqueueOrderFollowUps(ctx, tx, orderId);
  return { before, after: await reload(tx, orderId) };
}

/** What a cancellation and a refund both undo: access, the sellers' net, the buyer's credits and the voucher use. */
async function revoke(tx: Queryable, order: OrderState): Promise<void> {
  await tx.query('DELETE FROM purchases WHERE order_id = $1', [order.id]);
  await reverseLines(tx, order.id);
  if (order.used_credits_cents > 0) {
    await tx.query(`INSERT INTO credit_entries (user_id, amount_cents, reason) VALUES ($1, $2, 'refund')`, [order.user_id, order.used_credits_cents]);
    await tx.query('UPDATE users SET credits_cents = credits_cents + $2 WHERE id = $1', [order.user_id, order.used_credits_cents]);
  }
  if (order.voucher_code) await tx.query('UPDATE vouchers SET uses = uses - 1 WHERE code = $1 AND uses > 0', [order.voucher_code]);
}

/**
 * An unpaid invoice order is cancelled: nothing was paid, so nothing is refunded; access ends, the sellers' sales are reversed.
 * The buyer is mailed in the same transaction (before the lines it lists are deactivated).
 */
export async function cancelOrder(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, orderId: number): Promise<{ before: OrderState; after: OrderState }> {
  const before = await lockOrder(tx, orderId);
  if (before.status !== 'awaiting_payment') throw wrongState(before, 'awaiting payment');
  await tx.query(`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [orderId]);
  await queueOrderReversalMail(ctx, tx, orderId, 'order_cancelled');
  await revoke(tx, before);
  return { before, after: await reload(tx, orderId) };
}

/**
 * A paid order is refunded (the money goes back to the buyer outside this system, by transfer):
 * downloads end, each seller's net is reversed in the ledger (a payout made already leaves a negative
 * balance that the next sales make up), credits come back and a referral reward it earned is taken back.
 * The buyer is mailed in the same transaction (before the lines it lists are deactivated).
 */
export async function refundOrder(ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, orderId: number): Promise<{ before: OrderState; after: OrderState }> {
  const before = await lockOrder(tx, orderId);
  if (before.status !== 'paid') throw wrongState(before, 'paid');
  await tx.query(`UPDATE orders SET status = 'refunded', refunded_at = now() WHERE id = $1`, [orderId]);
  await queueOrderReversalMail(ctx, tx, orderId, 'order_refunded');
  await revoke(tx, before);
  await revokeReferralReward(tx, orderId);
  return { before, after: await reload(tx, orderId) };
}
