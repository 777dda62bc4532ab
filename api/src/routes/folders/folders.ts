import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import {
  FolderCreateBodySchema, FolderSchema, FoldersQueryBodySchema, FoldersResponseSchema, FolderSyncBodySchema, FolderSyncResponseSchema,
  type Folder,
} from '@teachmarket/contracts/api-types/favourites';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { assertPublished } from '../favourites/store';

export interface FolderRow { id: number; title: string; parent_id: number | null; is_archive: boolean; is_public: boolean; folder_type: string; material_ids: number[] }

export const toFolder = (r: FolderRow): Folder => ({
  id: r.id, title: r.title, parent_id: r.parent_id, is_archive: r.is_archive, is_public: r.is_public, folder_type: r.folder_type,
  _total: r.material_ids.length, folders_materials: r.material_ids.map((material_id) => ({ material_id })),
});

export const FOLDER_SELECT = `SELECT f.id, f.title, f.parent_id, f.is_archive, f.is_public, f.folder_type,
  coalesce((SELECT array_agg(fm.material_id ORDER BY fm.added_at) FROM folders_materials fm WHERE fm.folder_id = f.id), '{}') AS material_ids
  FROM folders f`;

/** spec §7 folders: the user's folder tree with its materials, create, and sync one material's folders. */
export function registerFolders(app: App, ctx: Ctx) {
  const tags = ['folders'];

  app.post('/v3/folders/materials/query', {
    schema: { tags, summary: "The user's folders with their materials, 200 per page (spec §5)", querystring: WorldQuery, body: FoldersQueryBodySchema, response: { 200: FoldersResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { folder_type, limit, page } = request.body;
    const params: unknown[] = [user.id];
    if (folder_type) params.push(folder_type);
    const where = `f.user_id = $1${folder_type ? ' AND f.folder_type = $2' : ''}`;
    const [rows, count] = await Promise.all([
      ctx.db.query<FolderRow>(`${FOLDER_SELECT} WHERE ${where} ORDER BY f.is_archive, f.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params),
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM folders f WHERE ${where}`, params),
    ]);
    return { items: rows.map(toFolder), total: count[0]?.n ?? 0, page, per_page: limit };
  });

  app.post('/v3/folders/create', {
    preValidation: loggedIn(ctx),
    schema: { tags, summary: 'Create a folder (optionally inside a parent of the same type)', querystring: WorldQuery, body: FolderCreateBodySchema, response: { 201: Type.Object({ item: FolderSchema }), ...errorResponses } },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { title, parent_id = null, folder_type } = request.body;
    const name = title.trim();
    if (!name) throw badRequest('validation_failed', 'body field "title" must not be blank', 'title');
    if (parent_id !== null) {
      const parent = await ctx.db.query('SELECT 1 FROM folders WHERE id = $1 AND user_id = $2 AND folder_type = $3', [parent_id, user.id, folder_type]);
      if (!parent.length) throw notFound('Folder', parent_id);
    }
    const [row] = await ctx.db.query<{ id: number }>(
      'INSERT INTO folders (user_id, title, parent_id, folder_type) VALUES ($1, $2, $3, $4) RETURNING id', [user.id, name, parent_id, folder_type],
    );
    const [folder] = await ctx.db.query<FolderRow>(`${FOLDER_SELECT} WHERE f.id = $1`, [row?.id]);
    if (!folder) throw new Error('folder insert returned nothing');
    reply.status(201);
    return { item: toFolder(folder) };
  });

  app.post('/v3/folders/materials/:materialId/sync', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, summary: 'Put a material in exactly these folders of one type (others of that type lose it)',
      params: Type.Object({ materialId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
      querystring: WorldQuery, body: FolderSyncBodySchema, response: { 200: FolderSyncResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { materialId } = request.params;
    const { folder_type } = request.body;
    const wanted = [...new Set(request.body.folder_ids)];
    await assertPublished(ctx, materialId);
    const owned = await ctx.db.query<{ id: number }>('SELECT id FROM folders WHERE user_id = $1 AND folder_type = $2 AND id = ANY($3::int[])', [user.id, folder_type, wanted]);
    if (owned.length !== wanted.length) {
      const missing = wanted.find((id) => !owned.some((o) => o.id === id));
      throw notFound('Folder', missing);
    }
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM folders_materials fm USING folders f
          WHERE fm.folder_id = f.id AND f.user_id = $1 AND f.folder_type = $2 AND fm.material_id = $3 AND NOT (f.id = ANY($4::int[]))`,
        [user.id, folder_type, materialId, wanted],
      );
      for (const id of wanted) {
        await tx.query('INSERT INTO folders_materials (folder_id, material_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, materialId]);
      }
    });
    return { folder_ids: wanted.sort((a, b) => a - b) };
  });
}
