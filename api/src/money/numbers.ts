import type { Queryable } from '../db';

/**
 * The next number of a series (invoices "TM-2026", seller statements "GS-2026"), from a counter row
 * updated in the caller's transaction: the row lock queues parallel orders one after another and a
 * rolled-back transaction gives its number back, so the series has no gaps and no doubles (an
 * order id would have gaps: a failed order still uses up its id).
 */
export async function nextNumber(tx: Queryable, series: string): Promise<string> {
  const [row] = await tx.query<{ last: number }>(
    `INSERT INTO number_series (series, last) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last = number_series.last + 1 RETURNING last`,
    [series],
  );
  return `${series}-${String(row!.last).padStart(6, '0')}`;
}

/** The invoice series of a day (one per calendar year, UTC). */
export const invoiceSeries = (at: Date): string => `TM-${at.getUTCFullYear()}`;
/** The seller statement (credit note, "Gutschrift") series of a year. */
export const statementSeries = (year: number): string => `GS-${year}`;
