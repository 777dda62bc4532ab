import { loadSchoolWishlist, useQuery } from '@teachmarket/shared-kit';

/** Loads the school wishlist into $schoolWishlist; the page renders the store (it follows every toggle). */
export function useSchoolWishlistLoad(world: string) {
  return useQuery(['loadSchoolWishlist', world], () => loadSchoolWishlist(undefined));
}
