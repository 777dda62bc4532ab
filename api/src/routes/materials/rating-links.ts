import {
  RatingLinkBodySchema, RatingLinkInfoSchema, RatingLinkResultSchema, RatingTokenParamsSchema,
} from '@teachmarket/contracts/api-types/referrals';
import { hashToken, newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { queueMail } from '../../mail/outbox';
import { wantsMail } from '../account-settings/mail-settings';
import { mailLink } from '../account-links/links';
import { publishedSummary } from '../account-links/material-pdf';
import { averageOf, saveRating } from './rating-store';
import { liveToken } from '../_lib/link-token';

// Teachers try a material in class first; a month later the mail is stale, the material page still takes ratings.
export const RATING_LINK_TTL_SECONDS = 30 * 24 * 3600;

interface RatingTokenRow { purchase_id: number; user_id: number; material_id: number; expired: boolean; used: boolean }

/**
 * Reads a rating token without using it. Like every mail-link token (account-links/link-tokens.ts),
 * unknown, used and expired tokens answer 410 with their own code, which the page explains.
 */
async function readRatingToken(ctx: Ctx, token: string): Promise<RatingTokenRow> {
  const [row] = await ctx.db.query<RatingTokenRow>(
    `SELECT t.purchase_id, p.user_id, p.material_id, t.expires_at < now() AS expired, t.used_at IS NOT NULL AS used
       FROM rating_tokens t JOIN purchases p ON p.id = t.purchase_id WHERE t.token_hash = $1`,
    [hashToken(token)],
  );
  return liveToken(row);
}

/**
 * spec §2 "rating email landing": after an order, one "how did you like this material?" mail per
 * bought material, each with a single-use token bound to that purchase. Queued in the order's own
 * transaction (`tx`, issue 13 outbox): the tokens and the mails commit with the order and are
 * delivered by the outbox worker, so a failing mail never undoes a paid order and a crash after
 * the commit loses none. A buyer who switched every notification mail off (mail settings, or the
 * unsubscribe link's 'notifications' opt-out) gets none: the mail settings have no switch of their
 * own for this mail, and it is a notification about a purchase.
 */
export async function queueRatingRequests(ctx: Ctx, tx: Queryable, userId: number, orderId: number, world: string): Promise<number> {
  if (!(await wantsMail(tx, userId, 'newMaterials')) && !(await wantsMail(tx, userId, 'sales'))) return 0;
  const rows = await tx.query<{ purchase_id: number; title: string; email: string }>(
    `SELECT p.id AS purchase_id, m.title, u.email FROM purchases p
       JOIN materials m ON m.id = p.material_id JOIN users u ON u.id = p.user_id
      WHERE p.order_id = $1 AND p.user_id = $2 ORDER BY p.id`,
    [orderId, userId],
  );
  let queued = 0;
  for (const row of rows) {
    const { token, hash } = newToken();
    const created = await tx.query(
      `INSERT INTO rating_tokens (token_hash, purchase_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (purchase_id) DO NOTHING RETURNING 1`,
      [hash, row.purchase_id, RATING_LINK_TTL_SECONDS],
    );
    if (!created.length) continue;
    await queueMail(ctx, tx, {
      kind: 'rating_request', to: row.email, subject: `How did you like “${row.title}”?`,
      link: mailLink(ctx, 'ratingEmail', {}, world, { query: { token } }), dedupeKey: `purchase:${row.purchase_id}:rating`,
    });
    queued += 1;
  }
  return queued;
}

/**
 * The rating e-mail's landing page calls. The token alone proves the purchase (no login needed):
 * the mail is usually opened on a phone without a session, and asking for a login first loses most
 * answers. The token is 256 random bits, stored hashed, bound to one purchase, single-use and
 * expiring, and it can do one thing only: rate that material as its buyer.
 */
export function registerRatingLinks(app: App, ctx: Ctx) {
  app.get('/v3/rating-links/:token', {
    schema: {
      tags: ['materials'], summary: 'The material a rating e-mail asks about (the token is not used)',
      params: RatingTokenParamsSchema, querystring: WorldQuery, response: { 200: RatingLinkInfoSchema, ...errorResponses },
    },
  }, async (request) => {
    const row = await readRatingToken(ctx, request.params.token);
    const material = await publishedSummary(ctx, row.material_id);
    const [rating] = await ctx.db.query<{ stars: number; text: string | null }>(
      'SELECT stars, text FROM ratings WHERE material_id = $1 AND user_id = $2', [row.material_id, row.user_id],
    );
    return { material, rating: rating ?? null };
  });

  app.post('/v3/rating-links/:token', {
    schema: {
      tags: ['materials'], summary: 'Rate the bought material through the e-mail link (single use)',
      params: RatingTokenParamsSchema, querystring: WorldQuery, body: RatingLinkBodySchema,
      response: { 200: RatingLinkResultSchema, ...errorResponses },
    },
  }, async (request) => {
    const row = await readRatingToken(ctx, request.params.token);
    const material = await publishedSummary(ctx, row.material_id);
    const text = request.body.text?.trim() || null;
    const agg = await ctx.db.transaction(async (tx) => {
      // Conditional update: of two submits at once only one uses the token.
      const used = await tx.query('UPDATE rating_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [
        hashToken(request.params.token),
      ]);
      if (!used.length) throw new ApiError(410, 'token_used', 'This link was already used', 'token');
      return saveRating(tx, row.material_id, row.user_id, request.body.stars, text);
    });
    return { material: { id: material.id, slug: material.slug, title: material.title }, summary: averageOf(agg) };
  });
}
