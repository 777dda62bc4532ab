/** Cabinet account settings: the new password's rule and the seller vouchers' limits. */

/** Same rule as sign-up (api/src/routes/account/registration.ts PASSWORD_MIN). */
export const SETTINGS_PASSWORD_MIN = 8;

export const SELLER_VOUCHER_LIMITS = {
  code: { pattern: '^[A-Za-z0-9-]{4,20}$' },
  percent: { min: 1, max: 90 },
  /** Major units. */
  amount: { min: 0.5, max: 500 },
  maxUses: { min: 1, max: 100000 },
} as const;
