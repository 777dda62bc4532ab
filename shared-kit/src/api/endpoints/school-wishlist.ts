import type { MaterialSummary, PaginatedOf, SubscriptionResponse } from '@teachmarket/contracts/api-types';
import { WISHLIST_PAGE_SIZE } from '@teachmarket/contracts/rules/favourites';
import { httpClient } from '../http-client';

/** A school wishlist page; removable: the ids on it the caller may remove (admin: all, member: own). */
export type SchoolWishlistPage = PaginatedOf<MaterialSummary> & { removable: number[] };

/** spec §7 subscriptions/subscribe/school | unsubscribe/school. */
export function setSchoolWishlist(materialId: number, on: boolean): Promise<SubscriptionResponse> {
  return httpClient().request<SubscriptionResponse>('post', `v3/subscriptions/${on ? 'subscribe' : 'unsubscribe'}/school`, {
    json: { subjectId: materialId, subjectType: 'material' },
  });
}

/** spec §7 wishlist/school/query (filters world, isActive, deletedAt; limit 200). */
export function querySchoolWishlist(page: number, world?: string, signal?: AbortSignal): Promise<SchoolWishlistPage> {
  return httpClient().request<SchoolWishlistPage>('post', 'v3/elastic-indexer/wishlist/school/query', {
    json: { filters: { ...(world ? { world } : {}), isActive: true, deletedAt: null }, limit: WISHLIST_PAGE_SIZE, page },
    signal,
  });
}

/** spec §5: 200 per page; the pages after the first are fetched in parallel. */
export async function queryWholeSchoolWishlist(world?: string, signal?: AbortSignal): Promise<SchoolWishlistPage> {
  const first = await querySchoolWishlist(1, world, signal);
  const pages = Math.ceil(first.total / WISHLIST_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => querySchoolWishlist(i + 2, world, signal)));
  const all = [first, ...rest];
  return { ...first, items: all.flatMap((p) => p.items), removable: all.flatMap((p) => p.removable) };
}
