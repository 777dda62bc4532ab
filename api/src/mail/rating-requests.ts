import { newToken } from '../auth/tokens';
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';
import { queueMail } from './outbox';
import { wantsMail } from './preferences';

// Teachers try a material in class first; a month later the mail is stale, the material page still takes ratings.
export const RATING_LINK_TTL_SECONDS = 30 * 24 * 3600;

/**
 * spec §2 "rating email landing": after an order, one "how did you like this material?" mail per
 * bought material, each with a single-use token bound to that purchase. Queued in the order's own
 * transaction (`tx`, issue 13 outbox): the tokens and the mails commit with the order and are
 * delivered by the outbox worker, so a failing mail never undoes a paid order and a crash after
 * the commit loses none. A buyer who switched every notification mail off (mail settings, or the
 * unsubscribe link's 'notifications' opt-out) gets none: the mail settings have no switch of their
 * own for this mail, and it is a notification about a purchase (its unsubscribe link and one-click
 * header switch every notification mail off). The landing page's calls that use
 * the token are in api/src/routes/materials/rating-links.ts.
 */
export async function queueRatingRequests(ctx: Ctx, tx: Queryable, userId: number, orderId: number, world: string): Promise<number> {
  if (!(await wantsMail(tx, userId, 'newMaterials')) && !(await wantsMail(tx, userId, 'sales'))) return 0;
  const rows = await tx.query<{ purchase_id: number; title: string; email: string; name: string }>(
    `SELECT p.id AS purchase_id, m.title, u.email, u.public_name AS name FROM purchases p
       JOIN materials m ON m.id = p.material_id JOIN users u ON u.id = p.user_id
      WHERE p.order_id = $1 AND p.user_id = $2 ORDER BY p.id`,
    [orderId, userId],
  );
  let queued = 0;
  for (const row of rows) {
    const { token, hash } = newToken();
    const created = await tx.query(
      `INSERT INTO rating_tokens (token_hash, purchase_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (purchase_id) DO NOTHING RETURNING 1`,
      [hash, row.purchase_id, RATING_LINK_TTL_SECONDS],
    );
    if (!created.length) continue;
    await queueMail(ctx, tx, {
      kind: 'rating_request', to: row.email, world, name: row.name, values: { title: row.title },
      link: webLink(ctx, 'ratingEmail', {}, world, { query: { token } }), dedupeKey: `purchase:${row.purchase_id}:rating`,
      // Issue 18: a notification mail, so it carries the 'notifications' unsubscribe link and header.
      unsubscribe: { partition: 'notifications', userId },
    });
    queued += 1;
  }
  return queued;
}
