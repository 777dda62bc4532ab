import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { eurRateOf } from './fees';
import { SETTLED } from './ledger';

/** spec names no minimum: below 10 EUR (at the currency's rate) a transfer costs more than it is worth; the balance waits. */
export const MIN_PAYOUT_EUR = 10;
export const minimumPayoutCents = (currency: string): number => Math.round(MIN_PAYOUT_EUR * eurRateOf(currency) * 100);

export interface PayoutRow {
  id: number; seller_id: number; seller_name: string; currency_code: string; amount_cents: number; status: 'pending' | 'paid';
  account_holder: string; iban: string; bic: string | null; created_at: Date; paid_at: Date | null; paid_reference: string | null;
}

export const PAYOUT_COLUMNS = `p.id, p.seller_id, u.public_name AS seller_name, p.currency_code, p.amount_cents, p.status, p.account_holder,
  p.iban, p.bic, p.created_at, p.paid_at, p.paid_reference`;

/**
 * The payout run (monthly, or when an operator asks): every seller whose available balance in a
 * currency (settled net minus payouts made or pending) reaches the minimum gets one pending payout of
 * the whole balance to the payout account saved now (IBAN copied: a later change does not redirect
 * money already on its way) and a matching ledger entry. A seller with a pending payout in that
 * currency is skipped (one at a time, payouts_one_pending), one without a saved account is listed.
 */
export async function createPayouts(tx: Queryable, createdBy: number | null): Promise<{ created: PayoutRow[]; withoutAccount: { sellerId: number; currency: string; amountCents: number }[] }> {
  const due = await tx.query<{ seller_id: number; currency_code: string; available: number; has_account: boolean; pending: boolean }>(
    `SELECT e.seller_id, e.currency_code, sum(e.net_cents)::int AS available,
            EXISTS (SELECT 1 FROM bank_accounts b WHERE b.user_id = e.seller_id) AS has_account,
            EXISTS (SELECT 1 FROM payouts q WHERE q.seller_id = e.seller_id AND q.currency_code = e.currency_code AND q.status = 'pending') AS pending
       FROM seller_ledger e LEFT JOIN order_lines l ON l.id = e.order_line_id LEFT JOIN orders o ON o.id = l.order_id
      WHERE e.kind = 'payout' OR ${SETTLED}
      GROUP BY e.seller_id, e.currency_code ORDER BY e.seller_id, e.currency_code`,
  );
  const created: PayoutRow[] = [];
  const withoutAccount: { sellerId: number; currency: string; amountCents: number }[] = [];
  for (const row of due) {
    if (row.pending || row.available < minimumPayoutCents(row.currency_code)) continue;
    if (!row.has_account) {
      withoutAccount.push({ sellerId: row.seller_id, currency: row.currency_code, amountCents: row.available });
      continue;
    }
    const [payout] = await tx.query<{ id: number }>(
      `INSERT INTO payouts (seller_id, currency_code, amount_cents, account_holder, iban, bic, created_by)
       SELECT $1, $2, $3, b.account_holder, b.iban, b.bic, $4 FROM bank_accounts b WHERE b.user_id = $1
       ON CONFLICT (seller_id, currency_code) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [row.seller_id, row.currency_code, row.available, createdBy],
    );
    if (!payout) continue;
    await tx.query(
      `INSERT INTO seller_ledger (seller_id, currency_code, kind, payout_id, net_cents) VALUES ($1, $2, 'payout', $3, $4)`,
      [row.seller_id, row.currency_code, payout.id, -row.available],
    );
    created.push(await payoutById(tx, payout.id));
  }
  return { created, withoutAccount };
}

export async function payoutById(db: Queryable, id: number, lock = false): Promise<PayoutRow> {
  const [row] = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN users u ON u.id = p.seller_id WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id],
  );
  if (!row) throw new ApiError(404, 'not_found', `Payout ${id} not found`);
  return row;
}

/** The bank executed the transfer: pending -> paid with the day and the bank's reference. */
export async function markPayoutPaid(tx: Queryable, id: number, paidAt: Date, reference: string, paidBy: number): Promise<{ before: PayoutRow; after: PayoutRow }> {
  const before = await payoutById(tx, id, true);
  if (before.status !== 'pending') throw new ApiError(409, 'payout_state', `Payout ${id} is ${before.status}: only a pending payout can be marked paid`);
  await tx.query(`UPDATE payouts SET status = 'paid', paid_at = $2, paid_reference = $3, paid_by = $4 WHERE id = $1`, [id, paidAt, reference, paidBy]);
  return { before, after: await payoutById(tx, id) };
}
