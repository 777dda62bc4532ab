import { Type } from '@sinclair/typebox';
import {
  ModeratedMaterialResponseSchema, ModeratedMaterialsResponseSchema, ModerationDecisionSchema, ReasonBodySchema, ReportedCommentsResponseSchema,
  ReportedMaterialsResponseSchema, ReviewsToModerateResponseSchema, type ModeratedMaterial, type ReportedComment, type ReportedMaterial, type ReviewToModerate,
} from '@teachmarket/contracts/api-types';
import { loggedIn } from '../../auth/guards';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { webLink } from '../../lib/web-links';
import { queueMail } from '../../mail/outbox';
import { readPage } from '../_lib/page';
import { audit } from './audit';
import { requireOperator } from './guard';
import { containing } from './users';

const PageQuery = Type.Object({
  world: WorldParam,
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
const SearchQuery = Type.Object({
  world: WorldParam,
  /** A material id, or a part of its title. Empty: the newest published materials. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
const ActionQuery = Type.Object({ world: WorldParam });
const Decision = Type.Object({ decision: Type.Unsafe<'remove' | 'keep'>({ type: 'string', enum: ['remove', 'keep'] }) }, { additionalProperties: false });

/** Reports made after the last time an operator kept the comment: what is still to decide. */
const OPEN_REPORTS = 'r.comment_id = c.id AND (c.moderated_at IS NULL OR r.created_at > c.moderated_at)';

interface CommentRow {
  id: number; body: string; created_at: Date; user_id: number; author_name: string; author_email: string;
  material_id: number; slug: string; title: string; world: string; reports: number; reasons: string[]; notes: string[] | null; last_at: Date;
}
const COMMENTS = `SELECT c.id, c.body, c.created_at, c.user_id, u.public_name AS author_name, u.email AS author_email,
    m.id AS material_id, m.slug, m.title, m.world, o.reports, o.reasons, o.notes, o.last_at
  FROM comments c JOIN users u ON u.id = c.user_id JOIN materials m ON m.id = c.material_id
  JOIN LATERAL (SELECT count(*)::int AS reports, (array_agg(r.reason ORDER BY r.created_at DESC))[1:5] AS reasons,
                  (array_agg(r.note ORDER BY r.created_at DESC) FILTER (WHERE r.note IS NOT NULL))[1:5] AS notes, max(r.created_at) AS last_at
                  FROM comment_reports r WHERE ${OPEN_REPORTS}) o ON o.reports > 0`;
const toComment = (r: CommentRow): ReportedComment => ({
  id: r.id, body: r.body, createdAt: r.created_at.toISOString(), author: { id: r.user_id, name: r.author_name, email: r.author_email },
  material: { id: r.material_id, slug: r.slug, title: r.title, world: r.world }, reports: r.reports, reasons: r.reasons, notes: r.notes ?? [], lastReportedAt: r.last_at.toISOString(),
});

/** Open reports of a review or a material (issue 19): count, newest reasons and words, newest date. */
interface OpenReportsRow { reports: number; reasons: string[]; notes: string[] | null; last_at: Date }
const openReports = (table: string, where: string) => `JOIN LATERAL (SELECT count(*)::int AS reports,
    (array_agg(r.reason ORDER BY r.created_at DESC))[1:5] AS reasons,
    (array_agg(r.note ORDER BY r.created_at DESC) FILTER (WHERE r.note IS NOT NULL))[1:5] AS notes, max(r.created_at) AS last_at
  FROM ${table} r WHERE ${where}) o ON o.reports > 0`;
const reportsOf = (r: OpenReportsRow) => ({ reports: r.reports, reasons: r.reasons, notes: r.notes ?? [], lastReportedAt: r.last_at.toISOString() });

/** Reports of a review made after an operator last looked at it (a review whose text is gone has nothing left to decide). */
const OPEN_REVIEW_REPORTS = 'r.rating_id = g.id AND (g.moderated_at IS NULL OR r.created_at > g.moderated_at)';
interface ReviewRow extends OpenReportsRow {
  id: number; stars: number; text: string; created_at: Date; user_id: number; author_name: string; author_email: string; material_id: number; slug: string; title: string; world: string;
}
const REVIEWS = `SELECT g.id, g.stars, g.text, g.created_at, g.user_id, u.public_name AS author_name, u.email AS author_email,
    m.id AS material_id, m.slug, m.title, m.world, o.reports, o.reasons, o.notes, o.last_at
  FROM ratings g JOIN users u ON u.id = g.user_id JOIN materials m ON m.id = g.material_id
  ${openReports('rating_reports', OPEN_REVIEW_REPORTS)}`;
const toReview = (r: ReviewRow): ReviewToModerate => ({
  id: r.id, stars: r.stars, text: r.text, createdAt: r.created_at.toISOString(), author: { id: r.user_id, name: r.author_name, email: r.author_email },
  material: { id: r.material_id, slug: r.slug, title: r.title, world: r.world }, ...reportsOf(r),
});

interface MaterialRow {
  id: number; slug: string; title: string; world: string; status: 'draft' | 'published'; author_id: number; author_name: string; author_email: string;
  published_at: Date; unpublished_at: Date | null; unpublished_reason: string | null;
}
const MATERIALS = `SELECT m.id, m.slug, m.title, m.world, m.status, m.author_id, u.public_name AS author_name, u.email AS author_email,
    m.published_at, m.unpublished_at, m.unpublished_reason
  FROM materials m JOIN users u ON u.id = m.author_id`;
const toMaterial = (r: MaterialRow): ModeratedMaterial => ({
  id: r.id, slug: r.slug, title: r.title, world: r.world, status: r.status, author: { id: r.author_id, name: r.author_name, email: r.author_email },
  publishedAt: r.published_at.toISOString(), unpublishedAt: r.unpublished_at?.toISOString() ?? null, unpublishedReason: r.unpublished_reason,
});

/** Reports of a material made after an operator last decided on it. */
const OPEN_MATERIAL_REPORTS = 'r.material_id = m.id AND (m.moderated_at IS NULL OR r.created_at > m.moderated_at)';
type ReportedMaterialRow = MaterialRow & OpenReportsRow;
const REPORTED_MATERIALS = `SELECT m.id, m.slug, m.title, m.world, m.status, m.author_id, u.public_name AS author_name, u.email AS author_email,
    m.published_at, m.unpublished_at, m.unpublished_reason, o.reports, o.reasons, o.notes, o.last_at
  FROM materials m JOIN users u ON u.id = m.author_id
  ${openReports('material_reports', OPEN_MATERIAL_REPORTS)}`;
const toReportedMaterial = (r: ReportedMaterialRow): ReportedMaterial => ({ ...toMaterial(r), ...reportsOf(r) });

async function lockedComment(tx: Queryable, id: number): Promise<CommentRow> {
  await tx.query('SELECT id FROM comments WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await tx.query<CommentRow>(`${COMMENTS} WHERE c.id = $1`, [id]);
  if (row) return row;
  const [exists] = await tx.query('SELECT 1 FROM comments WHERE id = $1', [id]);
  if (!exists) throw notFound('Comment', id);
  throw new ApiError(409, 'not_reported', 'No open report on this comment: another operator decided already');
}

async function lockedReview(tx: Queryable, id: number): Promise<ReviewRow> {
  const [exists] = await tx.query<{ text: string | null }>('SELECT text FROM ratings WHERE id = $1 FOR UPDATE', [id]);
  if (!exists) throw notFound('Review', id);
  const [row] = exists.text === null ? [] : await tx.query<ReviewRow>(`${REVIEWS} WHERE g.id = $1`, [id]);
  if (!row) throw new ApiError(409, 'not_reported', 'No open report on this review: another operator decided already');
  return row;
}

async function lockedReportedMaterial(tx: Queryable, id: number): Promise<ReportedMaterialRow> {
  const [exists] = await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [id]);
  if (!exists) throw notFound('Material', id);
  const [row] = await tx.query<ReportedMaterialRow>(`${REPORTED_MATERIALS} WHERE m.id = $1`, [id]);
  if (!row) throw new ApiError(409, 'not_reported', 'No open report on this material: another operator decided already');
  return row;
}

/**
 * Issue 19 "moderation" (operators only, every decision audited with before and after):
 * - reported comments (comment_reports, issue 18): remove (deleted with its answers, as its author's
 *   own delete) or keep (the reports so far are settled; a new report brings it back);
 * - reported reviews (rating_reports): remove the text (the stars stay, so the average does not
 *   move) or keep; either settles the reports so far;
 * - reported materials (material_reports), or any material found by id or title: unpublish (back to
 *   draft: out of the catalogue and search, buyers keep their access) with a reason mailed to the
 *   author in their world's language, or keep; either settles the reports so far.
 */
export function registerOperatorModeration(app: App, ctx: Ctx) {
  app.get('/v1/operator/moderation/comments', {
    schema: {
      tags: ['operator'], summary: 'Reported comments not decided yet, most recently reported first; operators only',
      querystring: PageQuery, response: { 200: ReportedCommentsResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    return readPage(ctx.db, {
      rows: `${COMMENTS} ORDER BY o.last_at DESC, c.id DESC`,
      count: `SELECT count(*)::int AS n FROM comments c WHERE EXISTS (SELECT 1 FROM comment_reports r WHERE ${OPEN_REPORTS})`,
      params: [],
    }, request.query, toComment);
  });

  app.post('/v1/operator/moderation/comments/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Remove a reported comment (and its answers) or keep it; audited',
      params: IdParams, querystring: ActionQuery, body: Decision, response: { 200: ModerationDecisionSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    return ctx.db.transaction(async (tx) => {
      const comment = await lockedComment(tx, id);
      const before = { body: comment.body, author: comment.user_id, material: comment.material_id, reports: comment.reports, reasons: comment.reasons };
      if (request.body.decision === 'remove') {
        await tx.query('DELETE FROM comments WHERE id = $1', [id]);
        await audit(tx, operator.id, 'comment.remove', { type: 'comment', id }, before, null);
        return { id, decision: 'removed' as const };
      }
      await tx.query('UPDATE comments SET moderated_at = now() WHERE id = $1', [id]);
      await audit(tx, operator.id, 'comment.keep', { type: 'comment', id }, before, { body: comment.body, kept: true });
      return { id, decision: 'kept' as const };
    });
  });

  app.get('/v1/operator/moderation/reviews', {
    schema: {
      tags: ['operator'], summary: 'Reported reviews not decided yet, most recently reported first; operators only',
      querystring: PageQuery, response: { 200: ReviewsToModerateResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    return readPage(ctx.db, {
      rows: `${REVIEWS} WHERE g.text IS NOT NULL ORDER BY o.last_at DESC, g.id DESC`,
      count: `SELECT count(*)::int AS n FROM ratings g WHERE g.text IS NOT NULL AND EXISTS (SELECT 1 FROM rating_reports r WHERE ${OPEN_REVIEW_REPORTS})`,
      params: [],
    }, request.query, toReview);
  });

  app.post('/v1/operator/moderation/reviews/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Remove a review\'s text (its stars stay) or keep it; audited',
      params: IdParams, querystring: ActionQuery, body: Decision, response: { 200: ModerationDecisionSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    return ctx.db.transaction(async (tx) => {
      const review = await lockedReview(tx, id);
      const before = { stars: review.stars, text: review.text, author: review.user_id, material: review.material_id, reports: review.reports, reasons: review.reasons };
      const remove = request.body.decision === 'remove';
      await tx.query(`UPDATE ratings SET moderated_at = now()${remove ? ', text = NULL' : ''} WHERE id = $1`, [id]);
      await audit(tx, operator.id, remove ? 'rating.remove_text' : 'rating.keep', { type: 'rating', id }, before, { stars: review.stars, text: remove ? null : review.text });
      return { id, decision: remove ? 'removed' as const : 'kept' as const };
    });
  });

  app.get('/v1/operator/moderation/materials', {
    schema: {
      tags: ['operator'], summary: 'Reported materials not decided yet, most recently reported first; operators only',
      querystring: PageQuery, response: { 200: ReportedMaterialsResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    return readPage(ctx.db, {
      rows: `${REPORTED_MATERIALS} ORDER BY o.last_at DESC, m.id DESC`,
      count: `SELECT count(*)::int AS n FROM materials m WHERE EXISTS (SELECT 1 FROM material_reports r WHERE ${OPEN_MATERIAL_REPORTS})`,
      params: [],
    }, request.query, toReportedMaterial);
  });

  // Keeping a reported material settles its reports; taking it out is the unpublish call below (a reason is mailed).
  app.post('/v1/operator/moderation/materials/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Keep a reported material (its reports so far are settled); audited',
      params: IdParams, querystring: ActionQuery, body: Type.Object({ decision: Type.Literal('keep') }, { additionalProperties: false }),
      response: { 200: ModerationDecisionSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    return ctx.db.transaction(async (tx) => {
      const material = await lockedReportedMaterial(tx, id);
      await tx.query('UPDATE materials SET moderated_at = now() WHERE id = $1', [id]);
      await audit(tx, operator.id, 'material.keep', { type: 'material', id },
        { status: material.status, title: material.title, reports: material.reports, reasons: material.reasons }, { status: material.status, kept: true });
      return { id, decision: 'kept' as const };
    });
  });

  app.get('/v1/operator/materials', {
    schema: {
      tags: ['operator'], summary: 'Materials by id or title (published and unpublished ones); operators only',
      querystring: SearchQuery, response: { 200: ModeratedMaterialsResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    const q = request.query.q?.trim() ?? '';
    const byId = /^\d{1,9}$/.test(q) ? Number(q) : null;
    // Published ones, and those an operator took out (drafts that never were public are the author's business).
    const where = `WHERE (m.status = 'published' OR m.unpublished_at IS NOT NULL) AND ($1::text = '' OR m.id = $2 OR lower(m.title) LIKE lower($3))`;
    return readPage(ctx.db, {
      rows: `${MATERIALS} ${where} ORDER BY (m.id = $2) DESC, m.published_at DESC, m.id DESC`,
      count: `SELECT count(*)::int AS n FROM materials m ${where}`,
      params: [q, byId, containing(q)],
    }, request.query, toMaterial);
  });

  app.post('/v1/operator/materials/:id/unpublish', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Take a material out of the catalogue (back to draft) with a reason mailed to its author; audited',
      params: IdParams, querystring: ActionQuery, body: ReasonBodySchema, response: { 200: ModeratedMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const reason = request.body.reason.trim();
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<MaterialRow & { open_reports: number }>(
        `${MATERIALS.replace('SELECT ', `SELECT (SELECT count(*)::int FROM material_reports r WHERE ${OPEN_MATERIAL_REPORTS}) AS open_reports, `)} WHERE m.id = $1 FOR UPDATE OF m`, [id],
      );
      if (!row || (row.status !== 'published' && row.unpublished_at === null)) throw notFound('Material', id);
      if (row.status !== 'published') throw new ApiError(409, 'not_published', 'This material is not in the catalogue');
      const [after] = await tx.query<{ unpublished_at: Date }>(
        // moderated_at: readers' reports so far are settled with it.
        `UPDATE materials SET status = 'draft', unpublished_at = now(), unpublished_reason = $2, unpublished_by = 'operator', moderated_at = now() WHERE id = $1 RETURNING unpublished_at`, [id, reason],
      );
      const mailed = (await queueMail(ctx, tx, {
        kind: 'material_unpublished', to: row.author_email, world: row.world, name: row.author_name,
        values: { title: row.title, reason },
        link: webLink(ctx, 'uploadEdit', {}, row.world),
      })) !== null;
      await audit(tx, operator.id, 'material.unpublish', { type: 'material', id }, { status: 'published', title: row.title, reports: row.open_reports }, { status: 'draft', reason });
      return { item: toMaterial({ ...row, status: 'draft', unpublished_at: after!.unpublished_at, unpublished_reason: reason }), mailed };
    });
  });
}
