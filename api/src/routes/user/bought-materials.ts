import { Type } from '@sinclair/typebox';
import { MaterialSummarySchema } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { App, Ctx } from '../../context';
import { errorResponses, PageQuery, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

/** spec §2 /bought-materials: the logged-in buyer's purchases, newest purchase first. */
export function registerBoughtMaterials(app: App, ctx: Ctx) {
  app.get('/v1/user/bought-materials', {
    schema: {
      tags: ['user'],
      summary: "The logged-in user's bought materials",
      querystring: Type.Object({ world: WorldParam, ...PageQuery }),
      response: {
        200: Type.Object({ items: Type.Array(MaterialSummarySchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return readPage(ctx.db, {
      rows: `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} JOIN purchases p ON p.material_id = m.id WHERE p.user_id = $1 ORDER BY p.id DESC`,
      count: 'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
      params: [user.id],
    }, request.query, (r: SummaryRow) => toSummary(r, ctx.config.publicUrl));
  });
}
