import { BILLING_LIMITS } from './billing';

/** School account form rules, checked by the API (api-types/schools) and by the forms. The address follows the billing rules. */
export const SCHOOL_LIMITS = {
  name: { min: 3, max: 120 },
  street: BILLING_LIMITS.street,
  city: BILLING_LIMITS.city,
  postcode: BILLING_LIMITS.postcode,
  country: BILLING_LIMITS.country,
  /** A host name such as "gymnasium-musterstadt.de" (at least one dot, no scheme, no "@"). */
  domain: { pattern: '^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$' },
} as const;

/** unverified → requested (the admin named the school's e-mail domain) → verified (an operator checked it). */
export const SCHOOL_VERIFICATION_STATES = ['unverified', 'requested', 'verified'] as const;
export type SchoolVerificationState = (typeof SCHOOL_VERIFICATION_STATES)[number];
