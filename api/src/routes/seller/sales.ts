import { Type } from '@sinclair/typebox';
import { SellerSalesResponseSchema, type SellerSalesResponse } from '../../../../shared-kit/src/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest } from '../../errors';
import { errorResponses, WorldParam } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { requireSeller } from '../account-settings/bank';
import { loggedIn } from '../account-settings/guard';

/** A seller's catalogue is bounded in practice; the table lists at most this many materials. */
export const MAX_SALES_MATERIALS = 500;
const DAY_MS = 24 * 3600 * 1000;

const SalesQuery = Type.Object({
  world: WorldParam,
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

interface MaterialRow {
  id: number; slug: string; title: string; world: string; currency_code: string; is_free: boolean; sales: number; revenue: number; downloads: number;
}
interface SaleRow { id: number; material_id: number; slug: string; title: string; world: string; currency_code: string; price_cents: number; created_at: Date }

/** Inclusive UTC days: [from 00:00, to + 1 day 00:00). */
function range(from?: string, to?: string): [Date | null, Date | null] {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : null;
  const end = to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS) : null;
  if (start && end && start.getTime() >= end.getTime()) throw badRequest('invalid_range', 'The end date lies before the start date', 'to');
  return [start, end];
}

// A sale is a purchase at a price: a free material taken in an order is not a sale (its downloads count instead).
const IN_RANGE = 'p.created_at >= coalesce($2::timestamptz, \'-infinity\') AND p.created_at < coalesce($3::timestamptz, \'infinity\')';

/**
 * spec §2 cabinet /sales-downloads: per material the sales, the revenue in the material's world's
 * currency and the downloads of free materials, with the sales themselves newest first; optionally
 * within a date range (inclusive days).
 */
export function registerSellerSales(app: App, ctx: Ctx) {
  app.get('/v1/seller/sales', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['seller'], summary: "The seller's sales and free downloads per material, and the sales newest first (optional date range)",
      querystring: SalesQuery, response: { 200: SellerSalesResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerSalesResponse> => {
    const user = await requireUser(ctx, request);
    requireSeller(user);
    const { from, to, page, per_page } = request.query;
    const [start, end] = range(from, to);
    const params = [user.id, start, end];
    const [materials, sales, count, downloads] = await Promise.all([
      ctx.db.query<MaterialRow>(
        `SELECT m.id, m.slug, m.title, m.world, m.currency_code, m.price_cents = 0 AS is_free,
                coalesce(s.sales, 0)::int AS sales, coalesce(s.revenue, 0)::int AS revenue, coalesce(d.downloads, 0)::int AS downloads
           FROM materials m
           LEFT JOIN (SELECT p.material_id, count(*) AS sales, sum(p.price_cents) AS revenue FROM purchases p
                       WHERE p.price_cents > 0 AND ${IN_RANGE} GROUP BY p.material_id) s ON s.material_id = m.id
           LEFT JOIN (SELECT p.material_id, count(*) AS downloads FROM material_downloads p
                       WHERE ${IN_RANGE} GROUP BY p.material_id) d ON d.material_id = m.id
          WHERE m.author_id = $1 AND m.status = 'published'
          ORDER BY coalesce(s.revenue, 0) DESC, coalesce(d.downloads, 0) DESC, m.title, m.id LIMIT ${MAX_SALES_MATERIALS}`,
        params,
      ),
      ctx.db.query<SaleRow>(
        `SELECT p.id, p.material_id, m.slug, m.title, m.world, m.currency_code, p.price_cents, p.created_at
           FROM purchases p JOIN materials m ON m.id = p.material_id
          WHERE m.author_id = $1 AND p.price_cents > 0 AND ${IN_RANGE}
          ORDER BY p.created_at DESC, p.id DESC LIMIT $4 OFFSET $5`,
        [...params, per_page, (page - 1) * per_page],
      ),
      ctx.db.query<{ currency_code: string; sales: number; revenue: number }>(
        `SELECT m.currency_code, count(*)::int AS sales, sum(p.price_cents)::int AS revenue
           FROM purchases p JOIN materials m ON m.id = p.material_id
          WHERE m.author_id = $1 AND p.price_cents > 0 AND ${IN_RANGE}
          GROUP BY m.currency_code ORDER BY revenue DESC`,
        params,
      ),
      ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM material_downloads p JOIN materials m ON m.id = p.material_id WHERE m.author_id = $1 AND ${IN_RANGE}`,
        params,
      ),
    ]);
    const ref = (r: { slug: string; title: string; world: string }, id: number) => ({ id, slug: r.slug, title: r.title, world: r.world });
    return {
      from: from ?? null,
      to: to ?? null,
      totals: count.map((c) => ({ currencyCode: c.currency_code, sales: c.sales, revenue: toMajor(c.revenue) })),
      downloads: downloads[0]?.n ?? 0,
      materials: materials.map((m) => ({
        ...ref(m, m.id), currencyCode: m.currency_code, isFree: m.is_free, sales: m.sales, revenue: toMajor(m.revenue), downloads: m.downloads,
      })),
      recent: {
        items: sales.map((s) => ({ id: s.id, material: ref(s, s.material_id), price: toMajor(s.price_cents), currencyCode: s.currency_code, soldAt: s.created_at.toISOString() })),
        total: count.reduce((sum, c) => sum + c.sales, 0),
        page,
        per_page,
      },
    };
  });
}
