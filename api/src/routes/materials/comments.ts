import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { CommentReply } from '@teachmarket/contracts/api-types';
import {
  CommentBodySchema, CommentEditSchema, CommentItemResponseSchema, CommentReportSchema, CommentSchema, Paginated,
} from '@teachmarket/contracts/api-types';
import { COMMENT_LIMIT } from '@teachmarket/contracts/rules';
import { loggedIn } from '../../auth/guards';
import { requireUser } from '../../auth/session';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, forbidden, notFound } from '../../errors';
import { COMMUNITY_POLICY, dropCookieWhenPublic } from '../../catalog/http-cache';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { publishNotification } from '../../notifications/hub';
import { readPage } from '../_lib/page';
import { plainText } from '../_lib/plain-text';
import { checkReportRate } from './reports';

// Issue 18 "the catalogue talks back": readers comment on a published material and ask questions;
// its author answers (one level of replies); everyone edits and deletes their own words and reports
// someone else's for the operator's moderation (issue 19). Bodies are plain text: React writes them
// as text, and control characters are removed here, so no markup ever reaches a page.

const PageOnly = Type.Object({ world: WorldParam, ...PageQuery });
const WorldOnly = Type.Object({ world: WorldParam });
const CommentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), commentId: Type.Integer({ minimum: 1 }) });

interface CommentRow {
  id: number; material_id: number; parent_id: number | null; body: string; created_at: Date; edited_at: Date | null;
  user_id: number; slug: string; public_name: string; image_path: string | null;
}

const SELECT = `SELECT c.id, c.material_id, c.parent_id, c.body, c.created_at, c.edited_at,
                       u.id AS user_id, u.slug, u.public_name, u.image_path
                  FROM comments c JOIN users u ON u.id = c.user_id`;

interface MaterialRow { author_id: number; title: string }

async function publishedMaterial(db: Queryable, id: number): Promise<MaterialRow> {
  const [row] = await db.query<MaterialRow>(`SELECT author_id, title FROM materials WHERE id = $1 AND status = 'published'`, [id]);
  if (!row) throw notFound('Material', id);
  return row;
}

async function commentOf(db: Queryable, materialId: number, commentId: number): Promise<CommentRow> {
  const [row] = await db.query<CommentRow>(`${SELECT} WHERE c.id = $1 AND c.material_id = $2`, [commentId, materialId]);
  if (!row) throw notFound('Comment', commentId);
  return row;
}

