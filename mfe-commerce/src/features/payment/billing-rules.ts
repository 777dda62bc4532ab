import { BILLING_FIELDS, billingProblems, toBilling, type BillingField, type FieldProblem } from '@teachmarket/contracts/rules/address-form';

export { BILLING_FIELDS, toBilling, type BillingField };
export type BillingValues = Record<BillingField, string>;
/** A payment-namespace key with its values: the form shows it under the field. */
export type FieldError = { key: 'errors.required' | 'errors.tooShort' | 'errors.tooLong' | 'errors.postcode' | 'errors.taxId'; values?: Record<string, number> };

/** A refused pattern says what is wrong with that field; a country can only be missing (it comes from a select). */
function errorOf(field: BillingField, p: FieldProblem): FieldError {
  if (p.problem === 'tooShort') return { key: 'errors.tooShort', values: { min: p.min } };
  if (p.problem === 'tooLong') return { key: 'errors.tooLong', values: { max: p.max } };
  if (p.problem === 'pattern' && field === 'postcode') return { key: 'errors.postcode' };
  if (p.problem === 'pattern' && field === 'taxId') return { key: 'errors.taxId' };
  return { key: 'errors.required' };
}

/** The API's own rules (BILLING_LIMITS, from which BillingSchema is built: contracts/src/rules/address-form), so a person sees them before sending. */
export function billingErrors(values: BillingValues): Partial<Record<BillingField, FieldError>> {
  const problems = billingProblems(values);
  return Object.fromEntries(BILLING_FIELDS.flatMap((f) => { const p = problems[f]; return p ? [[f, errorOf(f, p)]] : []; }));
}

// The country list and a world's country are the address forms' shared ones (s16 QA row 17).
export { countryOfWorld } from '@teachmarket/contracts/rules/countries';
