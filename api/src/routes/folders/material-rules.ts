import type { Queryable } from '../../db';
import { badRequest, notFound } from '../../errors';

/**
 * spec §3 folder types: a purchased folder holds materials the user bought, an own folder the
 * user's own materials, a favorite folder any published material. The first misfit is a 400.
 */
export async function checkMaterialsFit(db: Queryable, userId: number, folderType: string, materialIds: number[]): Promise<void> {
  const rows = await db.query<{ id: number; status: string; author_id: number; bought: boolean }>(
    `SELECT m.id, m.status, m.author_id, EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = $2 AND p.material_id = m.id) AS bought
       FROM materials m WHERE m.id = ANY($1::int[])`,
    [materialIds, userId],
  );
  materialIds.forEach((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('Material', id);
    const field = `material_ids.${index}`;
    if (folderType === 'purchased' && !row.bought) throw badRequest('material_not_bought', `Material ${id} was not bought by you`, field);
    if (folderType === 'own' && row.author_id !== userId) throw badRequest('material_not_own', `Material ${id} is not one of your own materials`, field);
    if (folderType === 'favorite' && row.status !== 'published') throw notFound('Material', id);
  });
}