/** spec-free rule of issue 18: at most COMMENT_LIMIT.count comments per COMMENT_LIMIT.minutes. */
async function checkRate(db: Queryable, userId: number, reply: FastifyReply): Promise<void> {
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM comments
      WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)`,
    [userId, COMMENT_LIMIT.minutes],
  );
  if ((row?.n ?? 0) < COMMENT_LIMIT.count) return;
  const wait = row?.oldest ? Math.max(1, Math.ceil((row.oldest.getTime() + COMMENT_LIMIT.minutes * 60_000 - Date.now()) / 1000)) : COMMENT_LIMIT.minutes * 60;
  reply.header('Retry-After', String(wait));
  throw new ApiError(429, 'rate_limited', `You have written ${COMMENT_LIMIT.count} comments in ${COMMENT_LIMIT.minutes} minutes, the most we allow. Please wait a little.`);
}

export function registerComments(app: App, ctx: Ctx) {
  const base = ctx.config.publicUrl;
  const fields = (r: CommentRow) => ({
    id: r.id, materialId: r.material_id, body: r.body, createdAt: r.created_at.toISOString(), editedAt: r.edited_at?.toISOString() ?? null,
    author: { id: r.user_id, slug: r.slug, publicName: r.public_name, imagePath: absolute(base, r.image_path) },
  });
  const item = (r: CommentRow) => (r.parent_id === null ? { ...fields(r), replies: [] } : { ...fields(r), parentId: r.parent_id });

  app.get('/v1/materials/:id/comments', {
    schema: {
      tags: ['materials'], summary: "Comments on a material, newest first, each with its author's replies", params: IdParams, querystring: PageOnly,
      response: { 200: Paginated(CommentSchema), ...errorResponses },
    },
    config: { publicRead: COMMUNITY_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => {
    const { id } = request.params;
    await publishedMaterial(ctx.db, id);
    const page = await readPage(ctx.db, {
      rows: `${SELECT} WHERE c.material_id = $1 AND c.parent_id IS NULL ORDER BY c.created_at DESC, c.id DESC`,
      count: 'SELECT count(*)::int AS n FROM comments WHERE material_id = $1 AND parent_id IS NULL',
      params: [id],
    }, request.query, (r: CommentRow) => ({ ...fields(r), replies: [] as CommentReply[] }));
    if (page.items.length) {
      const replies = await ctx.db.query<CommentRow>(`${SELECT} WHERE c.parent_id = ANY($1::int[]) ORDER BY c.created_at, c.id`, [page.items.map((c) => c.id)]);
      for (const reply of replies) page.items.find((c) => c.id === reply.parent_id)?.replies.push({ ...fields(reply), parentId: reply.parent_id! });
    }
    return page;
  });

  app.post('/v1/materials/:id/comments', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: "Comment on a material (logged-in users), or answer a comment (the material's author)", params: IdParams,
      querystring: WorldOnly, body: CommentBodySchema,
      response: { 201: CommentItemResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    const material = await publishedMaterial(ctx.db, id);
    const text = plainText(request.body.body, 'body');
    const parentId = request.body.parentId ?? null;
    let parent: CommentRow | null = null;
    if (parentId !== null) {
      parent = await commentOf(ctx.db, id, parentId);
      if (material.author_id !== user.id) throw forbidden("Only the material's author may answer a comment");
      if (parent.parent_id !== null) throw new ApiError(400, 'validation_failed', 'An answer cannot be answered: answer the comment itself', 'parentId');
    }
    await checkRate(ctx.db, user.id, reply);
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: number }>(
        'INSERT INTO comments (material_id, user_id, body, parent_id) VALUES ($1, $2, $3, $4) RETURNING id', [id, user.id, text, parentId],
      );
      // The author hears of a new comment, the commenter of the author's answer (not of their own words).
      const notify = parent ? parent.user_id : material.author_id;
      if (notify !== user.id) {
        await publishNotification(tx, notify, { kind: parent ? 'comment_reply' : 'comment', title: material.title, materialId: id });
      }
      return commentOf(tx, id, inserted!.id);
    });
    reply.status(201);
    return { item: item(row) };
  });

  app.put('/v1/materials/:id/comments/:commentId', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Change your own comment or answer', params: CommentParams, querystring: WorldOnly, body: CommentEditSchema,
      response: { 200: CommentItemResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { id, commentId } = request.params;
    await publishedMaterial(ctx.db, id);
    const comment = await commentOf(ctx.db, id, commentId);
    if (comment.user_id !== user.id) throw forbidden('Only its writer may change a comment');
    const text = plainText(request.body.body, 'body');
    if (text !== comment.body) await ctx.db.query('UPDATE comments SET body = $1, edited_at = now() WHERE id = $2', [text, commentId]);
    return { item: item(await commentOf(ctx.db, id, commentId)) };
  });

  app.delete('/v1/materials/:id/comments/:commentId', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Delete your own comment (its answers go with it) or answer', params: CommentParams, querystring: WorldOnly,
      response: { 200: Type.Object({ id: Type.Integer() }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { id, commentId } = request.params;
    const comment = await commentOf(ctx.db, id, commentId);
    if (comment.user_id !== user.id) throw forbidden('Only its writer may delete a comment');
    await ctx.db.query('DELETE FROM comments WHERE id = $1', [commentId]);
    return { id: commentId };
  });

  app.post('/v1/materials/:id/comments/:commentId/report', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: "Report someone else's comment to the operators (once per reader)", params: CommentParams, querystring: WorldOnly,
      body: CommentReportSchema, response: { 200: Type.Object({ id: Type.Integer() }), ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id, commentId } = request.params;
    const comment = await commentOf(ctx.db, id, commentId);
    if (comment.user_id === user.id) throw new ApiError(400, 'own_comment', 'You cannot report your own comment: change or delete it instead');
    // Issue 19: reports of comments, reviews and materials share one rate limit per reader.
    // The reader's optional words (issue 18: the same report dialog as reviews), plain text, blank is none.
    const note = request.body.text?.trim() ? plainText(request.body.text, 'text') : null;
    await checkReportRate(ctx.db, user.id, reply);
    await ctx.db.query(
      `INSERT INTO comment_reports (comment_id, user_id, reason, note) VALUES ($1, $2, $3, $4)
       ON CONFLICT (comment_id, user_id) DO UPDATE SET reason = EXCLUDED.reason, note = EXCLUDED.note, created_at = now()`,
      [commentId, user.id, request.body.reason, note],
    );
    return { id: commentId };
  });
}
