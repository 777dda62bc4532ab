import { UploadMaterialResponseSchema } from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { ownUpload, toUpload, callersUpload, type UploadRow } from './model';
import { checkPublishable, publishRow } from './publish';

/** The material is named in the world it belongs to (a call for another world is the client's mistake). */
function sameWorld(row: UploadRow, world: string) {
  if (row.world !== world) throw badRequest('wrong_world', `Material ${row.id} belongs to the ${row.world} world`, 'world');
}

/**
 * QA s16 finding 8: the author takes a published material off sale and puts it back. Withdrawn, it
 * is a draft again (out of search, suggestions, facet counts and the public material page at once:
 * the status change fires the change feed's trigger), marked unpublished_by = 'author'; buyers keep
 * their downloads and their bought-materials entry (materials/access.ts), and it can no longer be
 * deleted. Only the author may do either; a material an operator took out stays out until the
 * author corrects it and publishes it through the ordinary publish call (issue 19).
 */
export function registerWithdrawal(app: App, ctx: Ctx) {
  app.post('/v3/uploads/material/:id/withdraw', {
    schema: {
      tags: ['uploads'],
      summary: 'Take an own published material off sale (a draft again, out of the catalogue); buyers keep their downloads; it can be published again',
      params: IdParams, querystring: WorldQuery, response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    sameWorld(row, request.query.world);
    const [done] = await ctx.db.query<{ id: number }>(
      `UPDATE materials SET status = 'draft', unpublished_at = now(), unpublished_by = 'author', unpublished_reason = NULL
        WHERE id = $1 AND status = 'published' RETURNING id`, [row.id],
    );
    if (!done) throw new ApiError(409, 'not_published', 'This material is not on sale');
    return { item: toUpload(await ownUpload(ctx, row.id, user.id)) };
  });

  app.post('/v3/uploads/material/:id/republish', {
    schema: {
      tags: ['uploads'],
      summary: 'Put an own material that its author withdrew back on sale as it is (409 unpublished_by_operator when an operator took it out)',
      params: IdParams, querystring: WorldQuery, response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    sameWorld(row, request.query.world);
    if (row.status === 'published') throw new ApiError(409, 'already_published', 'This material is on sale');
    if (row.unpublished_at === null) throw new ApiError(409, 'never_published', 'This draft was never on sale: publish it');
    if (row.unpublished_by !== 'author') {
      throw new ApiError(409, 'unpublished_by_operator', 'Teachmarket took this material out of the catalogue: correct it as the mail says, then publish it');
    }
    await checkPublishable(ctx, row);
    await publishRow(ctx, row);
    return { item: toUpload(await ownUpload(ctx, row.id, user.id)) };
  });
}
