import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { ChangeEmailBodySchema, ChangeEmailConfirmResponseSchema, TokenBodySchema } from '@teachmarket/contracts/api-types/account-links';
import { verifyPassword } from '../../auth/password';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { queueMail, sendMail } from '../account/mail';
import { consumeLinkToken, createLinkToken, readLinkToken } from './link-tokens';
import { mailLink } from './links';

const Ok = Type.Object({ success: Type.Boolean() });
const emailTaken = () => new ApiError(409, 'email_taken', 'An account with this e-mail address exists already', 'newEmail');

/**
 * Issue 4 "change email with confirmation": the new address must prove it receives mail before
 * the account switches to it; the old address is told afterwards (a hijacked session cannot move
 * an account away silently).
 */
export function registerChangeEmail(app: App, ctx: Ctx) {
  app.post('/v3/user/change-email', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Change e-mail: checks the password and mails a confirm link to the new address',
      querystring: WorldQuery, body: ChangeEmailBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const newEmail = request.body.newEmail.trim().toLowerCase();
    const [row] = await ctx.db.query<{ password_hash: string | null; public_name: string }>('SELECT password_hash, public_name FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(request.body.password, row?.password_hash ?? null))) {
      throw new ApiError(403, 'wrong_password', 'The password is not correct', 'password');
    }
    if (newEmail === user.email) throw new ApiError(400, 'same_email', 'This is already your e-mail address', 'newEmail');
    const [taken] = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [newEmail]);
    if (taken) throw emailTaken();
    const token = await createLinkToken(ctx, 'change_email', user.id, newEmail);
    await sendMail(ctx, {
      kind: 'change_email', to: newEmail, world: user.world, name: row?.public_name ?? null, values: { email: newEmail },
      link: mailLink(ctx, 'changeEmailConfirm', { confirmationToken: token }, request.query.world),
    });
    return { success: true };
  });

  // No login needed: the token is the proof, and the link may be opened on another device.
  app.post('/v3/user/change-email/confirm', {
    schema: {
      tags: ['account'], summary: 'Confirm the new e-mail address: single-use token switches it and notifies the old address',
      querystring: WorldQuery, body: TokenBodySchema, response: { 200: ChangeEmailConfirmResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { token } = request.body;
    const link = await readLinkToken(ctx, 'change_email', token);
    const newEmail = link.newEmail ?? '';
    await ctx.db.transaction(async (tx) => {
      // Someone may have signed up with the address since the link was mailed.
      const [taken] = await tx.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [newEmail, link.userId]);
      if (taken) throw emailTaken();
      await consumeLinkToken(tx, token);
      await tx.query('UPDATE users SET email = $1 WHERE id = $2', [newEmail, link.userId]);
      // Outbox: the notice to the old address commits with the change, or neither happens.
      const [owner] = await tx.query<{ world: string; public_name: string }>('SELECT world, public_name FROM users WHERE id = $1', [link.userId]);
      await queueMail(ctx, tx, {
        kind: 'email_changed', to: link.email, world: owner?.world ?? request.query.world, name: owner?.public_name ?? null, values: { email: newEmail },
        link: mailLink(ctx, 'forgotPassword', {}, request.query.world),
      });
    });
    return { email: newEmail };
  });
}
