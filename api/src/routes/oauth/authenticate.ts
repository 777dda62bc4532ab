import { Type } from '@sinclair/typebox';
import { AuthenticateBodySchema, AuthenticateResponseSchema } from '@teachmarket/contracts/api-types';
import { ACCOUNT_POLICY, accountKey, IP_POLICY, ipKey, pruneThrottles, releaseAttempt, reserveAttempt, tooManyAttempts } from '../../auth/login-throttle';
import { verifyPasswordConstantTime } from '../../auth/password';
import { newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { mergeAnonymousCart } from '../cart/store';
import { socialLoginUserId } from './social';

/**
 * The change-password check (account-settings/password.ts) still counts wrong current passwords in
 * login_attempts with these; the login itself is throttled by auth/login-throttle.ts (issue 13).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;

/** impersonatedBy: the operator behind a login-as token (spec §6), null for the user's own login. */
export async function issueToken(ctx: Ctx, userId: number | null, clientId: string, grantType: string, impersonatedBy: number | null = null) {
  // Issue 19: an operator locked the account: no login of any kind (password, social, confirm link, login-as).
  if (userId !== null) {
    const [locked] = await ctx.db.query('SELECT 1 FROM users WHERE id = $1 AND locked_at IS NOT NULL', [userId]);
    if (locked) throw new ApiError(403, 'account_locked', 'This account is locked. Contact the Teachmarket support');
  }
  const { token, hash } = newToken();
  await ctx.db.query(
    `INSERT INTO access_tokens (token_hash, user_id, client_id, grant_type, expires_at, impersonated_by)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [hash, userId, clientId, grantType, ctx.config.tokenTtl, impersonatedBy],
  );
  return { access_token: token, token_type: 'Bearer' as const, oauth_user_id: userId, expires_in: ctx.config.tokenTtl };
}

export function registerAuthenticate(app: App, ctx: Ctx) {
  app.post('/v3/oauth2/authenticate', {
    schema: {
      tags: ['auth'],
      summary: 'Log in (password) or get an anonymous client-credentials token (spec §7)',
      body: AuthenticateBodySchema,
      headers: Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { 200: AuthenticateResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!ctx.config.clientIds.includes(body.client_id)) throw badRequest('invalid_client', 'Unknown client_id', 'client_id');
    switch (body.grant_type) {
      case 'client_credentials':
        return issueToken(ctx, null, body.client_id, body.grant_type);
      case 'password':
        break;
      default: {
        // spec §4: social login with the provider's verified ID token (provider_not_configured otherwise).
        const world = (request.query as Record<string, unknown> | undefined)?.world;
        const userId = await socialLoginUserId(ctx, { grantType: body.grant_type, token: body.token, nonce: body.nonce, world });
        const socialCart = request.headers['x-cart-token'];
        if (socialCart) await mergeAnonymousCart(ctx.db, socialCart, userId);
        return issueToken(ctx, userId, body.client_id, body.grant_type);
      }
    }
    if (!body.username) throw badRequest('validation_failed', 'body field "username" is required for grant_type password', 'username');
    if (!body.password) throw badRequest('validation_failed', 'body field "password" is required for grant_type password', 'password');
    const email = body.username.trim().toLowerCase();
    // Issue 13: per account over all addresses and per client address (request.ip: the socket's
    // peer unless TRUST_PROXY names the proxy in front), both counted in the database.
    const account = accountKey(email);
    const address = { key: ipKey(request.ip), policy: IP_POLICY };
    const reservation = await reserveAttempt(ctx.db, [{ key: account, policy: ACCOUNT_POLICY }, address]);
    if (!reservation.allowed) throw tooManyAttempts(reply, reservation.retryAfter);
    const [user] = await ctx.db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE email = $1',
      [email],
    );
    // One scrypt whether or not the account exists: the answer time does not tell (issue 13).
    if (!(await verifyPasswordConstantTime(body.password, user?.password_hash)) || !user) {
      await pruneThrottles(ctx.db);
      throw badRequest('invalid_grant', 'Wrong e-mail address or password', 'password');
    }
    await releaseAttempt(ctx.db, account, address);
    const cartToken = request.headers['x-cart-token'];
    if (cartToken) await mergeAnonymousCart(ctx.db, cartToken, user.id);
    return issueToken(ctx, user.id, body.client_id, body.grant_type);
  });
}
