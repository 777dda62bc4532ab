import { Type } from '@sinclair/typebox';
import { ValidateResponseSchema } from '@teachmarket/contracts/api-types';
import { sessionOf } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { unauthorized } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { endToken } from '../../notifications/hub';

export function registerValidate(app: App, ctx: Ctx) {
  app.get('/v3/oauth2/validate', {
    schema: {
      tags: ['auth'],
      summary: 'Check the bearer token: 200 {user_id} or 401 {reason} (spec §4 start-up validation)',
      response: { 200: ValidateResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const session = await sessionOf(ctx, request);
    switch (session.status) {
      case 'none':
      case 'invalid_token':
        throw unauthorized('invalid_token', 'The access token is missing or not valid');
      case 'expired':
        throw unauthorized('expired', 'The access token has expired');
      case 'anonymous':
        return { user_id: null };
      case 'user':
        if (!session.termsAccepted) throw unauthorized('terms_not_accepted', 'Accept the current terms and conditions first');
        return { user_id: session.user.id, loggedInAsAnotherUser: session.user.impersonated_by !== null };
    }
  });

  app.get('/v3/oauth2/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke the bearer token (idempotent)',
      response: { 200: Type.Object({ success: Type.Boolean() }) },
    },
  }, async (request) => {
    const session = await sessionOf(ctx, request);
    if (session.status !== 'none' && session.tokenHash) {
      await ctx.db.query('UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [session.tokenHash]);
      // Issue 4: the notification sockets of this login close at once with reason no_reconnect.
      // Issue 17: announced through PostgreSQL, so the instance holding the socket closes it.
      await endToken(ctx.db, session.tokenHash);
    }
    return { success: true };
  });
}
