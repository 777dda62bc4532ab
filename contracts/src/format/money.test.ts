import { WORLDS, currencyOf } from '../worlds';
import {
  CURRENCY_SYMBOLS,
  MoneyError,
  WHOLE_NUMBER_CURRENCIES,
  currencySymbol,
  formatPrice,
  isWholeNumberCurrency,
  minorUnits,
  toTrackingCents,
  type KnownCurrency,
} from '.';

const _ = '\u00a0'; // no-break space: between amount and symbol, and between thousands
const price = (text: string) => text.replaceAll(' ', _);

/** Every currency in the table: symbol, and 12.5 shown with two decimals (spec §5). */
const TABLE: [KnownCurrency, string][] = [
  ['EUR', '€'],
  ['USD', '$'],
  ['GBP', '£'],
  ['CHF', 'CHF'],
  ['BGN', 'лв.'],
  ['CZK', 'Kč'],
  ['DKK', 'kr.'],
  ['HRK', 'kn'],
  ['HUF', 'Ft'],
  ['PLN', 'zł'],
  ['RON', 'lei'],
  ['RSD', 'дин.'],
  ['SEK', 'kr'],
  ['NOK', 'kr'],
  ['UAH', '₴'],
  ['KZT', '₸'],
  ['TRY', '₺'],
  ['ILS', '₪'],
  ['CNY', '¥'],
  ['JPY', '¥'],
  ['KRW', '₩'],
  ['INR', '₹'],
  ['IDR', 'Rp'],
  ['MYR', 'RM'],
  ['THB', '฿'],
  ['ARS', '$'],
  ['COP', '$'],
  ['GTQ', 'Q'],
  ['CLP', '$'],
  ['MXN', '$'],
  ['BRL', 'R$'],
  ['PEN', 'S/'],
  ['CAD', '$'],
  ['AUD', '$'],
  ['NZD', '$'],
  ['ZAR', 'R'],
];
const WHOLE = ['ARS', 'COP', 'GTQ', 'CLP', 'MXN'];
/** ISO 4217 / CLDR: no minor unit (issue 18: "1 600 ¥", not "1 600,00 ¥"). */
const NO_MINOR = ['JPY', 'KRW', 'IDR', 'HUF'];
const DECIMAL = TABLE.filter(([code]) => !WHOLE.includes(code) && !NO_MINOR.includes(code));

describe('currencySymbol', () => {
  test('the table has 36 currencies (spec §9) and this test covers each', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual(TABLE.map(([code]) => code).sort());
    expect(TABLE).toHaveLength(36);
  });

  test.each(TABLE)('%s -> %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  test('every world currency has a symbol (hr and bg use EUR)', () => {
    for (const world of WORLDS) expect(Object.keys(CURRENCY_SYMBOLS)).toContain(currencyOf(world));
    expect(currencyOf('hr')).toBe('EUR');
  });

  test('codes are case-insensitive and trimmed', () => {
    expect(currencySymbol(' eur ')).toBe('€');
  });

  test('a well-formed unknown code is its own symbol; a malformed one throws INVALID_CURRENCY', () => {
    expect(currencySymbol('XYZ')).toBe('XYZ');
    expect(formatPrice(12.5, 'XYZ')).toBe(price('12,50 XYZ'));
    for (const bad of ['', 'EURO', '€', 'E1R']) {
      expect(() => currencySymbol(bad)).toThrow(expect.objectContaining({ code: 'INVALID_CURRENCY' }));
    }
    expect(() => formatPrice(1, 'EU')).toThrow(MoneyError);
  });
});

describe('formatPrice: two decimals with a comma (spec §5)', () => {
  test.each(DECIMAL)('%s: 12.5 -> "12,50 %s"', (code, symbol) => {
    expect(formatPrice(12.5, code)).toBe(`12,50${_}${symbol}`);
    expect(formatPrice(1000.99, code)).toBe(`1${_}000,99${_}${symbol}`);
    expect(formatPrice(1.5, code)).toBe(`1,50${_}${symbol}`);
  });

  test.each([
    [0, '0,00 €'],
    [1, '1,00 €'],
    [1.01, '1,01 €'],
    [0.1 + 0.2, '0,30 €'],
    [19.99, '19,99 €'],
    [0.994, '0,99 €'],
    [0.995, '1,00 €'], // half up on the amount as written, although 0.995 is 0.99499999… in binary
    [1.005, '1,01 €'],
    [2.675, '2,68 €'],
    [999.995, '1 000,00 €'],
    [1234567.891, '1 234 567,89 €'],
    [1e9, '1 000 000 000,00 €'],
  ])('%p -> %s', (value, expected) => {
    expect(formatPrice(value, 'EUR')).toBe(price(expected));
  });
});

