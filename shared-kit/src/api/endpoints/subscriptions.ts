import type { CurrencyResponse } from '@teachmarket/contracts/api-types/currency';
import type { SubscriptionsResponse } from '@teachmarket/contracts/api-types/subscriptions';
import { httpClient } from '../http-client';

/** spec §7 GET v1/subscriptions: followed authors, favourite ids, school wishlist ids and mail switches (logged in). */
export function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionsResponse> {
  return httpClient().request<SubscriptionsResponse>('get', 'v1/subscriptions', { signal });
}

/** spec §7 "currency" / §3 Currency: the current world's currency code and symbol (the client adds ?world). */
export function getCurrency(signal?: AbortSignal): Promise<CurrencyResponse> {
  return httpClient().request<CurrencyResponse>('get', 'v3/currency', { signal });
}
