/** Countries offered for a billing address: the worlds' countries and their neighbours (ISO 3166-1 alpha-2). */
const CODES = [
  'AT', 'BE', 'BG', 'CH', 'CN', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'ID', 'IE', 'IN', 'IS', 'IT', 'JP',
  'KR', 'KZ', 'LI', 'LT', 'LU', 'LV', 'MT', 'MY', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'TH', 'UA', 'US',
];

/** The countries with their names in the interface language (Intl, no translation files needed), sorted by name. */
export function countryOptions(language: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
}
