import { AuthenticateResponseSchema, AuthProvidersResponseSchema, LoginAsBodySchema } from '@teachmarket/contracts/api-types';
import { SOCIAL_PROVIDERS } from '../../auth/providers';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest, forbidden } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { issueToken } from './authenticate';

/** spec §4: the login screens show buttons for these; nothing secret leaves the server. */
export function providersAnswer(ctx: Ctx) {
  const providers = SOCIAL_PROVIDERS.flatMap((name) => {
    const p = ctx.config.oauthProviders[name];
    return p ? [{ name, client_id: p.client_id, authorization_endpoint: p.authorization_endpoint, scope: p.scope }] : [];
  });
  return { items: providers.map((p) => p.name), providers };
}
export { AuthProvidersResponseSchema };

export function registerLoginAs(app: App, ctx: Ctx) {
  app.post('/v3/oauth2/login-as', {
    schema: {
      tags: ['auth'],
      summary: 'Operator impersonation (spec §6): a token for another user, flagged and audited',
      body: LoginAsBodySchema,
      response: { 200: AuthenticateResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireUser(ctx, request);
    // An impersonated session stays inside the user's rights, even if an operator started it.
    if (operator.role !== 'operator' || operator.impersonated_by !== null) throw forbidden('Only operators may log in as another user');
    const { user_id: id, email } = request.body;
    if ((id === undefined) === (email === undefined)) throw badRequest('validation_failed', 'Give exactly one of user_id or email', id === undefined ? 'email' : 'user_id');
    const [target] = await ctx.db.query<{ id: number; role: string }>(
      id !== undefined ? 'SELECT id, role FROM users WHERE id = $1' : 'SELECT id, role FROM users WHERE email = $1',
      [id ?? email?.trim().toLowerCase()],
    );
    if (!target) throw new ApiError(404, 'not_found', 'No user with this id or e-mail address', id !== undefined ? 'user_id' : 'email');
    // Operators cannot act as operators (nor as themselves): login-as never widens anyone's rights.
    if (target.role === 'operator') throw forbidden('Operators cannot log in as another operator');
    await ctx.db.query('INSERT INTO impersonation_audit (operator_id, target_user_id, ip) VALUES ($1, $2, $3)', [operator.id, target.id, request.ip]);
    return issueToken(ctx, target.id, 'teachmarket-web', 'login_as', operator.id);
  });
}
