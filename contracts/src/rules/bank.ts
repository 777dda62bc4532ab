/** A seller's payout account: the IBAN check both sides run, and the holder/BIC rules. */

/** ISO 13616 lengths per country (SEPA countries and the other worlds' IBAN countries). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, KZ: 20, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, UA: 29, VA: 22,
};

/** The IBAN without spaces, upper case. */
export const normaliseIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: known country, its length, and the mod-97 check (the rearranged number mod 97 is 1). */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** "DE89 **** **** **** **30 00": country, check digits and the last four stay readable. */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

export const BANK_LIMITS = { holder: { min: 2, max: 100 }, bic: { pattern: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$' } } as const;
