import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { MaterialSummarySchema, type MaterialSummary } from '@teachmarket/contracts/api-types';
import { SubscriptionBodySchema, SubscriptionResponseSchema, WishlistQueryBodySchema } from '@teachmarket/contracts/api-types/favourites';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import { requireUser, type SessionUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { forbidden } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { assertPublished } from './store';

const SchoolWishlistResponse = Type.Object({
  items: Type.Array(MaterialSummarySchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(),
  /** Ids on this page the caller may remove (the school admin: all; a member: those they added). */
  removable: Type.Array(Type.Integer()),
});

/** spec §6: the school wishlist belongs to a school account; only its members see or change it. */
function schoolOf(user: SessionUser): number {
  if (!user.school_id || !user.school_role) throw forbidden('Only members of a school account have a school wishlist');
  return user.school_id;
}

async function countSchool(ctx: Ctx, schoolId: number): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM school_wishlist WHERE school_id = $1', [schoolId]);
  return row?.n ?? 0;
}

/**
 * spec §7 subscribe/school, unsubscribe/school and wishlist/school/query. Who may (spec §6 roles):
 * any school member (member or master) adds; the school admin (master) removes any entry, a member
 * only the entries they added. Everyone else: 403.
 */
export function registerSchoolWishlist(app: App, ctx: Ctx) {
  const tags = ['favourites'];
  const schema = { tags, querystring: WorldQuery, body: SubscriptionBodySchema, response: { 200: SubscriptionResponseSchema, ...errorResponses } };

  app.post('/v3/subscriptions/subscribe/school', {
    preValidation: loggedIn(ctx), schema: { ...schema, summary: "Add a material to the caller's school wishlist (any school member)" } }, async (request) => {
    const user = await requireUser(ctx, request);
    const schoolId = schoolOf(user);
    const id = request.body.subjectId;
    await assertPublished(ctx, id);
    await ctx.db.query('INSERT INTO school_wishlist (school_id, material_id, added_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [schoolId, id, user.id]);
    return { id, total: await countSchool(ctx, schoolId) };
  });

  app.post('/v3/subscriptions/unsubscribe/school', {
    preValidation: loggedIn(ctx), schema: { ...schema, summary: 'Remove a material from the school wishlist (school admin: any; member: what they added)' } }, async (request) => {
    const user = await requireUser(ctx, request);
    const schoolId = schoolOf(user);
    const id = request.body.subjectId;
    const [row] = await ctx.db.query<{ added_by: number | null }>('SELECT added_by FROM school_wishlist WHERE school_id = $1 AND material_id = $2', [schoolId, id]);
    if (row && user.school_role !== 'master' && row.added_by !== user.id) throw forbidden('Only the school admin or the member who added it may remove this material');
    await ctx.db.query('DELETE FROM school_wishlist WHERE school_id = $1 AND material_id = $2', [schoolId, id]);
    return { id, total: await countSchool(ctx, schoolId) };
  });

  app.post('/v3/elastic-indexer/wishlist/school/query', {
    schema: { tags, summary: "The caller's school wishlist, newest first, 200 per page (spec §5)", querystring: WorldQuery, body: WishlistQueryBodySchema, response: { 200: SchoolWishlistResponse, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const schoolId = schoolOf(user);
    const { filters, limit, page } = request.body;
    const params: unknown[] = [schoolId];
    let where = `w.school_id = $1 AND m.status = 'published'`;
    if (filters?.world) {
      params.push(filters.world);
      where += ` AND m.world = $${params.length}`;
    }
    const [rows, count] = await Promise.all([
      ctx.db.query<SummaryRow & { added_by: number | null }>(
        `SELECT ${SUMMARY_COLUMNS}, w.added_by FROM ${SUMMARY_FROM} JOIN school_wishlist w ON w.material_id = m.id
          WHERE ${where} ORDER BY w.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        params,
      ),
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM school_wishlist w JOIN materials m ON m.id = w.material_id WHERE ${where}`, params),
    ]);
    const items: MaterialSummary[] = rows.map((r) => toSummary(r, ctx.config.publicUrl));
    const removable = rows.filter((r) => user.school_role === 'master' || r.added_by === user.id).map((r) => r.id);
    return { items, total: count[0]?.n ?? 0, page, per_page: limit, removable };
  });
}
