export { downloadMaterial, getFilters, getMaterial, getMaterialComments, getMaterialRatings, getMegaMenu, rateMaterial, searchMaterials, suggest } from './catalog';
export type { SearchParams } from './catalog';
export { deleteComment, editComment, getRatingEligibility, postComment, replyToRating, reportComment, reportMaterial, reportReview } from './material-talk';
export { getAuthor, getAuthorMaterials, getBlogPost, setFollowing } from './authors';
export type { AuthorMaterialsResponse, FollowResponse } from './authors';
export {
  acceptTerms, authenticateClientCredentials, authenticatePassword, getAuthProviders, getCurrentUser, getTerms, OAUTH_CLIENT_ID,
  revokeToken, trackEvent, trackEvents, validateToken,
} from './session';
export { authenticateIdToken, loginAsUser } from './session';
export type { RegistrationInput } from './account';
export { listAnonymousFavourites, persistAnonymousFavouritesCall, queryWholeWishlist, queryWishlist, setMaterialFavourite } from './favourites';
export type { WishlistPage } from './favourites';
export { createFolder, queryAllFolders, queryFolders, syncMaterialFolders } from './folders';
export { addMaterialsToFolders, archiveFolders, deleteFolders, queryPublicFolders, updateFolders } from './folders';
export { querySchoolWishlist, queryWholeSchoolWishlist, setSchoolWishlist } from './school-wishlist';
export type { SchoolWishlistPage } from './school-wishlist';
export { getFollowingMaterials, getFollowingPosts, getWorldBlogPosts } from './activity';
export type { MailLinkAnswer, MailLinkPartition } from './account-tokens';
export { getUpcomingTerms } from './terms-upcoming';
export { getPersonalisation, markPersonalisationPopupShownCall, savePersonalisation } from './personalisation';
export { addCartItem, removeCartItem, setCartVoucher, viewCart } from './cart';
export { getLocationCountry, setLocationCountry } from './location';
// The material page's two; the account pages' calls are in page-api (issue 16).
export { recommendMaterial, requestFreeDownload } from './account-links';
export { getAuthorBlogPosts, getMyInteractives, getUserFollowings, getUserProfile } from './profiles';
