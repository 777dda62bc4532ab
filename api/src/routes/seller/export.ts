import { Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import { SALES_EXPORT_VIEWS } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, StringEnum, WorldParam } from '../../lib/schema';
import { sellersOnly } from '../../auth/guards';
import { range, saleMonths, saleRows } from './sales-data';

const ExportQuery = Type.Object({
  world: WorldParam,
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  view: StringEnum(SALES_EXPORT_VIEWS, { default: 'sales' }),
});

/** Amounts as plain decimals with a dot (what spreadsheets import in every locale's CSV dialog). */
const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * issue 12: the seller's sales as CSV (csv-stringify quotes titles with commas, quotes and line
 * breaks): one row per sale with gross, discount, fee and net and its state, or one row per month
 * and currency. A title starting with = + - @ is prefixed with ' so a spreadsheet does not run it.
 */
export function registerSalesExport(app: App, ctx: Ctx) {
  app.get('/v1/seller/sales/export', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'], summary: "The seller's sales (view=sales) or months (view=months) as CSV: gross, discount, fee, net",
      querystring: ExportQuery, response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { from, to, view } = request.query;
    const params = [user.id, ...range(from, to)];
    const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    const csv = view === 'months'
      ? stringify((await saleMonths(ctx.db, params)).map((m) => [m.month, m.currency_code, m.sales, amount(m.gross), amount(m.discount), amount(m.fee), amount(m.net)]), {
        header: true, columns: ['month', 'currency', 'sales', 'gross', 'discount', 'fee', 'net'],
      })
      : stringify((await saleRows(ctx.db, params, null)).map((s) => [
        s.created_at.toISOString().slice(0, 10), s.invoice_number ?? '', s.material_id, safe(s.title), s.currency_code, amount(s.gross),
        amount(s.discount), s.fee_percent, amount(s.fee), amount(s.net), s.state,
      ]), { header: true, columns: ['date', 'invoice', 'material_id', 'material', 'currency', 'gross', 'discount', 'fee_percent', 'fee', 'net', 'state'] });
    const name = `teachmarket-${view}-${from ?? 'start'}-${to ?? 'today'}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csv as never);
  });
}
