/**
 * Form validation from the API's own schemas (issue 14): a billing or school address form checks its
 * values with the TypeBox schema the route validates, so a rule exists once. Uses @sinclair/typebox/value,
 * which the browser must not load up front (issue 16): import this file by path, only from a lazy page
 * chunk (checkout, billing address, school account), never from shared-kit's index or the shell's start.
 */
import type { TObject } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { BillingSchema, type Billing } from './orders';
import { SchoolAddressSchema, type SchoolAddress } from './schools';

/** Why a field is refused; the forms map it to their own i18n key (`required` = left empty). */
export type FieldProblem =
  | { problem: 'required' }
  | { problem: 'tooShort'; min: number }
  | { problem: 'tooLong'; max: number }
  | { problem: 'pattern' };

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The first problem of each top-level property of `body` under `schema` (Value.Errors, as the API sees it). */
export function schemaProblems<F extends string>(schema: TObject, body: Record<string, unknown>): FieldProblems<F> {
  const found: Record<string, FieldProblem> = {};
  for (const error of Value.Errors(schema, body)) {
    const field = error.path.split('/')[1];
    if (!field || found[field]) continue;
    const value = body[field];
    if (value === undefined || value === '') found[field] = { problem: 'required' };
    else if (error.type === ValueErrorType.StringMinLength) found[field] = { problem: 'tooShort', min: Number(error.schema.minLength) };
    else if (error.type === ValueErrorType.StringMaxLength) found[field] = { problem: 'tooLong', max: Number(error.schema.maxLength) };
    else found[field] = { problem: 'pattern' };
  }
  return found as FieldProblems<F>;
}

export type BillingField = keyof Billing;
export const BILLING_FIELDS: readonly BillingField[] = ['name', 'street', 'postcode', 'city', 'country', 'taxId'];

/** The billing body the forms send: trimmed, without an empty (optional) tax id. */
export function toBilling(values: Record<BillingField, string>): Billing {
  const { taxId, ...rest } = Object.fromEntries(BILLING_FIELDS.map((f) => [f, values[f].trim()])) as Record<BillingField, string>;
  return taxId ? { ...rest, taxId } : rest;
}

/** The billing address as typed in a form, checked with BillingSchema (checkout and cabinet billing address). */
export const billingProblems = (values: Record<BillingField, string>): FieldProblems<BillingField> =>
  schemaProblems<BillingField>(BillingSchema, toBilling(values));

export type SchoolAddressField = keyof SchoolAddress;

/** The school address body: trimmed (the country comes from a select). */
export const toSchoolAddress = (v: SchoolAddress): SchoolAddress =>
  ({ street: v.street.trim(), postcode: v.postcode.trim(), city: v.city.trim(), country: v.country });

/** A school's address as typed in a form, checked with SchoolAddressSchema (the billing rules, spec §7). */
export const schoolAddressProblems = (values: SchoolAddress): FieldProblems<SchoolAddressField> =>
  schemaProblems<SchoolAddressField>(SchoolAddressSchema, toSchoolAddress(values));
