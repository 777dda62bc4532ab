/**
 * Address form checks (issue 14 "a rule exists once", issue 16 "no TypeBox in the browser"): the
 * billing and school address forms check what a person typed with the same limits the API's
 * BillingSchema / SchoolAddressSchema are built from (./billing, ./schools), in plain code, so the
 * browser does not load @sinclair/typebox for them. form-validate.test.ts runs every case through
 * both and proves they refuse the same input.
 */
import { BILLING_LIMITS } from './billing';
import { SCHOOL_LIMITS } from './schools';

/** Why a field is refused; the forms map it to their own i18n key (`required` = left empty). */
export type FieldProblem =
  | { problem: 'required' }
  | { problem: 'tooShort'; min: number }
  | { problem: 'tooLong'; max: number }
  | { problem: 'pattern' };

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** One string field's rule as the limits write it (a JSON-schema string: minLength, maxLength, pattern). */
type StringRule = { readonly min?: number; readonly max?: number; readonly pattern?: string };

/**
 * The first problem of one value, in the order a JSON-schema validator reports them (min, max,
 * pattern). Lengths count code points and patterns run with the `u` flag, as the API's Ajv does.
 */
function problemOf(value: string | undefined, rule: StringRule, optional: boolean): FieldProblem | undefined {
  if (value === undefined) return optional ? undefined : { problem: 'required' };
  const length = [...value].length;
  let found: FieldProblem | undefined;
  if (rule.min !== undefined && length < rule.min) found = { problem: 'tooShort', min: rule.min };
  else if (rule.max !== undefined && length > rule.max) found = { problem: 'tooLong', max: rule.max };
  else if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) found = { problem: 'pattern' };
  return found && value === '' ? { problem: 'required' } : found;
}

function problems<F extends string>(rules: Record<F, StringRule>, body: Partial<Record<F, string>>, optional: readonly F[] = []): FieldProblems<F> {
  const found: FieldProblems<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = problemOf(body[field], rules[field], optional.includes(field));
    if (problem) found[field] = problem;
  }
  return found;
}

/** The billing body (api-types/orders Billing): the tax id is optional. */
export type BillingAddress = { name: string; street: string; postcode: string; city: string; country: string; taxId?: string };
export type BillingField = keyof BillingAddress;
export const BILLING_FIELDS: readonly BillingField[] = ['name', 'street', 'postcode', 'city', 'country', 'taxId'];

/** The billing body the forms send: trimmed, without an empty (optional) tax id. */
export function toBilling(values: Record<BillingField, string>): BillingAddress {
  const { taxId, ...rest } = Object.fromEntries(BILLING_FIELDS.map((f) => [f, values[f].trim()])) as Record<BillingField, string>;
  return taxId ? { ...rest, taxId } : rest;
}

/** The billing address as typed in a form, checked with BILLING_LIMITS (checkout and cabinet billing address). */
export const billingProblems = (values: Record<BillingField, string>): FieldProblems<BillingField> =>
  problems<BillingField>(BILLING_LIMITS, toBilling(values), ['taxId']);

/** A school's address (api-types/schools SchoolAddress). */
export type SchoolAddressValues = { street: string; postcode: string; city: string; country: string };
export type SchoolAddressField = keyof SchoolAddressValues;

/** The school address body: trimmed (the country comes from a select). */
export const toSchoolAddress = (v: SchoolAddressValues): SchoolAddressValues =>
  ({ street: v.street.trim(), postcode: v.postcode.trim(), city: v.city.trim(), country: v.country });

const { street, postcode, city, country } = SCHOOL_LIMITS;

/** A school's address as typed in a form, checked with SCHOOL_LIMITS (the billing rules, spec §7). */
export const schoolAddressProblems = (values: SchoolAddressValues): FieldProblems<SchoolAddressField> =>
  problems<SchoolAddressField>({ street, postcode, city, country }, toSchoolAddress(values));
