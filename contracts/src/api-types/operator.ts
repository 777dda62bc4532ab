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

// ---------------------------------------------------------------------------------------------
// Issue 19, the operator's console: school verification, users, the audit log.
// ---------------------------------------------------------------------------------------------

const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A school that asked for verification (spec §6 "verified school user"), with its admin to decide by. */
export const VerificationRequestSchema = Type.Object({
  schoolId: Type.Integer(),
  name: Type.String(),
  world: Type.String(),
  schoolType: Type.String(),
  city: Nullable(Type.String()),
  /** The official e-mail domain the admin asks to be checked (their own address is at it). */
  domain: Type.String(),
  requestedAt: DateTime,
  members: Type.Integer(),
  admin: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }), Type.Null()]),
});
export type VerificationRequest = Static<typeof VerificationRequestSchema>;
export const VerificationRequestsResponseSchema = Paged(VerificationRequestSchema);
export type VerificationRequestsResponse = Static<typeof VerificationRequestsResponseSchema>;

/** The answer of approve / reject: the school's verification as its members now see it. */
export const VerificationDecisionResponseSchema = Type.Object({
  schoolId: Type.Integer(),
  state: Type.Unsafe<'verified' | 'unverified'>({ type: 'string', enum: ['verified', 'unverified'] }),
  /** A mail to the school admin was queued (false: the school has no admin to tell). */
  mailed: Type.Boolean(),
});
export type VerificationDecisionResponse = Static<typeof VerificationDecisionResponseSchema>;

/** A reason the operator gives (reject: mailed to the school admin; lock: for the audit trail). */
export const ReasonBodySchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBodySchema>;

export const OPERATOR_USER_ROLES = ['operator', 'seller', 'school_admin', 'school_member', 'buyer'] as const;
export type OperatorUserRole = (typeof OPERATOR_USER_ROLES)[number];

export const OperatorUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  world: Type.String(),
  createdAt: DateTime,
  /** Sign-up confirmed (double opt-in) or proven by a provider / invitation. */
  confirmed: Type.Boolean(),
  roles: Type.Array(Type.Unsafe<OperatorUserRole>({ type: 'string', enum: [...OPERATOR_USER_ROLES] })),
  lockedAt: NullableDateTime,
});
export type OperatorUser = Static<typeof OperatorUserSchema>;
export const OperatorUsersResponseSchema = Paged(OperatorUserSchema);
export type OperatorUsersResponse = Static<typeof OperatorUsersResponseSchema>;

export const OperatorUserDetailSchema = Type.Object({
  user: OperatorUserSchema,
  lockedReason: Nullable(Type.String()),
  school: Type.Union([
    Type.Object({
      id: Type.Integer(), name: Type.String(), role: Type.Unsafe<'master' | 'member'>({ type: 'string', enum: ['master', 'member'] }),
      verified: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  /** The newest orders (at most 20) and how many there are. */
  orders: Type.Array(OperatorOrderSchema),
  ordersTotal: Type.Integer(),
});
export type OperatorUserDetail = Static<typeof OperatorUserDetailSchema>;
export const OperatorUserDetailResponseSchema = Type.Object({ item: OperatorUserDetailSchema });
export type OperatorUserDetailResponse = Static<typeof OperatorUserDetailResponseSchema>;

export const AUDIT_SUBJECT_TYPES = ['order', 'payout', 'school', 'user', 'registry', 'comment', 'rating', 'material'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** One operator action: who, when, what, on which subject, the state before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  createdAt: DateTime,
  operator: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
  /** e.g. order.mark_paid, school.verification_approve, user.lock. */
  action: Type.String(),
  subject: Type.Object({ type: Type.Unsafe<AuditSubjectType>({ type: 'string', enum: [...AUDIT_SUBJECT_TYPES] }), id: Nullable(Type.Integer()) }),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
export const AuditLogResponseSchema = Paged(AuditEntrySchema);
export type AuditLogResponse = Static<typeof AuditLogResponseSchema>;
