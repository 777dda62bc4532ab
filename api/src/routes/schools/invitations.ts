import { Type } from '@sinclair/typebox';
import { SchoolInvitationBodySchema } from '@teachmarket/contracts/api-types/account-links';
import type { SchoolType } from '@teachmarket/contracts/api-types';
import { SchoolInvitationInfoSchema, SchoolInvitationTokenBodySchema } from '@teachmarket/contracts/api-types/schools';
import { requireUser, type SessionUser } from '../../auth/session';
import { hashToken, newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { slugify } from '../../lib/text';
import { sendMail } from '../account/mail';
import { loggedIn } from '../../auth/guards';
import { createLinkToken, LINK_TTL_SECONDS } from '../account-links/link-tokens';
import { mailLink } from '../account-links/links';
import { schoolAdminOf } from './load';
import { liveToken } from '../_lib/link-token';

const Ok = Type.Object({ success: Type.Boolean() });
const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
const TTL = LINK_TTL_SECONDS.complete_registration;

interface InvitationRow {
  id: number; school_id: number; user_id: number; email: string; school_name: string; school_type: SchoolType;
  expired: boolean;
  /** Answered (accepted) or withdrawn. */
  used: boolean;
}

const INVITATION_TEXTS = {
  invalid: 'This invitation link is not valid', used: 'This invitation was already answered or withdrawn', expired: 'This invitation has expired',
};

/** An existing account's invitation by its token: unknown, answered, withdrawn and expired links answer 410 with their own code. */
async function openInvitation(ctx: Ctx, token: string): Promise<InvitationRow> {
  const [row] = await ctx.db.query<InvitationRow>(
    `SELECT i.id, i.school_id, i.user_id, i.email, s.name AS school_name, s.school_type, i.expires_at < now() AS expired,
            (i.accepted_at IS NOT NULL OR i.revoked_at IS NOT NULL) AS used
       FROM school_invitations i JOIN schools s ON s.id = i.school_id WHERE i.token_hash = $1`,
    [hashToken(token)],
  );
  return liveToken(row, INVITATION_TEXTS);
}

function mustBeFor(row: InvitationRow, user: SessionUser) {
  if (row.user_id !== user.id) throw new ApiError(403, 'wrong_account', `This invitation is for ${row.email}: log in with that account`);
}

/**
 * Issue 4 "finish registration" and spec §6 school roles: a school admin invites a colleague by e-mail.
 * - No account with that address: a password-less member account is created and the mail links to
 *   the finish-registration page (name and password; the account is a member from then on).
 * - An account without a school: the mail links to /my-school?invitation=…, where that user accepts.
 * - An account in a school account: 409 (one school per account).
 */
export function registerSchoolInvitations(app: App, ctx: Ctx) {
  app.post('/v3/schools/invitations', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'School admin invites a colleague by e-mail (new address: finish-registration link; existing account: accept link)',
      querystring: WorldQuery, body: SchoolInvitationBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const { admin, schoolId } = await schoolAdminOf(ctx, request);
    const email = request.body.email.trim().toLowerCase();
    const world = request.query.world;
    const [open] = await ctx.db.query<{ id: number; expired: boolean }>(
      `SELECT id, expires_at < now() AS expired FROM school_invitations
        WHERE school_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
      [schoolId, email],
    );
    if (open && !open.expired) throw new ApiError(409, 'already_invited', 'This address has an open invitation already', 'email');
    // An expired invitation is replaced by the new one.
    if (open) await ctx.db.query('UPDATE school_invitations SET revoked_at = now() WHERE id = $1', [open.id]);
    const [existing] = await ctx.db.query<{ id: number; school_id: number | null; placeholder: boolean }>(
      `SELECT id, school_id, password_hash IS NULL AND creation_source = 'school_invitation' AND confirmed_at IS NULL AS placeholder
         FROM users WHERE email = $1`,
      [email],
    );
    // The invitation is the school's: its world's language, with the school's and the admin's names.
    const [school] = await ctx.db.query<{ name: string; world: string; inviter: string }>(
      'SELECT s.name, s.world, u.public_name AS inviter FROM schools s JOIN users u ON u.id = $2 WHERE s.id = $1', [schoolId, admin.id],
    );
    const invitation = { world: school?.world ?? world, values: { school: school?.name ?? null, inviter: school?.inviter ?? null } };
    if (!existing || (existing.placeholder && existing.school_id === schoolId)) {
      let userId = existing?.id;
      if (!userId) {
        // The public name is a placeholder until the colleague chooses one on the finish-registration page.
        const placeholder = email.split('@')[0] ?? 'user';
        const [user] = await ctx.db.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, slug, public_name, world, school_id, school_role, creation_source, double_opt_in)
           VALUES ($1, NULL, $2, $3, $4, $5, 'member', 'school_invitation', false) RETURNING id`,
          [email, slugify(placeholder) || 'user', placeholder, world, schoolId],
        );
        if (!user) throw new Error('user insert returned nothing');
        userId = user.id;
      }
      await ctx.db.query(
        `INSERT INTO school_invitations (school_id, email, user_id, new_account, invited_by, expires_at)
         VALUES ($1, $2, $3, true, $4, now() + make_interval(secs => $5))`,
        [schoolId, email, userId, admin.id, TTL],
      );
      const token = await createLinkToken(ctx, 'complete_registration', userId);
      await sendMail(ctx, { kind: 'complete_registration', to: email, ...invitation, link: mailLink(ctx, 'completeRegistration', { token }, world) });
      return { success: true };
    }
    if (existing.school_id) throw new ApiError(409, 'already_in_school', 'This account belongs to a school account already', 'email');
    const { token, hash } = newToken();
    await ctx.db.query(
      `INSERT INTO school_invitations (school_id, email, user_id, new_account, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, false, $4, $5, now() + make_interval(secs => $6))`,
      [schoolId, email, existing.id, hash, admin.id, TTL],
    );
    const [invitee] = await ctx.db.query<{ public_name: string }>('SELECT public_name FROM users WHERE id = $1', [existing.id]);
    await sendMail(ctx, {
      kind: 'school_invitation', to: email, ...invitation, name: invitee?.public_name ?? null,
      link: mailLink(ctx, 'mySchool', {}, world, { query: { invitation: token } }),
    });
    return { success: true };
  });

  app.delete('/v3/schools/invitations/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'The school admin withdraws an open invitation (a new address loses its unfinished account)',
      querystring: WorldQuery, params: IdParams, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const { schoolId } = await schoolAdminOf(ctx, request);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: number; new_account: boolean }>(
        `UPDATE school_invitations SET revoked_at = now() WHERE id = $1 AND school_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL
         RETURNING user_id, new_account`,
        [request.params.id, schoolId],
      );
      if (!row) throw new ApiError(404, 'not_found', 'No open invitation with this id in your school account', 'id');
      // The account made for the invitation was never used (no password): it goes with the invitation.
      if (row.new_account) {
        await tx.query(
          `DELETE FROM users WHERE id = $1 AND school_id = $2 AND password_hash IS NULL AND creation_source = 'school_invitation' AND confirmed_at IS NULL`,
          [row.user_id, schoolId],
        );
      }
    });
    return { success: true };
  });

  app.get('/v3/school-invitations/:token', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'What a school invitation link offers the logged-in user (does not answer it)',
      querystring: WorldQuery, params: TokenParams, response: { 200: SchoolInvitationInfoSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const row = await openInvitation(ctx, request.params.token);
    return {
      schoolName: row.school_name, schoolType: row.school_type, email: row.email,
      forYou: row.user_id === user.id, inSchool: user.school_id !== null,
    };
  });

  app.post('/v3/school-invitations/accept', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'The invited user joins the school account as a member',
      querystring: WorldQuery, body: SchoolInvitationTokenBodySchema, response: { 200: Type.Object({ schoolId: Type.Integer() }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const row = await openInvitation(ctx, request.body.token);
    mustBeFor(row, user);
    if (user.school_id) throw new ApiError(409, 'already_in_school', 'Your account belongs to a school account already');
    await ctx.db.transaction(async (tx) => {
      const answered = await tx.query('UPDATE school_invitations SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING 1', [row.id]);
      if (!answered.length) throw new ApiError(410, 'token_used', 'This invitation was already answered or withdrawn', 'token');
      const joined = await tx.query("UPDATE users SET school_id = $1, school_role = 'member' WHERE id = $2 AND school_id IS NULL RETURNING 1", [row.school_id, user.id]);
      if (!joined.length) throw new ApiError(409, 'already_in_school', 'Your account belongs to a school account already');
    });
    return { schoolId: row.school_id };
  });

  app.post('/v3/school-invitations/decline', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'The invited user declines the invitation', querystring: WorldQuery,
      body: SchoolInvitationTokenBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const row = await openInvitation(ctx, request.body.token);
    mustBeFor(row, user);
    await ctx.db.query('UPDATE school_invitations SET revoked_at = now() WHERE id = $1 AND accepted_at IS NULL', [row.id]);
    return { success: true };
  });
}
