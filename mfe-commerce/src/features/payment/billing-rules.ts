import { BILLING_LIMITS, type Billing } from '@teachmarket/shared-kit';

export type BillingField = keyof Billing;
export type BillingValues = Record<BillingField, string>;
/** A payment-namespace key with its values: the form shows it under the field. */
export type FieldError = { key: 'errors.required' | 'errors.tooShort' | 'errors.tooLong' | 'errors.postcode' | 'errors.taxId'; values?: Record<string, number> };

export const BILLING_FIELDS: BillingField[] = ['name', 'street', 'postcode', 'city', 'country', 'taxId'];

function length(value: string, limits: { min: number; max: number }): FieldError | null {
  if (!value) return { key: 'errors.required' };
  if (value.length < limits.min) return { key: 'errors.tooShort', values: { min: limits.min } };
  if (value.length > limits.max) return { key: 'errors.tooLong', values: { max: limits.max } };
  return null;
}

/** The same rules the API checks (BILLING_LIMITS in api-types), so a person sees them before sending. */
export function billingErrors(values: BillingValues): Partial<Record<BillingField, FieldError>> {
  const v = Object.fromEntries(BILLING_FIELDS.map((f) => [f, values[f].trim()])) as BillingValues;
  const errors: Partial<Record<BillingField, FieldError | null>> = {
    name: length(v.name, BILLING_LIMITS.name),
    street: length(v.street, BILLING_LIMITS.street),
    city: length(v.city, BILLING_LIMITS.city),
    postcode: !v.postcode ? { key: 'errors.required' } : new RegExp(BILLING_LIMITS.postcode.pattern).test(v.postcode) ? null : { key: 'errors.postcode' },
    country: new RegExp(BILLING_LIMITS.country.pattern).test(v.country) ? null : { key: 'errors.required' },
    taxId: !v.taxId || new RegExp(BILLING_LIMITS.taxId.pattern).test(v.taxId) ? null : { key: 'errors.taxId' },
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as Partial<Record<BillingField, FieldError>>;
}

/** The body's billing part: trimmed, without an empty tax id. */
export function toBilling(values: BillingValues): Billing {
  const v = Object.fromEntries(BILLING_FIELDS.map((f) => [f, values[f].trim()])) as BillingValues;
  const { taxId, ...rest } = v;
  return taxId ? { ...rest, taxId } : rest;
}

/**
 * Billing countries offered: those of the worlds (ISO codes, not world codes: gr → GR, dk → DK,
 * hi → IN …) and the neighbours most buyers of the main worlds live in.
 */
export const COUNTRIES = [
  'DE', 'AT', 'CH', 'ES', 'FR', 'BE', 'LU', 'GR', 'CY', 'IT', 'BG', 'CN', 'CZ', 'DK', 'FI', 'IN', 'HR', 'HU', 'ID', 'JP', 'KR',
  'KZ', 'MY', 'NL', 'NO', 'PL', 'RO', 'RS', 'SE', 'SK', 'TH', 'UA', 'GB', 'IE', 'PT', 'US',
] as const;

const WORLD_COUNTRY: Record<string, string> = { cn: 'CN', dk: 'DK', gr: 'GR', hi: 'IN', jp: 'JP', kr: 'KR', kz: 'KZ', my: 'MY', rs: 'RS', se: 'SE', ua: 'UA', cz: 'CZ' };
export const countryOfWorld = (world: string): string => WORLD_COUNTRY[world] ?? world.toUpperCase();
