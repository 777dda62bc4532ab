import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { MaterialReportSchema, ReviewReportSchema } from '@teachmarket/contracts/api-types';
import { REPORT_LIMIT } from '@teachmarket/contracts/rules';
import { loggedIn } from '../../auth/guards';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { plainText } from '../_lib/plain-text';

// Issue 19 "moderation": a reader reports a review (a rating with text) or a material to the
// operators, as they report a comment (issue 18): logged in, not their own words or material, once
// per reader and item, a reason from a fixed list and optionally a few words of their own (plain
// text, as a comment). The operators' queue (routes/operator/moderation.ts) lists the open ones.

const WorldOnly = Type.Object({ world: WorldParam });
const RatingParams = Type.Object({ id: Type.Integer({ minimum: 1 }), ratingId: Type.Integer({ minimum: 1 }) });
const Reported = Type.Object({ id: Type.Integer() });

/**
 * At most REPORT_LIMIT.count reports (comments, reviews and materials together) per reader in
 * REPORT_LIMIT.minutes: 429 with Retry-After past it, so nobody floods the operators' queue.
 */
export async function checkReportRate(db: Queryable, userId: number, reply: FastifyReply): Promise<void> {
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
        SELECT created_at FROM comment_reports WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)
        UNION ALL SELECT created_at FROM rating_reports WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)
        UNION ALL SELECT created_at FROM material_reports WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)
      ) recent`,
    [userId, REPORT_LIMIT.minutes],
  );
  if ((row?.n ?? 0) < REPORT_LIMIT.count) return;
  const wait = row?.oldest ? Math.max(1, Math.ceil((row.oldest.getTime() + REPORT_LIMIT.minutes * 60_000 - Date.now()) / 1000)) : REPORT_LIMIT.minutes * 60;
  reply.header('Retry-After', String(wait));
  throw new ApiError(429, 'rate_limited', `You have sent ${REPORT_LIMIT.count} reports in ${REPORT_LIMIT.minutes} minutes, the most we allow. Please wait a little.`);
}

/** The reader's optional words: plain text, blank is none. */
const noteOf = (raw: string | undefined): string | null => (raw?.trim() ? plainText(raw, 'text') : null);

/** One report of `item` by the reader: its words checked, the rate limit, then once per reader and item (409). */
async function saveReport(
  db: Queryable,
  reply: FastifyReply,
  item: { table: 'material_reports' | 'rating_reports'; key: 'material_id' | 'rating_id'; id: number; what: string },
  userId: number,
  body: { reason: string; text?: string },
): Promise<void> {
  const note = noteOf(body.text);
  await checkReportRate(db, userId, reply);
  const saved = await db.query(
    `INSERT INTO ${item.table} (${item.key}, user_id, reason, note) VALUES ($1, $2, $3, $4) ON CONFLICT (${item.key}, user_id) DO NOTHING RETURNING 1`,
    [item.id, userId, body.reason, note],
  );
  if (!saved.length) throw new ApiError(409, 'already_reported', `You have reported this ${item.what} already; the operators will look at it`);
}

export function registerReports(app: App, ctx: Ctx) {
  app.post('/v1/materials/:id/report', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Report a material to the operators (once per reader; not your own)', params: IdParams, querystring: WorldOnly,
      body: MaterialReportSchema, response: { 200: Reported, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    const [material] = await ctx.db.query<{ author_id: number }>(`SELECT author_id FROM materials WHERE id = $1 AND status = 'published'`, [id]);
    if (!material) throw notFound('Material', id);
    if (material.author_id === user.id) throw new ApiError(400, 'own_material', 'You cannot report your own material: change or unpublish it instead');
    await saveReport(ctx.db, reply, { table: 'material_reports', key: 'material_id', id, what: 'material' }, user.id, request.body);
    return { id };
  });

  app.post('/v1/materials/:id/ratings/:ratingId/report', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: "Report someone else's review (a rating with text) to the operators (once per reader)", params: RatingParams,
      querystring: WorldOnly, body: ReviewReportSchema, response: { 200: Reported, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id, ratingId } = request.params;
    // A rating without text has nothing to report: only the words of a review are moderated.
    const [rating] = await ctx.db.query<{ user_id: number }>(
      `SELECT g.user_id FROM ratings g JOIN materials m ON m.id = g.material_id
        WHERE g.id = $1 AND g.material_id = $2 AND m.status = 'published' AND g.text IS NOT NULL`, [ratingId, id],
    );
    if (!rating) throw notFound('Review', ratingId);
    if (rating.user_id === user.id) throw new ApiError(400, 'own_review', 'You cannot report your own review: rate again to change it');
    await saveReport(ctx.db, reply, { table: 'rating_reports', key: 'rating_id', id: ratingId, what: 'review' }, user.id, request.body);
    return { id: ratingId };
  });
}
