import { defineRoutes } from './define';

/**
 * spec §2 "Cabinet and buyer area (noindex, many switchable)". Personal pages: noindex-nofollow.
 * Switchable: the same cabinet page exists in every world; pages about one material or one world's
 * data are not.
 */
const cabinet = <const P extends string>(path: P) => ({ app: 'mfe_cabinet', path, index: 'noindex-nofollow', switchable: true }) as const;

export const cabinetRoutes = defineRoutes({
  boughtMaterials: cabinet('/bought-materials'),
  accountBankDetails: cabinet('/account-bank-details'),
  cabinetChangeEmail: cabinet('/cabinet-change-email'),
  changePassword: cabinet('/change-password'),
  billingAddress: cabinet('/billing-address'),
  notifications: cabinet('/notifications'),
  // spec §2: "/upload-edit (sales)"
  uploadEdit: cabinet('/upload-edit'),
  firstUpload: { ...cabinet('/first-upload/:materialId?'), switchable: false },
  salesDownloads: cabinet('/sales-downloads'),
  evaluation: cabinet('/evaluation'),
  credit: cabinet('/credit'),
  fee: cabinet('/fee'),
  invoiceTaxDocuments: cabinet('/invoice-tax-documents'),
  vouchers: cabinet('/vouchers'),
  share: cabinet('/share'),
  // spec §2: "Redirects /my-author-profile and /my-subjects". The shell acts on `redirect` (redirect.ts).
  // My author profile: like the author redirect route, for the signed-in user's own id and slug.
  myAuthorProfile: {
    ...cabinet('/my-author-profile'),
    redirect: [
      { when: 'seller', to: 'author', params: 'viewer' },
      { when: 'non-seller', to: 'uploadEdit', params: 'none' },
    ],
  },
  // Target not in the spec: the subjects a user follows are shown on the home "following" tab.
  mySubjects: {
    ...cabinet('/my-subjects'),
    redirect: [{ when: 'always', to: 'home', params: 'none', fixed: { tab: 'following' } }],
  },
  postEditor: { ...cabinet('/post-editor'), app: 'mfe_author' },
  nps: cabinet('/nps'),
  // spec §2: "rating email landing" (no path given)
  ratingEmail: cabinet('/rating-email'),
  invitation: cabinet('/invitation'),
  favourites: cabinet('/favourites'),
  mySchool: cabinet('/my-school'),
  schoolWishlist: cabinet('/school-wishlist'),
  schoolAccount: cabinet('/schoolaccount'),
  schoolCreate: cabinet('/school-create'),
  // Search results are public but have no value in an index; their links lead to materials: noindex-follow.
  searchResults: { ...cabinet('/search-results'), app: 'mfe_catalog', index: 'noindex-follow' },
  // spec §2: "Author redirect route: a non-seller goes to cabinet sales, a seller to the author's main
  // page (params id and slug)"; spec §6: "Only a seller may reach the author's own page via the redirect route."
  authorRedirect: {
    ...cabinet('/author-redirect/:id/:slug'),
    switchable: false,
    redirect: [
      { when: 'seller', to: 'author', params: 'route' },
      { when: 'non-seller', to: 'uploadEdit', params: 'none' },
    ],
  },
});
