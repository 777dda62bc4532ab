import {
  BlogPostBodySchema, OwnBlogPostResponseSchema, OwnBlogPostsResponseSchema, postExcerpt, renderPostMarkup, sourceFromHtml, type OwnBlogPost,
} from '@teachmarket/contracts/api-types/blog-editor';
import { Type } from '@sinclair/typebox';
import { requireUser, type SessionUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { sellersOnly } from '../../auth/guards';

/** An author keeps a bounded number of posts. */
export const MAX_BLOG_POSTS = 500;

interface Row { id: number; world: string; title: string; excerpt: string; body: string; source: string | null; created_at: Date; updated_at: Date | null }
const COLUMNS = 'id, world, title, excerpt, body, source, created_at, updated_at';

const toOwn = (r: Row): OwnBlogPost => ({
  id: r.id, world: r.world, title: r.title, excerpt: r.excerpt, source: r.source ?? sourceFromHtml(r.body),
  createdAt: r.created_at.toISOString(), updatedAt: r.updated_at?.toISOString() ?? null,
});

/** Title and text as stored: trimmed; the HTML is rendered here (escaped, a few tags), never taken from the client. */
function content(body: { title: string; source: string }) {
  const title = body.title.trim();
  const source = body.source.trim();
  if (title.length < 3) throw badRequest('invalid_title', 'The title needs at least 3 characters', 'title');
  const html = renderPostMarkup(source);
  if (!html) throw badRequest('empty_post', 'The post has no text', 'source');
  return { title, source, html, excerpt: postExcerpt(source) };
}

/** The post, if it is the user's own: someone else's post is a 403 (posts are public, so their ids are no secret). */
async function ownPost(ctx: Ctx, user: SessionUser, id: number): Promise<Row> {
  const [row] = await ctx.db.query<Row & { author_id: number }>(`SELECT ${COLUMNS}, author_id FROM blog_posts WHERE id = $1`, [id]);
  if (!row) throw notFound('Blog post', id);
  if (row.author_id !== user.id) throw forbidden('Only the author may change this post');
  return row;
}

/**
 * spec §2 cabinet /post-editor: an author (a seller, spec §1 "teachers sell and write blog posts")
 * writes, edits and deletes their own blog posts. A saved post is published at once in the world it
 * was written in (the blog post page, route blogPost, shows it there).
 */
export function registerBlogEditor(app: App, ctx: Ctx) {
  app.get('/v1/account/blog-posts', {
    ...sellersOnly(ctx),
    schema: { tags: ['authors'], summary: "The author's own blog posts (all worlds), newest first, with the text to edit", querystring: WorldQuery, response: { 200: OwnBlogPostsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const rows = await ctx.db.query<Row>(`SELECT ${COLUMNS} FROM blog_posts WHERE author_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${MAX_BLOG_POSTS}`, [user.id]);
    return { items: rows.map(toOwn) };
  });

  app.post('/v1/blog-posts', {
    ...sellersOnly(ctx),
    schema: { tags: ['authors'], summary: 'Publish a blog post in the current world (authors only)', querystring: WorldQuery, body: BlogPostBodySchema, response: { 201: OwnBlogPostResponseSchema, ...errorResponses } },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const post = content(request.body);
    const [count] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts WHERE author_id = $1', [user.id]);
    if ((count?.n ?? 0) >= MAX_BLOG_POSTS) throw new ApiError(409, 'too_many_posts', `An author has at most ${MAX_BLOG_POSTS} posts`);
    const [row] = await ctx.db.query<Row>(
      `INSERT INTO blog_posts (world, author_id, title, excerpt, body, source) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [request.query.world, user.id, post.title, post.excerpt, post.html, post.source],
    );
    return reply.status(201).send({ item: toOwn(row as Row) });
  });

  app.put('/v1/blog-posts/:id', {
    ...sellersOnly(ctx),
    schema: { tags: ['authors'], summary: 'Change an own blog post (it stays in its world)', params: IdParams, querystring: WorldQuery, body: BlogPostBodySchema, response: { 200: OwnBlogPostResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    await ownPost(ctx, user, request.params.id);
    const post = content(request.body);
    const [row] = await ctx.db.query<Row>(
      `UPDATE blog_posts SET title = $2, excerpt = $3, body = $4, source = $5, updated_at = now() WHERE id = $1 AND author_id = $6 RETURNING ${COLUMNS}`,
      [request.params.id, post.title, post.excerpt, post.html, post.source, user.id],
    );
    if (!row) throw notFound('Blog post', request.params.id);
    return { item: toOwn(row) };
  });

  app.delete('/v1/blog-posts/:id', {
    ...sellersOnly(ctx),
    schema: { tags: ['authors'], summary: 'Delete an own blog post', params: IdParams, querystring: WorldQuery, response: { 200: Type.Object({ success: Type.Boolean() }), ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    await ownPost(ctx, user, request.params.id);
    await ctx.db.query('DELETE FROM blog_posts WHERE id = $1 AND author_id = $2', [request.params.id, user.id]);
    return { success: true };
  });
}
