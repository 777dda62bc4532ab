import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { AuthorRefSchema, RatingEligibilitySchema, RatingReplyBodySchema, RatingReplyResponseSchema, RatingsResponseSchema } from '@teachmarket/contracts/api-types';
import { optionalUser, requireUser } from '../../auth/session';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { forbidden, notFound } from '../../errors';
import { COMMUNITY_POLICY, dropCookieWhenPublic } from '../../catalog/http-cache';
import { publishNotification } from '../../notifications/hub';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { averageOf, saveRating } from './rating-store';
import { plainText } from '../_lib/plain-text';

const PageOnly = Type.Object({ world: WorldParam, ...PageQuery });

interface FeedbackRow {
  id: number; material_id: number; body: string | null; stars?: number; created_at: Date;
  user_id: number; slug: string; public_name: string; image_path: string | null;
  reply?: string | null; replied_at?: Date | null;
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

  app.get('/v1/materials/:id/ratings', {
    schema: {
      tags: ['materials'], summary: 'Ratings of a material with the average', params: IdParams, querystring: PageOnly,
      response: { 200: RatingsResponseSchema, ...errorResponses },
    },
    config: { publicRead: COMMUNITY_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => {
    const { id } = request.params;
    const { page, per_page } = request.query;
    const [material] = await ctx.db.query<{ rating_sum: number; rating_count: number }>(
      `SELECT rating_sum, rating_count FROM materials WHERE id = $1 AND status = 'published'`, [id],
    );
    if (!material) throw notFound('Material', id);
    const rows = await ctx.db.query<FeedbackRow>(
      `SELECT r.id, r.material_id, r.text AS body, r.stars, r.created_at, r.reply, r.replied_at, u.id AS user_id, u.slug, u.public_name, u.image_path
         FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.material_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [id, per_page, (page - 1) * per_page],
    );
    const count = material.rating_count;
    return {
      items: rows.map((r) => ({
        id: r.id, materialId: r.material_id, stars: r.stars ?? 0, text: r.body, createdAt: r.created_at.toISOString(), author: authorOf(r, base),
        reply: r.reply && r.replied_at ? { text: r.reply, createdAt: r.replied_at.toISOString() } : null,
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

  // Issue 18: the rating page says who may rate before showing a form (buyers only; the author
  // cannot rate their own material) instead of refusing after the visitor wrote a review.
  app.get('/v1/materials/:id/ratings/eligibility', {
    schema: {
      tags: ['materials'], summary: 'Whether the caller may rate this material, and why not', params: IdParams,
      querystring: Type.Object({ world: WorldParam }), response: { 200: RatingEligibilitySchema, ...errorResponses },
    },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { id } = request.params;
    const [material] = await ctx.db.query<{ author_id: number }>(`SELECT author_id FROM materials WHERE id = $1 AND status = 'published'`, [id]);
    if (!material) throw notFound('Material', id);
    const user = await optionalUser(ctx, request);
    if (!user) return { canRate: false, reason: 'login_required' as const, mine: null };
    if (material.author_id === user.id) return { canRate: false, reason: 'own_material' as const, mine: null };
    const bought = await ctx.db.query('SELECT 1 FROM purchases WHERE user_id = $1 AND material_id = $2', [user.id, id]);
    if (!bought.length) return { canRate: false, reason: 'not_bought' as const, mine: null };
    const [mine] = await ctx.db.query<{ stars: number; text: string | null }>('SELECT stars, text FROM ratings WHERE material_id = $1 AND user_id = $2', [id, user.id]);
    return { canRate: true, reason: null, mine: mine ?? null };
  });

  // Issue 18: the material's author answers a review (once; a second answer replaces the first).
  app.put('/v1/materials/:id/ratings/:ratingId/reply', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: "The material's author answers a review", querystring: Type.Object({ world: WorldParam }),
      params: Type.Object({ id: Type.Integer({ minimum: 1 }), ratingId: Type.Integer({ minimum: 1 }) }),
      body: RatingReplyBodySchema, response: { 200: RatingReplyResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { id, ratingId } = request.params;
    const [material] = await ctx.db.query<{ author_id: number; title: string }>(`SELECT author_id, title FROM materials WHERE id = $1 AND status = 'published'`, [id]);
    if (!material) throw notFound('Material', id);
    if (material.author_id !== user.id) throw forbidden("Only the material's author may answer a review");
    const text = plainText(request.body.text, 'text');
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx.query<{ user_id: number; replied_at: Date }>(
        'UPDATE ratings SET reply = $1, replied_at = now() WHERE id = $2 AND material_id = $3 RETURNING user_id, replied_at', [text, ratingId, id],
      );
      if (!updated) throw notFound('Rating', ratingId);
      await publishNotification(tx, updated.user_id, { kind: 'comment_reply', title: material.title, materialId: id });
      return updated;
    });
    return { reply: { text, createdAt: row.replied_at.toISOString() } };
  });
}
