import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { statementSeries, nextNumber } from './numbers';

export interface StatementEntry {
  kind: 'sale' | 'reversal';
  currency_code: string;
  gross: number; discount: number; fee: number; net: number; fee_percent: number;
  title: string; invoice_number: string | null; booked_at: Date;
}
export interface StatementPayout { id: number; currency_code: string; amount_cents: number; status: string; created_at: Date; paid_at: Date | null; iban: string }

/** 'YYYY-MM' -> [first day, first day of the next month) in UTC. */
export function monthRange(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1))];
}

export const currentMonth = (now = new Date()): string => now.toISOString().slice(0, 7);

/**
 * What a month's statement lists: the sales that became earned in it (booked on the day the
 * order was paid; sales from before the ledger on their day) and the reversals of paid orders
 * refunded in it. Sales of orders never paid are not the seller's money and are not listed.
 */
const BOOKED = `SELECT e.kind, e.currency_code, e.gross_cents AS gross, e.discount_cents AS discount, e.fee_cents AS fee,
         e.net_cents AS net, l.fee_percent, l.title, o.invoice_number,
         CASE WHEN e.kind = 'sale' THEN coalesce(o.paid_at, l.created_at) ELSE e.created_at END AS booked_at
    FROM seller_ledger e JOIN order_lines l ON l.id = e.order_line_id LEFT JOIN orders o ON o.id = l.order_id
   WHERE e.seller_id = $1 AND (l.order_id IS NULL OR o.paid_at IS NOT NULL)`;

export async function statementEntries(db: Queryable, sellerId: number, month: string): Promise<StatementEntry[]> {
  const [start, end] = monthRange(month);
  return db.query<StatementEntry>(
    `SELECT * FROM (${BOOKED}) b WHERE b.booked_at >= $2 AND b.booked_at < $3 ORDER BY b.booked_at, b.kind`, [sellerId, start, end],
  );
}

export async function statementPayouts(db: Queryable, sellerId: number, month: string): Promise<StatementPayout[]> {
  const [start, end] = monthRange(month);
  return db.query<StatementPayout>(
    `SELECT id, currency_code, amount_cents, status, created_at, paid_at, iban FROM payouts
      WHERE seller_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY id`,
    [sellerId, start, end],
  );
}

export interface StatementMonthTotal { month: string; currency_code: string; sales: number; net: number }

const MONTH_TOTALS = `SELECT to_char(b.booked_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, b.currency_code,
            count(*) FILTER (WHERE b.kind = 'sale')::int AS sales, sum(b.net)::int AS net
       FROM (${BOOKED}) b WHERE b.booked_at >= $2 AND b.booked_at < $3
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`;

/** Closed months (before the current one) with booked entries, newest first, at most two years. */
export async function statementMonths(db: Queryable, sellerId: number, now = new Date()): Promise<StatementMonthTotal[]> {
  const [currentStart] = monthRange(currentMonth(now));
  const since = new Date(Date.UTC(currentStart.getUTCFullYear() - 2, currentStart.getUTCMonth(), 1));
  return db.query(MONTH_TOTALS, [sellerId, since, currentStart]);
}

/**
 * The running month's entries so far (issue 12: a seller sees today's paid sale before the month
 * is over). Provisional: it is read, never numbered; its statement is issued once the month closes.
 */
export async function runningMonthTotals(db: Queryable, sellerId: number, now = new Date()): Promise<StatementMonthTotal[]> {
  const [start, end] = monthRange(currentMonth(now));
  return db.query(MONTH_TOTALS, [sellerId, start, end]);
}

/**
 * The statement's number, issued the first time the statement is asked for (sequential per year of
 * issue, GS-YYYY-nnnnnn, gap-free: the seller's row lock makes two first requests queue, so the
 * second finds the number of the first instead of taking another).
 */
export async function statementNumber(tx: Queryable, sellerId: number, month: string, now = new Date()): Promise<string> {
  if (month >= currentMonth(now)) throw new ApiError(409, 'month_not_closed', 'A statement is issued once the month is over');
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [sellerId]);
  const first = `${month}-01`;
  const [existing] = await tx.query<{ number: string }>('SELECT number FROM seller_statements WHERE seller_id = $1 AND month = $2::date', [sellerId, first]);
  if (existing) return existing.number;
  const number = await nextNumber(tx, statementSeries(now.getUTCFullYear()));
  await tx.query('INSERT INTO seller_statements (seller_id, month, number) VALUES ($1, $2::date, $3)', [sellerId, first, number]);
  return number;
}
