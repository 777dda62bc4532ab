/* eslint-disable max-lines -- one catalogue of every API shape, shared by the API and the frontend */
/**
 * The API's response (and request) shapes: one source for the API (which validates and
 * serialises with these TypeBox schemas and publishes them in its OpenAPI document) and the
 * frontend (which only `import type`s the Static types). Only @sinclair/typebox and ../rules (the plain
 * constants the schemas are built from, which the browser imports instead) may be imported here.
 *
 * Field names follow the spec §3 spelling: camelCase for User, Cart and Material, snake_case for
 * the author profile, the search envelope (per_page) and the OAuth answers.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PERSONAL_SCHOOL_TYPES, PERSONALISATION_LIMITS, type PersonalSchoolType } from '../rules/personalisation';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---------------------------------------------------------------------------------------------
// Constants shared by API and frontend
// ---------------------------------------------------------------------------------------------

/** spec §1: main worlds first, then the supplementary ones. Default world: de. */
export const WORLDS = [
  'de', 'es', 'fr', 'gr', 'it',
  'bg', 'cn', 'cz', 'dk', 'fi', 'hi', 'hr', 'hu', 'id', 'jp', 'kr', 'kz', 'my', 'nl', 'no', 'pl',
  'ro', 'rs', 'se', 'sk', 'th', 'ua',
] as const;
export type World = (typeof WORLDS)[number];

// spec §2 school types and the search sorts: plain constants in ../rules (the browser reads them without TypeBox).
export { SCHOOL_TYPES, SEARCH_SORTS, type SchoolType, type SearchSort } from '../rules/search';

export const GRANT_TYPES = ['password', 'client_credentials', 'facebook', 'google', 'apple_id', 'microsoft'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export const VALIDATE_FAILURE_REASONS = ['terms_not_accepted', 'invalid_token', 'expired'] as const;
export type ValidateFailureReason = (typeof VALIDATE_FAILURE_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Every 4xx/5xx body: a code a program can switch on, a message a person can act on. */
export const ErrorBodySchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ examples: ['validation_failed', 'not_found', 'unauthorized'] }),
      message: Type.String(),
      /** The input field at fault (validation_failed), dotted for nested fields. */
      field: Type.Optional(Type.String()),
    }),
    /** 401 only: the spec §4 reason (terms_not_accepted | invalid_token | expired). */
    reason: Type.Optional(Type.String()),
  }
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const IdTitleSchema = Type.Object({ id: Type.Integer(), title: Type.String() });
export type IdTitle = Static<typeof IdTitleSchema>;

export const CodeTitleSchema = Type.Object({ id: Type.String(), title: Type.String() });
export type CodeTitle = Static<typeof CodeTitleSchema>;

export const AuthorRefSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  publicName: Type.String(),
  imagePath: Nullable(Type.String()),
});
export type AuthorRef = Static<typeof AuthorRefSchema>;

