/**
 * The platform's own data on buyer invoices, seller statements and the SEPA file: the legal entity
 * that sells as the marketplace (the deemed supplier of digital services, Directive 2006/112/EC
 * art. 14a / Implementing Regulation 282/2011 art. 9a) and the account buyers pay invoices to and
 * payouts are sent from. Demo data of this installation: a real operator sets its own here.
 */
export const PLATFORM = {
  name: 'Teachmarket GmbH',
  street: 'Friedrichstraße 100',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE999999999',
  register: 'Amtsgericht Berlin-Charlottenburg HRB 000000',
  email: 'billing@teachmarket.example',
  iban: 'DE29100100100987654321',
  bic: 'PBNKDEFFXXX',
} as const;
