// The forms' checks (plain code, no TypeBox in the browser) against the API's own schemas: the test may
// load TypeBox, the rules may not. A case the two judge differently is a rule written twice.
import { Value } from '@sinclair/typebox/value';
import { BillingAddressBodySchema } from '../api-types/account-settings';
import { CreateOrderBodySchema } from '../api-types/orders';
import { SchoolAddressSchema } from '../api-types/schools';
import { billingProblems, schoolAddressProblems, toBilling, toSchoolAddress } from './address-form';
import { BILLING_LIMITS } from './billing';

const good = { name: 'Anna Weber', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE', taxId: '' };

/** Inputs a person may type; each is run through the form validator and the API's schemas. */
const cases: Array<[string, Partial<typeof good>]> = [
  ['a valid address', {}],
  ['a valid address with tax id', { taxId: 'DE123456789' }],
  ['padded values (the form trims)', { name: '  Anna  ', city: ' Köln ' }],
  ['empty name', { name: '' }],
  ['only spaces as name', { name: '   ' }],
  ['one-letter name', { name: 'A' }],
  ['name at the maximum', { name: 'x'.repeat(BILLING_LIMITS.name.max) }],
  ['name over the maximum', { name: 'x'.repeat(BILLING_LIMITS.name.max + 1) }],
  ['short street', { street: 'ab' }],
  ['street over the maximum', { street: 'x'.repeat(BILLING_LIMITS.street.max + 1) }],
  ['empty postcode', { postcode: '' }],
  ['postcode with a symbol', { postcode: '10#15' }],
  ['postcode too long', { postcode: '12345678901' }],
  ['UK postcode', { postcode: 'SW1A 1AA' }],
  ['short city', { city: 'B' }],
  ['no country', { country: '' }],
  ['lower-case country', { country: 'de' }],
  ['tax id too short', { taxId: 'DE1' }],
  ['tax id with a symbol', { taxId: 'DE12345/789' }],
  ['tax id at its longest', { taxId: 'DE12345678901234567X' }],
  ['tax id one too long', { taxId: 'DE12345678901234567XY' }],
  ['street with umlauts at the minimum', { street: 'Öße' }],
  ['postcode with a space and a dash', { postcode: 'A1 2-3' }],
  ['postcode starting with a space', { postcode: ' 1234' }],
  ['city at the maximum', { city: 'x'.repeat(BILLING_LIMITS.city.max) }],
  ['city over the maximum', { city: 'x'.repeat(BILLING_LIMITS.city.max + 1) }],
  ['three-letter country', { country: 'DEU' }],
];

describe('billingProblems (the forms) and BillingSchema (the API) refuse the same input', () => {
  it.each(cases)('%s', (_, change) => {
    const values = { ...good, ...change };
    const formAccepts = Object.keys(billingProblems(values)).length === 0;
    const body = toBilling(values);
    expect(Value.Check(BillingAddressBodySchema, body)).toBe(formAccepts);
    // The checkout's order body carries the same billing schema (its paymentMethod is a Type.Unsafe enum Value cannot check).
    expect(Value.Check(CreateOrderBodySchema.properties.billing, body)).toBe(formAccepts);
  });

  it('names the field and the reason, with the limit the message shows', () => {
    expect(billingProblems({ ...good, name: ' ', street: 'ab', postcode: '1#', country: '', taxId: 'x' })).toEqual({
      name: { problem: 'required' },
      street: { problem: 'tooShort', min: BILLING_LIMITS.street.min },
      postcode: { problem: 'pattern' },
      country: { problem: 'required' },
      taxId: { problem: 'pattern' },
    });
    expect(billingProblems({ ...good, city: 'x'.repeat(101) })).toEqual({ city: { problem: 'tooLong', max: BILLING_LIMITS.city.max } });
    expect(billingProblems(good)).toEqual({});
  });
});

describe('schoolAddressProblems and SchoolAddressSchema refuse the same input', () => {
  it.each(cases)('%s', (_, change) => {
    const { street, postcode, city, country } = { ...good, ...change };
    const values = { street, postcode, city, country };
    const formAccepts = Object.keys(schoolAddressProblems(values)).length === 0;
    expect(Value.Check(SchoolAddressSchema, toSchoolAddress(values))).toBe(formAccepts);
  });
});
