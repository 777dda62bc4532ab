import {
  RatingLinkBodySchema, RatingLinkInfoSchema, RatingLinkResultSchema, RatingTokenParamsSchema,
} from '@teachmarket/contracts/api-types/referrals';
import { hashToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { publishedSummary } from '../account-links/material-pdf';
import { averageOf, saveRating } from './rating-store';
import { liveToken } from '../_lib/link-token';

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
