import { loggedIn } from '../../auth/guards';
import { ItemTagBodySchema, ItemTagResponseSchema, ItemTagsQuerySchema, ItemTagsResponseSchema } from '@teachmarket/contracts/api-types/collections';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses } from '../../lib/schema';
import { assertPublished } from '../favourites/store';

/** A user may keep this many different tags; more is a 400 (keeps the suggestion list usable). */
export const MAX_TAGS_PER_USER = 200;

async function tagsOf(ctx: Ctx, userId: number, materialId: number): Promise<string[]> {
  const rows = await ctx.db.query<{ tag: string }>('SELECT tag FROM item_tags WHERE user_id = $1 AND material_id = $2 ORDER BY tag', [userId, materialId]);
  return rows.map((r) => r.tag);
}

/**
 * Item tags: a user's private labels on materials. Always a user call, never anonymous: the shell
 * does not retry item-tags URLs after a 401 (spec §4), so anonymous callers just get the 401.
 */
export function registerItemTags(app: App, ctx: Ctx) {
  const tags = ['item-tags'];
  app.get('/v3/item-tags', {
    schema: { tags, summary: "The caller's tags per material (optionally for one material_id) and all distinct tags", querystring: ItemTagsQuerySchema, response: { 200: ItemTagsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { material_id } = request.query;
    const params: unknown[] = [user.id];
    if (material_id) params.push(material_id);
    const [rows, all] = await Promise.all([
      ctx.db.query<{ material_id: number; tags: string[] }>(
        `SELECT material_id, array_agg(tag ORDER BY tag) AS tags FROM item_tags
          WHERE user_id = $1 ${material_id ? 'AND material_id = $2' : ''} GROUP BY material_id ORDER BY material_id`,
        params,
      ),
      ctx.db.query<{ tag: string }>('SELECT DISTINCT tag FROM item_tags WHERE user_id = $1 ORDER BY tag', [user.id]),
    ]);
    return { items: rows, tags: all.map((r) => r.tag) };
  });

  app.post('/v3/item-tags', {
    preValidation: loggedIn(ctx),
    schema: { tags, summary: 'Tag (action add) or untag (action remove) a material for the caller; answers its tags', body: ItemTagBodySchema, response: { 200: ItemTagResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { material_id, action } = request.body;
    const tag = request.body.tag.trim();
    if (action === 'add') {
      await assertPublished(ctx, material_id);
      await ctx.db.query(
        `INSERT INTO item_tags (user_id, material_id, tag)
           SELECT $1, $2, $3 WHERE (SELECT count(DISTINCT tag) FROM item_tags WHERE user_id = $1 AND tag <> $3) < ${MAX_TAGS_PER_USER}
         ON CONFLICT DO NOTHING`,
        [user.id, material_id, tag],
      );
    } else {
      await ctx.db.query('DELETE FROM item_tags WHERE user_id = $1 AND material_id = $2 AND tag = $3', [user.id, material_id, tag]);
    }
    return { material_id, tags: await tagsOf(ctx, user.id, material_id) };
  });
}
