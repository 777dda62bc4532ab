import { FEE_PERIOD_DAYS, FEE_TIERS } from '@teachmarket/contracts/api-types/seller';
import type { Queryable } from '../db';
import { WORLD_INFO } from '../worlds';

const DAY_MS = 24 * 3600 * 1000;

/** EUR rate per currency (the worlds' rates; FEE_TIERS thresholds are in EUR). */
const EUR_RATE: Record<string, number> = Object.fromEntries(Object.values(WORLD_INFO).map((w) => [w.currency, w.eurRate]));
export const eurRateOf = (currency: string): number => EUR_RATE[currency] ?? 1;

/** The tier of a revenue (EUR): the highest whose threshold it reached. */
export function tierOf(revenueEur: number) {
  return [...FEE_TIERS].reverse().find((t) => revenueEur >= t.minRevenueEur) ?? FEE_TIERS[0];
}

/**
 * The platform fee of one sale: feePercent of the seller's base (gross minus the seller's own
 * voucher), rounded half up to the cent (0.5 cent goes to the platform). The seller's net is the rest,
 * so fee + net = base exactly.
 */
export function feeCents(baseCents: number, feePercent: number): number {
  return Math.floor((baseCents * feePercent + 50) / 100);
}

/**
 * A seller's revenue of the fee period (spec §2 /fee: the last 365 days decide the tier): the base of
 * every paid order line (sales from before the ledger count as paid). Unpaid invoices do not count,
 * so orders nobody pays cannot push a seller into a lower fee; cancelled and refunded ones neither.
 */
export async function revenueByCurrency(db: Queryable, sellerId: number, start: Date, end: Date): Promise<{ currency_code: string; cents: number; sales: number }[]> {
  return db.query(
    `SELECT l.currency_code, sum(l.gross_cents - CASE WHEN l.voucher_by = 'seller' THEN l.voucher_cents ELSE 0 END)::int AS cents,
            count(*)::int AS sales
       FROM order_lines l LEFT JOIN orders o ON o.id = l.order_id
      WHERE l.seller_id = $1 AND l.active AND l.gross_cents > 0 AND l.created_at >= $2 AND l.created_at <= $3
        AND (l.order_id IS NULL OR o.status = 'paid')
      GROUP BY l.currency_code`,
    [sellerId, start, end],
  );
}

/** The fee percent that applies to a seller's sale now (their tier by the last 365 days' revenue in EUR). */
export async function currentFeePercent(db: Queryable, sellerId: number, now = new Date()): Promise<number> {
  const rows = await revenueByCurrency(db, sellerId, new Date(now.getTime() - FEE_PERIOD_DAYS * DAY_MS), now);
  const eurCents = rows.reduce((sum, r) => sum + r.cents / eurRateOf(r.currency_code), 0);
  return tierOf(eurCents / 100).feePercent;
}
