// Issue 16: the calls behind the stores (cart, favourites, folders, school wishlist, personalisation,
// location, following, the download button) are not exported: the apps use the stores and components,
// and each exported name costs every first view a getter in the entry's export table.
export { getFilters, getMaterial, getMaterialComments, getMaterialRatings, getMegaMenu, rateMaterial, searchMaterials, suggest } from './catalog';
export type { SearchParams } from './catalog';
export { deleteComment, editComment, getRatingEligibility, postComment, replyToRating, reportComment, reportMaterial, reportReview } from './material-talk';
export { getAuthor, getAuthorMaterials, getBlogPost } from './authors';
export type { AuthorMaterialsResponse, FollowResponse } from './authors';
export {
  authenticateClientCredentials, authenticateIdToken, authenticatePassword, getCurrentUser, revokeToken, trackEvent, trackEvents, validateToken,
} from './session';
export type { RegistrationInput } from './account';
export { queryWholeWishlist } from './favourites';
export type { WishlistPage } from './favourites';
export { queryPublicFolders } from './folders';
export type { SchoolWishlistPage } from './school-wishlist';
export { getFollowingMaterials, getFollowingPosts, getWorldBlogPosts } from './activity';
export type { MailLinkAnswer, MailLinkPartition } from './account-tokens';
// The signed-in services' check (loaded at a page's first login, with no other page-api call).
export { getUpcomingTerms } from './terms-upcoming';
// The material page's two; the account pages' calls are in page-api (issue 16).
export { getAuthorBlogPosts, getUserFollowings, getUserProfile } from './profiles';
