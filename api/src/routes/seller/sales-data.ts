import type { SaleState } from '@teachmarket/contracts/api-types/seller';
import type { Queryable } from '../../db';
import { badRequest } from '../../errors';

const DAY_MS = 24 * 3600 * 1000;

/** Inclusive UTC days: [from 00:00, to + 1 day 00:00). */
export function range(from?: string, to?: string): [Date | null, Date | null] {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : null;
  const end = to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS) : null;
  if (start && end && start.getTime() >= end.getTime()) throw badRequest('invalid_range', 'The end date lies before the start date', 'to');
  return [start, end];
}

/** A sale is an order line at a price ($1 seller, $2/$3 range); free materials taken in an order are not sales. */
const LINES_FROM = 'order_lines l LEFT JOIN orders o ON o.id = l.order_id';
const SALES_WHERE = `l.seller_id = $1 AND l.gross_cents > 0
  AND l.created_at >= coalesce($2::timestamptz, '-infinity') AND l.created_at < coalesce($3::timestamptz, 'infinity')`;
export const SALE_LINES = `${LINES_FROM} WHERE ${SALES_WHERE}`;
/** The seller's own voucher lowers their gross; a platform voucher is the platform's cost. */
export const DISCOUNT = `CASE WHEN l.voucher_by = 'seller' THEN l.voucher_cents ELSE 0 END`;
/** A line without an order is a sale from before the ledger, booked as paid; 'pending' is a legacy order state. */
export const STATE = `CASE WHEN l.order_id IS NULL THEN 'paid' WHEN o.status = 'pending' THEN 'awaiting_payment' ELSE o.status END`;
const MONEY = `count(*)::int AS sales, sum(l.gross_cents)::int AS gross, sum(${DISCOUNT})::int AS discount,
  sum(l.fee_cents)::int AS fee, sum(l.net_cents)::int AS net`;

export interface MoneyRow { sales: number; gross: number; discount: number; fee: number; net: number }
export interface SaleRow {
  id: number; material_id: number; slug: string; title: string; world: string; currency_code: string; gross: number; discount: number;
  fee: number; fee_percent: number; net: number; state: SaleState; created_at: Date; invoice_number: string | null;
}

export async function saleTotals(db: Queryable, params: unknown[]): Promise<(MoneyRow & { currency_code: string })[]> {
  return db.query(`SELECT l.currency_code, ${MONEY} FROM ${SALE_LINES} AND l.active GROUP BY l.currency_code ORDER BY gross DESC`, params);
}

/** Per month (UTC) and currency, newest first; at most 24 rows per currency. */
export async function saleMonths(db: Queryable, params: unknown[]): Promise<(MoneyRow & { month: string; currency_code: string })[]> {
  return db.query(
    `SELECT to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, l.currency_code, ${MONEY}
       FROM ${SALE_LINES} AND l.active GROUP BY 1, 2 ORDER BY 1 DESC, 2 LIMIT 240`,
    params,
  );
}

/** The sales one by one, newest first, with their money and state (limit null: all, for the export). */
export async function saleRows(db: Queryable, params: unknown[], limit: number | null, offset = 0): Promise<SaleRow[]> {
  return db.query(
    `SELECT l.id, l.material_id, m.slug, l.title, m.world, l.currency_code, l.gross_cents AS gross, ${DISCOUNT} AS discount,
            l.fee_cents AS fee, l.fee_percent, l.net_cents AS net, ${STATE} AS state, l.created_at, o.invoice_number
       FROM ${LINES_FROM} JOIN materials m ON m.id = l.material_id WHERE ${SALES_WHERE}
      ORDER BY l.created_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
}

export async function saleCount(db: Queryable, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${SALE_LINES}`, params);
  return row?.n ?? 0;
}
