import { Type } from '@sinclair/typebox';
import { FollowedAuthorsResponseSchema, UserProfileResponseSchema, type UserProfile } from '@teachmarket/contracts/api-types';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, PageQuery, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

interface ProfileRow {
  id: number; slug: string; public_name: string; is_private_profile: boolean; is_seller: boolean; image_path: string | null;
  created_at: Date; total_followings: number; total_public_folders: number;
}

interface FollowedRow { id: number; slug: string; public_name: string; image_path: string | null; subtitle: string | null; total_materials: number }

/** spec §3 is_private_profile: a private profile says only who it is. */
function toProfile(r: ProfileRow, base: string): UserProfile {
  const base0 = { id: r.id, slug: r.slug, public_name: r.public_name, is_private_profile: r.is_private_profile, is_seller: r.is_seller };
  if (r.is_private_profile) return { ...base0, image_path: null, member_since: null, total_followings: null, total_public_folders: null };
  return {
    ...base0,
    image_path: absolute(base, r.image_path),
    member_since: r.created_at.toISOString(),
    total_followings: r.total_followings,
    total_public_folders: r.total_public_folders,
  };
}

/** spec §2 "User profile: /{world}/id/:id/:slug with optional tab": a member's public page (readable anonymously). */
export function registerProfiles(app: App, ctx: Ctx) {
  app.get('/v1/users/:id/profile', {
    schema: {
      tags: ['user'], summary: "A user's public profile; a private profile (spec §3 is_private_profile) answers only its name",
      params: IdParams, querystring: Type.Object({ world: WorldParam }, { additionalProperties: false }),
      response: { 200: UserProfileResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const [row] = await ctx.db.query<ProfileRow>(
      `SELECT u.id, u.slug, u.public_name, u.is_private_profile, u.is_seller, u.image_path, u.created_at,
              (SELECT count(*)::int FROM follows WHERE follower_id = u.id) AS total_followings,
              (SELECT count(*)::int FROM folders WHERE user_id = u.id AND is_public AND NOT is_archive) AS total_public_folders
         FROM users u WHERE u.id = $1`,
      [request.params.id],
    );
    if (!row) throw notFound('User', request.params.id);
    return { item: toProfile(row, ctx.config.publicUrl) };
  });

  app.get('/v1/users/:id/followings', {
    schema: {
      tags: ['user'], summary: 'The authors a user follows (public profiles only), most recently followed first',
      params: IdParams, querystring: Type.Object({ world: WorldParam, ...PageQuery }, { additionalProperties: false }),
      response: { 200: FollowedAuthorsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { id } = request.params;
    const [user] = await ctx.db.query<{ is_private_profile: boolean }>('SELECT is_private_profile FROM users WHERE id = $1', [id]);
    if (!user) throw notFound('User', id);
    // spec §3 is_private_profile: whom a private member follows is nobody else's business.
    if (user.is_private_profile) throw new ApiError(403, 'private_profile', `User ${id} has a private profile`);
    const base = ctx.config.publicUrl;
    return readPage(ctx.db, {
      rows: `SELECT u.id, u.slug, u.public_name, u.image_path, u.subtitle,
                    (SELECT count(*)::int FROM materials WHERE author_id = u.id AND status = 'published') AS total_materials
               FROM follows f JOIN users u ON u.id = f.author_id
              WHERE f.follower_id = $1 ORDER BY f.created_at DESC, u.id`,
      count: 'SELECT count(*)::int AS n FROM follows WHERE follower_id = $1',
      params: [id],
    }, request.query, (r: FollowedRow) => ({
      id: r.id, slug: r.slug, publicName: r.public_name, imagePath: absolute(base, r.image_path), subtitle: r.subtitle, totalMaterials: r.total_materials,
    }));
  });
}
