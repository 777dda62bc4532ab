import { newToken, hashToken } from '../../auth/tokens';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';

export type AccountTokenKind = 'register_confirm' | 'password_recovery';

// How long each e-mailed link works.
export const TOKEN_TTL_SECONDS: Record<AccountTokenKind, number> = { register_confirm: 7 * 24 * 3600, password_recovery: 3600 };

/** Ends every open token of this kind of the user: a link in an older mail stops working (issue 13). */
async function revokeOpen(db: Queryable, kind: AccountTokenKind, userId: number, except: string | null = null): Promise<void> {
  await db.query(
    `UPDATE account_tokens SET revoked_at = now()
      WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $3`,
    [userId, kind, except],
  );
}

/**
 * A new single-use token; only its sha256 is stored (the mail holds the token itself). Issue 13:
 * issuing one revokes the user's older open tokens of the kind, so only the newest mail's link
 * works: a recovery link lying in an old mail (or a mailbox someone else read) is dead once the
 * owner asks again.
 */
export async function createAccountToken(ctx: Ctx, kind: AccountTokenKind, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await revokeOpen(tx, kind, userId);
    await tx.query(
      `INSERT INTO account_tokens (token_hash, kind, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [hash, kind, userId, TOKEN_TTL_SECONDS[kind]],
    );
  });
  return token;
}

/**
 * Uses a token once: unknown, used, revoked or expired tokens answer 410 with a code the page shows.
 * The use is one conditional UPDATE, so of two requests with the same token only one succeeds;
 * using a recovery token also revokes any other open one of the user.
 */
export async function consumeAccountToken(db: Queryable, kind: AccountTokenKind, token: string): Promise<number> {
  const hash = hashToken(token);
  const [used] = await db.query<{ user_id: number }>(
    `UPDATE account_tokens SET used_at = now()
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at >= now()
      RETURNING user_id`,
    [hash, kind],
  );
  if (used) {
    await revokeOpen(db, kind, used.user_id, hash);
    return used.user_id;
  }
  const [row] = await db.query<{ expired: boolean; used: boolean; revoked: boolean }>(
    `SELECT expires_at < now() AS expired, used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked
       FROM account_tokens WHERE token_hash = $1 AND kind = $2`,
    [hash, kind],
  );
  if (!row) throw new ApiError(410, 'token_invalid', 'This link is not valid', 'token');
  if (row.used) throw new ApiError(410, 'token_used', 'This link was already used', 'token');
  // The page shows "not valid" for this code (it knows invalid/used/expired); the message says why.
  if (row.revoked) throw new ApiError(410, 'token_superseded', 'A newer link was sent: use the link in the newest mail', 'token');
  throw new ApiError(410, 'token_expired', 'This link has expired', 'token');
}
