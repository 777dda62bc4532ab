import { ANONYMOUS_FAVOURITES_KEY, queryWholeWishlist, storage, useQuery, type WishlistPage } from '@teachmarket/shared-kit';

const EMPTY: WishlistPage = { items: [], total: 0, page: 1, per_page: 200 };

/** The favourites as cards: the user's, or (spec §4) the anonymous visitor's kept in this browser. */
export function useFavouriteList(world: string, loggedIn: boolean) {
  return useQuery(['queryWholeWishlist', world, loggedIn], () => {
    if (loggedIn) return queryWholeWishlist();
    const token = storage.get(ANONYMOUS_FAVOURITES_KEY);
    return token ? queryWholeWishlist(undefined, undefined, token) : Promise.resolve(EMPTY);
  });
}
