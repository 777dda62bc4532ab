import { Type } from '@sinclair/typebox';
import { SellerEvaluationsResponseSchema, type SellerEvaluationsResponse } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldParam } from '../../lib/schema';
import { sellersOnly } from '../../auth/guards';

const EvaluationsQuery = Type.Object({
  world: WorldParam,
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

interface MaterialRow { id: number; slug: string; title: string; world: string; average: number | null; ratings: number; comments: number }
interface FeedbackRow {
  kind: 'rating' | 'comment'; id: number; material_id: number; slug: string; title: string; world: string;
  stars: number | null; text: string | null; author_name: string; created_at: Date;
}

// Ratings and comments of others on the seller's published materials (the seller's own replies are not feedback).
const FEEDBACK = `
  SELECT 'rating' AS kind, r.id, r.material_id, r.stars, r.text, r.user_id, r.created_at FROM ratings r
  UNION ALL
  SELECT 'comment' AS kind, c.id, c.material_id, NULL::int AS stars, c.body AS text, c.user_id, c.created_at FROM comments c`;

/**
 * spec §2 cabinet /evaluation: how buyers rated and commented the seller's materials, newest
 * first, with the average rating per material.
 */
export function registerSellerEvaluations(app: App, ctx: Ctx) {
  app.get('/v1/seller/evaluations', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'], summary: "Ratings and comments on the seller's materials, newest first, with the average per material",
      querystring: EvaluationsQuery, response: { 200: SellerEvaluationsResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerEvaluationsResponse> => {
    const user = await requireUser(ctx, request);
    const { page, per_page } = request.query;
    const [materials, items, total] = await Promise.all([
      ctx.db.query<MaterialRow>(
        `SELECT m.id, m.slug, m.title, m.world, r.average::float8 AS average, coalesce(r.n, 0)::int AS ratings, coalesce(c.n, 0)::int AS comments
           FROM materials m
           LEFT JOIN (SELECT material_id, avg(stars) AS average, count(*) AS n FROM ratings WHERE user_id <> $1 GROUP BY material_id) r ON r.material_id = m.id
           LEFT JOIN (SELECT material_id, count(*) AS n FROM comments WHERE user_id <> $1 GROUP BY material_id) c ON c.material_id = m.id
          WHERE m.author_id = $1 AND m.status = 'published' AND (r.n > 0 OR c.n > 0)
          ORDER BY coalesce(r.n, 0) + coalesce(c.n, 0) DESC, m.title, m.id LIMIT 500`,
        [user.id],
      ),
      ctx.db.query<FeedbackRow>(
        `SELECT f.kind, f.id, f.material_id, m.slug, m.title, m.world, f.stars, f.text, u.public_name AS author_name, f.created_at
           FROM (${FEEDBACK}) f JOIN materials m ON m.id = f.material_id JOIN users u ON u.id = f.user_id
          WHERE m.author_id = $1 AND m.status = 'published' AND f.user_id <> $1
          ORDER BY f.created_at DESC, f.kind, f.id DESC LIMIT $2 OFFSET $3`,
        [user.id, per_page, (page - 1) * per_page],
      ),
      ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (${FEEDBACK}) f JOIN materials m ON m.id = f.material_id
          WHERE m.author_id = $1 AND m.status = 'published' AND f.user_id <> $1`,
        [user.id],
      ),
    ]);
    return {
      materials: materials.map((m) => ({
        id: m.id, slug: m.slug, title: m.title, world: m.world, average: m.average === null ? 0 : Math.round(m.average * 10) / 10,
        ratings: m.ratings, comments: m.comments,
      })),
      items: items.map((f) => ({
        kind: f.kind, id: f.id, material: { id: f.material_id, slug: f.slug, title: f.title, world: f.world },
        stars: f.stars, text: f.text, authorName: f.author_name, createdAt: f.created_at.toISOString(),
      })),
      total: total[0]?.n ?? 0,
      page,
      per_page,
    };
  });
}
