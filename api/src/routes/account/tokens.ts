import { newToken, hashToken } from '../../auth/tokens';
import type { Ctx } from '../../context';
import { ApiError } from '../../errors';

export type AccountTokenKind = 'register_confirm' | 'password_recovery';

// How long each e-mailed link works.
export const TOKEN_TTL_SECONDS: Record<AccountTokenKind, number> = { register_confirm: 7 * 24 * 3600, password_recovery: 3600 };

export async function createAccountToken(ctx: Ctx, kind: AccountTokenKind, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.query(
    `INSERT INTO account_tokens (token_hash, kind, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hash, kind, userId, TOKEN_TTL_SECONDS[kind]],
  );
  return token;
}

/** Uses a token once: unknown, used or expired tokens answer 410 with a code the page shows. */
export async function consumeAccountToken(ctx: Ctx, kind: AccountTokenKind, token: string): Promise<number> {
  const [row] = await ctx.db.query<{ user_id: number; expired: boolean; used: boolean }>(
    `SELECT user_id, expires_at < now() AS expired, used_at IS NOT NULL AS used FROM account_tokens WHERE token_hash = $1 AND kind = $2`,
    [hashToken(token), kind],
  );
  if (!row) throw new ApiError(410, 'token_invalid', 'This link is not valid', 'token');
  if (row.used) throw new ApiError(410, 'token_used', 'This link was already used', 'token');
  if (row.expired) throw new ApiError(410, 'token_expired', 'This link has expired', 'token');
  await ctx.db.query('UPDATE account_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(token)]);
  return row.user_id;
}
