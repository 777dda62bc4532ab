import { atom } from 'nanostores';
import { getLocationCountry, setLocationCountry } from '../api/endpoints/location';
import { storage } from '../storage';
import { loadOnMount } from './load-on-mount';

/** spec §3 Geotargeting. */
export interface GeoState {
  countryCode: string;
  loaded: boolean;
}

export const COUNTRY_CODE_KEY = 'countryCode'; // spec §3 local-storage key
export const COUNTRY_TTL_MS = 365 * 24 * 3600 * 1000; // spec §9: the country is kept 1 year
export const FALLBACK_COUNTRY = 'de'; // spec §8: geolocation failure defaults to de

export const $geo = atom<GeoState>({ countryCode: FALLBACK_COUNTRY, loaded: false });

// A reader of the visitor's country gets it asked for (or read from storage) on first use; world
// resolution at start awaits loadCountry itself, with a time limit, only when nothing else decides.
loadOnMount($geo, (geo) => geo.loaded, loadCountry, 'country_load_failed');

/** The stored country while it is younger than a year. */
export function storedCountry(now = Date.now()): string | null {
  try {
    const value = JSON.parse(storage.get(COUNTRY_CODE_KEY) ?? 'null') as { code?: unknown; expires?: unknown } | null;
    if (value && typeof value.code === 'string' && typeof value.expires === 'number' && value.expires > now) return value.code;
  } catch {
    // An old or foreign value: ask the API again.
  }
  return null;
}

function remember(code: string): void {
  storage.set(COUNTRY_CODE_KEY, JSON.stringify({ code, expires: Date.now() + COUNTRY_TTL_MS }));
  $geo.set({ countryCode: code, loaded: true });
}

export async function loadCountry(): Promise<string> {
  const stored = storedCountry();
  if (stored) {
    $geo.set({ countryCode: stored, loaded: true });
    return stored;
  }
  try {
    const country = await getLocationCountry();
    remember(country.code);
    return country.code;
  } catch {
    // spec §8: not stored, so the next visit asks again.
    $geo.set({ countryCode: FALLBACK_COUNTRY, loaded: true });
    return FALLBACK_COUNTRY;
  }
}

export async function setCountry(code: string): Promise<void> {
  const country = await setLocationCountry(code);
  remember(country.code);
}
