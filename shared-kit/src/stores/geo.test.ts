import { createFixtureClient } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { storage } from '../storage';
import { $geo, COUNTRY_CODE_KEY, COUNTRY_TTL_MS, FALLBACK_COUNTRY, loadCountry, setCountry, storedCountry } from './geo';

beforeEach(() => {
  storage.remove(COUNTRY_CODE_KEY);
  $geo.set({ countryCode: FALLBACK_COUNTRY, loaded: false });
});

describe('geotargeting store (spec §8, §9)', () => {
  it('asks the API once and keeps the country for a year', async () => {
    const client = createFixtureClient({ 'get v3/location/get-country': { code: 'at', currencyCode: 'EUR' } });
    setHttpClient(client);
    await expect(loadCountry()).resolves.toBe('at');
    expect($geo.get()).toEqual({ countryCode: 'at', loaded: true });
    await expect(loadCountry()).resolves.toBe('at');
    expect(client.calls).toHaveLength(1);
    const now = Date.now();
    expect(storedCountry(now + COUNTRY_TTL_MS - 60_000)).toBe('at');
    expect(storedCountry(now + COUNTRY_TTL_MS + 60_000)).toBeNull();
  });

  it('defaults to de when the lookup fails, without storing it', async () => {
    setHttpClient(createFixtureClient({ 'get v3/location/get-country': new Error('down') }));
    await expect(loadCountry()).resolves.toBe('de');
    expect($geo.get()).toEqual({ countryCode: 'de', loaded: true });
    expect(storage.get(COUNTRY_CODE_KEY)).toBeNull();
  });

  it('a chosen country is stored as the API confirmed it', async () => {
    const client = createFixtureClient({ 'post v3/location/set-country': { code: 'fr', currencyCode: 'EUR' } });
    setHttpClient(client);
    await setCountry('fr');
    expect(client.calls[0]?.options?.json).toEqual({ code: 'fr' });
    expect(storedCountry()).toBe('fr');
  });
});
