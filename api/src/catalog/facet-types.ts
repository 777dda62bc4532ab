import type { FacetName } from './search-query';

export interface FacetRow {
  id: number | string;
  title: string | null;
  count: number;
}

/** Raw facet counts (ids, subject titles) and the total of the fully filtered result. */
export interface FacetCounts {
  total: number;
  facets: Record<FacetName, FacetRow[]>;
  /** Counted on the 1-in-SAMPLE_MODULUS sample and scaled (a broad result set). */
  approximate: boolean;
}

/** Most frequent first (ties by id), grades ascending, paid before free: the orders the UI shows. */
export function sortFacets(facets: Record<FacetName, FacetRow[]>): Record<FacetName, FacetRow[]> {
  const byCount = (a: FacetRow, b: FacetRow) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  facets.subject.sort(byCount);
  facets.material_type.sort(byCount);
  facets.school_type.sort(byCount);
  facets.class_grade.sort((a, b) => Number(a.id) - Number(b.id));
  facets.price.sort((a, b) => (a.id === b.id ? 0 : a.id === 'paid' ? -1 : 1));
  return facets;
}

export const emptyFacets = (): Record<FacetName, FacetRow[]> => ({ subject: [], class_grade: [], material_type: [], school_type: [], price: [] });

