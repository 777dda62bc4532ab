import type { Queryable } from '../db';
import type { LineSplit } from './split';

export interface LineRecord extends LineSplit {
  title: string;
}

/**
 * Inside the order's transaction: one order line per material with its money split, and the
 * matching sale entry in the seller's ledger. Returns false when the buyer has the material in
 * another live order already (order_lines_open): the caller rolls back.
 */
export async function recordLines(tx: Queryable, order: { id: number; userId: number; currency: string }, lines: readonly LineRecord[]): Promise<boolean> {
  for (const l of lines) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO order_lines (order_id, buyer_id, material_id, seller_id, title, currency_code, gross_cents, voucher_cents, voucher_by,
                                credit_cents, paid_cents, fee_percent, fee_cents, net_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING RETURNING id`,
      [order.id, order.userId, l.materialId, l.sellerId, l.title, order.currency, l.grossCents, l.voucherCents,
        l.voucherBy,
        l.creditCents, l.paidCents, l.feePercent, l.feeCents, l.netCents],
    );
    if (!row) return false;
    await tx.query(
      `INSERT INTO seller_ledger (seller_id, currency_code, kind, order_line_id, gross_cents, discount_cents, fee_cents, net_cents)
       VALUES ($1, $2, 'sale', $3, $4, $5, $6, $7)`,
      [l.sellerId, order.currency, row.id, l.grossCents, l.grossCents - l.baseCents, l.feeCents, l.netCents],
    );
  }
  return true;
}

/** Reverses the sale entries of an order's lines (refund or cancellation); a second call finds them reversed already. */
export async function reverseLines(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO seller_ledger (seller_id, currency_code, kind, order_line_id, gross_cents, discount_cents, fee_cents, net_cents)
     SELECT e.seller_id, e.currency_code, 'reversal', e.order_line_id, -e.gross_cents, -e.discount_cents, -e.fee_cents, -e.net_cents
       FROM seller_ledger e JOIN order_lines l ON l.id = e.order_line_id
      WHERE l.order_id = $1 AND e.kind = 'sale'
     ON CONFLICT DO NOTHING`,
    [orderId],
  );
  await tx.query('UPDATE order_lines SET active = false WHERE order_id = $1', [orderId]);
}

/**
 * A ledger entry counts towards what the seller has earned once the money is in: a sale of an order
 * that was paid (a later refund adds its reversal), or a booked sale from before the ledger (no order).
 * An order awaiting payment is "awaiting"; a cancelled unpaid order never counted.
 */
export const SETTLED = `(l.order_id IS NULL OR o.paid_at IS NOT NULL)`;

export interface BalanceRow {
  currency_code: string;
  earned: number;
  paid_out: number;
  pending_payout: number;
  awaiting: number;
}

/** The seller's balance per currency: net earned, paid out, in pending payouts, and net of unpaid orders. */
export async function balances(db: Queryable, sellerId: number): Promise<(BalanceRow & { available: number })[]> {
  const rows = await db.query<BalanceRow>(
    `SELECT e.currency_code,
            coalesce(sum(e.net_cents) FILTER (WHERE e.kind <> 'payout' AND ${SETTLED}), 0)::int AS earned,
            coalesce(-sum(e.net_cents) FILTER (WHERE e.kind = 'payout' AND p.status = 'paid'), 0)::int AS paid_out,
            coalesce(-sum(e.net_cents) FILTER (WHERE e.kind = 'payout' AND p.status = 'pending'), 0)::int AS pending_payout,
            coalesce(sum(e.net_cents) FILTER (WHERE e.kind <> 'payout' AND o.status = 'awaiting_payment'), 0)::int AS awaiting
       FROM seller_ledger e
       LEFT JOIN order_lines l ON l.id = e.order_line_id
       LEFT JOIN orders o ON o.id = l.order_id
       LEFT JOIN payouts p ON p.id = e.payout_id
      WHERE e.seller_id = $1
      GROUP BY e.currency_code ORDER BY e.currency_code`,
    [sellerId],
  );
  return rows.map((r) => ({ ...r, available: r.earned - r.paid_out - r.pending_payout }));
}
