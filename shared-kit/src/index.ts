// @teachmarket/shared-kit: one instance at runtime across the shell and every remote
// (a federation singleton), so stores and the HTTP client are shared.
import { registerInstance } from './diagnostics';

registerInstance('@teachmarket/shared-kit', {});

export * from './contract';
export * from './diagnostics';
export * from './stores';
export * from './storage';
export * from './api/http-client';
export * from './api/http-error';
export * from './api/endpoints';
export * from './ui';
export * from './routes';
export * from './worlds';
export * from './i18n';
export * from './format';
// World/WORLDS come from ./worlds (the same 27 codes as api-types').
export type { AiTool, AiToolsResponse, AuthenticateBody, AuthenticateResponse, AuthorProfile, AuthorRef, BlogPost, BundleInfo, Cart, CartItem, CartResponse, CodeTitle, Comment, Country, ErrorBody, FacetBucket, Facets, Filters, FiltersResponse, GrantType, HelpArticle, HelpTopic, HelpTopicsResponse, IdTitle, ItemOfT, Material, MaterialFile, MaterialSummary, MegaMenuResponse, PaginatedOf, Personalisation, PreviewImage, RatingItem, RatingSummary, RatingsResponse, SchoolClassification, SchoolType, SearchResponse, SearchSort, SuggestItem, SuggestResponse, Terms, TrackResponse, User, UserResponse, ValidateFailureReason, ValidateResponse, Voucher } from './api-types';
export type { Folder, FolderType } from './api-types/favourites';
export { SCHOOL_TYPES, SEARCH_SORTS } from './api-types';
