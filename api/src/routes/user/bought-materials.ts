import { Type } from '@sinclair/typebox';
import { MaterialSummarySchema } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { App, Ctx } from '../../context';
import { errorResponses, PageQuery, WorldParam } from '../../lib/schema';

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
    const { page, per_page } = request.query;
    const [rows, total] = await Promise.all([
      ctx.db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} JOIN purchases p ON p.material_id = m.id
         WHERE p.user_id = $1 ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
        [user.id, per_page, (page - 1) * per_page],
      ),
      ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [user.id]),
    ]);
    return { items: rows.map((r) => toSummary(r, ctx.config.publicUrl)), total: total[0]?.n ?? 0, page, per_page };
  });
}
