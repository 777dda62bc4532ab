import type { World } from './worlds';

/**
 * ISO 3166-1 alpha-2 country → world. Almost every world code is its country code in lower case;
 * the exception is India (IN → hi, the world is named after the language). EL is the EU's code for
 * Greece and is accepted as an alias. Countries without a world (AT, CH, GB, ...) map to nothing.
 */
const COUNTRY_TO_WORLD: Readonly<Record<string, World>> = {
  DE: 'de',
  ES: 'es',
  FR: 'fr',
  GR: 'gr',
  EL: 'gr',
  IT: 'it',
  BG: 'bg',
  CN: 'cn',
  CZ: 'cz',
  DK: 'dk',
  FI: 'fi',
  IN: 'hi',
  HR: 'hr',
  HU: 'hu',
  ID: 'id',
  JP: 'jp',
  KR: 'kr',
  KZ: 'kz',
  MY: 'my',
  NL: 'nl',
  NO: 'no',
  PL: 'pl',
  RO: 'ro',
  RS: 'rs',
  SE: 'se',
  SK: 'sk',
  TH: 'th',
  UA: 'ua',
};

/** The world for a (geolocated) country code, case-insensitive; null when the country has no world. */
export function toWorldCode(countryCode: string | null | undefined): World | null {
  if (!countryCode) return null;
  return COUNTRY_TO_WORLD[countryCode.trim().toUpperCase()] ?? null;
}
