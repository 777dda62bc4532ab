import type { Queryable } from '../../db';

export interface RatingAggregate { sum: number; count: number }

export const averageOf = (agg: RatingAggregate) => ({
  average: agg.count ? Math.round((agg.sum / agg.count) * 10) / 10 : 0, count: agg.count,
});

/**
 * Saves a buyer's rating inside the caller's transaction (rating again replaces the earlier one)
 * and refreshes the material's stored sum and count. Used by the material page's rating form and
 * by the rating e-mail link.
 */
export async function saveRating(
  tx: Queryable, materialId: number, userId: number, stars: number, text: string | null,
): Promise<RatingAggregate> {
  await tx.query(
    `INSERT INTO ratings (material_id, user_id, stars, text) VALUES ($1, $2, $3, $4)
     ON CONFLICT (material_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, text = EXCLUDED.text, created_at = now()`,
    [materialId, userId, stars, text],
  );
  const [agg] = await tx.query<RatingAggregate>(
    `UPDATE materials SET rating_sum = r.sum, rating_count = r.count
       FROM (SELECT coalesce(sum(stars), 0)::int AS sum, count(*)::int AS count FROM ratings WHERE material_id = $1) r
      WHERE id = $1 RETURNING r.sum, r.count`,
    [materialId],
  );
  return agg ?? { sum: 0, count: 0 };
}
