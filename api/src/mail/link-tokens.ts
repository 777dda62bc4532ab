import { newToken } from '../auth/tokens';
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { webLink } from '../lib/web-links';

// The unsubscribe and unfollow links of spec §2/§7, minted by the mail code with the mail that
// carries them (issue 18). Here, outside routes/, so mail/ never imports a route module; the
// landing calls that read and use a token are api/src/routes/account/mail-links.ts.

/**
 * spec §7 "unfollow by link": the partitions a mail link can unsubscribe from. 'optional' (issue 18,
 * migration 040) is the one-click header of account mails (sign-up confirmation, recovery): it
 * switches off every optional mail of the address at once, notification mails and the newsletter
 * (the opt-outs of OPTIONAL_OPT_OUTS); the account mail itself is never affected.
 */
export const PARTITIONS = ['notifications', 'mailing', 'author', 'optional'] as const;
export type Partition = (typeof PARTITIONS)[number];

/** The mail_opt_outs partitions a used token of each partition writes ('author' unfollows instead). */
export const OPT_OUTS_OF: Record<Exclude<Partition, 'author'>, readonly string[]> = {
  notifications: ['notifications'],
  mailing: ['mailing'],
  optional: ['notifications', 'mailing'],
};

// Links sit in mails people open weeks later; a month keeps them working without living forever.
export const MAIL_LINK_TTL_SECONDS = 30 * 24 * 3600;

/** The web app's landing page of each partition (spec §2: /:world/unsubscribe/:token …). */
const PAGE = { notifications: 'unsubscribe', mailing: 'mailingUnsubscribe', author: 'unfollowAuthor' } as const satisfies Record<Exclude<Partition, 'optional'>, string>;

/** Stores a token's hash for a user (and, for 'author', the author to unfollow), in the caller's transaction. */
export async function insertMailLinkToken(db: Queryable, hash: string, partition: Partition, userId: number, authorId: number | null): Promise<void> {
  await db.query(
    `INSERT INTO mail_link_tokens (token_hash, partition, user_id, author_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hash, partition, userId, partition === 'author' ? authorId : null, MAIL_LINK_TTL_SECONDS],
  );
}

/** A new token for a user's partition (the developer route and the mail code). */
export async function createMailLinkToken(db: Queryable, partition: Partition, userId: number, authorId: number | null = null): Promise<string> {
  const { token, hash } = newToken();
  await insertMailLinkToken(db, hash, partition, userId, authorId);
  return token;
}

export interface UnsubscribeLinks {
  /** The web app's page that explains and asks (the link in the mail's text): the world's host (webLink). */
  page: string;
  /**
   * The one URL of the List-Unsubscribe header. RFC 8058 §3.1: the header's https URI is the one-click
   * target the receiving provider POSTs `List-Unsubscribe=One-Click` to (List-Unsubscribe-Post only says
   * that it may), so it is the API's own POST /v1/subscriptions/:partition/:token?world=… (no login, the
   * token is the proof); the web pages only answer GET. A mail program that opens the header's URL in a
   * browser instead (a GET asking for HTML) is sent on with 303 to `page`, the world's web page, which
   * explains and asks (routes/account/unsubscribe.ts). A GET never unsubscribes: link scanners follow it.
   */
  oneClick: string;
}

/** The web app's page of a mail link token on the world's host (webLink), e.g. https://…/pl/mailing-unsubscribe/<token>. */
export function unsubscribePage(ctx: Pick<Ctx, 'config'>, partition: Partition, token: string, world: string): string {
  // 'optional' has no page of its own: spec §2's /:world/unsubscribe-by-link takes partition and token in the query.
  if (partition === 'optional') return webLink(ctx, 'unsubscribeByLink', {}, world, { query: { partition, token } });
  return webLink(ctx, PAGE[partition], { token }, world);
}

export function unsubscribeLinks(ctx: Pick<Ctx, 'config'>, partition: Partition, token: string, world: string): UnsubscribeLinks {
  return {
    page: unsubscribePage(ctx, partition, token, world),
    oneClick: `${ctx.config.publicUrl}/v1/subscriptions/${partition}/${encodeURIComponent(token)}?world=${encodeURIComponent(world)}`,
  };
}
