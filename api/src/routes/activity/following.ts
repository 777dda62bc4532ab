import { Type } from '@sinclair/typebox';
import { BlogPostSchema, MaterialSummarySchema, Paginated } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import { absolute } from '../../catalog/urls';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { App, Ctx } from '../../context';
import { errorResponses, PageQuery, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

const FeedQuery = Type.Object({ world: WorldParam, ...PageQuery, per_page: Type.Integer({ minimum: 1, maximum: 50, default: 12 }) });

interface PostRow {
  id: number; world: string; title: string; excerpt: string; body: string; created_at: Date;
  author_id: number; slug: string; public_name: string; image_path: string | null;
}

/** Home tabs "following" and "activity" (issue 7): the new materials and posts of the authors the user follows. */
export function registerFollowingFeed(app: App, ctx: Ctx) {
  const base = ctx.config.publicUrl;

  app.get('/v3/following/materials', {
    schema: {
      tags: ['activity'], summary: "New materials of the authors the user follows, newest first (this world)", querystring: FeedQuery,
      response: { 200: Paginated(MaterialSummarySchema), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const where = `m.world = $1 AND m.status = 'published' AND m.author_id IN (SELECT author_id FROM follows WHERE follower_id = $2)`;
    return readPage(ctx.db, {
      rows: `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where} ORDER BY m.published_at DESC, m.id DESC`,
      count: `SELECT count(*)::int AS n FROM materials m WHERE ${where}`,
      params: [request.query.world, user.id],
    }, request.query, (r: SummaryRow) => toSummary(r, base));
  });

  app.get('/v3/following/posts', {
    schema: {
      tags: ['activity'], summary: 'New blog posts of the authors the user follows, newest first (this world)', querystring: FeedQuery,
      response: { 200: Paginated(BlogPostSchema), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const where = 'p.world = $1 AND p.author_id IN (SELECT author_id FROM follows WHERE follower_id = $2)';
    return readPage(ctx.db, {
      rows: `SELECT p.id, p.world, p.title, p.excerpt, p.body, p.created_at, u.id AS author_id, u.slug, u.public_name, u.image_path
               FROM blog_posts p JOIN users u ON u.id = p.author_id WHERE ${where} ORDER BY p.created_at DESC, p.id DESC`,
      count: `SELECT count(*)::int AS n FROM blog_posts p WHERE ${where}`,
      params: [request.query.world, user.id],
    }, request.query, (r: PostRow) => ({
      id: r.id, world: r.world, title: r.title, excerpt: r.excerpt, body: r.body, createdAt: r.created_at.toISOString(),
      author: { id: r.author_id, slug: r.slug, publicName: r.public_name, imagePath: absolute(base, r.image_path) },
    }));
  });
}
