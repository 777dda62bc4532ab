import { Type } from '@sinclair/typebox';
import { SellerStatementsResponseSchema, type SellerStatementsResponse } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, WorldParam, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { statementPdf } from '../../money/pdf/statement-pdf';
import {
  currentMonth, runningMonthTotals, statementEntries, statementMonths, statementNumber, statementPayouts, type StatementMonthTotal,
} from '../../money/statement';
import { sellersOnly } from '../../auth/guards';

const MonthParams = Type.Object({ month: Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' }) });

/** issue 12: the monthly payout statements (credit notes) of a seller, listed and as PDF (cabinet /invoice-tax-documents). */
export function registerSellerStatements(app: App, ctx: Ctx) {
  app.get('/v1/seller/statements', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'],
      summary: "The seller's running month (provisional, sales so far, never numbered) and closed months with earned sales, with the statement number once issued",
      querystring: WorldQuery, response: { 200: SellerStatementsResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerStatementsResponse> => {
    const user = await requireUser(ctx, request);
    const now = new Date();
    const [running, months, issued] = await Promise.all([
      runningMonthTotals(ctx.db, user.id, now),
      statementMonths(ctx.db, user.id, now),
      ctx.db.query<{ month: string; number: string }>(`SELECT to_char(month, 'YYYY-MM') AS month, number FROM seller_statements WHERE seller_id = $1`, [user.id]),
    ]);
    const numbers = new Map(issued.map((s) => [s.month, s.number]));
    const totals = (rows: StatementMonthTotal[]) => rows.map((m) => ({ currencyCode: m.currency_code, sales: m.sales, net: toMajor(m.net) }));
    const closed = [...new Set(months.map((m) => m.month))].map((month) => ({
      month, number: numbers.get(month) ?? null, running: false, totals: totals(months.filter((m) => m.month === month)),
    }));
    // A seller expects today's sale somewhere: the running month is always listed first, even before its first sale.
    return { items: [{ month: currentMonth(now), number: null, running: true, totals: totals(running) }, ...closed] };
  });

  app.get('/v1/seller/statements/:month', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'],
      summary: 'A month\'s payout statement as PDF: a closed month\'s credit note gets its sequential number on the first download; the running month\'s is provisional and never numbered',
      params: MonthParams, querystring: Type.Object({ world: WorldParam }), response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { month } = request.params;
    const running = month === currentMonth();
    if (month > currentMonth()) throw notFound('Statement', month);
    const [entries, payouts, [seller]] = await Promise.all([
      statementEntries(ctx.db, user.id, month),
      statementPayouts(ctx.db, user.id, month),
      ctx.db.query<{ public_name: string; account_holder: string | null; iban: string | null }>(
        'SELECT u.public_name, b.account_holder, b.iban FROM users u LEFT JOIN bank_accounts b ON b.user_id = u.id WHERE u.id = $1', [user.id],
      ),
    ]);
    if (!running && !entries.length && !payouts.length) throw notFound('Statement', month);
    // Numbers are gap-free and final: the running month can still change, so it never takes one.
    const number = running ? null : await ctx.db.transaction((tx) => statementNumber(tx, user.id, month));
    const pdf = await statementPdf({
      number, month, entries, payouts, issuedAt: new Date(),
      seller: { id: user.id, name: seller?.public_name ?? '', accountHolder: seller?.account_holder ?? null, iban: seller?.iban ?? null },
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${number ?? `statement-${month}-provisional`}.pdf"`)
      .send(pdf as never);
  });
}