/** spec §3 Material.firstPreviewImage: absolute URLs on the API host. */
export const PreviewImageSchema = Type.Object({ plain: Type.String(), watermarked: Type.String() });
export type PreviewImage = Static<typeof PreviewImageSchema>;
/** A preview page on the material page: its watermarked image and pixel size (the gallery reserves the space). */
export const PreviewPageSchema = Type.Object({ plain: Type.String(), watermarked: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type PreviewPage = Static<typeof PreviewPageSchema>;

export const RatingSummarySchema = Type.Object({ average: Type.Number(), count: Type.Integer() });
export type RatingSummary = Static<typeof RatingSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------------------------

const materialSummaryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  world: Type.String(),
  /** Text language (ISO 639-1), e.g. es materials may be ca, eu, gl (spec §1). */
  language: Type.String(),
  /** Major units in currencyCode; finalPrice applies discount. */
  price: Type.Number(),
  finalPrice: Type.Number(),
  currencyCode: Type.String(),
  /** Percent off (0 = none). */
  discount: Type.Integer(),
  sale: Type.Boolean(),
  isFree: Type.Boolean(),
  isBundle: Type.Boolean(),
  rating: RatingSummarySchema,
  author: AuthorRefSchema,
  firstPreviewImage: Nullable(PreviewImageSchema),
  bestInCategories: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  interactiveId: Nullable(Type.Integer()),
  materialType: CodeTitleSchema,
  subjects: Type.Array(IdTitleSchema),
  /** class_grade values (1-13). */
  grades: Type.Array(Type.Integer()),
};

export const MaterialSummarySchema = Type.Object(materialSummaryFields);
export type MaterialSummary = Static<typeof MaterialSummarySchema>;

export const MaterialFileSchema = Type.Object({ type: Type.String(), pages: Nullable(Type.Integer()) });
export type MaterialFile = Static<typeof MaterialFileSchema>;

export const BundleInfoSchema = Type.Object({
  items: Type.Array(MaterialSummarySchema),
  /** Sum of the contained materials' final prices. */
  itemsPrice: Type.Number(),
  /** itemsPrice minus the bundle's final price. */
  saving: Type.Number(),
});
export type BundleInfo = Static<typeof BundleInfoSchema>;

export const MaterialSchema = Type.Object(
  {
    ...materialSummaryFields,
    /** Sanitised HTML (only p, ul, li, strong, em). */
    description: Type.String(),
    materialFiles: Type.Array(MaterialFileSchema),
    previews: Type.Array(PreviewPageSchema),
    bundle: Nullable(BundleInfoSchema),
    /** Bundles this material is part of. */
    containedInBundles: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
    schoolTypes: Type.Array(CodeTitleSchema),
    /** The grades' names in the material's world (fr 7 is "5e", es 7 is "1.º ESO"), in the order of grades. */
    gradeTitles: Type.Optional(Type.Array(IdTitleSchema)),
    learningYears: Type.Array(Type.Integer()),
    isBundleInteractive: Type.Boolean(),
    /** Set when the requesting user bought this material (spec §3 purchase_id). */
    purchase_id: Nullable(Type.Integer()),
    publishedAt: Type.String({ format: 'date-time' }),
    pages: Type.Integer(),
    salesCount: Type.Integer(),
  }
);
export type Material = Static<typeof MaterialSchema>;

// ---------------------------------------------------------------------------------------------
// Search, suggest, filters, mega menu
// ---------------------------------------------------------------------------------------------

export const FacetBucketSchema = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  title: Type.String(),
  count: Type.Integer(),
});
export type FacetBucket = Static<typeof FacetBucketSchema>;

export const FacetsSchema = Type.Object({
  subject: Type.Array(FacetBucketSchema),
  class_grade: Type.Array(FacetBucketSchema),
  material_type: Type.Array(FacetBucketSchema),
  school_type: Type.Array(FacetBucketSchema),
  price: Type.Array(FacetBucketSchema),
});
export type Facets = Static<typeof FacetsSchema>;

export const SearchResponseSchema = Type.Object(
  {
    items: Type.Array(MaterialSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
    facets: FacetsSchema,
    /** Set when total and facet counts are estimated from a sample (a very broad search; issue 17). */
    approximate: Type.Optional(Type.Boolean()),
  }
);
export type SearchResponse = Static<typeof SearchResponseSchema>;

export const SuggestItemSchema = Type.Object({
  text: Type.String(),
  kind: Type.Union([Type.Literal('material'), Type.Literal('subject'), Type.Literal('author')]),
  id: Type.Optional(Type.Integer()),
});
export type SuggestItem = Static<typeof SuggestItemSchema>;
export const SuggestResponseSchema = Type.Object({ items: Type.Array(SuggestItemSchema) });
export type SuggestResponse = Static<typeof SuggestResponseSchema>;

/** spec §3 Filters (plus school_type, which the search page also offers). */
export const FiltersSchema = Type.Object({
  class_grade: Type.Array(IdTitleSchema),
  learning_years: Type.Array(IdTitleSchema),
  material_type: Type.Array(CodeTitleSchema),
  subject: Type.Array(IdTitleSchema),
  school_type: Type.Array(CodeTitleSchema),
});
export type Filters = Static<typeof FiltersSchema>;
export const FiltersResponseSchema = Type.Object({ items: FiltersSchema });
export type FiltersResponse = Static<typeof FiltersResponseSchema>;

/** spec §3 School classification: schoolName, grades, type, subjects[id, materialsCount, title]. */
export const SchoolClassificationSchema = Type.Object({
  type: Type.String(),
  schoolName: Type.String(),
  grades: Type.Array(IdTitleSchema),
  subjects: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), materialsCount: Type.Integer() })),
});
export type SchoolClassification = Static<typeof SchoolClassificationSchema>;
export const MegaMenuResponseSchema = Type.Object({ items: Type.Array(SchoolClassificationSchema) });
export type MegaMenuResponse = Static<typeof MegaMenuResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Authors, blog, comments, ratings
// ---------------------------------------------------------------------------------------------

