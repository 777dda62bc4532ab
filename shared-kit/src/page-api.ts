// Issue 16: `@teachmarket/shared-kit/page-api`, the API calls of pages outside the first views every
// visitor sees (help and AI tools, orders and checkout, uploads and previews, the cabinet's account,
// school, seller and voucher calls), as a shared module of its own: home, search, material and author
// never load it; a page that calls one loads it once, from the shell's share scope. Stateless: the HTTP
// client these use is the shell's (httpClient() reads it from globalThis), so this copy uses the same one.
export { getAiTools, getHelpTopics } from './api/endpoints/content';
export { getItemTags, setItemTag } from './api/endpoints/tags';
export { createOrder, downloadInvoice, getCheckoutCart, getOrder, getOrders, getPaymentOptions } from './api/endpoints/orders';
export {
  checkAiDescription, deleteAiDocument, downloadAiDocument, downloadAiQuiz, generateAiDescription, generateAiDocument, generateAiQuiz, getAiDescriptionHistory,
  getAiDocument, getAiDocuments, getAiProvider, refineAiDocument, renameAiDocument, saveAiDocument,
} from './api/endpoints/ai';
export {
  deleteDraft, getOwnMaterial, getOwnMaterials, publishOwnMaterial, republishOwnMaterial, updateOwnMaterial, uploadForm, uploadMaterialFile,
  UploadUnsupportedError, withdrawOwnMaterial,
} from './api/endpoints/uploads';
// Previews of an own material: state, page count, retry, replacing the main file (issue 12).
export { getMaterialPreviews, replaceMaterialFile, retryMaterialPreviews, setPreviewPages } from './api/endpoints/previews';
// Several files per material (issue 12): add one, remove one.
export { addMaterialFile, removeMaterialFile } from './api/endpoints/material-files';
export { getUserDetails, queryUserDetails, removeBackground, updateUserDetails, uploadAvatar, uploadBackground } from './api/endpoints/user-details';
export { getCurrency, getSubscriptions } from './api/endpoints/subscriptions';
export {
  changePassword, createSellerVoucher, deactivateSellerVoucher, getBankDetails, getBillingAddress, getCredits, getMailSettings, getSellerVouchers,
  saveBankDetails, saveBillingAddress, saveMailSettings,
} from './api/endpoints/account-settings';
export {
  acceptSchoolInvitation, createSchool, declineSchoolInvitation, getMySchool, getSchoolInvitation, removeSchoolMember, requestSchoolVerification,
  saveSchoolAddress, transferSchoolAdmin, withdrawSchoolInvitation,
} from './api/endpoints/schools';
// The rating e-mail landing and referral invitations (cabinet /rating-email, /invitation).
export { getRatingLink, getReferralInviter, getReferrals, inviteColleague, rateThroughLink } from './api/endpoints/referrals';
export {
  answerNps, createBlogPost, deleteBlogPost, getNpsStatus, getOwnBlogPosts, getSellerEvaluations, getSellerFee, getSellerSales, updateBlogPost,
} from './api/endpoints/seller';
// Seller money (issue 12): balance and payouts, monthly statements, the CSV export.
export { downloadSalesExport, downloadSellerStatement, getSellerBalance, getSellerStatements } from './api/endpoints/seller';
// The shell's account pages (registration, password, mail links, free download, recommendation, change of
// e-mail) and the cabinet's invitation and e-mail change; the terms dialog's accept; bought materials
// (cabinet, AI tools). Issue 16: none of these runs on a first view.
export { confirmRegistration, forgotPassword, recoverPassword, register } from './api/endpoints/account';
export { applyMailLink, readMailLink } from './api/endpoints/account-tokens';
export { acceptUpcomingTerms } from './api/endpoints/terms-upcoming';
// The terms prompt's (shown to who has not accepted the current terms) and the terms page's reads and the
// accept, the social login buttons, login-as, the interactive materials' own list (issue 16).
export { acceptTerms, getAuthProviders, getTerms, loginAsUser } from './api/endpoints/session';
export { getMyInteractives } from './api/endpoints/profiles';
export {
  completeRegistration, confirmEmailChange, downloadFreeMaterial, getCompleteRegistration, getFreeDownload, getRecommendation, inviteSchoolMember,
  recordRecommendationVisit, requestEmailChange,
} from './api/endpoints/account-links';
// The material page's recommend and free-download forms, chunks loaded when opened (issue 16).
export { recommendMaterial, requestFreeDownload } from './api/endpoints/account-links';
export { getBoughtMaterials } from './api/endpoints/catalog';
