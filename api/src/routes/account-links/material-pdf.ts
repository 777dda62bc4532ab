import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { Ctx } from '../../context';
import type { MaterialSummary } from '@teachmarket/contracts/api-types';

/** A published material as listings show it, or null. */
export async function publishedSummary(ctx: Ctx, id: number): Promise<(MaterialSummary & { pages: number }) | null> {
  const [row] = await ctx.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'`, [id]);
  return row ? { ...toSummary(row, ctx.config.publicUrl), pages: row.pages } : null;
}
