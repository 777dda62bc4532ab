/**
 * Cabinet account settings (spec §2 cabinet pages, §7 "change email and country … addresses and tax
 * ids; credits"): password, billing address, payout account, mail settings, credits, seller
 * vouchers. Only @sinclair/typebox may be imported here (see index.ts), so the IBAN check below is
 * plain code both sides run.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BillingSchema } from './orders';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([Type.Null(), schema]);
const DateTime = Type.String({ format: 'date-time' });

/** Same rule as sign-up (api/src/routes/account/registration.ts PASSWORD_MIN). */
export const SETTINGS_PASSWORD_MIN = 8;

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

/** ISO 13616 lengths per country (SEPA countries and the other worlds' IBAN countries). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, KZ: 20, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, UA: 29, VA: 22,
};

/** The IBAN without spaces, upper case. */
export const normaliseIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: known country, its length, and the mod-97 check (the rearranged number mod 97 is 1). */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** "DE89 **** **** **** **30 00": country, check digits and the last four stay readable. */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

export const BANK_LIMITS = { holder: { min: 2, max: 100 }, bic: { pattern: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$' } } as const;

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

export const SELLER_VOUCHER_LIMITS = {
  code: { pattern: '^[A-Za-z0-9-]{4,20}$' },
  percent: { min: 1, max: 90 },
  /** Major units. */
  amount: { min: 0.5, max: 500 },
  maxUses: { min: 1, max: 100000 },
} as const;

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
