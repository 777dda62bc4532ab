import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/password';
import { currentTermsVersion } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { slugify } from '../../lib/text';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { issueToken } from '../oauth/authenticate';
import { AuthProvidersResponseSchema, providersAnswer } from '../oauth/login-as';
import { sendMail } from './mail';
import { consumeAccountToken, createAccountToken } from './tokens';
import { ReferralCodeSchema } from '../../../../shared-kit/src/api-types/referrals';
import { recordReferral } from '../referrals/store';

const Email = Type.String({ format: 'email', maxLength: 254 });
// Same rule as the sign-up form shows.
export const PASSWORD_MIN = 8;
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: 200 });
const Ok = Type.Object({ success: Type.Boolean() });
const TokenBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });
const LoginAnswer = Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), oauth_user_id: Type.Integer(), expires_in: Type.Integer() });

/** The web origin a link in an e-mail points at: the page that asked, else the configured one. */
export function webOrigin(ctx: Ctx, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : ctx.config.publicUrl;
}

export function registerRegistration(app: App, ctx: Ctx) {
  app.post('/v3/registration', {
    schema: {
      tags: ['account'], summary: 'Sign up: creates the account and e-mails a confirm link', querystring: WorldQuery,
      body: Type.Object({
        email: Email, password: Password, public_name: Type.String({ minLength: 2, maxLength: 80 }), accept_terms: Type.Literal(true),
        // spec §2 /invitation: the ?ref= of a colleague's referral link.
        referral_code: Type.Optional(ReferralCodeSchema),
      }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [taken] = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    if (taken) throw new ApiError(409, 'email_taken', 'An account with this e-mail address exists already', 'email');
    const name = request.body.public_name.trim();
    const [user] = await ctx.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, slug, public_name, world, terms_version_accepted, double_opt_in)
       VALUES ($1, $2, $3, $4, $5, $6, false) RETURNING id`,
      [email, await hashPassword(request.body.password), slugify(name) || 'user', name, request.query.world, await currentTermsVersion(ctx)],
    );
    if (!user) throw new Error('user insert returned nothing');
    if (request.body.referral_code) await recordReferral(ctx.db, request.body.referral_code, user.id, email);
    const token = await createAccountToken(ctx, 'register_confirm', user.id);
    await sendMail(ctx, 'register_confirm', email, 'Confirm your Teachmarket account',
      `${webOrigin(ctx, request)}/${request.query.world}/register/confirm/${token}`);
    return { success: true };
  });

  app.post('/v3/registration/confirm', {
    schema: {
      tags: ['account'], summary: 'Sign-up confirm: single-use token → double opt-in and a login', querystring: WorldQuery,
      body: TokenBody, response: { 200: LoginAnswer, ...errorResponses },
    },
  }, async (request) => {
    const userId = await consumeAccountToken(ctx, 'register_confirm', request.body.token);
    await ctx.db.query('UPDATE users SET double_opt_in = true WHERE id = $1', [userId]);
    const answer = await issueToken(ctx, userId, 'teachmarket-web', 'registration');
    return { ...answer, oauth_user_id: userId };
  });

  app.post('/v3/password/forgot', {
    schema: {
      tags: ['account'], summary: 'Forgot password: e-mails a recovery link (same answer for unknown addresses)', querystring: WorldQuery,
      body: Type.Object({ email: Email }, { additionalProperties: false }), response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [user] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    if (user) {
      const token = await createAccountToken(ctx, 'password_recovery', user.id);
      await sendMail(ctx, 'password_recovery', email, 'Reset your Teachmarket password',
        `${webOrigin(ctx, request)}/${request.query.world}/password-recovery/${token}`);
    }
    // The same answer either way: the form must not reveal who has an account.
    return { success: true };
  });

  app.post('/v3/password/recover', {
    schema: {
      tags: ['account'], summary: 'Password recovery: single-use token sets a new password, other sessions end', querystring: WorldQuery,
      body: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }), password: Password }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const userId = await consumeAccountToken(ctx, 'password_recovery', request.body.token);
    await ctx.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(request.body.password), userId]);
    await ctx.db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    return { success: true };
  });

  // Login buttons appear only for providers this server can verify (OAUTH_PROVIDERS_FILE).
  app.get('/v3/oauth2/providers', {
    schema: { tags: ['auth'], summary: 'Configured social login providers', response: { 200: AuthProvidersResponseSchema } },
  }, async () => providersAnswer(ctx));
}