/** spec §3 Author profile (snake_case as in the spec). */
export const AuthorProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    public_name: Type.String(),
    is_private_profile: Type.Boolean(),
    slug: Type.String(),
    total_followers: Type.Integer(),
    total_followings: Type.Integer(),
    subtitle: Nullable(Type.String()),
    image_path: Nullable(Type.String()),
    author_since: Nullable(Type.String({ format: 'date-time' })),
    is_seller: Type.Boolean(),
    description: Nullable(Type.String()),
    total_materials: Type.Integer(),
    teachable_certified: Type.Boolean(),
    profile_background_path: Nullable(Type.String()),
    profile_background_data: Nullable(Type.Record(Type.String(), Type.Unknown())),
    /** Whether the requesting user follows this author (false for anonymous). */
    following: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    facebook_profile: Nullable(Type.String()),
    instagram_profile: Nullable(Type.String()),
    pinterest_profile: Nullable(Type.String()),
  }
);
export type AuthorProfile = Static<typeof AuthorProfileSchema>;

export const BlogPostSchema = Type.Object(
  {
    id: Type.Integer(),
    world: Type.String(),
    title: Type.String(),
    excerpt: Type.String(),
    /** HTML. */
    body: Type.String(),
    author: AuthorRefSchema,
    createdAt: Type.String({ format: 'date-time' }),
  }
);
export type BlogPost = Static<typeof BlogPostSchema>;

const CommentFields = {
  id: Type.Integer(),
  materialId: Type.Integer(),
  author: AuthorRefSchema,
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** Issue 18: set when its writer changed it. */
  editedAt: Nullable(Type.String({ format: 'date-time' })),
};
/** Issue 18: the material's author answers a comment (one level). */
export const CommentReplySchema = Type.Object({ ...CommentFields, parentId: Type.Integer() });
export type CommentReply = Static<typeof CommentReplySchema>;
export const CommentSchema = Type.Object({ ...CommentFields, replies: Type.Array(CommentReplySchema) });
export type Comment = Static<typeof CommentSchema>;
/** A written or changed comment or answer (issue 18). */
export const CommentItemResponseSchema = Type.Object({ item: Type.Union([CommentSchema, CommentReplySchema]) });

export const RatingItemSchema = Type.Object({
  id: Type.Integer(),
  materialId: Type.Integer(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Nullable(Type.String()),
  author: AuthorRefSchema,
  createdAt: Type.String({ format: 'date-time' }),
  /** Issue 18: the material's author's answer to the review. */
  reply: Nullable(Type.Object({ text: Type.String(), createdAt: Type.String({ format: 'date-time' }) })),
});
export type RatingItem = Static<typeof RatingItemSchema>;

export const RatingsResponseSchema = Type.Object({
  items: Type.Array(RatingItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  summary: RatingSummarySchema,
});
export type RatingsResponse = Static<typeof RatingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// User, auth, personalisation
// ---------------------------------------------------------------------------------------------

/** spec §3 User. */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    email: Type.String(),
    isSeller: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    creationSource: Type.String(),
    details: Type.Object({ publicName: Type.String(), imagePath: Nullable(Type.String()) }),
    userImagePath: Nullable(Type.String()),
    userName: Type.String(),
    profileDetails: Type.Object({
      details: Type.Object({
        credits: Type.Object({ amount: Type.Number(), had_credits: Type.Boolean() }),
        currencyCode: Type.String(),
        schoolAccount: Nullable(
          Type.Object({ school_id: Type.Integer(), role: Type.String(), is_verified: Type.Boolean() }),
        ),
      }),
      invoiceDetails: Type.Object({ email: Nullable(Type.String()) }),
    }),
    availableCredits: Type.Number(),
    hadCredits: Type.Boolean(),
    loggedInAsAnotherUser: Type.Boolean(),
    isAgbAccepted: Type.Boolean(),
    doubleOptIn: Type.Boolean(),
    /** 'user' | 'operator' (spec §6 impersonating operator). */
    role: Type.String(),
  }
);
export type User = Static<typeof UserSchema>;
export const UserResponseSchema = Type.Object({ items: Type.Array(UserSchema) });
export type UserResponse = Static<typeof UserResponseSchema>;

export const AuthenticateBodySchema = Type.Object(
  {
    client_id: Type.String({ minLength: 1, maxLength: 100 }),
    grant_type: Type.Union(GRANT_TYPES.map((g) => Type.Literal(g))),
    username: Type.Optional(Type.String({ maxLength: 254 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    scopes: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Array(Type.String({ maxLength: 100 }))])),
    /** Provider token for facebook/google/apple_id/microsoft. */
    token: Type.Optional(Type.String({ maxLength: 4000 })),
    /** The nonce the browser sent to the provider; the ID token must carry the same one. */
    nonce: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
    platform: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type AuthenticateBody = Static<typeof AuthenticateBodySchema>;

export const AuthenticateResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** null for client-credentials (anonymous) tokens. */
  oauth_user_id: Nullable(Type.Integer()),
  /** Seconds. */
  expires_in: Type.Integer(),
});
export type AuthenticateResponse = Static<typeof AuthenticateResponseSchema>;

