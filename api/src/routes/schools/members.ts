import { Type } from '@sinclair/typebox';
import { TransferAdminBodySchema } from '@teachmarket/contracts/api-types/schools';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';
import { queueSchoolRemovalMail } from '../../mail/school-removal';
import { schoolAdminOf, OPEN_NEW_ACCOUNT } from './load';

const Ok = Type.Object({ success: Type.Boolean() });
const notMember = (field: string) => new ApiError(404, 'not_member', 'No such member in your school account', field);

/** spec §6 school admin (role master): manages the school account's members. */
export function registerSchoolMembers(app: App, ctx: Ctx) {
  app.delete('/v3/schools/members/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'The school admin removes a member from the school account (the account itself stays; the member is mailed)',
      querystring: WorldQuery, params: IdParams, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const { admin, schoolId } = await schoolAdminOf(ctx, request);
    if (request.params.id === admin.id) throw badRequest('cannot_remove_self', 'Hand the admin role to a colleague before you leave', 'id');
    await ctx.db.transaction(async (tx) => {
      const removed = await tx.query(
        `UPDATE users u SET school_id = NULL, school_role = NULL WHERE u.id = $1 AND u.school_id = $2 AND NOT ${OPEN_NEW_ACCOUNT} RETURNING 1`,
        [request.params.id, schoolId],
      );
      if (!removed.length) throw notMember('id');
      // s17 QA3: the member hears of it, in the same transaction (a rolled-back removal mails nothing).
      await queueSchoolRemovalMail(ctx, tx, request.params.id, schoolId, admin.id);
    });
    return { success: true };
  });

  app.post('/v3/schools/transfer-admin', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'The school admin hands the admin role (master) to a member and becomes a member',
      querystring: WorldQuery, body: TransferAdminBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const { admin, schoolId } = await schoolAdminOf(ctx, request);
    const { userId } = request.body;
    if (userId === admin.id) throw badRequest('validation_failed', 'Choose a colleague, not yourself', 'userId');
    await ctx.db.transaction(async (tx) => {
      // A colleague who has not finished registration cannot take over yet.
      const promoted = await tx.query(
        `UPDATE users u SET school_role = 'master' WHERE u.id = $1 AND u.school_id = $2 AND NOT ${OPEN_NEW_ACCOUNT} RETURNING 1`,
        [userId, schoolId],
      );
      if (!promoted.length) throw notMember('userId');
      const demoted = await tx.query("UPDATE users SET school_role = 'member' WHERE id = $1 AND school_id = $2 AND school_role = 'master' RETURNING 1", [admin.id, schoolId]);
      if (!demoted.length) throw new ApiError(409, 'not_admin_anymore', 'You are no longer the admin of this school account');
    });
    return { success: true };
  });
}
