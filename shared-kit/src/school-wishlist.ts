// Issue 16: `@teachmarket/shared-kit/school-wishlist`, the school wishlist's store and its calls, a shared
// module of its own like ./folders: only the cabinet's favourites and school wishlist pages use it, so no
// first view loads it. The store lives only here, and this entry is a federation singleton like the main
// one (SHARED_KIT_ENTRIES), so it is one store for the shell and every remote.
export { $schoolWishlist, loadSchoolWishlist, toggleSchoolWishlist } from './stores/school-wishlist';
export type { SchoolWishlistState } from './stores/school-wishlist';
