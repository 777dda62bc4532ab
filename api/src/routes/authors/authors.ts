import { Type } from '@sinclair/typebox';
import { AuthorProfileSchema, ItemOf, MaterialSummarySchema, Paginated, type AuthorProfile } from '@teachmarket/contracts/api-types';
import { optionalUser, requireUser } from '../../auth/session';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { COMMUNITY_POLICY, dropCookieWhenPublic } from '../../catalog/http-cache';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

interface AuthorRow {
  id: number; public_name: string; is_private_profile: boolean; slug: string; subtitle: string | null; image_path: string | null;
  author_since: Date | null; is_seller: boolean; description: string | null; teachable_certified: boolean;
  profile_background_path: string | null; profile_background_data: Record<string, unknown> | null; created_at: Date;
  facebook_profile: string | null; instagram_profile: string | null; pinterest_profile: string | null;
  total_followers: number; total_followings: number; total_materials: number; following: boolean;
}

async function loadAuthor(ctx: Ctx, id: number, viewerId: number | null): Promise<AuthorProfile | null> {
  const [r] = await ctx.db.query<AuthorRow>(
    `SELECT u.id, u.public_name, u.is_private_profile, u.slug, u.subtitle, u.image_path, u.author_since, u.is_seller,
            u.description, u.teachable_certified, u.profile_background_path, u.profile_background_data, u.created_at,
            u.facebook_profile, u.instagram_profile, u.pinterest_profile,
            (SELECT count(*)::int FROM follows WHERE author_id = u.id) AS total_followers,
            (SELECT count(*)::int FROM follows WHERE follower_id = u.id) AS total_followings,
            (SELECT count(*)::int FROM materials WHERE author_id = u.id AND status = 'published') AS total_materials,
            EXISTS (SELECT 1 FROM follows WHERE author_id = u.id AND follower_id = $2) AS following
       FROM users u WHERE u.id = $1`,
    [id, viewerId ?? 0],
  );
  if (!r) return null;
  const base = ctx.config.publicUrl;
  return {
    ...r,
    image_path: absolute(base, r.image_path),
    profile_background_path: absolute(base, r.profile_background_path),
    author_since: r.author_since?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  };
}

export function registerAuthors(app: App, ctx: Ctx) {
  app.get('/v1/authors/:id', {
    schema: {
      tags: ['authors'], summary: 'Public author profile (spec §3 Author profile)', params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      response: { 200: ItemOf(AuthorProfileSchema), ...errorResponses },
    },
    config: { publicRead: COMMUNITY_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => {
    const viewer = await optionalUser(ctx, request);
    const item = await loadAuthor(ctx, request.params.id, viewer?.id ?? null);
    if (!item) throw notFound('Author', request.params.id);
    return { item };
  });

  app.get('/v1/authors/:id/materials', {
    schema: {
      tags: ['authors'], summary: "An author's published materials, newest first", params: IdParams,
      querystring: Type.Object({ world: WorldParam, ...PageQuery }),
      response: { 200: Paginated(MaterialSummarySchema), ...errorResponses },
    },
    config: { publicRead: COMMUNITY_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => {
    const { id } = request.params;
    const exists = await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [id]);
    if (!exists.length) throw notFound('Author', id);
    return readPage(ctx.db, {
      rows: `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.author_id = $1 AND m.status = 'published' ORDER BY m.created_at DESC, m.id DESC`,
      count: `SELECT count(*)::int AS n FROM materials WHERE author_id = $1 AND status = 'published'`,
      params: [id],
    }, request.query, (r: SummaryRow) => toSummary(r, ctx.config.publicUrl));
  });

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(`/v1/authors/:id/${action}`, {
      schema: {
        tags: ['authors'], summary: `${action} an author (logged-in users)`, params: IdParams,
        querystring: Type.Object({ world: WorldParam }),
        response: { 200: Type.Object({ following: Type.Boolean(), total_followers: Type.Integer() }), ...errorResponses },
      },
    }, async (request) => {
      const user = await requireUser(ctx, request);
      const { id } = request.params;
      if (id === user.id) throw badRequest('cannot_follow_self', 'You cannot follow yourself', 'id');
      const exists = await ctx.db.query('SELECT 1 FROM users WHERE id = $1 AND is_seller', [id]);
      if (!exists.length) throw notFound('Author', id);
      if (action === 'follow') {
        await ctx.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, id]);
      } else {
        await ctx.db.query('DELETE FROM follows WHERE follower_id = $1 AND author_id = $2', [user.id, id]);
      }
      const [n] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE author_id = $1', [id]);
      return { following: action === 'follow', total_followers: n?.n ?? 0 };
    });
  }
}
