import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';
import { queueMail } from './outbox';

/**
 * s17 QA3 (s16 QA2 finding 14): a member the school admin removed learned it only from their school page.
 * Queued in the removal's transaction (issue 13 outbox: a rolled-back removal mails nothing), to the
 * member's own address in the language of the member's world: which school, that the admin ended the
 * membership (the admin's public name, nothing else about them), that the member's own account stays,
 * and a link to their school page (which offers to join or create another). Transactional: no
 * unsubscribe block. No dedupe key: a member may be invited again and removed again.
 */
export async function queueSchoolRemovalMail(
  ctx: Pick<Ctx, 'db' | 'config'>, tx: Queryable, memberId: number, schoolId: number, adminId: number,
): Promise<number | null> {
  const [row] = await tx.query<{ email: string; name: string; world: string; school: string; admin: string }>(
    `SELECT u.email, u.public_name AS name, u.world, s.name AS school, a.public_name AS admin
       FROM users u, schools s, users a WHERE u.id = $1 AND s.id = $2 AND a.id = $3`,
    [memberId, schoolId, adminId],
  );
  if (!row) throw new Error(`member ${memberId} or school ${schoolId} not found for the removal mail`);
  return queueMail(ctx, tx, {
    kind: 'school_member_removed', to: row.email, world: row.world, name: row.name,
    values: { school: row.school, admin: row.admin },
    link: webLink(ctx, 'mySchool', {}, row.world),
  });
}
