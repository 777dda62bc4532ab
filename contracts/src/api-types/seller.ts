/**
 * Seller cabinet (spec §2 cabinet /sales-downloads, /evaluation, /fee, /nps): the shapes of the
 * seller's sales, feedback, platform fee and the NPS survey. Only @sinclair/typebox and ../rules may be
 * imported here (see index.ts); the fee model is plain data both sides read (../rules/fees).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FEE_TIERS } from '../rules/fees';
import { NPS_COMMENT_MAX } from '../rules/nps';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Number>>(schema: T) =>
  Type.Union([Type.Null(), schema]);
const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });

const MaterialRef = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  /** The material's world: its public page exists only there. */
  world: Type.String(),
};

// ---------------------------------------------------------------------------------------------
// Sales and downloads
// ---------------------------------------------------------------------------------------------

/**
 * Money of sales (issue 12 "Seller money"), in major units of the sale's currency: gross = the price,
 * discount = the seller's own voucher, fee = the platform fee of the seller's tier at the time of the
 * sale, net = gross - discount - fee (what the seller earns). Cancelled and refunded sales are listed
 * with their state but do not count in totals, materials and months.
 */
const SaleMoney = {
  gross: Type.Number(),
  discount: Type.Number(),
  fee: Type.Number(),
  net: Type.Number(),
};

/** awaiting_payment: the buyer's invoice is open (the net is not yet earned); paid; cancelled; refunded. */
export const SALE_STATES = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;
export type SaleState = (typeof SALE_STATES)[number];
const SaleStateSchema = Type.Unsafe<SaleState>({ type: 'string', enum: [...SALE_STATES] });

/** Per material, within the chosen date range. revenue (= gross) and net: major units of currencyCode (the material's world's currency). */
export const SellerMaterialSalesSchema = Type.Object({
  ...MaterialRef,
  currencyCode: Type.String(),
  isFree: Type.Boolean(),
  sales: Type.Integer(),
  revenue: Type.Number(),
  net: Type.Number(),
  /** Downloads of a free material (a paid material is counted in sales). */
  downloads: Type.Integer(),
});
export type SellerMaterialSales = Static<typeof SellerMaterialSalesSchema>;

export const SellerSaleSchema = Type.Object({
  id: Type.Integer(),
  material: Type.Object(MaterialRef),
  /** The gross price (kept for older clients; = gross). */
  price: Type.Number(),
  ...SaleMoney,
  feePercent: Type.Integer(),
  state: SaleStateSchema,
  currencyCode: Type.String(),
  soldAt: DateTime,
});
export type SellerSale = Static<typeof SellerSaleSchema>;

/** revenue = gross (kept for older clients). */
export const SalesTotalSchema = Type.Object({ currencyCode: Type.String(), sales: Type.Integer(), revenue: Type.Number(), ...SaleMoney });
export type SalesTotal = Static<typeof SalesTotalSchema>;

/** One month (YYYY-MM, UTC) of one currency. */
export const SalesMonthSchema = Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), currencyCode: Type.String(), sales: Type.Integer(), ...SaleMoney });
export type SalesMonth = Static<typeof SalesMonthSchema>;

export const SellerSalesResponseSchema = Type.Object({
  /** The range applied (inclusive days, UTC); null = open. */
  from: Type.Union([Type.Null(), Day]),
  to: Type.Union([Type.Null(), Day]),
  /** One entry per currency the seller sold in. */
  totals: Type.Array(SalesTotalSchema),
  /** Per month and currency, newest first (at most 24 months). */
  months: Type.Array(SalesMonthSchema),
  downloads: Type.Integer(),
  materials: Type.Array(SellerMaterialSalesSchema),
  /** The sales themselves, newest first, paged (cancelled and refunded ones with their state). */
  recent: Type.Object({ items: Type.Array(SellerSaleSchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }),
});
export type SellerSalesResponse = Static<typeof SellerSalesResponseSchema>;

export const SALES_EXPORT_VIEWS = ['sales', 'months'] as const;
export type SalesExportView = (typeof SALES_EXPORT_VIEWS)[number];

// ---------------------------------------------------------------------------------------------
// Balance, payouts and monthly statements
// ---------------------------------------------------------------------------------------------

/** Per currency, major units: earned = net of paid sales (minus refunds); available = earned - paidOut - pendingPayout. */
export const SellerBalanceSchema = Type.Object({
  currencyCode: Type.String(),
  earned: Type.Number(),
  paidOut: Type.Number(),
  pendingPayout: Type.Number(),
  /** Net of sales whose buyer has not paid yet: earned once the invoice is paid. */
  awaitingPayment: Type.Number(),
  available: Type.Number(),
  /** The payout run pays a balance from this amount on. */
  minimumPayout: Type.Number(),
});
export type SellerBalance = Static<typeof SellerBalanceSchema>;

export const SellerPayoutSchema = Type.Object({
  id: Type.Integer(),
  currencyCode: Type.String(),
  amount: Type.Number(),
  status: Type.Unsafe<'pending' | 'paid'>({ type: 'string', enum: ['pending', 'paid'] }),
  ibanMasked: Type.String(),
  createdAt: DateTime,
  paidAt: Type.Union([Type.Null(), DateTime]),
});
export type SellerPayout = Static<typeof SellerPayoutSchema>;

export const SellerBalanceResponseSchema = Type.Object({
  items: Type.Array(SellerBalanceSchema),
  /** The latest payouts, newest first. */
  payouts: Type.Array(SellerPayoutSchema),
  /** Whether a payout account (IBAN) is saved: without one nothing can be paid out. */
  hasPayoutAccount: Type.Boolean(),
});
export type SellerBalanceResponse = Static<typeof SellerBalanceResponseSchema>;

/** A month's payout statement (credit note): a closed month's is numbered (GS-YYYY-nnnnnn) when first downloaded; the running month's is provisional. */
export const SellerStatementSchema = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  /** Issued on the first download of a closed month; always null for the running month (numbers only for closed months). */
  number: Type.Union([Type.Null(), Type.String()]),
  /** The current month: a provisional statement of the sales so far, never numbered until the month is over. */
  running: Type.Boolean(),
  totals: Type.Array(Type.Object({ currencyCode: Type.String(), sales: Type.Integer(), net: Type.Number() })),
});
export type SellerStatement = Static<typeof SellerStatementSchema>;
export const SellerStatementsResponseSchema = Type.Object({ items: Type.Array(SellerStatementSchema) });
export type SellerStatementsResponse = Static<typeof SellerStatementsResponseSchema>;

