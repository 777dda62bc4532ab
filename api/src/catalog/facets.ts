import type { Db } from '../db';
import type { ChangeFeed } from './change-feed';
import { facetCountsFromTable } from './facet-table';
import { emptyFacets, sortFacets, type FacetCounts } from './facet-types';
import { prepared } from './prepared';
import { buildFacetParts, buildWhere, FACET_NAMES, normaliseFilters, SAMPLE_MODULUS, type FacetName, type SearchFilters, type SqlQuery } from './search-query';
import { VersionedCache } from './versioned-cache';

export type { FacetCounts, FacetRow } from './facet-types';

/**
 * exactLimit: facets are counted exactly while the rows they are counted over are at most this
 * many; beyond it from the sample. Mutable for tests (the test seed has 200 materials).
 */
export const searchTuning = { exactLimit: 2000 };

/** Fewer sample rows than this make a rough estimate of the total. */
const MIN_SAMPLE_ROWS = 8;

/** The flags of every facet but one (null: all of them, for the total). */
const others = (but: FacetName | null) =>
  FACET_NAMES.filter((n) => n !== but).map((n) => `b.f_${n}`).join(' AND ');

/**
 * Every facet count and the total in ONE query: the match (world, text, non-facet filters, and with
 * two or more facets chosen the rows passing all but one) runs once into a materialised CTE with one
 * boolean per facet filter; each facet counts the rows where all OTHER facets' filters hold.
 * `limit` caps the rows read (baseRows > limit: too broad, the counts are incomplete); `sample`
 * reads only the 1-in-SAMPLE_MODULUS sample rows through the index.
 */
export function facetQuery(filters: SearchFilters, options: { limit?: number; sample?: boolean } = {}): SqlQuery {
  const { where, params, flags } = buildFacetParts(filters, { sample: options.sample });
  const flagColumns = FACET_NAMES.map((n) => `(${flags[n]}) AS f_${n}`).join(', ');
  const limit = options.limit === undefined ? '' : `LIMIT ${Number(options.limit) + 1}`;
  return {
    sql: `WITH b AS MATERIALIZED (
       SELECT m.subject_ids, m.grades, m.material_type, m.school_types, m.final_price_cents, ${flagColumns}
       FROM materials m WHERE ${where} ${limit}
     )
     SELECT 'subject' AS facet, s.id::text AS id, s.title, x.count FROM (
       SELECT sid, count(*)::int AS count FROM b CROSS JOIN LATERAL unnest(b.subject_ids) sid WHERE ${others('subject')} GROUP BY sid
     ) x JOIN subjects s ON s.id = x.sid
     UNION ALL
     SELECT 'class_grade', g::text, NULL, count(*)::int
       FROM b CROSS JOIN LATERAL unnest(b.grades) g WHERE ${others('class_grade')} GROUP BY g
     UNION ALL
     SELECT 'material_type', b.material_type, NULL, count(*)::int FROM b WHERE ${others('material_type')} GROUP BY b.material_type
     UNION ALL
     SELECT 'school_type', st, NULL, count(*)::int
       FROM b CROSS JOIN LATERAL unnest(b.school_types) st WHERE ${others('school_type')} GROUP BY st
     UNION ALL
     SELECT 'price', CASE WHEN b.final_price_cents = 0 THEN 'free' ELSE 'paid' END, NULL, count(*)::int
       FROM b WHERE ${others('price')} GROUP BY 2
     UNION ALL
     SELECT 'total', NULL, NULL, count(*)::int FROM b WHERE ${others(null)}
     UNION ALL
     SELECT 'base', NULL, NULL, count(*)::int FROM b`,
    params,
  };
}

export async function computeFacetCounts(
  db: Db, filters: SearchFilters, options: { limit?: number; sample?: boolean } = {},
): Promise<FacetCounts & { baseRows: number }> {
  const { sql, params } = facetQuery(filters, options);
  const rows = await prepared<{ facet: FacetName | 'total' | 'base'; id: string | null; title: string | null; count: number }>(db, sql, params);
  const scale = options.sample ? SAMPLE_MODULUS : 1;
  const facets = emptyFacets();
  let total = 0;
  let baseRows = 0;
  for (const r of rows) {
    if (r.facet === 'total') total = r.count * scale;
    else if (r.facet === 'base') baseRows = r.count;
    else facets[r.facet].push({ id: r.facet === 'subject' || r.facet === 'class_grade' ? Number(r.id) : String(r.id), title: r.title, count: r.count * scale });
  }
  return { total, facets: sortFacets(facets), approximate: Boolean(options.sample), baseRows };
}

/** The exact number of results when it is at most `limit` (else null): one capped index count. */
async function exactTotal(db: Db, filters: SearchFilters, limit: number): Promise<number | null> {
  const { where, params } = buildWhere(filters);
  const [row] = await prepared<{ n: number }>(db, `SELECT count(*)::int AS n FROM (SELECT 1 FROM materials m WHERE ${where} LIMIT ${limit + 1}) x`, params);
  return row && row.n <= limit ? row.n : null;
}

/**
 * Facet counts as cheaply as they can be exact: the counts table (browsing, one facet value
 * chosen); else the 1-in-SAMPLE_MODULUS sample first (an index condition: 1/32 of the rows
 * visited), and when it says the rows to count are few, one exact query over them (capped);
 * otherwise the scaled sample counts (a broad text query, several filters over most of a world),
 * with an exact total when that is small or the sample too thin to estimate it.
 */
export async function loadFacetCounts(db: Db, filters: SearchFilters): Promise<FacetCounts> {
  const fromTable = await facetCountsFromTable(db, filters);
  if (fromTable) return fromTable;
  const limit = searchTuning.exactLimit;
  const sampled = await computeFacetCounts(db, filters, { sample: true });
  if (sampled.baseRows * SAMPLE_MODULUS <= 2 * limit) {
    const exact = await computeFacetCounts(db, filters, { limit });
    if (exact.baseRows <= limit) return { total: exact.total, facets: exact.facets, approximate: false };
  }
  const rough = sampled.total / SAMPLE_MODULUS < MIN_SAMPLE_ROWS || sampled.total <= 4 * limit;
  const total = rough ? await exactTotal(db, filters, limit) : null;
  return { total: total ?? sampled.total, facets: sampled.facets, approximate: true };
}

/**
 * Facet counts per normalised filters, kept until the change feed reports a change of their world
 * (migration 030's triggers NOTIFY on publish, edit, unpublish; no read per request).
 */
export class FacetCache {
  private readonly cache: VersionedCache<FacetCounts>;

  constructor(private readonly db: Db, feed: ChangeFeed) {
    this.cache = new VersionedCache(feed, { maxSize: 2000, ttlMs: 10 * 60_000 });
  }

  get hits(): number {
    return this.cache.hits;
  }

  get misses(): number {
    return this.cache.misses;
  }

  get(filters: SearchFilters): Promise<FacetCounts> {
    return this.cache.get(normaliseFilters(filters), async () => ({ value: await loadFacetCounts(this.db, filters), world: filters.world, size: 1 }));
  }

  clear(): void {
    this.cache.clear();
  }

  dispose(): void {
    this.cache.dispose();
  }
}
