import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/** Who owns a favourites list: a logged-in user or an anonymous browser token (spec §4). */
export type Owner = { kind: 'user'; userId: number } | { kind: 'anonymous'; token: string };

const table = (o: Owner) => (o.kind === 'user' ? 'favourites' : 'anonymous_favourites');
const column = (o: Owner) => (o.kind === 'user' ? 'user_id' : 'token');
const key = (o: Owner) => (o.kind === 'user' ? o.userId : o.token);

export async function assertPublished(ctx: Ctx, materialId: number): Promise<void> {
  const rows = await ctx.db.query(`SELECT 1 FROM materials WHERE id = $1 AND status = 'published'`, [materialId]);
  if (!rows.length) throw notFound('Material', materialId);
}

export async function countFavourites(ctx: Ctx, owner: Owner): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(owner)} WHERE ${column(owner)} = $1`, [key(owner)]);
  return row?.n ?? 0;
}

/** spec §4: follow adds the item (idempotent), unfollow removes it; both answer the new total. */
export async function setFavourite(ctx: Ctx, owner: Owner, materialId: number, on: boolean): Promise<number> {
  if (on) {
    await assertPublished(ctx, materialId);
    await ctx.db.query(
      `INSERT INTO ${table(owner)} (${column(owner)}, material_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [key(owner), materialId],
    );
  } else {
    await ctx.db.query(`DELETE FROM ${table(owner)} WHERE ${column(owner)} = $1 AND material_id = $2`, [key(owner), materialId]);
  }
  return countFavourites(ctx, owner);
}

export async function favouriteIds(ctx: Ctx, owner: Owner): Promise<number[]> {
  const rows = await ctx.db.query<{ material_id: number }>(
    `SELECT material_id FROM ${table(owner)} WHERE ${column(owner)} = $1 ORDER BY created_at DESC, material_id DESC`,
    [key(owner)],
  );
  return rows.map((r) => r.material_id);
}

/** The wishlist page, newest favourite first (spec §4 "adds the item at the front"). */
export async function favouritePage(
  ctx: Ctx, owner: Owner, world: string | undefined, limit: number, page: number,
): Promise<{ items: MaterialSummary[]; total: number }> {
  const params: unknown[] = [key(owner)];
  let worldClause = '';
  if (world) {
    params.push(world);
    worldClause = `AND m.world = $${params.length}`;
  }
  const where = `f.${column(owner)} = $1 AND m.status = 'published' ${worldClause}`;
  const [rows, count] = await Promise.all([
    ctx.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} JOIN ${table(owner)} f ON f.material_id = m.id
        WHERE ${where} ORDER BY f.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(owner)} f JOIN materials m ON m.id = f.material_id WHERE ${where}`, params),
  ]);
  return { items: rows.map((r) => toSummary(r, ctx.config.publicUrl)), total: count[0]?.n ?? 0 };
}

/** spec §4: anonymous favourites are persisted after login; the anonymous list is then emptied. */
export async function persistAnonymous(ctx: Ctx, token: string, userId: number): Promise<{ persisted: number; total: number }> {
  const persisted = await ctx.db.transaction(async (tx) => {
    const moved = await tx.query<{ material_id: number }>(
      `INSERT INTO favourites (user_id, material_id, created_at)
         SELECT $1, material_id, created_at FROM anonymous_favourites WHERE token = $2
       ON CONFLICT DO NOTHING RETURNING material_id`,
      [userId, token],
    );
    await tx.query('DELETE FROM anonymous_favourites WHERE token = $1', [token]);
    return moved.length;
  });
  return { persisted, total: await countFavourites(ctx, { kind: 'user', userId }) };
}
