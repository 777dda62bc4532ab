export { downloadMaterial, getBoughtMaterials, getFilters, getMaterial, getMaterialComments, getMaterialRatings, getMegaMenu, rateMaterial, searchMaterials, suggest } from './catalog';
export type { SearchParams } from './catalog';
export { deleteComment, editComment, getRatingEligibility, postComment, replyToRating, reportComment, reportMaterial, reportReview } from './material-talk';
export { getAuthor, getAuthorMaterials, getBlogPost, setFollowing } from './authors';
export type { AuthorMaterialsResponse, FollowResponse } from './authors';
export { getAiTools, getHelpTopics } from './content';
export {
  acceptTerms, authenticateClientCredentials, authenticatePassword, getAuthProviders, getCurrentUser, getTerms, OAUTH_CLIENT_ID,
  revokeToken, trackEvent, trackEvents, validateToken,
} from './session';
export { confirmRegistration, forgotPassword, recoverPassword, register } from './account';
export { authenticateIdToken, loginAsUser } from './session';
export type { RegistrationInput } from './account';
export { listAnonymousFavourites, persistAnonymousFavouritesCall, queryWholeWishlist, queryWishlist, setMaterialFavourite } from './favourites';
export type { WishlistPage } from './favourites';
export { createFolder, queryAllFolders, queryFolders, syncMaterialFolders } from './folders';
export { addMaterialsToFolders, archiveFolders, deleteFolders, queryPublicFolders, updateFolders } from './folders';
export { querySchoolWishlist, queryWholeSchoolWishlist, setSchoolWishlist } from './school-wishlist';
export type { SchoolWishlistPage } from './school-wishlist';
export { getItemTags, setItemTag } from './tags';
export { getFollowingMaterials, getFollowingPosts, getWorldBlogPosts } from './activity';
export { applyMailLink, readMailLink } from './account-tokens';
export type { MailLinkAnswer, MailLinkPartition } from './account-tokens';
export { acceptUpcomingTerms, getUpcomingTerms } from './terms-upcoming';
export { getPersonalisation, markPersonalisationPopupShownCall, savePersonalisation } from './personalisation';
export { addCartItem, removeCartItem, setCartVoucher, viewCart } from './cart';
export { getLocationCountry, setLocationCountry } from './location';
export { createOrder, downloadInvoice, getCheckoutCart, getOrder, getOrders, getPaymentOptions } from './orders';
export {
  completeRegistration, confirmEmailChange, downloadFreeMaterial, getCompleteRegistration, getFreeDownload, getRecommendation, inviteSchoolMember,
  recommendMaterial, recordRecommendationVisit, requestEmailChange, requestFreeDownload,
} from './account-links';
export {
  checkAiDescription, deleteAiDocument, downloadAiDocument, downloadAiQuiz, generateAiDescription, generateAiDocument, generateAiQuiz, getAiDescriptionHistory,
  getAiDocument, getAiDocuments, getAiProvider, refineAiDocument, renameAiDocument, saveAiDocument,
} from './ai';
export { deleteDraft, getOwnMaterial, getOwnMaterials, publishOwnMaterial, updateOwnMaterial, uploadForm, uploadMaterialFile, UploadUnsupportedError } from './uploads';
// Previews of an own material: state, page count, retry, replacing the main file (issue 12).
export { getMaterialPreviews, replaceMaterialFile, retryMaterialPreviews, setPreviewPages } from './previews';
// Several files per material (issue 12): add one, remove one.
export { addMaterialFile, removeMaterialFile } from './material-files';
export { getUserDetails, queryUserDetails, removeBackground, updateUserDetails, uploadAvatar, uploadBackground } from './user-details';
export { getCurrency, getSubscriptions } from './subscriptions';
export { getAuthorBlogPosts, getMyInteractives, getUserFollowings, getUserProfile } from './profiles';
export {
  changePassword, createSellerVoucher, deactivateSellerVoucher, getBankDetails, getBillingAddress, getCredits, getMailSettings, getSellerVouchers,
  saveBankDetails, saveBillingAddress, saveMailSettings,
} from './account-settings';
export {
  acceptSchoolInvitation, createSchool, declineSchoolInvitation, getMySchool, getSchoolInvitation, removeSchoolMember, requestSchoolVerification,
  saveSchoolAddress, transferSchoolAdmin, withdrawSchoolInvitation,
} from './schools';
// The rating e-mail landing and referral invitations (cabinet /rating-email, /invitation).
export { getRatingLink, getReferrals, inviteColleague, rateThroughLink } from './referrals';
export {
  answerNps, createBlogPost, deleteBlogPost, getNpsStatus, getOwnBlogPosts, getSellerEvaluations, getSellerFee, getSellerSales, updateBlogPost,
} from './seller';
// Seller money (issue 12): balance and payouts, monthly statements, the CSV export.
export { downloadSalesExport, downloadSellerStatement, getSellerBalance, getSellerStatements } from './seller';
