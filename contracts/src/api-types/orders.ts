/**
 * Checkout (issue 4): payment options, orders and their invoice data, shared by API and frontend.
 * Only @sinclair/typebox and ../rules may be imported here (see index.ts). Prices in the order's currency, major units.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BILLING_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '../rules/billing';

export { BILLING_LIMITS, PAYMENT_METHODS, type PaymentMethod };

export const BillingSchema = Type.Object(
  {
    name: Type.String({ minLength: BILLING_LIMITS.name.min, maxLength: BILLING_LIMITS.name.max }),
    street: Type.String({ minLength: BILLING_LIMITS.street.min, maxLength: BILLING_LIMITS.street.max }),
    postcode: Type.String({ pattern: BILLING_LIMITS.postcode.pattern }),
    city: Type.String({ minLength: BILLING_LIMITS.city.min, maxLength: BILLING_LIMITS.city.max }),
    /** ISO 3166-1 alpha-2. */
    country: Type.String({ pattern: BILLING_LIMITS.country.pattern }),
    taxId: Type.Optional(Type.String({ pattern: BILLING_LIMITS.taxId.pattern })),
  },
  { additionalProperties: false },
);
export type Billing = Static<typeof BillingSchema>;

export const CreateOrderBodySchema = Type.Object(
  {
    paymentMethod: Type.Unsafe<PaymentMethod>({ type: 'string', enum: [...PAYMENT_METHODS] }),
    useCredits: Type.Boolean(),
    billing: BillingSchema,
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBodySchema>;

export const PaymentOptionsSchema = Type.Object({
  items: Type.Object({
    /** Only configured methods; invoice is the embedded default and always there. */
    methods: Type.Array(Type.Object({ id: Type.String(), isDefault: Type.Boolean() })),
    /** The logged-in user's credits (0 for anonymous visitors). */
    availableCredits: Type.Number(),
    currencyCode: Type.String(),
  }),
});
export type PaymentOptions = Static<typeof PaymentOptionsSchema>;

export const OrderItemSchema = Type.Object({
  materialId: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  authorName: Type.String(),
  /** 0 when a bundle in the same order already contains it. */
  price: Type.Number(),
  /** What the buyer pays for this line after its share of the voucher and the credits (lines add up to finalPrice). */
  paid: Type.Number(),
});
export type OrderItem = Static<typeof OrderItemSchema>;

/**
 * An order's state (issue 12 "Buyer money"): an invoice is a receivable, awaiting_payment until the
 * money is in (paid); an unpaid order can be cancelled, a paid one refunded. 'pending' is a legacy value.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled', 'refunded', 'pending'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = Type.Unsafe<OrderStatus>({ type: 'string', enum: [...ORDER_STATUSES] });

/** Why the files of an unpaid order are held (api/src/money/release.ts): not confirmed, an overdue invoice, over the credit limit. */
export const HOLD_REASONS = ['unconfirmed', 'overdue', 'over_limit'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const BankTransferSchema = Type.Object({
  accountHolder: Type.String(),
  iban: Type.String(),
  bic: Type.String(),
  /** What the transfer must quote: the invoice number. */
  reference: Type.String(),
});
export type BankTransfer = Static<typeof BankTransferSchema>;

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  status: OrderStatusSchema,
  /** Whether the buyer can download the materials now (paid, or released before payment to a trusted buyer). */
  downloadsAvailable: Type.Boolean(),
  /** Why the downloads wait for the payment (null when they are available or the order is closed). */
  heldBecause: Type.Union([Type.Unsafe<HoldReason>({ type: 'string', enum: [...HOLD_REASONS] }), Type.Null()]),
  /** Awaiting payment after the due date. */
  overdue: Type.Boolean(),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  refundedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Where to pay while the order awaits payment (null otherwise). */
  bankTransfer: Type.Union([BankTransferSchema, Type.Null()]),
  /** VAT contained in finalPrice: the buyer country's rate (percent) and amount. */
  vat: Type.Object({ country: Type.String(), rate: Type.Number(), amount: Type.Number() }),
  paymentMethod: Type.String(),
  world: Type.String(),
  currencyCode: Type.String(),
  originalPrice: Type.Number(),
  totalVoucherDiscount: Type.Number(),
  usedCredits: Type.Number(),
  finalPrice: Type.Number(),
  voucherCode: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  invoice: Type.Object({
    number: Type.String(),
    dueDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    billing: Type.Union([BillingSchema, Type.Null()]),
  }),
  items: Type.Array(OrderItemSchema),
});
export type Order = Static<typeof OrderSchema>;

export const OrderResponseSchema = Type.Object({ item: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;

export const OrdersPageSchema = Type.Object({
  items: Type.Array(OrderSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type OrdersPage = Static<typeof OrdersPageSchema>;
