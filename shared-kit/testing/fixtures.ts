import type { AuthorProfile, MaterialSummary } from '@teachmarket/contracts/api-types';

/** A material summary as the API returns it (see api/test for the real shapes). */
export function materialSummary(overrides: Partial<MaterialSummary> = {}): MaterialSummary {
  return {
    id: 33,
    slug: 'farbenlehre-ubungen-mit-losungen',
    title: 'Farbenlehre: Übungen mit Lösungen',
    world: 'de',
    language: 'de',
    price: 4.5,
    finalPrice: 4.5,
    currencyCode: 'EUR',
    discount: 0,
    sale: false,
    isFree: false,
    isBundle: false,
    rating: { average: 4.4, count: 5 },
    author: { id: 7, slug: 'julia-wagner', publicName: 'Julia Wagner', imagePath: null },
    firstPreviewImage: null,
    bestInCategories: [],
    createdAt: '2023-11-22T08:35:14.000Z',
    interactiveId: null,
    materialType: { id: 'test', title: 'Klassenarbeit' },
    subjects: [{ id: 9, title: 'Kunst' }],
    grades: [9],
    ...overrides,
  };
}

export function authorProfile(overrides: Partial<AuthorProfile> = {}): AuthorProfile {
  return {
    id: 7,
    public_name: 'Julia Wagner',
    is_private_profile: false,
    slug: 'julia-wagner',
    total_followers: 12,
    total_followings: 3,
    subtitle: 'Kunstlehrerin',
    image_path: null,
    author_since: '2021-03-01T00:00:00.000Z',
    is_seller: true,
    description: null,
    total_materials: 2,
    teachable_certified: false,
    profile_background_path: null,
    profile_background_data: null,
    following: false,
    created_at: '2021-03-01T00:00:00.000Z',
    facebook_profile: null,
    instagram_profile: null,
    pinterest_profile: null,
    ...overrides,
  } as AuthorProfile;
}
