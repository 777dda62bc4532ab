/**
 * Cabinet account settings (spec §2 cabinet pages, §7 "change email and country … addresses and tax
 * ids; credits"): password, billing address, payout account, mail settings, credits, seller
 * vouchers. Only @sinclair/typebox and ../rules may be imported here (see index.ts); the IBAN check is
 * plain code both sides run (../rules/bank).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SELLER_VOUCHER_LIMITS, SETTINGS_PASSWORD_MIN } from '../rules/account-settings';
import { BANK_LIMITS } from '../rules/bank';
import { BillingSchema } from './orders';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([Type.Null(), schema]);
const DateTime = Type.String({ format: 'date-time' });

export { SELLER_VOUCHER_LIMITS, SETTINGS_PASSWORD_MIN } from '../rules/account-settings';
export { BANK_LIMITS, IBAN_LENGTHS, isValidIban, maskIban, normaliseIban } from '../rules/bank';

export const ChangePasswordBodySchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({ minLength: SETTINGS_PASSWORD_MIN, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;
/** revokedSessions: how many other sessions were logged out. */
export const ChangePasswordResponseSchema = Type.Object({ success: Type.Boolean(), revokedSessions: Type.Integer() });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Billing address (with the tax id) — the same fields and rules as the checkout's billing data
// ---------------------------------------------------------------------------------------------

export const BillingAddressBodySchema = BillingSchema;
export type BillingAddressBody = Static<typeof BillingAddressBodySchema>;
export const BillingAddressResponseSchema = Type.Object({
  item: Type.Union([Type.Null(), Type.Object({ ...BillingSchema.properties, updatedAt: DateTime })]),
});
export type BillingAddressResponse = Static<typeof BillingAddressResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Payout account of a seller
// ---------------------------------------------------------------------------------------------

export const BankDetailsBodySchema = Type.Object(
  {
    accountHolder: Type.String({ minLength: BANK_LIMITS.holder.min, maxLength: BANK_LIMITS.holder.max, pattern: '\\S' }),
    /** Spaces allowed; the API checks country, length and mod 97. */
    iban: Type.String({ minLength: 15, maxLength: 42, pattern: '^[A-Za-z0-9 ]+$' }),
    bic: Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: BANK_LIMITS.bic.pattern })])),
  },
  { additionalProperties: false },
);
export type BankDetailsBody = Static<typeof BankDetailsBodySchema>;
export const BankDetailsResponseSchema = Type.Object({
  item: Type.Union([Type.Null(), Type.Object({ accountHolder: Type.String(), ibanMasked: Type.String(), bic: Nullable(Type.String()), updatedAt: DateTime })]),
});
export type BankDetailsResponse = Static<typeof BankDetailsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Mail settings — the unsubscribe links of spec §2 turn the same switches off
// ---------------------------------------------------------------------------------------------

export const MailSettingsSchema = Type.Object(
  {
    /** New materials of followed authors. */
    newMaterials: Type.Boolean(),
    /** A seller's sales. */
    sales: Type.Boolean(),
    newsletter: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MailSettings = Static<typeof MailSettingsSchema>;
export const MailSettingsResponseSchema = Type.Object({ item: MailSettingsSchema });
export type MailSettingsResponse = Static<typeof MailSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Credits (spec §3 profileDetails.credits{amount, had_credits}, availableCredits)
// ---------------------------------------------------------------------------------------------

export const CREDIT_KINDS = ['welcome', 'refund', 'goodwill', 'referral', 'order'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const CreditEntrySchema = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<CreditKind>({ type: 'string', enum: [...CREDIT_KINDS] }),
  /** Major units; negative when credits were spent. */
  amount: Type.Number(),
  orderId: Nullable(Type.Integer()),
  createdAt: DateTime,
});
export type CreditEntry = Static<typeof CreditEntrySchema>;
export const CreditsResponseSchema = Type.Object({
  item: Type.Object({
    amount: Type.Number(),
    had_credits: Type.Boolean(),
    currencyCode: Type.String(),
    history: Type.Array(CreditEntrySchema),
  }),
});
export type CreditsResponse = Static<typeof CreditsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Seller vouchers: discounts on the seller's own materials
// ---------------------------------------------------------------------------------------------

export const SellerVoucherSchema = Type.Object({
  code: Type.String(),
  type: Type.Unsafe<'percent' | 'amount'>({ type: 'string', enum: ['percent', 'amount'] }),
  /** Percent, or major units of currencyCode. */
  value: Type.Number(),
  currencyCode: Type.String(),
  validUntil: Type.Union([Type.Null(), DateTime]),
  maxUses: Nullable(Type.Integer()),
  uses: Type.Integer(),
  active: Type.Boolean(),
  createdAt: DateTime,
});
export type SellerVoucher = Static<typeof SellerVoucherSchema>;
export const SellerVouchersResponseSchema = Type.Object({ items: Type.Array(SellerVoucherSchema) });
export type SellerVouchersResponse = Static<typeof SellerVouchersResponseSchema>;
export const SellerVoucherResponseSchema = Type.Object({ item: SellerVoucherSchema });
export type SellerVoucherResponse = Static<typeof SellerVoucherResponseSchema>;

export const CreateSellerVoucherBodySchema = Type.Object(
  {
    code: Type.String({ pattern: SELLER_VOUCHER_LIMITS.code.pattern }),
    type: Type.Unsafe<'percent' | 'amount'>({ type: 'string', enum: ['percent', 'amount'] }),
    value: Type.Number({ exclusiveMinimum: 0, maximum: SELLER_VOUCHER_LIMITS.amount.max }),
    /** A calendar day (the voucher works until its end, UTC). */
    validUntil: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'date' })])),
    maxUses: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: SELLER_VOUCHER_LIMITS.maxUses.min, maximum: SELLER_VOUCHER_LIMITS.maxUses.max })])),
  },
  { additionalProperties: false },
);
export type CreateSellerVoucherBody = Static<typeof CreateSellerVoucherBodySchema>;
