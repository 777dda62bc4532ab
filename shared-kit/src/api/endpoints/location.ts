import type { Country } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** spec §3: the visitor's country by IP (the API's geolocation). */
export const getLocationCountry = (): Promise<Country> => httpClient().request<Country>('get', 'v3/location/get-country');

/** The country the visitor chose (change-country page). */
export const setLocationCountry = (code: string): Promise<Country> => httpClient().request<Country>('post', 'v3/location/set-country', { json: { code } });
