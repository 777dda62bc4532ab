import { Type } from '@sinclair/typebox';
import { clearAccountThrottle } from '../../auth/login-throttle';
import { hashPassword } from '../../auth/password';
import { currentTermsVersion } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { slugify } from '../../lib/text';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { issueToken } from '../oauth/authenticate';
import { AuthProvidersResponseSchema, providersAnswer } from '../oauth/login-as';
import { sendMail } from './mail';
import { consumeAccountToken, createAccountToken } from './tokens';
import { webLink } from '../../lib/web-links';
import { ReferralCodeSchema } from '@teachmarket/contracts/api-types/referrals';
import { recordReferral } from '../../money/referrals';

const Email = Type.String({ format: 'email', maxLength: 254 });
// Same rule as the sign-up form shows.
export const PASSWORD_MIN = 8;
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: 200 });
const Ok = Type.Object({ success: Type.Boolean() });
const TokenBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });
const LoginAnswer = Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), oauth_user_id: Type.Integer(), expires_in: Type.Integer() });

/** At most one "someone tried to sign up with your address" mail per account in this time. */
export const SIGNUP_NOTICE_INTERVAL_SECONDS = 10 * 60;

/**
 * Issue 13: a sign-up with an address that has an account answers exactly like a new one (the form
 * must not tell a stranger who is registered); the owner gets a mail instead, with the way to log
 * in or reset the password. Ten such sign-ups at once send one mail.
 */
async function noticeExistingOwner(ctx: Ctx, email: string, world: string): Promise<void> {
  const [owner] = await ctx.db.query<{ id: number; world: string; public_name: string }>('SELECT id, world, public_name FROM users WHERE email = $1', [email]);
  if (!owner) return;
  const due = await ctx.db.query(
    `INSERT INTO account_notices (user_id, kind) VALUES ($1, 'signup_attempt')
     ON CONFLICT (user_id, kind) DO UPDATE SET sent_at = now()
      WHERE account_notices.sent_at < now() - make_interval(secs => $2) RETURNING 1`,
    [owner.id, SIGNUP_NOTICE_INTERVAL_SECONDS],
  );
  if (!due.length) return;
  await sendMail(ctx, {
    kind: 'register_existing', to: email, world: owner.world, name: owner.public_name, link: webLink(ctx, 'login', {}, world),
    unsubscribe: { partition: 'optional', userId: owner.id, world },
  });
}

export function registerRegistration(app: App, ctx: Ctx) {
  app.post('/v3/registration', {
    schema: {
      tags: ['account'],
      summary: 'Sign up: e-mails a confirm link (or, for an address with an account, a note to its owner); the same answer either way',
      querystring: WorldQuery,
      body: Type.Object({
        email: Email, password: Password, public_name: Type.String({ minLength: 2, maxLength: 80 }), accept_terms: Type.Literal(true),
        // spec §2 /invitation: the ?ref= of a colleague's referral link.
        referral_code: Type.Optional(ReferralCodeSchema),
      }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const name = request.body.public_name.trim();
    const world = request.query.world;
    // Hashed first in both cases: a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(request.body.password);
    // ON CONFLICT: of parallel sign-ups with one address exactly one inserts; the others are the
    // "taken" case below, never a unique violation (500).
    const [user] = await ctx.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, slug, public_name, world, terms_version_accepted, terms_accepted_at, double_opt_in)
       VALUES ($1, $2, $3, $4, $5, $6, now(), false) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, passwordHash, slugify(name) || 'user', name, world, await currentTermsVersion(ctx)],
    );
    if (!user) {
      await noticeExistingOwner(ctx, email, world);
      return { success: true };
    }
    if (request.body.referral_code) await recordReferral(ctx.db, request.body.referral_code, user.id, email);
    const token = await createAccountToken(ctx, 'register_confirm', user.id);
    await sendMail(ctx, {
      kind: 'register_confirm', to: email, world, name, link: webLink(ctx, 'registerConfirm', { registrationToken: token }, world),
      // Issue 18: the one-click header of an account mail switches off every optional mail, never this link.
      unsubscribe: { partition: 'optional', userId: user.id },
    });
    return { success: true };
  });

  app.post('/v3/registration/confirm', {
    schema: {
      tags: ['account'], summary: 'Sign-up confirm: single-use token → double opt-in and a login', querystring: WorldQuery,
      body: TokenBody, response: { 200: LoginAnswer, ...errorResponses },
    },
  }, async (request) => {
    const userId = await consumeAccountToken(ctx.db, 'register_confirm', request.body.token);
    await ctx.db.query('UPDATE users SET double_opt_in = true WHERE id = $1', [userId]);
    const answer = await issueToken(ctx, userId, 'teachmarket-web', 'registration');
    return { ...answer, oauth_user_id: userId };
  });

  app.post('/v3/password/forgot', {
    schema: {
      tags: ['account'], summary: 'Forgot password: e-mails a recovery link (same answer for unknown addresses); older links stop working', querystring: WorldQuery,
      body: Type.Object({ email: Email }, { additionalProperties: false }), response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [user] = await ctx.db.query<{ id: number; world: string; public_name: string }>('SELECT id, world, public_name FROM users WHERE email = $1', [email]);
    if (user) {
      const token = await createAccountToken(ctx, 'password_recovery', user.id);
      // The account's world is its language; the link opens the world the form was sent from.
      await sendMail(ctx, {
        kind: 'password_recovery', to: email, world: user.world, name: user.public_name,
        link: webLink(ctx, 'passwordRecovery', { token }, request.query.world),
        unsubscribe: { partition: 'optional', userId: user.id, world: request.query.world },
      });
    }
    // The same answer either way: the form must not reveal who has an account.
    return { success: true };
  });

  app.post('/v3/password/recover', {
    schema: {
      tags: ['account'], summary: 'Password recovery: single-use token sets a new password, other sessions and recovery links end', querystring: WorldQuery,
      body: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }), password: Password }, { additionalProperties: false }),
      response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const passwordHash = await hashPassword(request.body.password);
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, 'password_recovery', request.body.token);
      const [user] = await tx.query<{ email: string }>('UPDATE users SET password_hash = $1 WHERE id = $2 RETURNING email', [passwordHash, userId]);
      await tx.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      // The mailbox owner is back in: a stranger's failed guesses no longer hold the login back.
      if (user) await clearAccountThrottle(tx, user.email);
    });
    return { success: true };
  });

  // Login buttons appear only for providers this server can verify (OAUTH_PROVIDERS_FILE).
  app.get('/v3/oauth2/providers', {
    schema: { tags: ['auth'], summary: 'Configured social login providers', response: { 200: AuthProvidersResponseSchema } },
  }, async () => providersAnswer(ctx));
}
