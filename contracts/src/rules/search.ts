/** spec §2: the school-type enumeration. */
export const SCHOOL_TYPES = [
  'all', 'preschool', 'primary', 'secondary_i_middle', 'secondary_i_gymnasium', 'secondary_ii',
  'vocational', 'remedial', 'adult_education',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'bestseller'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
