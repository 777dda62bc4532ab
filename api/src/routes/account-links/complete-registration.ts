import { Type } from '@sinclair/typebox';
import { CompleteRegistrationBodySchema, CompleteRegistrationInfoSchema } from '@teachmarket/contracts/api-types/account-links';
import { hashPassword } from '../../auth/password';
import { currentTermsVersion } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { slugify } from '../../lib/text';
import { issueToken } from '../oauth/authenticate';
import { consumeLinkToken, readLinkToken } from './link-tokens';

const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
const LoginAnswer = Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), oauth_user_id: Type.Integer(), expires_in: Type.Integer() });

/**
 * Issue 4 "finish registration": a school admin invites a colleague by e-mail (POST
 * /v3/schools/invitations, routes/schools/invitations.ts); the account exists without a password
 * until the colleague opens the mailed link and chooses name and password.
 */
export function registerCompleteRegistration(app: App, ctx: Ctx) {
  app.get('/v3/registration/complete/:token', {
    schema: {
      tags: ['account'], summary: 'What a finish-registration link is for (does not use it)', querystring: WorldQuery,
      params: TokenParams, response: { 200: CompleteRegistrationInfoSchema, ...errorResponses },
    },
  }, async (request) => {
    const link = await readLinkToken(ctx, 'complete_registration', request.params.token);
    const [school] = await ctx.db.query<{ name: string }>('SELECT s.name FROM users u JOIN schools s ON s.id = u.school_id WHERE u.id = $1', [link.userId]);
    return { email: link.email, schoolName: school?.name ?? null };
  });

  app.post('/v3/registration/complete', {
    schema: {
      tags: ['account'], summary: 'Finish registration: single-use token sets name and password, accepts terms and logs in',
      querystring: WorldQuery, body: CompleteRegistrationBodySchema, response: { 200: LoginAnswer, ...errorResponses },
    },
  }, async (request) => {
    const { token, publicName, password } = request.body;
    const link = await readLinkToken(ctx, 'complete_registration', token);
    const name = publicName.trim();
    if (name.length < 2) throw new ApiError(400, 'validation_failed', 'The public name needs at least 2 characters', 'publicName');
    const passwordHash = await hashPassword(password);
    const terms = await currentTermsVersion(ctx);
    await ctx.db.transaction(async (tx) => {
      await consumeLinkToken(tx, token);
      // The mailed link proves the address: double opt-in is done.
      await tx.query(
        `UPDATE users SET password_hash = $1, public_name = $2, slug = $3, terms_version_accepted = $4, terms_accepted_at = now(), double_opt_in = true, confirmed_at = now()
          WHERE id = $5`,
        [passwordHash, name, slugify(name) || 'user', terms, link.userId],
      );
      // The school invitation is answered: the colleague is listed as a member from now on (schools/invitations.ts).
      await tx.query('UPDATE school_invitations SET accepted_at = now() WHERE user_id = $1 AND new_account AND accepted_at IS NULL AND revoked_at IS NULL', [link.userId]);
    });
    const answer = await issueToken(ctx, link.userId, 'teachmarket-web', 'registration');
    return { ...answer, oauth_user_id: link.userId };
  });
}
