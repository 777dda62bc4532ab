import { loggedIn } from '../../auth/guards';
import {
  FolderAddMaterialsBodySchema, FolderByQueryBodySchema, FoldersChangedResponseSchema, FoldersDeletedResponseSchema, FolderUpdateBodySchema,
} from '@teachmarket/contracts/api-types/collections';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { foldersByIds, selectFolders, withDescendants } from './selection';
import { checkMaterialsFit } from './material-rules';

const QUERY_DOC = 'Body `query` selects the caller\'s folders: `ids` and/or filters `folder_type`, `parent_id`, `is_archive` (AND); an empty query is a 400 empty_query, another user\'s id a 404.';

/** spec §7 folders: update, delete, archive / unarchive and add materials, each "by query". */
export function registerFolderManagement(app: App, ctx: Ctx) {
  const tags = ['folders'];
  const changed = { 200: FoldersChangedResponseSchema, ...errorResponses };

  app.post('/v3/folders/update-by-query', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, summary: 'Rename, move (set.parent_id, null = top level; no cycles) or make public/private the selected folders',
      description: QUERY_DOC, querystring: WorldQuery, body: FolderUpdateBodySchema, response: changed,
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { query, set } = request.body;
    const title = set.title?.trim();
    if (set.title !== undefined && !title) throw badRequest('validation_failed', 'body field "set.title" must not be blank', 'set.title');
    return ctx.db.transaction(async (tx) => {
      const selected = await selectFolders(tx, user.id, query);
      const ids = selected.map((f) => f.id);
      if (set.parent_id !== undefined && set.parent_id !== null && ids.length) {
        const [parent] = await tx.query<{ folder_type: string; is_archive: boolean }>(
          'SELECT folder_type, is_archive FROM folders WHERE id = $1 AND user_id = $2', [set.parent_id, user.id],
        );
        if (!parent) throw notFound('Folder', set.parent_id);
        if (selected.some((f) => f.folder_type !== parent.folder_type)) {
          throw badRequest('folder_type_mismatch', 'A folder can only move under a folder of the same type', 'set.parent_id');
        }
        // spec §3: archive folders are kept apart, so nothing moves into the archive by a move.
        if (parent.is_archive) throw badRequest('parent_archived', 'A folder cannot move under an archived folder', 'set.parent_id');
        // spec §3: the folders form a tree; a folder under itself or its own descendant would be a cycle.
        if ((await withDescendants(tx, user.id, ids)).includes(set.parent_id)) {
          throw badRequest('folder_cycle', 'A folder cannot move under itself or one of its sub-folders', 'set.parent_id');
        }
      }
      if (ids.length) {
        await tx.query(
          `UPDATE folders SET title = coalesce($2, title), is_public = coalesce($3, is_public),
                  parent_id = CASE WHEN $4 THEN $5::int ELSE parent_id END
            WHERE id = ANY($1::int[])`,
          [ids, title ?? null, set.is_public ?? null, set.parent_id !== undefined, set.parent_id ?? null],
        );
      }
      return { items: await foldersByIds(tx, ids), affected: ids.length };
    });
  });

  app.post('/v3/folders/delete-by-query', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, summary: 'Delete the selected folders with their sub-folders; their material links go, the materials and favourites stay',
      description: QUERY_DOC, querystring: WorldQuery, body: FolderByQueryBodySchema, response: { 200: FoldersDeletedResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return ctx.db.transaction(async (tx) => {
      const selected = await selectFolders(tx, user.id, request.body.query);
      const ids = await withDescendants(tx, user.id, selected.map((f) => f.id));
      // Decision: sub-folders go with their parent (the UI says so in its confirm step); links cascade.
      if (ids.length) await tx.query('DELETE FROM folders WHERE id = ANY($1::int[]) AND user_id = $2', [ids, user.id]);
      return { ids, affected: ids.length };
    });
  });

  for (const [path, archive] of [['add', true], ['delete', false]] as const) {
    app.post(`/v3/folders/archive/${path}-by-query`, {
      preValidation: loggedIn(ctx),
      schema: {
        tags, summary: archive
          ? 'Archive the selected folders and their sub-folders (spec §3: kept apart from the tree)'
          : 'Take the selected folders and their sub-folders out of the archive; a folder whose parent stays archived moves to the top level',
        description: QUERY_DOC, querystring: WorldQuery, body: FolderByQueryBodySchema, response: changed,
      },
    }, async (request) => {
      const user = await requireUser(ctx, request);
      return ctx.db.transaction(async (tx) => {
        const selected = await selectFolders(tx, user.id, request.body.query);
        const ids = await withDescendants(tx, user.id, selected.map((f) => f.id));
        if (ids.length) {
          await tx.query('UPDATE folders SET is_archive = $2 WHERE id = ANY($1::int[])', [ids, archive]);
          if (!archive) {
            await tx.query(
              `UPDATE folders f SET parent_id = NULL FROM folders p
                WHERE f.id = ANY($1::int[]) AND p.id = f.parent_id AND p.is_archive`, [ids],
            );
          }
        }
        return { items: await foldersByIds(tx, ids), affected: ids.length };
      });
    });
  }

  app.post('/v3/folders/materials/add-by-query', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, summary: 'Add materials to the selected folders: purchased folders take bought materials, own folders own materials, favorite folders any published one',
      description: QUERY_DOC, querystring: WorldQuery, body: FolderAddMaterialsBodySchema, response: changed,
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const materialIds = [...new Set(request.body.material_ids)];
    return ctx.db.transaction(async (tx) => {
      const selected = await selectFolders(tx, user.id, request.body.query);
      for (const type of new Set(selected.map((f) => f.folder_type))) await checkMaterialsFit(tx, user.id, type, materialIds);
      const ids = selected.map((f) => f.id);
      if (ids.length) {
        await tx.query(
          `INSERT INTO folders_materials (folder_id, material_id)
             SELECT f, m FROM unnest($1::int[]) f CROSS JOIN unnest($2::int[]) m ON CONFLICT DO NOTHING`,
          [ids, materialIds],
        );
      }
      return { items: await foldersByIds(tx, ids), affected: ids.length };
    });
  });
}
