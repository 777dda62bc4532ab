import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';
import { queueMail } from './outbox';

/**
 * Issue 18 "follow notifications with the unfollow link": when an author publishes a material for
 * the first time, each follower who wants new-material mails (mail settings 'newMaterials': neither
 * the 'notifications' nor the 'new_materials' opt-out) gets one mail in the language of their own
 * world, linking the material on its world's host, with the single-use unfollow link of this author
 * (partition 'author') in the text and in its List-Unsubscribe header. Queued in the publishing
 * transaction beside the open-tab notifications (notifications/hub.ts notifyNewMaterial); one mail
 * per follower and material (dedupe key), so publishing twice mails nobody twice.
 */
export async function queueNewMaterialMails(ctx: Ctx, tx: Queryable, materialId: number): Promise<number> {
  const rows = await tx.query<{
    follower_id: number; email: string; name: string; world: string; author_id: number; author_name: string; title: string; slug: string; material_world: string;
  }>(
    `SELECT f.follower_id, u.email, u.public_name AS name, u.world, m.author_id, a.public_name AS author_name, m.title, m.slug, m.world AS material_world
       FROM materials m JOIN users a ON a.id = m.author_id
       JOIN follows f ON f.author_id = m.author_id JOIN users u ON u.id = f.follower_id
      WHERE m.id = $1 AND u.locked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.user_id = u.id AND o.partition IN ('notifications', 'new_materials'))
      ORDER BY f.follower_id`,
    [materialId],
  );
  let queued = 0;
  for (const row of rows) {
    const id = await queueMail(ctx, tx, {
      kind: 'new_material', to: row.email, world: row.world, name: row.name, values: { author: row.author_name, title: row.title },
      link: webLink(ctx, 'material', { id: materialId, slug: row.slug || 'material' }, row.material_world),
      unsubscribe: { partition: 'author', userId: row.follower_id, authorId: row.author_id, authorName: row.author_name },
      dedupeKey: `material:${materialId}:new:${row.follower_id}`,
    });
    if (id) queued += 1;
  }
  return queued;
}
