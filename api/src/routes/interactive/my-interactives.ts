import { Type } from '@sinclair/typebox';
import { MaterialSummarySchema, MY_INTERACTIVE_SCOPES } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { App, Ctx } from '../../context';
import { errorResponses, PageQuery, StringEnum, WorldParam } from '../../lib/schema';
import { readPage } from '../_lib/page';

/**
 * spec §2 /interactive/my-interactives (noindex): the logged-in user's interactive materials, i.e. those with
 * an interactiveId (spec §3 Material) that the user bought or wrote. Not limited to one world, like bought materials.
 */
export function registerMyInteractives(app: App, ctx: Ctx) {
  app.get('/v3/interactive/my-materials', {
    schema: {
      tags: ['interactive'], summary: "The logged-in user's interactive materials (bought, own or both), newest first",
      querystring: Type.Object(
        { world: WorldParam, scope: StringEnum(MY_INTERACTIVE_SCOPES, { default: 'all' }), ...PageQuery },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Object({ items: Type.Array(MaterialSummarySchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { scope } = request.query;
    const bought = 'EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id AND p.user_id = $1)';
    const own = 'm.author_id = $1';
    const whose = scope === 'bought' ? bought : scope === 'own' ? own : `(${bought} OR ${own})`;
    const where = `m.interactive_id IS NOT NULL AND m.status <> 'deleted' AND ${whose}`;
    return readPage(ctx.db, {
      rows: `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC`,
      count: `SELECT count(*)::int AS n FROM materials m WHERE ${where}`,
      params: [user.id],
    }, request.query, (r: SummaryRow) => toSummary(r, ctx.config.publicUrl));
  });
}
