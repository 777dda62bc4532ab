import { ReferralCodeParamsSchema, ReferralInviterResponseSchema } from '@teachmarket/contracts/api-types/referrals';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';

/**
 * GET /v1/referrals/codes/:code (s17 QA3, s16 QA2 finding 12): the sign-up page a referral link opens says
 * who invited the visitor. Anyone may ask (the visitor has no account yet); the answer is the inviter's
 * public name and nothing else (no id, address or world), as on their public profile. An unknown code and
 * a locked account's code are both 404, alike.
 */
export function registerReferralInviter(app: App, ctx: Ctx) {
  app.get('/v1/referrals/codes/:code', {
    schema: {
      tags: ['account'], summary: "The public name of a referral code's owner (the sign-up page of a referral link); 404 when unknown",
      params: ReferralCodeParamsSchema, querystring: WorldQuery, response: { 200: ReferralInviterResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const [row] = await ctx.db.query<{ public_name: string }>(
      'SELECT u.public_name FROM referral_codes c JOIN users u ON u.id = c.user_id WHERE c.code = $1 AND u.locked_at IS NULL',
      [request.params.code],
    );
    if (!row) throw notFound('referral code');
    reply.header('Cache-Control', 'private, no-store');
    return { inviter: { name: row.public_name } };
  });
}
