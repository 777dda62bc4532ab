import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import {
  MarkPaidBodySchema, OPERATOR_ORDER_FILTERS, OperatorOrderResponseSchema, OperatorOrdersResponseSchema, OrderActionBodySchema,
  type HoldReason, type OperatorOrder, type OrderStatus,
} from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { badRequest, notFound } from '../../errors';
import { errorResponses, IdParams, StringEnum, WorldParam } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { CONFIRMED } from '../../money/release';
import { cancelOrder, refundOrder, settleOrder } from '../../money/settle';
import { audit } from './audit';
import { requireOperator } from './guard';
import { readPage } from '../_lib/page';

const OrdersQuery = Type.Object({
  world: WorldParam,
  status: StringEnum(OPERATOR_ORDER_FILTERS, { default: 'awaiting_payment' }),
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
const ActionQuery = Type.Object({ world: WorldParam });

export interface OrderRow {
  id: number; invoice_number: string; status: OrderStatus; buyer_id: number; email: string; public_name: string; confirmed: boolean;
  world: string; payment_method: string; currency_code: string; total_cents: number; created_at: Date; due_at: Date | null;
  files_released_at: Date | null; hold_reason: HoldReason | null; paid_at: Date | null; payment_reference: string | null;
  cancelled_at: Date | null; refunded_at: Date | null;
}

/** The columns toOperatorOrder reads (orders o JOIN users u), shared with the user detail (users.ts). */
export const ORDER_COLUMNS = `o.id, o.invoice_number, o.status, u.id AS buyer_id, u.email, u.public_name, ${CONFIRMED} AS confirmed,
  o.world, o.payment_method, o.currency_code, o.total_cents, o.created_at, o.due_at, o.files_released_at, o.hold_reason, o.paid_at,
  o.payment_reference, o.cancelled_at, o.refunded_at`;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toOperatorOrder(r: OrderRow): OperatorOrder {
  const awaiting = r.status === 'awaiting_payment';
  const downloadsAvailable = r.status === 'paid' || (awaiting && r.files_released_at !== null);
  return {
    id: r.id, invoiceNumber: r.invoice_number, status: r.status,
    buyer: { id: r.buyer_id, email: r.email, name: r.public_name, confirmed: r.confirmed },
    world: r.world, paymentMethod: r.payment_method, currencyCode: r.currency_code, total: toMajor(r.total_cents),
    createdAt: iso(r.created_at)!, dueDate: iso(r.due_at), overdue: awaiting && r.due_at !== null && new Date(r.due_at).getTime() < Date.now(),
    downloadsAvailable, heldBecause: awaiting && !downloadsAvailable ? (r.hold_reason ?? 'unconfirmed') : null,
    paidAt: iso(r.paid_at), paymentReference: r.payment_reference, cancelledAt: iso(r.cancelled_at), refundedAt: iso(r.refunded_at),
  };
}

async function loadOne(db: Queryable, id: number): Promise<OperatorOrder> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`, [id]);
  if (!row) throw notFound('Order', id);
  return toOperatorOrder(row);
}

/** The booking day of a payment: not in the future, not before the order (a typo would back-date the settlement). */
function paymentDay(paidOn: string, orderCreated: string): Date {
  const day = new Date(`${paidOn}T00:00:00.000Z`);
  if (day.getTime() > Date.now()) throw badRequest('invalid_date', 'The payment date lies in the future', 'paidOn');
  if (paidOn < orderCreated.slice(0, 10)) throw badRequest('invalid_date', 'The payment date lies before the order', 'paidOn');
  return day;
}

const REVERSALS = [
  { action: 'cancel', undo: cancelOrder, summary: 'Cancel an unpaid order: access revoked, the sellers\' sales reversed, credits returned; audited' },
  { action: 'refund', undo: refundOrder, summary: 'Refund a paid order: downloads revoked, the sellers\' net reversed in the ledger; audited' },
] as const;

/** Operator API for orders (issue 12 "invoice payment is a real receivable", issue 19): list, mark paid, cancel, refund. */
export function registerOperatorOrders(app: App, ctx: Ctx) {
  app.get('/v1/operator/orders', {
    schema: {
      tags: ['operator'], summary: 'Orders by state, oldest due first (default: invoice orders awaiting payment); operators only',
      querystring: OrdersQuery, response: { 200: OperatorOrdersResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    const { status } = request.query;
    return readPage(ctx.db, {
      rows: `SELECT ${ORDER_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id WHERE o.status = $1 ORDER BY o.due_at NULLS LAST, o.id`,
      count: 'SELECT count(*)::int AS n FROM orders WHERE status = $1',
      params: [status],
    }, request.query, toOperatorOrder);
  });

  app.post('/v1/operator/orders/:id/mark-paid', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'The invoice was paid (booking day and bank reference): settles the order, releases its files; audited',
      params: IdParams, querystring: ActionQuery, body: MarkPaidBodySchema, response: { 200: OperatorOrderResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { id } = request.params;
    const { paidOn, reference } = request.body;
    await ctx.db.transaction(async (tx) => {
      const current = await loadOne(tx, id);
      const { before, after } = await settleOrder(ctx, tx, id, { paidAt: paymentDay(paidOn, current.createdAt), reference: reference.trim() });
      await audit(tx, operator.id, 'order.mark_paid', { type: 'order', id }, before, after);
    });
    return { item: await loadOne(ctx.db, id) };
  });

  // Cancel and refund take the same body (a reason for the audit trail) and differ only in what they undo.
  for (const { action, summary, undo } of REVERSALS) {
    app.post(`/v1/operator/orders/:id/${action}`, {
      preValidation: loggedIn(ctx),
      schema: {
        tags: ['operator'], summary,
        params: IdParams, querystring: ActionQuery, body: OrderActionBodySchema, response: { 200: OperatorOrderResponseSchema, ...errorResponses },
      },
    }, async (request) => {
      const operator = await requireOperator(ctx, request);
      const { id } = request.params;
      await ctx.db.transaction(async (tx) => {
        const { before, after } = await undo(ctx, tx, id);
        await audit(tx, operator.id, `order.${action}`, { type: 'order', id }, before, { ...after, reason: request.body.reason.trim() });
      });
      return { item: await loadOne(ctx.db, id) };
    });
  }
}
