import type { AuditSubjectType } from '@teachmarket/contracts/api-types';
import type { Queryable } from '../../db';

/**
 * One row per operator action, written in the action's own transaction (an action that rolls back
 * leaves no record, one that commits always has one): who, when, what, on which subject, the state
 * before and after.
 */
export async function audit(
  tx: Queryable, operatorId: number, action: string, subject: { type: AuditSubjectType; id: number | null }, before: unknown, after: unknown,
): Promise<void> {
  await tx.query(
    'INSERT INTO operator_audit (operator_id, action, subject_type, subject_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)',
    [operatorId, action, subject.type, subject.id, before === undefined ? null : JSON.stringify(before), after === undefined ? null : JSON.stringify(after)],
  );
}
