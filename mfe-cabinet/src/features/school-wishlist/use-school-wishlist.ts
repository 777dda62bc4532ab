import { useQuery } from '@teachmarket/shared-kit';
import { loadSchoolWishlist } from '@teachmarket/shared-kit/school-wishlist';

/** Loads the school wishlist into $schoolWishlist; the page renders the store (it follows every toggle). */
export function useSchoolWishlistLoad(world: string) {
  return useQuery(['loadSchoolWishlist', world], () => loadSchoolWishlist(undefined));
}
