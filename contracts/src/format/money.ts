// Prices as the spec shows them (spec §5, §9). Every currency is written the same way:
//   amount, a no-break space, the symbol: "12,50 €", "1 234,00 zł", "1 234 $" (ARS)
// - decimal separator: comma (spec §5); thousands grouped with a no-break space (U+00A0), which
//   no reader can mistake for a decimal separator;
// - the currency's minor units (ISO 4217 as Intl.NumberFormat knows them, issue 18): two decimals for
//   most, none for JPY, KRW, IDR, HUF…; rounded half up on the amount as written: 0.995 -> "1,00";
// - ARS, COP, GTQ, CLP, MXN: above 1 a whole number rounded down: 1.5 -> "1", 1000.99 -> "1 000";
//   at or below 1 they keep two decimals like every other currency (spec §5 says "above 1");
// - negative amounts (refunds, credits): U+2212 minus, then the rules above on the absolute value;
// - a well-formed code we have no symbol for is shown as the code ("12,50 XYZ"), so a new
//   currency from the API never breaks a page; a malformed code or amount throws MoneyError.

/** spec §9: "Currency symbols exist for about 36 currencies." Every world's currency is here. */
export const CURRENCY_SYMBOLS = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF',
  BGN: 'лв.',
  CZK: 'Kč',
  DKK: 'kr.',
  HRK: 'kn',
  HUF: 'Ft',
  PLN: 'zł',
  RON: 'lei',
  RSD: 'дин.',
  SEK: 'kr',
  NOK: 'kr',
  UAH: '₴',
  KZT: '₸',
  TRY: '₺',
  ILS: '₪',
  CNY: '¥',
  JPY: '¥',
  KRW: '₩',
  INR: '₹',
  IDR: 'Rp',
  MYR: 'RM',
  THB: '฿',
  ARS: '$',
  COP: '$',
  GTQ: 'Q',
  CLP: '$',
  MXN: '$',
  BRL: 'R$',
  PEN: 'S/',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  ZAR: 'R',
} as const;

export type KnownCurrency = keyof typeof CURRENCY_SYMBOLS;

/** spec §5/§9: "Whole-number currencies: ARS, COP, GTQ, CLP, MXN." */
export const WHOLE_NUMBER_CURRENCIES: readonly KnownCurrency[] = ['ARS', 'COP', 'GTQ', 'CLP', 'MXN'];

export type MoneyErrorCode = 'INVALID_AMOUNT' | 'INVALID_CURRENCY';

export class MoneyError extends Error {
  override readonly name = 'MoneyError';

  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const NBSP = '\u00a0';
const MINUS = '\u2212';

function assertAmount(value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new MoneyError('INVALID_AMOUNT', `A price must be a finite number, got ${String(value)}.`);
  }
}

function normalizeCode(currencyCode: string): string {
  const code = typeof currencyCode === 'string' ? currencyCode.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new MoneyError('INVALID_CURRENCY', `A currency code has three letters (ISO 4217), got "${String(currencyCode)}".`);
  }
  return code;
}

/**
 * value × factor without binary noise: 19.99 × 100 is 1998.9999999999998 in floating point;
 * rounding the product to 15 significant digits gives back 1999 (the amount as written).
 * Exact for amounts up to about 10^13.
 */
function scaled(value: number, factor: number): number {
  return Number((value * factor).toPrecision(15));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** The symbol for a currency code (case-insensitive); an unknown but well-formed code returns itself. */
export function currencySymbol(currencyCode: string): string {
  const code = normalizeCode(currencyCode);
  return Object.hasOwn(CURRENCY_SYMBOLS, code) ? CURRENCY_SYMBOLS[code as KnownCurrency] : code;
}

const minorUnitsCache = new Map<string, number>();

/**
 * The known currencies Intl (CLDR) writes without decimals; every other known one has two. Kept as a
 * list because asking Intl costs the first price on a page ~40 ms on a phone (it loads ICU's currency
 * data; issue 15, TBT). money.test.ts checks the list against Intl for every known currency.
 */
export const KNOWN_WITHOUT_MINOR_UNITS: readonly KnownCurrency[] = ['HUF', 'JPY', 'KRW', 'IDR', 'COP', 'CLP'];

/**
 * Decimals a currency is written with: ISO 4217 minor units through Intl (CLDR), e.g. 2 for EUR,
 * 0 for JPY, KRW, IDR, HUF. A code Intl does not know keeps two decimals.
 */
export function minorUnits(currencyCode: string): number {
  const code = normalizeCode(currencyCode);
  if (Object.hasOwn(CURRENCY_SYMBOLS, code)) return (KNOWN_WITHOUT_MINOR_UNITS as readonly string[]).includes(code) ? 0 : 2;
  let digits = minorUnitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnitsCache.set(code, digits);
  }
  return digits;
}

export function isWholeNumberCurrency(currencyCode: string): boolean {
  return (WHOLE_NUMBER_CURRENCIES as readonly string[]).includes(normalizeCode(currencyCode));
}

/** spec §5: a price as shown to the user, e.g. formatPrice(12.5, 'EUR') === '12,50 €'. */
export function formatPrice(value: number, currencyCode: string): string {
  assertAmount(value);
  const symbol = currencySymbol(currencyCode);
  const absolute = Math.abs(value);
  let amount: string;
  let isZero: boolean;
  if (isWholeNumberCurrency(currencyCode) && scaled(absolute, 1) > 1) {
    const whole = Math.floor(scaled(absolute, 1));
    amount = groupThousands(String(whole));
    isZero = false;
  } else if (!isWholeNumberCurrency(currencyCode) && minorUnits(currencyCode) === 0) {
    // No minor unit (yen, won, rupiah): rounded half up to a whole number, never ",00".
    const whole = Math.round(scaled(absolute, 1));
    amount = groupThousands(String(whole));
    isZero = whole === 0;
  } else {
    const cents = Math.round(scaled(absolute, 100));
    amount = `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, '0')}`;
    isZero = cents === 0;
  }
  const sign = value < 0 && !isZero ? MINUS : '';
  return `${sign}${amount}${NBSP}${symbol}`;
}

/**
 * spec §5: "Tracking price is converted to integer cents, rounded down." 19.99 -> 1999.
 * A negative amount is rounded toward zero like its absolute value (-19.999 -> -1999).
 */
export function toTrackingCents(value: number): number {
  assertAmount(value);
  const cents = Math.floor(scaled(Math.abs(value), 100));
  return cents === 0 ? 0 : Math.sign(value) * cents;
}