export interface SellerSalesQuery {
  from?: string;
  to?: string;
  page?: number;
}

// ---------------------------------------------------------------------------------------------
// Evaluation: ratings and comments on the seller's materials
// ---------------------------------------------------------------------------------------------

export const SellerRatedMaterialSchema = Type.Object({
  ...MaterialRef,
  /** Mean stars, one decimal; 0 without ratings. */
  average: Type.Number(),
  ratings: Type.Integer(),
  comments: Type.Integer(),
});
export type SellerRatedMaterial = Static<typeof SellerRatedMaterialSchema>;

export const SELLER_FEEDBACK_KINDS = ['rating', 'comment'] as const;
export const SellerFeedbackSchema = Type.Object({
  kind: Type.Union(SELLER_FEEDBACK_KINDS.map((k) => Type.Literal(k))),
  id: Type.Integer(),
  material: Type.Object(MaterialRef),
  /** Ratings only. */
  stars: Nullable(Type.Integer()),
  /** A rating's optional text or a comment's body (plain text). */
  text: Nullable(Type.String()),
  authorName: Type.String(),
  createdAt: DateTime,
});
export type SellerFeedback = Static<typeof SellerFeedbackSchema>;

export const SellerEvaluationsResponseSchema = Type.Object({
  materials: Type.Array(SellerRatedMaterialSchema),
  items: Type.Array(SellerFeedbackSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type SellerEvaluationsResponse = Static<typeof SellerEvaluationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Platform fee
// ---------------------------------------------------------------------------------------------

export { FEE_PERIOD_DAYS, FEE_TIERS, type FeeTierId } from '../rules/fees';

const FeeTierIdSchema = Type.Union(FEE_TIERS.map((t) => Type.Literal(t.id)));
export const FeeTierSchema = Type.Object({ id: FeeTierIdSchema, minRevenue: Type.Number(), feePercent: Type.Integer() });
export type FeeTier = Static<typeof FeeTierSchema>;

export const SellerFeeResponseSchema = Type.Object({
  currencyCode: Type.String(),
  periodStart: DateTime,
  periodEnd: DateTime,
  /** Gross revenue of the period, in currencyCode. */
  revenue: Type.Number(),
  sales: Type.Integer(),
  tier: FeeTierIdSchema,
  feePercent: Type.Integer(),
  /** What the current fee takes from the period's revenue, and what the seller keeps. */
  fee: Type.Number(),
  payout: Type.Number(),
  tiers: Type.Array(FeeTierSchema),
  next: Type.Union([
    Type.Null(),
    Type.Object({ id: FeeTierIdSchema, minRevenue: Type.Number(), feePercent: Type.Integer(), missing: Type.Number(), progressPercent: Type.Integer() }),
  ]),
});
export type SellerFeeResponse = Static<typeof SellerFeeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// NPS survey
// ---------------------------------------------------------------------------------------------

export { NPS_COMMENT_MAX, NPS_INTERVAL_DAYS } from '../rules/nps';

export const NpsBodySchema = Type.Object(
  {
    score: Type.Integer({ minimum: 0, maximum: 10 }),
    comment: Type.Optional(Type.String({ maxLength: NPS_COMMENT_MAX })),
  },
  { additionalProperties: false },
);
export type NpsBody = Static<typeof NpsBodySchema>;

export const NpsStatusSchema = Type.Object({
  canAnswer: Type.Boolean(),
  lastScore: Nullable(Type.Integer()),
  lastAnsweredAt: Type.Union([Type.Null(), DateTime]),
  /** When the next answer is possible (null: now). */
  nextAt: Type.Union([Type.Null(), DateTime]),
});
export type NpsStatus = Static<typeof NpsStatusSchema>;
export const NpsStatusResponseSchema = Type.Object({ item: NpsStatusSchema });
export type NpsStatusResponse = Static<typeof NpsStatusResponseSchema>;
