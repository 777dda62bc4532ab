/**
 * The countries an address form offers (checkout billing address, cabinet billing address, school
 * address and school creation) and their order, so every form shows one list (s16 QA row 17: the
 * checkout and the cabinet listed different countries in different orders). ISO 3166-1 alpha-2: the
 * worlds' countries and the neighbours most buyers of the main worlds live in. Names come from Intl
 * (no translation files); the API checks only the code's shape (BILLING_LIMITS.country).
 */
export const ADDRESS_COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CN', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'ID', 'IE', 'IN', 'IS', 'IT', 'JP',
  'KR', 'KZ', 'LI', 'LT', 'LU', 'LV', 'MT', 'MY', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'TH', 'UA', 'US',
] as const;

/** A world's country: its code in capitals, but India's world is named after its language (hi → IN). */
export const countryOfWorld = (world: string): string => (world === 'hi' ? 'IN' : world.toUpperCase());

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries with their names in the page's language: the world's own country first, then the
 * others alphabetically in that language (Intl.Collator). A code not in the list (a saved address in
 * another country) is kept, after the world's country, so it stays choosable.
 */
export function countryOptions(language: string, world?: string, keep?: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(language);
  } catch {
    collator = new Intl.Collator('en');
  }
  const first = world ? countryOfWorld(world) : null;
  const codes = new Set<string>(ADDRESS_COUNTRIES);
  if (keep && /^[A-Z]{2}$/.test(keep)) codes.add(keep);
  const options = [...codes].map((code) => ({ code, name: names?.of(code) ?? code }));
  return options.sort((a, b) => (a.code === first ? -1 : b.code === first ? 1 : collator.compare(a.name, b.name)));
}