describe('formatPrice: currencies without a minor unit (ISO 4217 through Intl)', () => {
  test('the known currencies have the minor units Intl (CLDR) gives them', () => {
    for (const code of Object.keys(CURRENCY_SYMBOLS)) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
      expect([code, minorUnits(code)]).toEqual([code, intl]);
    }
  });

  test('minorUnits reads Intl: 2 for EUR, 0 for JPY, KRW, IDR, HUF; 2 for an unknown code', () => {
    expect(minorUnits('EUR')).toBe(2);
    for (const code of NO_MINOR) expect(minorUnits(code)).toBe(0);
    expect(minorUnits('XYZ')).toBe(2);
  });

  test.each([
    [1600, 'JPY', '1 600 ¥'],
    [270000, 'IDR', '270 000 Rp'],
    [12000.5, 'KRW', '12 001 ₩'],
    [0.4, 'JPY', '0 ¥'],
    [-1500, 'HUF', '−1 500 Ft'],
  ])('%p %s -> %s', (value, code, expected) => {
    expect(formatPrice(value, code)).toBe(price(expected));
  });
});

describe('formatPrice: whole-number currencies above 1 (spec §5)', () => {
  test('the list is the spec list', () => {
    expect([...WHOLE_NUMBER_CURRENCIES].sort()).toEqual([...WHOLE].sort());
    expect(isWholeNumberCurrency('mxn')).toBe(true);
    expect(isWholeNumberCurrency('EUR')).toBe(false);
  });

  test.each(WHOLE)('%s', (code) => {
    const symbol = currencySymbol(code);
    expect(formatPrice(1, code)).toBe(`1,00${_}${symbol}`); // not above 1: two decimals
    expect(formatPrice(0.5, code)).toBe(`0,50${_}${symbol}`);
    expect(formatPrice(0, code)).toBe(`0,00${_}${symbol}`);
    expect(formatPrice(1.01, code)).toBe(`1${_}${symbol}`); // rounded down
    expect(formatPrice(1.5, code)).toBe(`1${_}${symbol}`);
    expect(formatPrice(1.99, code)).toBe(`1${_}${symbol}`);
    expect(formatPrice(1000.99, code)).toBe(`1${_}000${_}${symbol}`);
    expect(formatPrice(1234567.891, code)).toBe(`1${_}234${_}567${_}${symbol}`);
  });

  test('binary noise does not push a value over or under a boundary', () => {
    expect(formatPrice(0.1 * 3 * 10, 'ARS')).toBe(price('3 $')); // 3.0000000000000004
    expect(formatPrice(1 + Number.EPSILON, 'ARS')).toBe(price('1,00 $'));
  });
});

describe('formatPrice: negative and invalid amounts', () => {
  test('a negative amount gets a minus sign and the rules of its absolute value', () => {
    expect(formatPrice(-12.5, 'EUR')).toBe(price('−12,50 €'));
    expect(formatPrice(-0.995, 'EUR')).toBe(price('−1,00 €'));
    expect(formatPrice(-1000.99, 'ARS')).toBe(price('−1 000 $'));
    expect(formatPrice(-1, 'ARS')).toBe(price('−1,00 $'));
  });

  test('an amount that rounds to zero has no sign', () => {
    expect(formatPrice(-0, 'EUR')).toBe(price('0,00 €'));
    expect(formatPrice(-0.001, 'EUR')).toBe(price('0,00 €'));
  });

  test.each([NaN, Infinity, -Infinity, '12' as unknown as number])('%p throws INVALID_AMOUNT', (value) => {
    expect(() => formatPrice(value, 'EUR')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});

describe('toTrackingCents: integer cents rounded down (spec §5)', () => {
  test.each([
    [0, 0],
    [1, 100],
    [1.01, 101],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    [0.29, 29],
    [4.35, 435],
    [0.995, 99],
    [0.999, 99],
    [1000.99, 100099],
    [1234567.891, 123456789],
  ])('%p -> %p', (value, cents) => {
    expect(toTrackingCents(value)).toBe(cents);
  });

  test('negative amounts round toward zero; -0 is 0', () => {
    expect(toTrackingCents(-19.999)).toBe(-1999);
    expect(Object.is(toTrackingCents(-0), 0)).toBe(true);
    expect(Object.is(toTrackingCents(-0.001), 0)).toBe(true);
  });

  test('non-finite amounts throw INVALID_AMOUNT', () => {
    expect(() => toTrackingCents(NaN)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});
