import { SubscriptionsResponseSchema } from '@teachmarket/contracts/api-types/subscriptions';
import { requireUser } from '../../auth/session';
import { absolute } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loadMailSettings } from '../../mail/preferences';

interface AuthorRow { id: number; slug: string; public_name: string; image_path: string | null; followed_at: Date }

/**
 * spec §7 `GET v1/subscriptions` ("not shown"): what the logged-in user is subscribed to, read from
 * the tables the subscribe calls write: followed authors (follows), favourite materials of this
 * world (favourites), the school wishlist (school_wishlist, school members only) and the mail
 * switches (mail_opt_outs). Anonymous visitors keep their favourites in the browser token (anonymous/list).
 */
export function registerSubscriptions(app: App, ctx: Ctx) {
  app.get('/v1/subscriptions', {
    schema: {
      tags: ['favourites'], summary: "The logged-in user's subscriptions: followed authors, favourites, school wishlist, mails",
      querystring: WorldQuery, response: { 200: SubscriptionsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { world } = request.query;
    const [authors, favourites, school, mail] = await Promise.all([
      ctx.db.query<AuthorRow>(
        `SELECT u.id, u.slug, u.public_name, u.image_path, f.created_at AS followed_at
           FROM follows f JOIN users u ON u.id = f.author_id WHERE f.follower_id = $1 ORDER BY f.created_at DESC, u.id DESC`,
        [user.id],
      ),
      ctx.db.query<{ material_id: number }>(
        `SELECT f.material_id FROM favourites f JOIN materials m ON m.id = f.material_id
          WHERE f.user_id = $1 AND m.world = $2 AND m.status = 'published' ORDER BY f.created_at DESC, f.material_id DESC`,
        [user.id, world],
      ),
      user.school_id && user.school_role
        ? ctx.db.query<{ material_id: number }>(
          `SELECT w.material_id FROM school_wishlist w JOIN materials m ON m.id = w.material_id
            WHERE w.school_id = $1 AND m.world = $2 AND m.status = 'published' ORDER BY w.created_at DESC, w.material_id DESC`,
          [user.school_id, world],
        )
        : null,
      loadMailSettings(ctx.db, user.id),
    ]);
    const ids = (rows: { material_id: number }[]) => ({ ids: rows.map((r) => r.material_id), total: rows.length });
    return {
      item: {
        authors: {
          items: authors.map((a) => ({
            id: a.id, slug: a.slug, publicName: a.public_name, imagePath: absolute(ctx.config.publicUrl, a.image_path), followedAt: a.followed_at.toISOString(),
          })),
          total: authors.length,
        },
        favourites: ids(favourites),
        schoolWishlist: school ? ids(school) : null,
        mail,
      },
    };
  });
}
