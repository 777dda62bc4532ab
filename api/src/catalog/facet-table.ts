import type { Db } from '../db';
import { emptyFacets, sortFacets, type FacetCounts } from './facet-types';
import { prepared } from './prepared';
import { FACET_NAMES, type FacetName, type SearchFilters } from './search-query';

/**
 * The one chosen facet value whose counts search_facet_counts keeps (migration 030): '' for
 * browsing without a filter; null when the filters need a query (text, several values, filters
 * that are no facet).
 */
export function tableFilter(f: SearchFilters): [FacetName | '', string] | null {
  if (f.q || f.learning_years?.length || f.price_min !== undefined || f.price_max !== undefined
    || f.text_language || f.author_id || f.interactive) return null;
  const chosen: Array<[FacetName, Array<string | number>]> = [];
  for (const name of FACET_NAMES) {
    const value = f[name];
    if (Array.isArray(value) ? value.length : value !== undefined) chosen.push([name, Array.isArray(value) ? [...new Set<string | number>(value)] : [value as string]]);
  }
  if (chosen.length === 0) return ['', ''];
  const [only] = chosen;
  return chosen.length === 1 && only && only[1].length === 1 ? [only[0], String(only[1][0])] : null;
}

/**
 * Counts read from the table: without a filter every facet and the total; with facet A = v the
 * other facets and the total among rows with A = v, and A's own counts unfiltered (multi-select).
 */
export async function facetCountsFromTable(db: Db, f: SearchFilters): Promise<FacetCounts | null> {
  const filter = tableFilter(f);
  if (!filter) return null;
  const [facet, value] = filter;
  const rows = await prepared<{ facet: FacetName | ''; value: string; count: number; title: string | null }>(db,
    `SELECT x.facet, x.value, x.count, s.title FROM (
       SELECT c.facet, c.value, c.count FROM search_facet_counts c
        WHERE c.world = $1 AND c.filter_facet = '' AND c.filter_value = '' AND c.count > 0 AND ($2 = '' OR c.facet = $2)
       UNION ALL
       SELECT c.facet, c.value, c.count FROM search_facet_counts c
        WHERE $2 <> '' AND c.world = $1 AND c.filter_facet = $2 AND c.filter_value = $3 AND c.count > 0
     ) x LEFT JOIN subjects s ON s.id = CASE WHEN x.facet = 'subject' THEN x.value::int END`,
    [f.world, facet, value],
  );
  const facets = emptyFacets();
  let total = 0;
  for (const r of rows) {
    if (r.facet === '') total = r.count;
    else if (r.facet === 'subject') {
      if (r.title !== null) facets.subject.push({ id: Number(r.value), title: r.title, count: r.count });
    } else facets[r.facet].push({ id: r.facet === 'class_grade' ? Number(r.value) : r.value, title: null, count: r.count });
  }
  return { total, facets: sortFacets(facets), approximate: false };
}

/** Mega menu: per school type the subjects with their material counts (pairs of the same table). */
export function schoolSubjectCounts(db: Db, world: string): Promise<Array<{ school_type: string; id: number; title: string; count: number }>> {
  return prepared(db,
    `SELECT c.filter_value AS school_type, s.id, s.title, c.count
       FROM search_facet_counts c JOIN subjects s ON s.id = c.value::int
      WHERE c.world = $1 AND c.filter_facet = 'school_type' AND c.facet = 'subject' AND c.count > 0
      ORDER BY c.filter_value, s.title`,
    [world],
  );
}
