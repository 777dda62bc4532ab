import { Type } from '@sinclair/typebox';
import { BlogPostSchema, ItemOf, Paginated, type BlogPost } from '@teachmarket/contracts/api-types';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { cachedBody, COMMUNITY_POLICY, dropCookieWhenPublic, isPersonal, sendCached } from '../../catalog/http-cache';
import { publicReadsOf } from '../../catalog/public-reads';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

interface PostRow {
  id: number; world: string; title: string; excerpt: string; body: string; created_at: Date;
  author_id: number; slug: string; public_name: string; image_path: string | null;
}

const SELECT = `SELECT p.id, p.world, p.title, p.excerpt, p.body, p.created_at, u.id AS author_id, u.slug, u.public_name, u.image_path
  FROM blog_posts p JOIN users u ON u.id = p.author_id`;

const toPost = (r: PostRow, base: string): BlogPost => ({
  id: r.id, world: r.world, title: r.title, excerpt: r.excerpt, body: r.body, createdAt: r.created_at.toISOString(),
  author: { id: r.author_id, slug: r.slug, publicName: r.public_name, imagePath: absolute(base, r.image_path) },
});

export function registerBlog(app: App, ctx: Ctx) {
  const reads = publicReadsOf(app, ctx);
  app.get('/v1/blog-posts', {
    schema: {
      tags: ['authors'], summary: 'Blog posts of a world, optionally of one author, newest first',
      querystring: Type.Object({ world: WorldParam, author_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })), ...PageQuery }),
      response: { 200: Paginated(BlogPostSchema), ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    const { world, author_id, page, per_page } = request.query;
    // Issue 17: the same list for everyone (nothing of the reader in it), kept per process until a
    // post of the world changes (migration 043) or 30 s pass; headers as every public read (sendCached).
    const personal = await isPersonal(ctx, request);
    const cached = await reads.blog.get(`posts|${world}|${author_id ?? ''}|${page}|${per_page}`, async () => {
      const where = author_id ? 'p.world = $1 AND p.author_id = $2' : 'p.world = $1 AND $2::int IS NULL';
      const list = await readPage(ctx.db, {
        rows: `${SELECT} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC`,
        count: `SELECT count(*)::int AS n FROM blog_posts p WHERE ${where}`,
        params: [world, author_id ?? null],
      }, request.query, (r: PostRow) => toPost(r, ctx.config.publicUrl));
      return cachedBody(reply, list, world);
    });
    return sendCached(request, reply, cached, personal, COMMUNITY_POLICY);
  });

  app.get('/v1/blog-posts/:id', {
    schema: {
      tags: ['authors'], summary: "One blog post of the world (another world's post is not found there)", params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      response: { 200: ItemOf(BlogPostSchema), ...errorResponses },
    },
    config: { publicRead: COMMUNITY_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => {
    // A post is written for one world (spec §2: blog post routes are not switchable).
    const [row] = await ctx.db.query<PostRow>(`${SELECT} WHERE p.id = $1 AND p.world = $2`, [request.params.id, request.query.world]);
    if (!row) throw notFound('Blog post', request.params.id);
    return { item: toPost(row, ctx.config.publicUrl) };
  });
}
