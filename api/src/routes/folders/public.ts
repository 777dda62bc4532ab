import { PublicFoldersQueryBodySchema } from '@teachmarket/contracts/api-types/collections';
import { FoldersResponseSchema } from '@teachmarket/contracts/api-types/favourites';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { FOLDER_SELECT, toFolder, type FolderRow } from './folders';

/** spec §7 folders/public/query: a user's public folders; no login needed (archived ones stay private). */
export function registerPublicFolders(app: App, ctx: Ctx) {
  app.post('/v3/folders/public/query', {
    schema: {
      tags: ['folders'], summary: "One user's public, not archived folders with their materials, 200 per page (readable anonymously)",
      querystring: WorldQuery, body: PublicFoldersQueryBodySchema, response: { 200: FoldersResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user_id, limit, page } = request.body;
    // spec §3 is_private_profile: a private profile shows nothing of its owner, public folders included.
    const where = `f.user_id = $1 AND f.is_public AND NOT f.is_archive
      AND NOT EXISTS (SELECT 1 FROM users pu WHERE pu.id = f.user_id AND pu.is_private_profile)`;
    const [rows, count] = await Promise.all([
      ctx.db.query<FolderRow>(`${FOLDER_SELECT} WHERE ${where} ORDER BY f.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`, [user_id]),
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM folders f WHERE ${where}`, [user_id]),
    ]);
    return { items: rows.map(toFolder), total: count[0]?.n ?? 0, page, per_page: limit };
  });
}
