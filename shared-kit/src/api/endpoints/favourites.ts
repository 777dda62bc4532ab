import type {
  AnonymousListResponse, MaterialSummary, PaginatedOf, PersistResponse, SubscriptionResponse,
} from '@teachmarket/contracts/api-types';
import { WISHLIST_PAGE_SIZE } from '@teachmarket/contracts/rules/favourites';
import { httpClient } from '../http-client';

const body = (materialId: number, token?: string) => ({ subjectId: materialId, subjectType: 'material' as const, ...(token ? { token } : {}) });

/** spec §7 subscriptions/subscribe | unsubscribe (logged in) and their anonymous variants (token given). */
export function setMaterialFavourite(materialId: number, on: boolean, anonymousToken?: string): Promise<SubscriptionResponse> {
  const path = `v3/subscriptions/${anonymousToken ? 'anonymous/' : ''}${on ? 'subscribe' : 'unsubscribe'}`;
  return httpClient().request<SubscriptionResponse>('post', path, { json: body(materialId, anonymousToken) });
}

export function listAnonymousFavourites(token: string, signal?: AbortSignal): Promise<AnonymousListResponse> {
  return httpClient().request<AnonymousListResponse>('post', 'v3/subscriptions/anonymous/list', { json: { token }, signal });
}

/** spec §4: after login the anonymous favourites become the user's. */
export function persistAnonymousFavouritesCall(token: string): Promise<PersistResponse> {
  return httpClient().request<PersistResponse>('post', 'v3/subscriptions/anonymous/persist', { json: { token } });
}

export type WishlistPage = PaginatedOf<MaterialSummary>;

/** spec §7 wishlist query (filters world, isActive, deletedAt; limit 200). */
export function queryWishlist(page: number, world?: string, signal?: AbortSignal, anonymousToken?: string): Promise<WishlistPage> {
  const path = anonymousToken ? 'v3/elastic-indexer/anonymous-wishlist/query' : 'v3/elastic-indexer/wishlist/query';
  return httpClient().request<WishlistPage>('post', path, {
    json: { filters: { ...(world ? { world } : {}), isActive: true, deletedAt: null }, limit: WISHLIST_PAGE_SIZE, page, ...(anonymousToken ? { token: anonymousToken } : {}) },
    signal,
  });
}

/** spec §5: 200 per page; the pages after the first are fetched in parallel. */
export async function queryWholeWishlist(world?: string, signal?: AbortSignal, anonymousToken?: string): Promise<WishlistPage> {
  const first = await queryWishlist(1, world, signal, anonymousToken);
  const pages = Math.ceil(first.total / WISHLIST_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => queryWishlist(i + 2, world, signal, anonymousToken)));
  return { ...first, items: [first, ...rest].flatMap((p) => p.items) };
}
