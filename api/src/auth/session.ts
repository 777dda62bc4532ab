import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { unauthorized } from '../errors';
import { hashToken } from './tokens';

export interface SessionUser {
  id: number;
  email: string;
  role: 'user' | 'operator';
  is_seller: boolean;
  world: string;
  school_id: number | null;
  school_role: 'master' | 'member' | null;
  terms_version_accepted: number | null;
  /** spec §6: the operator who obtained this session through login-as; null for the user's own login. */
  impersonated_by: number | null;
}

export type Session =
  | { status: 'none' }
  | { status: 'invalid_token' | 'expired'; tokenHash: string }
  | { status: 'anonymous'; tokenHash: string }
  | { status: 'user'; tokenHash: string; user: SessionUser; termsAccepted: boolean };

const memo = new WeakMap<FastifyRequest, Promise<Session>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{10,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export async function currentTermsVersion(ctx: Ctx): Promise<number> {
  const rows = await ctx.db.query<{ v: number | null }>('SELECT max(version) AS v FROM terms_versions');
  return rows[0]?.v ?? 0;
}

async function load(ctx: Ctx, request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request);
  if (!token) return request.headers.authorization ? { status: 'invalid_token', tokenHash: '' } : { status: 'none' };
  const tokenHash = hashToken(token);
  const rows = await ctx.db.query<SessionUser & { expired: boolean; revoked: boolean; locked: boolean; user_id: number | null; current_terms: number | null }>(
    `SELECT t.user_id, t.expires_at < now() AS expired, t.revoked_at IS NOT NULL AS revoked, t.impersonated_by,
            u.id, u.email, u.role, u.is_seller, u.world, u.school_id, u.school_role, u.terms_version_accepted, u.locked_at IS NOT NULL AS locked,
            (SELECT max(version) FROM terms_versions) AS current_terms
       FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  // Issue 19: a locked account's tokens stop working at once (the lock also revokes them; this covers any left).
  if (!row || row.revoked || row.locked) return { status: 'invalid_token', tokenHash };
  if (row.expired) return { status: 'expired', tokenHash };
  if (row.user_id === null) return { status: 'anonymous', tokenHash };
  const { expired: _e, revoked: _r, locked: _l, user_id: _u, current_terms, ...user } = row;
  return { status: 'user', tokenHash, user, termsAccepted: (user.terms_version_accepted ?? 0) >= (current_terms ?? 0) };
}

/** The request's session, resolved once per request. */
export function sessionOf(ctx: Ctx, request: FastifyRequest): Promise<Session> {
  let pending = memo.get(request);
  if (!pending) {
    pending = load(ctx, request);
    memo.set(request, pending);
  }
  return pending;
}

/** The logged-in user or null (anonymous, bad or missing token): for public calls that personalise. */
export async function optionalUser(ctx: Ctx, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await sessionOf(ctx, request);
  return session.status === 'user' ? session.user : null;
}

/**
 * The logged-in user or a 401 with the spec §4 reason. spec §6: a terms-acceptance gate applies
 * to API calls, so a user who has not accepted the current terms gets terms_not_accepted
 * unless the route opts out (terms, user, logout).
 */
export async function requireUser(ctx: Ctx, request: FastifyRequest, options: { termsGate?: boolean } = {}): Promise<SessionUser> {
  const session = await sessionOf(ctx, request);
  switch (session.status) {
    case 'none':
      throw unauthorized('login_required', 'Log in to use this call');
    case 'anonymous':
      throw unauthorized('login_required', 'This call needs a user login, not a client-credentials token');
    case 'invalid_token':
      throw unauthorized('invalid_token', 'The access token is not valid');
    case 'expired':
      throw unauthorized('expired', 'The access token has expired');
    case 'user':
      if ((options.termsGate ?? true) && !session.termsAccepted) {
        throw unauthorized('terms_not_accepted', 'Accept the current terms and conditions first');
      }
      return session.user;
  }
}
