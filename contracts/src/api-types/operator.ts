/**
 * Operator API (issue 12 money, issue 19 orders and money; role operator, spec §6): invoice orders
 * awaiting payment, mark paid / cancel / refund, seller payouts and their SEPA export. Every action is
 * audited (who, when, what, before, after). Only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { OrderStatusSchema, HOLD_REASONS, type HoldReason } from './orders';

const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const OperatorOrderSchema = Type.Object({
  id: Type.Integer(),
  invoiceNumber: Type.String(),
  status: OrderStatusSchema,
  buyer: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String(), confirmed: Type.Boolean() }),
  world: Type.String(),
  paymentMethod: Type.String(),
  currencyCode: Type.String(),
  /** What the buyer owes (major units). */
  total: Type.Number(),
  createdAt: DateTime,
  dueDate: NullableDateTime,
  overdue: Type.Boolean(),
  downloadsAvailable: Type.Boolean(),
  heldBecause: Type.Union([Type.Unsafe<HoldReason>({ type: 'string', enum: [...HOLD_REASONS] }), Type.Null()]),
  paidAt: NullableDateTime,
  paymentReference: Type.Union([Type.String(), Type.Null()]),
  cancelledAt: NullableDateTime,
  refundedAt: NullableDateTime,
});
export type OperatorOrder = Static<typeof OperatorOrderSchema>;

export const OPERATOR_ORDER_FILTERS = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;
export const OperatorOrdersResponseSchema = Type.Object({
  items: Type.Array(OperatorOrderSchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(),
});
export type OperatorOrdersResponse = Static<typeof OperatorOrdersResponseSchema>;
export const OperatorOrderResponseSchema = Type.Object({ item: OperatorOrderSchema });
export type OperatorOrderResponse = Static<typeof OperatorOrderResponseSchema>;

/** The bank statement's booking: the day the money arrived and its reference (e.g. the bank's transaction id). */
export const MarkPaidBodySchema = Type.Object(
  { paidOn: Day, reference: Type.String({ minLength: 1, maxLength: 140, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type MarkPaidBody = Static<typeof MarkPaidBodySchema>;

export const OrderActionBodySchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type OrderActionBody = Static<typeof OrderActionBodySchema>;

export const PayoutSchema = Type.Object({
  id: Type.Integer(),
  seller: Type.Object({ id: Type.Integer(), name: Type.String() }),
  currencyCode: Type.String(),
  amount: Type.Number(),
  status: Type.Unsafe<'pending' | 'paid'>({ type: 'string', enum: ['pending', 'paid'] }),
  accountHolder: Type.String(),
  /** Masked: the full IBAN appears only in the SEPA file. */
  ibanMasked: Type.String(),
  bic: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  paidAt: NullableDateTime,
  paidReference: Type.Union([Type.String(), Type.Null()]),
});
export type Payout = Static<typeof PayoutSchema>;

export const PayoutsResponseSchema = Type.Object({
  items: Type.Array(PayoutSchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(),
});
export type PayoutsResponse = Static<typeof PayoutsResponseSchema>;
export const PayoutResponseSchema = Type.Object({ item: PayoutSchema });
export type PayoutResponse = Static<typeof PayoutResponseSchema>;

export const PayoutRunResponseSchema = Type.Object({
  created: Type.Array(PayoutSchema),
  /** Balances above the minimum that wait for the seller to save a payout account. */
  withoutAccount: Type.Array(Type.Object({ sellerId: Type.Integer(), currencyCode: Type.String(), amount: Type.Number() })),
});
export type PayoutRunResponse = Static<typeof PayoutRunResponseSchema>;
