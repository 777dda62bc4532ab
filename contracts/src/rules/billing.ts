/** Checkout and cabinet billing address: payment methods and the billing rules the API's BillingSchema is built from. */
export const PAYMENT_METHODS = ['invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Billing rules, checked by the API (api-types/orders BillingSchema) and by the forms (./address-form). */
export const BILLING_LIMITS = {
  name: { min: 2, max: 100 },
  street: { min: 3, max: 200 },
  city: { min: 2, max: 100 },
  postcode: { pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$' },
  country: { pattern: '^[A-Z]{2}$' },
  taxId: { pattern: '^[A-Za-z0-9][A-Za-z0-9 .-]{3,19}$' },
} as const;
