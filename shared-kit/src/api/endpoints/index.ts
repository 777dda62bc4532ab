export { downloadMaterial, getBoughtMaterials, getFilters, getMaterial, getMaterialComments, getMaterialRatings, getMegaMenu, rateMaterial, searchMaterials, suggest } from './catalog';
export type { SearchParams } from './catalog';
export { getAuthor, getAuthorMaterials, getBlogPost, setFollowing } from './authors';
export type { AuthorMaterialsResponse, FollowResponse } from './authors';
export { getAiTools, getHelpTopics } from './content';
export {
  acceptTerms, authenticateClientCredentials, authenticatePassword, getAuthProviders, getCurrentUser, getTerms, OAUTH_CLIENT_ID,
  revokeToken, trackEvent, validateToken,
} from './session';
export { confirmRegistration, forgotPassword, recoverPassword, register } from './account';
export type { RegistrationInput } from './account';
export { listAnonymousFavourites, persistAnonymousFavouritesCall, queryWholeWishlist, queryWishlist, setMaterialFavourite } from './favourites';
export type { WishlistPage } from './favourites';
export { createFolder, queryAllFolders, queryFolders, syncMaterialFolders } from './folders';
export { getFollowingMaterials, getFollowingPosts, getWorldBlogPosts } from './activity';
export { applyMailLink, readMailLink } from './account-tokens';
export type { MailLinkAnswer, MailLinkPartition } from './account-tokens';
