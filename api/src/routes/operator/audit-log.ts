import { Type } from '@sinclair/typebox';
import { AUDIT_SUBJECT_TYPES, AuditLogResponseSchema, type AuditEntry, type AuditSubjectType } from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { errorResponses, StringEnum, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';
import { requireOperator } from './guard';

const LogQuery = Type.Object({
  world: WorldParam,
  /** Only the actions on one kind of subject (and, with subject_id, on one subject). */
  subject_type: Type.Optional(StringEnum(AUDIT_SUBJECT_TYPES)),
  subject_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});

interface Row {
  id: number; created_at: Date; operator_id: number; email: string; public_name: string; action: string;
  subject_type: AuditSubjectType; subject_id: number | null; before: unknown; after: unknown;
}

const toEntry = (r: Row): AuditEntry => ({
  id: r.id, createdAt: r.created_at.toISOString(), operator: { id: r.operator_id, email: r.email, name: r.public_name }, action: r.action,
  subject: { type: r.subject_type, id: r.subject_id }, before: r.before, after: r.after,
});

const WHERE = 'WHERE ($1::text IS NULL OR a.subject_type = $1) AND ($2::int IS NULL OR a.subject_id = $2)';

/** Issue 19: what operators did (operator_audit, written in each action's transaction), newest first. */
export function registerOperatorAuditLog(app: App, ctx: Ctx) {
  app.get('/v1/operator/audit', {
    schema: {
      tags: ['operator'], summary: 'The operators\' audit log, newest first: who, when, what, before and after; operators only',
      querystring: LogQuery, response: { 200: AuditLogResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    return readPage(ctx.db, {
      rows: `SELECT a.id, a.created_at, a.operator_id, u.email, u.public_name, a.action, a.subject_type, a.subject_id, a.before, a.after
               FROM operator_audit a JOIN users u ON u.id = a.operator_id ${WHERE} ORDER BY a.created_at DESC, a.id DESC`,
      count: `SELECT count(*)::int AS n FROM operator_audit a ${WHERE}`,
      params: [request.query.subject_type ?? null, request.query.subject_id ?? null],
    }, request.query, toEntry);
  });
}
