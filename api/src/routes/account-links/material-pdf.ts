import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/** A published material as listings show it; 404 when it is not (or no longer, since the link was mailed) published. */
export async function publishedSummary(ctx: Ctx, id: number): Promise<MaterialSummary> {
  const [row] = await ctx.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'`, [id]);
  if (!row) throw notFound('Material', id);
  return toSummary(row, ctx.config.publicUrl);
}