/** 200 answer of validate; user_id is null for a valid anonymous (client-credentials) token. */
export const ValidateResponseSchema = Type.Object({
  user_id: Nullable(Type.Integer()),
  /** spec §6: true when an operator obtained this token through login-as. */
  loggedInAsAnotherUser: Type.Optional(Type.Boolean()),
});
export type ValidateResponse = Static<typeof ValidateResponseSchema>;

/** A configured social login provider: what the browser needs to start an OIDC id_token login (nothing secret). */
export const AuthProviderSchema = Type.Object({
  name: Type.String(),
  client_id: Type.String(),
  authorization_endpoint: Type.String(),
  scope: Type.String(),
});
export type AuthProvider = Static<typeof AuthProviderSchema>;
/** items: the provider names (spec §4 buttons); providers: their login parameters. */
export const AuthProvidersResponseSchema = Type.Object({ items: Type.Array(Type.String()), providers: Type.Array(AuthProviderSchema) });
export type AuthProvidersResponse = Static<typeof AuthProvidersResponseSchema>;

/** spec §6 operator login-as: exactly one of user_id or email. */
export const LoginAsBodySchema = Type.Object(
  {
    user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type LoginAsBody = Static<typeof LoginAsBodySchema>;

export { PERSONAL_SCHOOL_TYPES, PERSONALISATION_LIMITS, type PersonalSchoolType } from '../rules/personalisation';

const PersonalSchoolTypeSchema = Type.Unsafe<PersonalSchoolType>({ type: 'string', enum: [...PERSONAL_SCHOOL_TYPES] });

/**
 * What a user teaches, as the catalogue identifies it (GET v1/filters: school_type ids, subject
 * ids of the world, class_grade 1..13). Subject ids belong to one world, saved with them.
 * Empty ({}) until the user saved the personalisation.
 */
export const PersonalisationPreferencesSchema = Type.Object({
  world: Type.Optional(Type.String()),
  schoolTypes: Type.Optional(Type.Array(PersonalSchoolTypeSchema)),
  subjects: Type.Optional(Type.Array(Type.Integer())),
  grades: Type.Optional(Type.Array(Type.Integer())),
  savedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type PersonalisationPreferences = Static<typeof PersonalisationPreferencesSchema>;

/** spec §3 Personalisation. */
export const PersonalisationSchema = Type.Object({
  needActualisation: Type.Boolean(),
  showPopup: Type.Boolean(),
  preferences: PersonalisationPreferencesSchema,
  personalisationRequested: Type.Boolean(),
});
export type Personalisation = Static<typeof PersonalisationSchema>;

/** POST v3/personalisations/save: at least one school type or subject (checked by the API). */
export const SavePersonalisationBodySchema = Type.Object(
  {
    schoolTypes: Type.Array(PersonalSchoolTypeSchema, { maxItems: PERSONALISATION_LIMITS.schoolTypes, uniqueItems: true }),
    subjects: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: PERSONALISATION_LIMITS.subjects, uniqueItems: true }),
    grades: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 13 }), { maxItems: PERSONALISATION_LIMITS.grades, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type SavePersonalisationBody = Static<typeof SavePersonalisationBodySchema>;

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

export const CartItemSchema = Type.Object({
  ...materialSummaryFields,
  /** False when the price may change (e.g. sale ends); always true for now. */
  hasFixedPrice: Type.Boolean(),
});
export type CartItem = Static<typeof CartItemSchema>;

export const VoucherSchema = Type.Object({
  code: Type.String(),
  /** 'percent' | 'amount' */
  type: Type.String(),
  value: Type.Number(),
});
export type Voucher = Static<typeof VoucherSchema>;

/** spec §3 Cart. Prices in currencyCode major units. */
export const CartSchema = Type.Object(
  {
    token: Type.String(),
    cartItems: Type.Array(CartItemSchema),
    /** Cart materials that a bundle in the same cart already contains: not charged twice. */
    itemsInBundles: Type.Array(Type.Object({ materialId: Type.Integer(), bundleId: Type.Integer() })),
    voucher: Nullable(VoucherSchema),
    voucherError: Nullable(Type.String()),
    usedCredits: Type.Number(),
    /** The user's credits; only when the view was asked with use_credits (checkout, issue 4). */
    availableCredits: Type.Optional(Type.Number()),
    originalPrice: Type.Number(),
    totalVoucherDiscount: Type.Number(),
    finalPrice: Type.Number(),
    currencyCode: Type.String(),
  }
);
export type Cart = Static<typeof CartSchema>;
/**
 * Whether an invoice order of this cart would give the signed-in buyer the files at once, and if not
 * why (api/src/money/release.ts, the same function the order uses): unconfirmed account, an overdue
 * invoice, or the unpaid invoices with this one over the credit limit. Only in the checkout view.
 */
export const InvoiceReleaseSchema = Type.Object({
  release: Type.Boolean(),
  reason: Type.Optional(Type.Unsafe<'unconfirmed' | 'overdue' | 'over_limit'>({ type: 'string', enum: ['unconfirmed', 'overdue', 'over_limit'] })),
});
export type InvoiceRelease = Static<typeof InvoiceReleaseSchema>;
export const CartResponseSchema = Type.Object({
  items: Type.Object({
    cart: CartSchema,
    /** Only for a signed-in user's checkout view (use_credits given, true or false); never for anonymous visitors. */
    invoiceRelease: Type.Optional(InvoiceReleaseSchema),
  }),
});
export type CartResponse = Static<typeof CartResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Help centre, AI tools, location, tracking, terms
// ---------------------------------------------------------------------------------------------

export const HelpArticleSchema = Type.Object({ id: Type.String(), title: Type.String(), body: Type.String() });
export type HelpArticle = Static<typeof HelpArticleSchema>;
export const HelpTopicSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  articles: Type.Array(HelpArticleSchema),
});
export type HelpTopic = Static<typeof HelpTopicSchema>;
export const HelpTopicsResponseSchema = Type.Object({ items: Type.Array(HelpTopicSchema) });
export type HelpTopicsResponse = Static<typeof HelpTopicsResponseSchema>;

export const AiToolSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
});
export type AiTool = Static<typeof AiToolSchema>;
export const AiToolsResponseSchema = Type.Object({ items: Type.Array(AiToolSchema) });
export type AiToolsResponse = Static<typeof AiToolsResponseSchema>;

