import { Type } from '@sinclair/typebox';
import {
  ReasonBodySchema, VerificationDecisionResponseSchema, VerificationRequestsResponseSchema, type VerificationRequest,
} from '@teachmarket/contracts/api-types';
import { loggedIn } from '../../auth/guards';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { webLink } from '../../lib/web-links';
import { queueMail } from '../../mail/outbox';
import { readPage } from '../_lib/page';
import { audit } from './audit';
import { requireOperator } from './guard';

const QueueQuery = Type.Object({
  world: WorldParam,
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
const ActionQuery = Type.Object({ world: WorldParam });

interface QueueRow {
  id: number; name: string; world: string; school_type: string; city: string | null; verification_domain: string;
  verification_requested_at: Date; members: number; admin_id: number | null; admin_email: string | null; admin_name: string | null;
}

/** Requested and not yet verified: what an operator still has to decide. */
const OPEN = 's.verification_requested_at IS NOT NULL AND NOT s.is_verified';
const QUEUE = `SELECT s.id, s.name, s.world, s.school_type, s.city, s.verification_domain, s.verification_requested_at,
    (SELECT count(*)::int FROM users m WHERE m.school_id = s.id) AS members,
    a.id AS admin_id, a.email AS admin_email, a.public_name AS admin_name
  FROM schools s LEFT JOIN LATERAL (
    SELECT u.id, u.email, u.public_name FROM users u WHERE u.school_id = s.id AND u.school_role = 'master' ORDER BY u.id LIMIT 1
  ) a ON true`;

const toRequest = (r: QueueRow): VerificationRequest => ({
  schoolId: r.id, name: r.name, world: r.world, schoolType: r.school_type, city: r.city, domain: r.verification_domain,
  requestedAt: r.verification_requested_at.toISOString(), members: r.members,
  admin: r.admin_id !== null ? { id: r.admin_id, email: r.admin_email ?? '', name: r.admin_name ?? '' } : null,
});

/** The open request of a school, locked for the decision (two operators deciding at once: the second gets 409). */
async function openRequest(tx: Queryable, schoolId: number): Promise<QueueRow> {
  const [school] = await tx.query<{ open: boolean }>(`SELECT ${OPEN} AS open FROM schools s WHERE s.id = $1 FOR UPDATE`, [schoolId]);
  if (!school) throw notFound('School', schoolId);
  if (!school.open) throw new ApiError(409, 'no_open_request', 'This school has no open verification request');
  const [row] = await tx.query<QueueRow>(`${QUEUE} WHERE s.id = $1`, [schoolId]);
  return row!;
}

const stateOf = (r: QueueRow, state: 'requested' | 'verified' | 'unverified') => ({
  state, domain: r.verification_domain, requestedAt: r.verification_requested_at.toISOString(), schoolName: r.name,
});

/**
 * spec §6 "verified school user": the operator checks that the requested domain belongs to the
 * school and approves (schools.is_verified: its members get files before paying, money/release.ts)
 * or rejects with a reason. Either way the school admin is mailed (in the school's world's language,
 * api/src/mail/templates/), and the decision is audited.
 */
export function registerOperatorSchools(app: App, ctx: Ctx) {
  app.get('/v1/operator/schools/verification-requests', {
    schema: {
      tags: ['operator'], summary: 'School verification requests not decided yet, oldest first; operators only',
      querystring: QueueQuery, response: { 200: VerificationRequestsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    return readPage(ctx.db, {
      rows: `${QUEUE} WHERE ${OPEN} ORDER BY s.verification_requested_at, s.id`,
      count: `SELECT count(*)::int AS n FROM schools s WHERE ${OPEN}`,
      params: [],
    }, request.query, toRequest);
  });

  app.post('/v1/operator/schools/:id/verification/approve', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Approve a school\'s verification request: the school is verified, its admin mailed; audited',
      params: IdParams, querystring: ActionQuery, response: { 200: VerificationDecisionResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    return ctx.db.transaction(async (tx) => {
      const school = await openRequest(tx, id);
      await tx.query('UPDATE schools SET is_verified = true WHERE id = $1', [id]);
      const mailed = school.admin_email !== null && (await queueMail(ctx, tx, {
        kind: 'school_verification_approved', to: school.admin_email, world: school.world, name: school.admin_name,
        values: { school: school.name, domain: school.verification_domain },
        link: webLink(ctx, 'mySchool', {}, school.world),
      })) !== null;
      await audit(tx, operator.id, 'school.verification_approve', { type: 'school', id }, stateOf(school, 'requested'), stateOf(school, 'verified'));
      return { schoolId: id, state: 'verified' as const, mailed };
    });
  });

  app.post('/v1/operator/schools/:id/verification/reject', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Reject a school\'s verification request with a reason mailed to its admin; the admin may ask again; audited',
      params: IdParams, querystring: ActionQuery, body: ReasonBodySchema, response: { 200: VerificationDecisionResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const reason = request.body.reason.trim();
    return ctx.db.transaction(async (tx) => {
      const school = await openRequest(tx, id);
      // Back to "not verified": the request is closed, the domain kept so the admin's form shows it again.
      await tx.query('UPDATE schools SET verification_requested_at = NULL WHERE id = $1', [id]);
      const mailed = school.admin_email !== null && (await queueMail(ctx, tx, {
        kind: 'school_verification_rejected', to: school.admin_email, world: school.world, name: school.admin_name,
        values: { school: school.name, domain: school.verification_domain, reason },
        link: webLink(ctx, 'mySchool', {}, school.world),
      })) !== null;
      await audit(tx, operator.id, 'school.verification_reject', { type: 'school', id }, stateOf(school, 'requested'), { ...stateOf(school, 'unverified'), reason });
      return { schoolId: id, state: 'unverified' as const, mailed };
    });
  });
}
