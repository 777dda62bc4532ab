/**
 * Languages that write a decimal comma ("4,7"); every other one, and an unknown tag, writes a point.
 * A list instead of Intl.NumberFormat: the first formatter of a page costs a phone ~40 ms (it loads
 * ICU's number data) on every page with a rating (issue 15, TBT). number.test.ts checks the list
 * against Intl for every language we ship.
 */
const DECIMAL_COMMA = new Set(['bg', 'cs', 'da', 'de', 'el', 'es', 'fi', 'fr', 'hr', 'hu', 'id', 'it', 'kk', 'nl', 'no', 'pl', 'pt', 'ro', 'sk', 'sr', 'sv', 'tr', 'uk']);

/**
 * A rating average as the page's language writes a decimal (issue 18: "4,7" beside "12,50 €" in de,
 * not "4.7"): one decimal, rounded half up as Intl does. An unknown language writes English digits.
 */
export function formatRating(average: number, language: string): string {
  const text = oneDecimal(average);
  const base = language.toLowerCase().split('-')[0] ?? '';
  return DECIMAL_COMMA.has(base) ? text.replace('.', ',') : text;
}

/** One decimal, rounded half away from zero on the number's shortest decimal form (as Intl: 2.05 -> "2.1"). */
function oneDecimal(value: number): string {
  const written = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(written)) return value.toFixed(1); // NaN, Infinity, exponent forms
  const [whole = '0', fraction = ''] = written.split('.');
  let tenths = Number(whole) * 10 + Number(fraction[0] ?? '0');
  if ((fraction[1] ?? '0') >= '5') tenths += 1;
  const sign = value < 0 && tenths !== 0 ? '-' : '';
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}`;
}
