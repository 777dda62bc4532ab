import { hashToken, newToken } from '../../auth/tokens';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { liveToken } from '../_lib/link-token';

export type LinkKind = 'complete_registration' | 'change_email';

// An invitation waits for a colleague who may be on holiday; a change of address is confirmed at once or asked again.
export const LINK_TTL_SECONDS: Record<LinkKind, number> = { complete_registration: 14 * 24 * 3600, change_email: 24 * 3600 };

export async function createLinkToken(ctx: Ctx, kind: LinkKind, userId: number, newEmail: string | null = null): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.query(
    `INSERT INTO account_link_tokens (token_hash, kind, user_id, new_email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hash, kind, userId, newEmail, LINK_TTL_SECONDS[kind]],
  );
  return token;
}

export interface LinkToken {
  userId: number;
  email: string;
  newEmail: string | null;
}

/** Reads a token without using it: unknown (or other kind), used and expired answer 410 with their own code. */
export async function readLinkToken(ctx: Ctx, kind: LinkKind, token: string): Promise<LinkToken> {
  const [row] = await ctx.db.query<{ user_id: number; email: string; new_email: string | null; expired: boolean; used: boolean }>(
    `SELECT t.user_id, u.email, t.new_email, t.expires_at < now() AS expired, t.used_at IS NOT NULL AS used
       FROM account_link_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = $2`,
    [hashToken(token), kind],
  );
  const { user_id, email, new_email } = liveToken(row);
  return { userId: user_id, email, newEmail: new_email };
}

/**
 * Uses a token once inside the caller's transaction: the conditional update means that of two
 * clicks at once only one gets through (the other answers token_used).
 */
export async function consumeLinkToken(tx: Queryable, token: string): Promise<void> {
  const used = await tx.query('UPDATE account_link_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [hashToken(token)]);
  if (!used.length) throw new ApiError(410, 'token_used', 'This link was already used', 'token');
}
