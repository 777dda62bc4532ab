import { loadSchoolWishlist, useApi } from '@teachmarket/shared-kit';

/** Loads the school wishlist into $schoolWishlist; the page renders the store (it follows every toggle). */
export function useSchoolWishlistLoad(world: string) {
  return useApi((signal) => loadSchoolWishlist(undefined, signal), [world]);
}
