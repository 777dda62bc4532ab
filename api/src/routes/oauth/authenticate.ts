import { Type } from '@sinclair/typebox';
import { AuthenticateBodySchema, AuthenticateResponseSchema } from '../../../../shared-kit/src/api-types';
import { verifyPassword } from '../../auth/password';
import { newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { mergeAnonymousCart } from '../cart/store';
import { socialLoginUserId } from './social';

/**
 * Failed logins inside the window before 429 (issue 4: login rate-limited per account and IP):
 * per account from one IP (guessing one password), and per IP over all accounts (trying one
 * password on many accounts). Not per account over all IPs: anyone could then lock a user out.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 50;

/** impersonatedBy: the operator behind a login-as token (spec §6), null for the user's own login. */
export async function issueToken(ctx: Ctx, userId: number | null, clientId: string, grantType: string, impersonatedBy: number | null = null) {
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
  }, async (request) => {
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
    // Distinct prefixes: no e-mail address can make its key equal an IP's key.
    const key = `a|${email}|${request.ip}`;
    const ipKey = `i|${request.ip}`;
    const [attempts] = await ctx.db.query<{ account: number; ip: number }>(
      `SELECT count(*) FILTER (WHERE key = $1)::int AS account, count(*) FILTER (WHERE key = $2)::int AS ip
         FROM login_attempts WHERE key IN ($1, $2) AND attempted_at > now() - make_interval(mins => $3)`,
      [key, ipKey, LOGIN_WINDOW_MINUTES],
    );
    if ((attempts?.account ?? 0) >= LOGIN_MAX_FAILURES || (attempts?.ip ?? 0) >= LOGIN_MAX_FAILURES_PER_IP) {
      throw new ApiError(429, 'too_many_attempts', `Too many failed logins; try again in ${LOGIN_WINDOW_MINUTES} minutes`);
    }
    const [user] = await ctx.db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE email = $1',
      [email],
    );
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      await ctx.db.query('INSERT INTO login_attempts (key) VALUES ($1), ($2)', [key, ipKey]);
      throw badRequest('invalid_grant', 'Wrong e-mail address or password', 'password');
    }
    await ctx.db.query('DELETE FROM login_attempts WHERE key = $1', [key]);
    const cartToken = request.headers['x-cart-token'];
    if (cartToken) await mergeAnonymousCart(ctx.db, cartToken, user.id);
    return issueToken(ctx, user.id, body.client_id, body.grant_type);
  });
}
