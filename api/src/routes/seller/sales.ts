import { Type } from '@sinclair/typebox';
import { SellerSalesResponseSchema, type SellerSalesResponse } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldParam } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { sellersOnly } from '../../auth/guards';
import { range, saleCount, saleMonths, saleRows, saleTotals, type MoneyRow } from './sales-data';

/** A seller's catalogue is bounded in practice; the table lists at most this many materials. */
export const MAX_SALES_MATERIALS = 500;

const SalesQuery = Type.Object({
  world: WorldParam,
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

interface MaterialRow {
  id: number; slug: string; title: string; world: string; currency_code: string; is_free: boolean; sales: number; revenue: number; net: number; downloads: number;
}

const IN_RANGE = 'p.created_at >= coalesce($2::timestamptz, \'-infinity\') AND p.created_at < coalesce($3::timestamptz, \'infinity\')';
const money = (r: MoneyRow) => ({ gross: toMajor(r.gross), discount: toMajor(r.discount), fee: toMajor(r.fee), net: toMajor(r.net) });

/**
 * spec §2 cabinet /sales-downloads, issue 12 "Seller money": per material the sales, gross and net
 * in the material's world's currency and the downloads of free materials; totals and months with
 * gross, the seller's own voucher discount, the platform fee and the net; the sales themselves newest
 * first with their state (awaiting payment, paid, cancelled, refunded); optionally within a date range
 * (inclusive days). Read from the order lines (api/src/money/), so what the buyer paid and what the
 * seller earns are the same numbers.
 */
export function registerSellerSales(app: App, ctx: Ctx) {
  app.get('/v1/seller/sales', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'], summary: "The seller's sales (gross, discount, fee, net, state) per material, month and one by one, and free downloads",
      querystring: SalesQuery, response: { 200: SellerSalesResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerSalesResponse> => {
    const user = await requireUser(ctx, request);
    const { from, to, page, per_page } = request.query;
    const [start, end] = range(from, to);
    const params = [user.id, start, end];
    const [materials, sales, total, totals, months, downloads] = await Promise.all([
      ctx.db.query<MaterialRow>(
        `SELECT m.id, m.slug, m.title, m.world, m.currency_code, m.price_cents = 0 AS is_free,
                coalesce(s.sales, 0)::int AS sales, coalesce(s.revenue, 0)::int AS revenue, coalesce(s.net, 0)::int AS net,
                coalesce(d.downloads, 0)::int AS downloads
           FROM materials m
           LEFT JOIN (SELECT l.material_id, count(*) AS sales, sum(l.gross_cents) AS revenue, sum(l.net_cents) AS net
                        FROM order_lines l WHERE l.seller_id = $1 AND l.active AND l.gross_cents > 0
                         AND l.created_at >= coalesce($2::timestamptz, '-infinity') AND l.created_at < coalesce($3::timestamptz, 'infinity')
                       GROUP BY l.material_id) s ON s.material_id = m.id
           LEFT JOIN (SELECT p.material_id, count(*) AS downloads FROM material_downloads p
                       WHERE ${IN_RANGE} AND p.grant_kind = 'free' GROUP BY p.material_id) d ON d.material_id = m.id
          WHERE m.author_id = $1 AND m.status = 'published'
          ORDER BY coalesce(s.revenue, 0) DESC, coalesce(d.downloads, 0) DESC, m.title, m.id LIMIT ${MAX_SALES_MATERIALS}`,
        params,
      ),
      saleRows(ctx.db, params, per_page, (page - 1) * per_page),
      saleCount(ctx.db, params),
      saleTotals(ctx.db, params),
      saleMonths(ctx.db, params),
      ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM material_downloads p JOIN materials m ON m.id = p.material_id
          WHERE m.author_id = $1 AND ${IN_RANGE} AND p.grant_kind = 'free'`,
        params,
      ),
    ]);
    const ref = (r: { slug: string; title: string; world: string }, id: number) => ({ id, slug: r.slug, title: r.title, world: r.world });
    return {
      from: from ?? null,
      to: to ?? null,
      totals: totals.map((t) => ({ currencyCode: t.currency_code, sales: t.sales, revenue: toMajor(t.gross), ...money(t) })),
      months: months.map((m) => ({ month: m.month, currencyCode: m.currency_code, sales: m.sales, ...money(m) })),
      downloads: downloads[0]?.n ?? 0,
      materials: materials.map((m) => ({
        ...ref(m, m.id), currencyCode: m.currency_code, isFree: m.is_free, sales: m.sales, revenue: toMajor(m.revenue), net: toMajor(m.net),
        downloads: m.downloads,
      })),
      recent: {
        items: sales.map((s) => ({
          id: s.id, material: ref(s, s.material_id), price: toMajor(s.gross), ...money({ ...s, sales: 1 }), feePercent: s.fee_percent,
          state: s.state, currencyCode: s.currency_code, soldAt: s.created_at.toISOString(),
        })),
        total,
        page,
        per_page,
      },
    };
  });
}
