import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { AuthorRefSchema, CommentSchema, Paginated, RatingsResponseSchema } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { averageOf, saveRating } from './rating-store';
import { readPage } from '../_lib/page';

const PageOnly = Type.Object({ world: WorldParam, ...PageQuery });

interface FeedbackRow {
  id: number; material_id: number; body: string | null; stars?: number; created_at: Date;
  user_id: number; slug: string; public_name: string; image_path: string | null;
}

const authorOf = (r: FeedbackRow, base: string) => ({
  id: r.user_id, slug: r.slug, publicName: r.public_name, imagePath: absolute(base, r.image_path),
});

async function assertMaterial(ctx: Ctx, id: number): Promise<void> {
  const rows = await ctx.db.query(`SELECT 1 FROM materials WHERE id = $1 AND status = 'published'`, [id]);
  if (!rows.length) throw notFound('Material', id);
}

export function registerFeedback(app: App, ctx: Ctx) {
  const base = ctx.config.publicUrl;

  app.get('/v1/materials/:id/comments', {
    schema: {
      tags: ['materials'], summary: 'Comments on a material, newest first', params: IdParams, querystring: PageOnly,
      response: { 200: Paginated(CommentSchema), ...errorResponses },
    },
  }, async (request) => {
    const { id } = request.params;
    await assertMaterial(ctx, id);
    return readPage(ctx.db, {
      rows: `SELECT c.id, c.material_id, c.body, c.created_at, u.id AS user_id, u.slug, u.public_name, u.image_path
               FROM comments c JOIN users u ON u.id = c.user_id WHERE c.material_id = $1
              ORDER BY c.created_at DESC, c.id DESC`,
      count: 'SELECT count(*)::int AS n FROM comments WHERE material_id = $1',
      params: [id],
    }, request.query, (r: FeedbackRow) => ({ id: r.id, materialId: r.material_id, body: r.body ?? '', createdAt: r.created_at.toISOString(), author: authorOf(r, base) }));
  });

  app.post('/v1/materials/:id/comments', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Comment on a material (logged-in users)', params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      body: Type.Object({ body: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false }),
      response: { 201: Type.Object({ item: CommentSchema }), ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    await assertMaterial(ctx, id);
    const text = request.body.body.trim();
    if (!text) throw new ApiError(400, 'validation_failed', 'body field "body" must not be blank', 'body');
    const [row] = await ctx.db.query<FeedbackRow>(
      `WITH c AS (INSERT INTO comments (material_id, user_id, body) VALUES ($1, $2, $3) RETURNING *)
       SELECT c.id, c.material_id, c.body, c.created_at, u.id AS user_id, u.slug, u.public_name, u.image_path
         FROM c JOIN users u ON u.id = c.user_id`,
      [id, user.id, text],
    );
    if (!row) throw new Error('comment insert returned nothing');
    reply.status(201);
    return { item: { id: row.id, materialId: row.material_id, body: row.body ?? '', createdAt: row.created_at.toISOString(), author: authorOf(row, base) } };
  });

  app.get('/v1/materials/:id/ratings', {
    schema: {
      tags: ['materials'], summary: 'Ratings of a material with the average', params: IdParams, querystring: PageOnly,
      response: { 200: RatingsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { id } = request.params;
    const { page, per_page } = request.query;
    const [material] = await ctx.db.query<{ rating_sum: number; rating_count: number }>(
      `SELECT rating_sum, rating_count FROM materials WHERE id = $1 AND status = 'published'`, [id],
    );
    if (!material) throw notFound('Material', id);
    const rows = await ctx.db.query<FeedbackRow>(
      `SELECT r.id, r.material_id, r.text AS body, r.stars, r.created_at, u.id AS user_id, u.slug, u.public_name, u.image_path
         FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.material_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [id, per_page, (page - 1) * per_page],
    );
    const count = material.rating_count;
    return {
      items: rows.map((r) => ({
        id: r.id, materialId: r.material_id, stars: r.stars ?? 0, text: r.body, createdAt: r.created_at.toISOString(), author: authorOf(r, base),
      })),
      total: count, page, per_page,
      summary: { average: count ? Math.round((material.rating_sum / count) * 10) / 10 : 0, count },
    };
  });

  app.post('/v1/materials/:id/ratings', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Rate a material: only buyers (purchase required); re-rating replaces', params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      body: Type.Object({
        stars: Type.Integer({ minimum: 1, maximum: 5 }),
        text: Type.Optional(Type.String({ maxLength: 2000 })),
      }, { additionalProperties: false }),
      response: { 200: Type.Object({ summary: Type.Object({ average: Type.Number(), count: Type.Integer() }), author: AuthorRefSchema }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    await assertMaterial(ctx, id);
    const bought = await ctx.db.query('SELECT 1 FROM purchases WHERE user_id = $1 AND material_id = $2', [user.id, id]);
    if (!bought.length) throw forbidden('Only buyers of this material may rate it');
    const { stars, text } = request.body;
    const summary = await ctx.db.transaction((tx) => saveRating(tx, id, user.id, stars, text ?? null));
    const [me] = await ctx.db.query<FeedbackRow>('SELECT id AS user_id, slug, public_name, image_path FROM users WHERE id = $1', [user.id]);
    return {
      summary: averageOf(summary),
      author: me ? authorOf(me, base) : { id: user.id, slug: '', publicName: '', imagePath: null },
    };
  });
}