export const CountrySchema = Type.Object({ code: Type.String(), name: Type.String(), currencyCode: Type.String() });
export type Country = Static<typeof CountrySchema>;

export const TrackResponseSchema = Type.Object({ track_sid: Type.String() });
export type TrackResponse = Static<typeof TrackResponseSchema>;

export const TermsSchema = Type.Object({
  version: Type.Integer(),
  publishedAt: Type.String({ format: 'date-time' }),
  title: Type.String(),
  /** HTML with the spec §2 anchors data_protection, terms-of-use, terms-of-task-completing, withdrawal-provisions. */
  body: Type.String(),
});
export type Terms = Static<typeof TermsSchema>;

// ---------------------------------------------------------------------------------------------
// Generic envelopes
// ---------------------------------------------------------------------------------------------

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
  });
export type PaginatedOf<T> = { items: T[]; total: number; page: number; per_page: number };

export const ItemOf = <T extends TSchema>(item: T) => Type.Object({ item });
export type ItemOfT<T> = { item: T };

// Favourites, subscriptions and folders (issue 7).
export * from './favourites';
export * from './collections';
// AI tools: descriptions, quizzes, documents (issue 4 / spec §7 AI calls).
export * from './ai';
// Uploads: materials, user details, avatar and background (issues 4 and 5).
export * from './uploads';
export * from './previews';
export * from './user-details';
// Checkout: payment options, orders, invoices (issue 4).
export * from './orders';
export * from './operator';
// spec §2 upcoming-terms price-change popup (issue 5 services).
export * from './terms-upcoming';
// The bell's recent notifications and their read state (s17 QA3).
export * from './notifications';
// spec §7 GET v1/subscriptions and the currency call (issue 4).
export * from './subscriptions';
export * from './currency';
// Cabinet account settings: password, billing address, payout account, mail settings, credits, seller vouchers.
export * from './account-settings';
// User profile page and "my interactives" (mfe_author, mfe_interactive).
export * from './profiles';
// Seller cabinet: sales and downloads, evaluation, fee, NPS; the post editor.
export * from './seller';
export * from './blog-editor';
export * from './material-talk';
export * from './client-errors';
export * from './operator-remotes';
export * from './operator-moderation';
