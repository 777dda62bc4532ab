import { ChangePasswordBodySchema, ChangePasswordResponseSchema } from '@teachmarket/contracts/api-types';
import { hashPassword, verifyPassword } from '../../auth/password';
import { requireUser, sessionOf } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../oauth/authenticate';
import { loggedIn } from '../../auth/guards';

/**
 * spec §2 cabinet /change-password: the current password proves it is the owner (a left-open
 * session must not lock the owner out), the new one follows the sign-up rule (schema), and every
 * other session ends, as after a password recovery. Wrong current passwords count like failed
 * logins, so the form cannot be used to guess the password.
 */
export function registerChangePassword(app: App, ctx: Ctx) {
  app.post('/v3/user/change-password', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Change the password: needs the current one; other sessions are logged out',
      querystring: WorldQuery, body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const session = await sessionOf(ctx, request);
    const key = `change-password|${user.id}`;
    const [attempts] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_attempts WHERE key = $1 AND attempted_at > now() - make_interval(mins => $2)',
      [key, LOGIN_WINDOW_MINUTES],
    );
    if ((attempts?.n ?? 0) >= LOGIN_MAX_FAILURES) throw new ApiError(429, 'too_many_attempts', 'Too many wrong passwords: try again later', 'currentPassword');
    const [row] = await ctx.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(request.body.currentPassword, row?.password_hash ?? null))) {
      await ctx.db.query('INSERT INTO login_attempts (key) VALUES ($1)', [key]);
      throw new ApiError(403, 'wrong_password', 'The current password is not correct', 'currentPassword');
    }
    if (request.body.newPassword === request.body.currentPassword) {
      throw new ApiError(400, 'same_password', 'The new password must differ from the current one', 'newPassword');
    }
    const hash = await hashPassword(request.body.newPassword);
    const tokenHash = session.status === 'user' ? session.tokenHash : '';
    const revoked = await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, user.id]);
      await tx.query('DELETE FROM login_attempts WHERE key = $1', [key]);
      return tx.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING 1', [user.id, tokenHash]);
    });
    return { success: true, revokedSessions: revoked.length };
  });
}
