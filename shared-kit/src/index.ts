// @teachmarket/shared-kit: one instance at runtime across the shell and every remote
// (a federation singleton), so stores and the HTTP client are shared.
import { registerInstance } from './diagnostics';

registerInstance('@teachmarket/shared-kit', {});

export * from './contract';
export * from './diagnostics';
export * from './stores';
export { invalidateQueries, PUBLIC_FRESH_MS, type QueryKey, type QueryOptions } from './data/query';
export { createServerReads, dropPageAnswers, seedPageAnswers, ServerReadsContext, type PageAnswers, type ServerReads } from './data/page-answers';
export * from './storage';
export * from './api/http-client';
export * from './api/http-error';
export * from './api/endpoints';
export * from './ui';
// Issue 16: the router reaches the shell and the remotes only through shared-kit, so the one copy that
// ships is the part they use (react-router is not a federation singleton of its own; lint forbids
// importing it in the apps): about 6 % of it was used when the whole package was shared.
// The builds resolve react-router to its core (shared-kit/build/react-router-facade.mjs); Link,
// BrowserRouter and useSearchParams are shared-kit's own on that core (./router/light).
export { Navigate, Route, Routes, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
export { BrowserRouter, Link, useSearchParams, type LinkProps } from './router/light';
export type { NavigateFunction } from 'react-router';
// The framework-free part (route table, worlds, money formatting, remote names, contract version) lives in
// @teachmarket/contracts; re-exported here so the shell and the remotes import one package. Issue 16: the
// values by name, those the apps use: `export *` from another shared module made webpack ship the list of
// every name of this entry to skip at run time (each name in the first view once more).
export type * from '@teachmarket/contracts';
export {
  IOS_APP_STORE_URL, REMOTE_NAMES, ROUTE_IDS, ROUTE_LIST, RouteError, TERMS_ANCHORS, WORLDS, alternates, buildHref,
  canonicalUrl, counterpartHref, existsIn, formatPrice, formatRating, getRoute, href, isEntryUrl,
  isMainWorld, isRemoteName, isSafeRedirectTarget, isWorld, languageOf, match, parseRegistry,
  parseRegistryText, resolveRedirect, resolveWorld, rewriteUtmQuery, robotsContent, rootDecision, stripClearAuth,
  toTrackingCents, worldFromPath,
} from '@teachmarket/contracts';
// Issue 16: the limits, enumerations and checks the browser needs come from the TypeBox-free rules, which
// shared-kit does not re-export: a page imports the rules of its area where it uses them
// (`@teachmarket/contracts/rules/<area>`, each a small shared module), so a first view that needs no rule
// loads none (the whole set was 2.3 KB br on every page). From api-types the browser takes types only
// (lint: no-restricted-imports), so no page loads @sinclair/typebox.
export * from './i18n';
// World/WORLDS come from the contracts' worlds (the same 27 codes as api-types').
export type { AiTool, AiToolsResponse, AuthenticateBody, AuthenticateResponse, AuthorProfile, AuthorRef, BlogPost, BundleInfo, Cart, CartItem, CartResponse, CodeTitle, Comment, CommentReply, Country, ErrorBody, FacetBucket, Facets, Filters, FiltersResponse, GrantType, HelpArticle, HelpTopic, HelpTopicsResponse, IdTitle, ItemOfT, Material, MaterialFile, MaterialSummary, MegaMenuResponse, PaginatedOf, Personalisation, PreviewImage, PreviewPage, RatingEligibility, RatingItem, RatingSummary, RatingsResponse, SchoolClassification, SchoolType, SearchResponse, SearchSort, SuggestItem, SuggestResponse, Terms, TrackResponse, User, UserResponse, ValidateFailureReason, ValidateResponse, Voucher } from '@teachmarket/contracts/api-types';
export type { Folder, FolderType } from '@teachmarket/contracts/api-types/favourites';
export type { AuthProvider, AuthProvidersResponse, LoginAsBody } from '@teachmarket/contracts/api-types';
export type { Billing, CreateOrderBody, Order, OrderItem, OrderResponse, OrdersPage, PaymentMethod, PaymentOptions } from '@teachmarket/contracts/api-types';
// Cabinet account settings (password, billing address, payout account, mails, credits, seller vouchers).
export type {
  BankDetailsResponse, BillingAddressResponse, CreateSellerVoucherBody, CreditEntry, CreditKind, CreditsResponse, MailSettings, SellerVoucher,
} from '@teachmarket/contracts/api-types/account-settings';
// Seller cabinet (sales, evaluation, fee, NPS) and the post editor.
export type {
  BlogPostBody, FeeTier, FeeTierId, NpsBody, NpsStatus, OwnBlogPost, SalesTotal, SellerEvaluationsResponse, SellerFeeResponse, SellerFeedback,
  SellerMaterialSales, SellerRatedMaterial, SellerSale, SellerSalesQuery, SellerSalesResponse,
} from '@teachmarket/contracts/api-types';
// Money (issue 12): order states, the seller's balance, payouts, months and statements.
export type {
  BankTransfer, HoldReason, OrderStatus, SaleState, SalesExportView, SalesMonth, SellerBalance, SellerBalanceResponse, SellerPayout, SellerStatement,
  SellerStatementsResponse,
} from '@teachmarket/contracts/api-types';
export type { PersonalisationPreferences, PersonalSchoolType, SavePersonalisationBody } from '@teachmarket/contracts/api-types';
export type { AiDescriptionCheck, AiDescriptionEntry, AiDocument, AiDocumentSummary, AiGenerateBody, AiGenerationTool, AiProviderId, AiQuizQuestion } from '@teachmarket/contracts/api-types/ai';
export type { ChangeEmailConfirmResponse, CompleteRegistrationBody, CompleteRegistrationInfo, FreeDownloadInfo, RecommendationBody, RecommendationInfo } from '@teachmarket/contracts/api-types/account-links';
// School accounts (my school, school create, school account).
export type {
  CreateSchoolBody, MySchoolResponse, School, SchoolAddress, SchoolInvitation, SchoolInvitationInfo, SchoolMember, SchoolVerificationState,
} from '@teachmarket/contracts/api-types/schools';
export type { AvatarResponse, BackgroundResponse, PublicProfile, UploadMaterial, UploadMaterialResponse, UploadMaterialsResponse, UploadMaterialType, UploadMaterialUpdate, UploadStatus, UploadTextLanguage, UserDetails, UserDetailsResponse, UserDetailsUpdate } from '@teachmarket/contracts/api-types';
// A material's files (issue 12): kinds, the picker's accept list, the per-material limit.
export type { MaterialFileType, UploadFile } from '@teachmarket/contracts/api-types';
// Previews of an own material (issue 12): page-count choices, states, failure codes.
export type { PreviewRenderState, UploadPreviews, UploadPreviewsResponse } from '@teachmarket/contracts/api-types';
export type { TermsUpcoming, TermsUpcomingAcceptResponse, TermsUpcomingResponse } from '@teachmarket/contracts/api-types/terms-upcoming';
export type { FollowedAuthor, FollowedAuthorsResponse, MyInteractiveScope, UserProfile, UserProfileResponse } from '@teachmarket/contracts/api-types/profiles';
// The operator's console (issue 19).
export type {
  AuditEntry, AuditLogResponse, AuditSubjectType, MarkPaidBody, OperatorOrder, OperatorUser, OperatorUserDetail, OperatorUserRole, VerificationRequest,
  RegistryCheckProblem, RegistryVersion, RemoteHealth, RemotesState, ModeratedMaterial, ReportedComment, ReportedMaterial, ReviewToModerate, Payout,
} from '@teachmarket/contracts/api-types';
export type { SubscribedAuthor, Subscriptions, SubscriptionsResponse } from '@teachmarket/contracts/api-types/subscriptions';
export type { Currency, CurrencyResponse } from '@teachmarket/contracts/api-types/currency';
// The rating e-mail landing and referral invitations.
export type {
  RatingLinkBody, RatingLinkInfo, RatingLinkResult, Referral, ReferralOverview, ReferralOverviewResponse, ReferralState,
} from '@teachmarket/contracts/api-types/referrals';
