import { Type } from '@sinclair/typebox';
import {
  OperatorUserDetailResponseSchema, OperatorUsersResponseSchema, ReasonBodySchema, type OperatorUser, type OperatorUserDetail, type OperatorUserRole,
} from '@teachmarket/contracts/api-types';
import { loggedIn } from '../../auth/guards';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { webLink } from '../../lib/web-links';
import { queueMail } from '../../mail/outbox';
import { CONFIRMED } from '../../money/release';
import { endSession } from '../../notifications/hub';
import { createAccountToken } from '../account/tokens';
import { readPage } from '../_lib/page';
import { audit } from './audit';
import { requireOperator } from './guard';
import { ORDER_COLUMNS, toOperatorOrder, type OrderRow } from './orders';

const SearchQuery = Type.Object({
  world: WorldParam,
  /** An e-mail address or a part of it, a name or a part of it, or a user id. Empty: the newest accounts. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
const ActionQuery = Type.Object({ world: WorldParam });
const Ok = Type.Object({ item: Type.Object({ id: Type.Integer(), lockedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }) });
const Mailed = Type.Object({ mailed: Type.Boolean() });

interface UserRow {
  id: number; email: string; public_name: string; world: string; created_at: Date; confirmed: boolean; role: 'user' | 'operator';
  is_seller: boolean; school_role: 'master' | 'member' | null; bought: boolean; locked_at: Date | null;
}
const USER_COLUMNS = `u.id, u.email, u.public_name, u.world, u.created_at, ${CONFIRMED} AS confirmed, u.role, u.is_seller, u.school_role,
  EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id) AS bought, u.locked_at`;

function rolesOf(r: UserRow): OperatorUserRole[] {
  const roles: OperatorUserRole[] = [];
  if (r.role === 'operator') roles.push('operator');
  if (r.is_seller) roles.push('seller');
  if (r.school_role === 'master') roles.push('school_admin');
  if (r.school_role === 'member') roles.push('school_member');
  if (r.bought) roles.push('buyer');
  return roles;
}

const toUser = (r: UserRow): OperatorUser => ({
  id: r.id, email: r.email, name: r.public_name, world: r.world, createdAt: r.created_at.toISOString(), confirmed: r.confirmed,
  roles: rolesOf(r), lockedAt: r.locked_at ? r.locked_at.toISOString() : null,
});

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ in a search are not wildcards). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function loadUser(db: Queryable, id: number): Promise<UserRow & { locked_reason: string | null; school_id: number | null }> {
  const [row] = await db.query<UserRow & { locked_reason: string | null; school_id: number | null }>(
    `SELECT ${USER_COLUMNS}, u.locked_reason, u.school_id FROM users u WHERE u.id = $1`, [id],
  );
  if (!row) throw notFound('User', id);
  return row;
}

async function userDetail(db: Queryable, id: number): Promise<OperatorUserDetail> {
  const row = await loadUser(db, id);
  const [school] = row.school_id
    ? await db.query<{ id: number; name: string; is_verified: boolean }>('SELECT id, name, is_verified FROM schools WHERE id = $1', [row.school_id])
    : [];
  const [orders, count] = await Promise.all([
    db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT 20`, [id]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [id]),
  ]);
  return {
    user: toUser(row), lockedReason: row.locked_reason,
    school: school && row.school_role ? { id: school.id, name: school.name, role: row.school_role, verified: school.is_verified } : null,
    orders: orders.map(toOperatorOrder), ordersTotal: count[0]?.n ?? 0,
  };
}

const lockState = (r: { locked_at: Date | null; locked_reason: string | null }) => ({
  locked: r.locked_at !== null, lockedAt: r.locked_at ? r.locked_at.toISOString() : null, reason: r.locked_reason,
});

/**
 * Issue 19 users: find an account (e-mail, name, id), see its orders, school and roles, lock it
 * (no login; its tokens and notification sockets end at once: auth/session.ts refuses locked
 * accounts' tokens) or unlock it, and send the sign-up confirmation again. Operators only, audited.
 */
export function registerOperatorUsers(app: App, ctx: Ctx) {
  app.get('/v1/operator/users', {
    schema: {
      tags: ['operator'], summary: 'Find users by e-mail address, name or id (newest first); operators only',
      querystring: SearchQuery, response: { 200: OperatorUsersResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    const q = request.query.q?.trim() ?? '';
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    const where = q
      ? `WHERE u.email ILIKE $1 OR lower(u.public_name) LIKE lower($1) OR u.id = $2::int`
      : 'WHERE $1::text IS NULL AND $2::int IS NULL';
    return readPage(ctx.db, {
      rows: `SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY u.id = $2::int DESC NULLS LAST, u.id DESC`,
      count: `SELECT count(*)::int AS n FROM users u ${where}`,
      params: q ? [containing(q), id] : [null, null],
    }, request.query, toUser);
  });

  app.get('/v1/operator/users/:id', {
    schema: {
      tags: ['operator'], summary: "A user's account: roles, school, lock, the newest orders; operators only",
      params: IdParams, querystring: ActionQuery, response: { 200: OperatorUserDetailResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    return { item: await userDetail(ctx.db, request.params.id) };
  });

  app.post('/v1/operator/users/:id/lock', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Lock an account: no login, its tokens stop working at once; audited',
      params: IdParams, querystring: ActionQuery, body: ReasonBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const reason = request.body.reason.trim();
    return ctx.db.transaction(async (tx) => {
      const user = await loadUser(tx, id);
      // Operator accounts are run from the command line (issue 19), and nobody locks themselves out.
      if (user.role === 'operator') throw new ApiError(409, 'operator_account', 'Operator accounts cannot be locked here');
      if (user.locked_at) throw new ApiError(409, 'already_locked', 'This account is locked already');
      const [after] = await tx.query<{ locked_at: Date; locked_reason: string }>(
        'UPDATE users SET locked_at = now(), locked_reason = $2 WHERE id = $1 RETURNING locked_at, locked_reason', [id, reason],
      );
      await tx.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [id]);
      await endSession(tx, id);
      await audit(tx, operator.id, 'user.lock', { type: 'user', id }, lockState(user), lockState(after!));
      return { item: { id, lockedAt: after!.locked_at.toISOString() } };
    });
  });

  app.post('/v1/operator/users/:id/unlock', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Unlock an account: the user can log in again (old tokens stay revoked); audited',
      params: IdParams, querystring: ActionQuery, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    return ctx.db.transaction(async (tx) => {
      const user = await loadUser(tx, id);
      if (!user.locked_at) throw new ApiError(409, 'not_locked', 'This account is not locked');
      await tx.query('UPDATE users SET locked_at = NULL, locked_reason = NULL WHERE id = $1', [id]);
      await audit(tx, operator.id, 'user.unlock', { type: 'user', id }, lockState(user), lockState({ locked_at: null, locked_reason: null }));
      return { item: { id, lockedAt: null } };
    });
  });

  app.post('/v1/operator/users/:id/resend-confirmation', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Send the sign-up confirmation mail again (a new link; older ones stop working); audited',
      params: IdParams, querystring: ActionQuery, response: { 200: Mailed, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const user = await loadUser(ctx.db, id);
    if (user.confirmed) throw new ApiError(409, 'already_confirmed', 'This account is confirmed already');
    // A new token revokes the older ones (tokens.ts), in its own transaction; the mail and the audit row go together.
    const token = await createAccountToken(ctx, 'register_confirm', id);
    await ctx.db.transaction(async (tx) => {
      await queueMail(ctx, tx, {
        kind: 'register_confirm', to: user.email, world: user.world, name: user.public_name,
        link: webLink(ctx, 'registerConfirm', { registrationToken: token }, user.world),
        unsubscribe: { partition: 'optional', userId: id },
      });
      await audit(tx, operator.id, 'user.resend_confirmation', { type: 'user', id }, { confirmed: false }, { confirmed: false, mailedTo: user.email });
    });
    return { mailed: true };
  });
}
