import type { FolderSelection } from '@teachmarket/contracts/api-types/collections';
import type { Queryable } from '../../db';
import { badRequest, notFound } from '../../errors';
import { FOLDER_SELECT, toFolder, type FolderRow } from './folders';

export interface SelectedFolder { id: number; parent_id: number | null; folder_type: string; is_archive: boolean }

/**
 * The caller's folders a by-query body selects (ids and filters combined with AND). Another user's
 * folder id is a 404, as if it did not exist: ids are not a way to probe other people's folders.
 */
export async function selectFolders(db: Queryable, userId: number, q: FolderSelection): Promise<SelectedFolder[]> {
  if (!q.ids && q.folder_type === undefined && q.parent_id === undefined && q.is_archive === undefined) {
    throw badRequest('empty_query', 'body field "query" must name ids or at least one filter', 'query');
  }
  const params: unknown[] = [userId];
  const where = ['user_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.ids) add('id = ANY(?::int[])', q.ids);
  if (q.folder_type) add('folder_type = ?', q.folder_type);
  if (q.parent_id === null) where.push('parent_id IS NULL');
  else if (q.parent_id !== undefined) add('parent_id = ?', q.parent_id);
  if (q.is_archive !== undefined) add('is_archive = ?', q.is_archive);
  const rows = await db.query<SelectedFolder>(`SELECT id, parent_id, folder_type, is_archive FROM folders WHERE ${where.join(' AND ')} ORDER BY id`, params);
  if (q.ids) {
    const missing = [...new Set(q.ids)].find((id) => !rows.some((r) => r.id === id));
    // A listed id that fails only the filters is not missing: check ownership alone before the 404.
    if (missing !== undefined) {
      const owned = await db.query('SELECT 1 FROM folders WHERE id = $1 AND user_id = $2', [missing, userId]);
      if (!owned.length) throw notFound('Folder', missing);
    }
  }
  return rows;
}

/** The folders and every folder below them (the tree follows parent_id). */
export async function withDescendants(db: Queryable, userId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM folders WHERE id = ANY($1::int[]) AND user_id = $2
       UNION SELECT f.id FROM folders f JOIN tree t ON f.parent_id = t.id
     ) SELECT id FROM tree ORDER BY id`,
    [ids, userId],
  );
  return rows.map((r) => r.id);
}

export async function foldersByIds(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.query<FolderRow>(`${FOLDER_SELECT} WHERE f.id = ANY($1::int[]) ORDER BY f.id`, [ids]);
  return rows.map(toFolder);
}
