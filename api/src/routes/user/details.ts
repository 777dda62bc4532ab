import { loggedIn } from '../../auth/guards';
import {
  UserDetailsQueryResponseSchema, UserDetailsQuerySchema, UserDetailsResponseSchema, UserDetailsUpdateSchema, type UserDetails,
} from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';

interface DetailsRow {
  id: number; slug: string; public_name: string; subtitle: string | null; description: string | null; is_seller: boolean;
  is_private_profile: boolean; image_path: string | null; profile_background_path: string | null;
  profile_background_data: Record<string, unknown> | null; facebook_profile: string | null; instagram_profile: string | null;
  pinterest_profile: string | null;
}

/** Stored paths are host-relative (as the seed's); answers carry absolute URLs on the API host. */
export const absoluteUrl = (base: string, path: string | null): string | null => (path && path.startsWith('/') ? `${base}${path}` : path);

/** The header avatar (32x32) lies beside the author image (height 200) of an upload. */
export const headerImageOf = (path: string | null): string | null =>
  path && /^\/uploads\/avatars\/.+-200\.webp$/.test(path) ? path.replace(/-200\.webp$/, '-32.webp') : null;

export async function loadDetails(ctx: Ctx, userId: number): Promise<UserDetails> {
  const [row] = await ctx.db.query<DetailsRow>(
    `SELECT id, slug, public_name, subtitle, description, is_seller, is_private_profile, image_path, profile_background_path,
            profile_background_data, facebook_profile, instagram_profile, pinterest_profile FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) throw notFound('User', userId);
  const base = ctx.config.publicUrl;
  return {
    ...row,
    image_path: absoluteUrl(base, row.image_path),
    header_image_path: absoluteUrl(base, headerImageOf(row.image_path)),
    profile_background_path: absoluteUrl(base, row.profile_background_path),
  };
}

const UPDATABLE = ['public_name', 'subtitle', 'description', 'is_private_profile', 'facebook_profile', 'instagram_profile', 'pinterest_profile'] as const;

export function registerUserDetails(app: App, ctx: Ctx) {
  app.get('/v1/user/details', {
    schema: {
      tags: ['user'], summary: "The logged-in user's profile details (spec §7: items)",
      querystring: WorldQuery, response: { 200: UserDetailsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { items: await loadDetails(ctx, user.id) };
  });

  app.post('/v1/user/details', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['user'], summary: 'Change profile fields (public name, subtitle, description, privacy, social profiles; null clears)',
      querystring: WorldQuery, body: UserDetailsUpdateSchema, response: { 200: UserDetailsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const body = request.body as Record<(typeof UPDATABLE)[number], unknown>;
    const keys = UPDATABLE.filter((k) => body[k] !== undefined);
    const values = keys.map((k) => (typeof body[k] === 'string' ? (body[k] as string).trim() : body[k]));
    // Column names come from the fixed list above, values are parameters.
    await ctx.db.query(`UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`, [user.id, ...values]);
    return { items: await loadDetails(ctx, user.id) };
  });

  app.post('/v3/user-details/query', {
    schema: {
      tags: ['user'], summary: 'Public profiles whose public name contains the query text',
      querystring: WorldQuery, body: UserDetailsQuerySchema, response: { 200: UserDetailsQueryResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { query, limit = 20 } = request.body;
    // LIKE wildcards in the query text are literal characters, not patterns.
    const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await ctx.db.query<{ id: number; slug: string; public_name: string; subtitle: string | null; image_path: string | null; is_seller: boolean }>(
      `SELECT id, slug, public_name, subtitle, image_path, is_seller FROM users
        WHERE NOT is_private_profile AND public_name ILIKE $1 ESCAPE '\\' AND world = $2
        ORDER BY is_seller DESC, public_name, id LIMIT $3`,
      [pattern, request.query.world, limit],
    );
    return { items: rows.map((r) => ({ ...r, image_path: absoluteUrl(ctx.config.publicUrl, r.image_path) })) };
  });
}
