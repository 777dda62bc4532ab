import { hashToken } from '../../auth/tokens';
import type { Ctx } from '../../context';
import { ApiError } from '../../errors';
import { OPT_OUTS_OF, type Partition } from '../../mail/link-tokens';
import { liveToken } from '../_lib/link-token';

export { createMailLinkToken, MAIL_LINK_TTL_SECONDS, PARTITIONS, type Partition } from '../../mail/link-tokens';

export interface MailLink {
  userId: number;
  authorId: number | null;
  authorName: string | null;
}

/** Reads a token without using it: unknown (or other partition), used and expired answer 410 with their own code. */
export async function readMailLinkToken(ctx: Ctx, partition: Partition, token: string): Promise<MailLink> {
  const [row] = await ctx.db.query<{ user_id: number; author_id: number | null; author_name: string | null; expired: boolean; used: boolean }>(
    `SELECT t.user_id, t.author_id, a.public_name AS author_name, t.expires_at < now() AS expired, t.used_at IS NOT NULL AS used
       FROM mail_link_tokens t LEFT JOIN users a ON a.id = t.author_id
      WHERE t.token_hash = $1 AND t.partition = $2`,
    [hashToken(token), partition],
  );
  const { user_id, author_id, author_name } = liveToken(row);
  return { userId: user_id, authorId: author_id, authorName: author_name };
}

/** Uses the token once and applies it: an opt-out of the partition, or the author unfollowed. */
export async function applyMailLinkToken(ctx: Ctx, partition: Partition, token: string): Promise<MailLink> {
  const link = await readMailLinkToken(ctx, partition, token);
  await ctx.db.transaction(async (tx) => {
    // Conditional update: of two clicks at once, only one uses the token.
    const used = await tx.query('UPDATE mail_link_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [hashToken(token)]);
    if (!used.length) throw new ApiError(410, 'token_used', 'This link was already used', 'token');
    if (partition === 'author') {
      await tx.query('DELETE FROM follows WHERE follower_id = $1 AND author_id = $2', [link.userId, link.authorId]);
    } else {
      // 'optional' (an account mail's one-click header) writes both coarse opt-outs: every optional mail off.
      for (const optOut of OPT_OUTS_OF[partition]) {
        await tx.query('INSERT INTO mail_opt_outs (user_id, partition) VALUES ($1, $2) ON CONFLICT DO NOTHING', [link.userId, optOut]);
      }
    }
  });
  return link;
}
