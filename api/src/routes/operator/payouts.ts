import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import {
  MarkPaidBodySchema, maskIban, PayoutResponseSchema, PayoutRunResponseSchema, PayoutsResponseSchema, type Payout,
} from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses, IdParams, StringEnum, WorldParam } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { createPayouts, markPayoutPaid, PAYOUT_COLUMNS, type PayoutRow } from '../../money/payouts';
import { sepaCreditTransfer } from '../../money/sepa';
import { audit } from './audit';
import { requireOperator } from './guard';
import { readPage } from '../_lib/page';

const DAY_MS = 24 * 3600 * 1000;
const PayoutsQuery = Type.Object({
  world: WorldParam,
  status: Type.Optional(StringEnum(['pending', 'paid'] as const)),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
const ActionQuery = Type.Object({ world: WorldParam });
const SepaQuery = Type.Object({ world: WorldParam, execution_date: Type.Optional(Type.String({ format: 'date' })) });

export function toPayout(r: PayoutRow): Payout {
  return {
    id: r.id, seller: { id: r.seller_id, name: r.seller_name }, currencyCode: r.currency_code, amount: toMajor(r.amount_cents), status: r.status,
    accountHolder: r.account_holder, ibanMasked: maskIban(r.iban), bic: r.bic, createdAt: r.created_at.toISOString(),
    paidAt: r.paid_at ? r.paid_at.toISOString() : null, paidReference: r.paid_reference,
  };
}

/** Operator API for seller payouts (issue 12 "Payouts"): run, list, mark paid, the SEPA file of the pending ones. */
export function registerOperatorPayouts(app: App, ctx: Ctx) {
  app.get('/v1/operator/payouts', {
    schema: {
      tags: ['operator'], summary: 'Seller payouts, newest first, optionally by state; operators only',
      querystring: PayoutsQuery, response: { 200: PayoutsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    return readPage(ctx.db, {
      rows: `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN users u ON u.id = p.seller_id WHERE ($1::text IS NULL OR p.status = $1) ORDER BY p.id DESC`,
      count: 'SELECT count(*)::int AS n FROM payouts WHERE ($1::text IS NULL OR status = $1)',
      params: [request.query.status ?? null],
    }, request.query, toPayout);
  });

  app.post('/v1/operator/payouts/run', {
    schema: {
      tags: ['operator'], summary: 'The payout run (monthly): a pending payout for every available balance above the minimum; audited',
      querystring: ActionQuery, response: { 200: PayoutRunResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const result = await ctx.db.transaction(async (tx) => {
      const run = await createPayouts(tx, operator.id);
      for (const p of run.created) await audit(tx, operator.id, 'payout.create', { type: 'payout', id: p.id }, null, { ...p, iban: maskIban(p.iban) });
      return run;
    });
    return {
      created: result.created.map(toPayout),
      withoutAccount: result.withoutAccount.map((w) => ({ sellerId: w.sellerId, currencyCode: w.currency, amount: toMajor(w.amountCents) })),
    };
  });

  app.post('/v1/operator/payouts/:id/mark-paid', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'The bank executed the payout (day and reference): pending -> paid; audited',
      params: IdParams, querystring: ActionQuery, body: MarkPaidBodySchema, response: { 200: PayoutResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const day = new Date(`${request.body.paidOn}T00:00:00.000Z`);
    if (day.getTime() > Date.now()) throw badRequest('invalid_date', 'The payment date lies in the future', 'paidOn');
    const after = await ctx.db.transaction(async (tx) => {
      const change = await markPayoutPaid(tx, id, day, request.body.reference.trim(), operator.id);
      const masked = (p: PayoutRow) => ({ ...p, iban: maskIban(p.iban) });
      await audit(tx, operator.id, 'payout.mark_paid', { type: 'payout', id }, masked(change.before), masked(change.after));
      return change.after;
    });
    return { item: toPayout(after) };
  });

  app.get('/v1/operator/payouts/sepa', {
    schema: {
      tags: ['operator'], summary: 'The pending EUR payouts as a SEPA credit transfer file (pain.001.001.03 XML); audited',
      querystring: SepaQuery, response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    const now = new Date();
    const execution = request.query.execution_date ?? new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    if (execution < now.toISOString().slice(0, 10)) throw badRequest('invalid_date', 'The execution date lies in the past', 'execution_date');
    const xml = await ctx.db.transaction(async (tx) => {
      // SEPA moves euros only: payouts in other currencies are paid another way and are not in the file.
      const rows = await tx.query<PayoutRow>(
        `SELECT ${PAYOUT_COLUMNS} FROM payouts p JOIN users u ON u.id = p.seller_id
          WHERE p.status = 'pending' AND p.currency_code = 'EUR' ORDER BY p.id`,
      );
      if (!rows.length) throw new ApiError(409, 'nothing_to_export', 'There are no pending EUR payouts');
      const messageId = `TM-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${rows[0]!.id}`;
      await audit(tx, operator.id, 'payout.sepa_export', { type: 'payout', id: null }, null, {
        messageId, executionDate: execution, payouts: rows.map((r) => r.id), totalCents: rows.reduce((s, r) => s + r.amount_cents, 0),
      });
      return sepaCreditTransfer(
        rows.map((r) => ({
          payoutId: r.id, amountCents: r.amount_cents, accountHolder: r.account_holder, iban: r.iban, bic: r.bic,
          remittance: `Teachmarket payout ${r.id} ${r.seller_name}`,
        })),
        { messageId, createdAt: now, executionDate: execution },
      );
    });
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="teachmarket-payouts-${execution}.xml"`)
      .send(xml as never);
  });
}
