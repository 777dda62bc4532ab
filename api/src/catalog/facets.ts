import type { Queryable } from '../db';
import { buildFacetParts, FACET_NAMES, normaliseFilters, type FacetName, type SearchFilters } from './search-query';

export interface FacetRow {
  id: number | string;
  title: string | null;
  count: number;
}

/** Raw facet counts (ids, subject titles) and the total of the fully filtered result. */
export interface FacetCounts {
  total: number;
  facets: Record<FacetName, FacetRow[]>;
}

/** The flags of every facet but one (null: all of them, for the total). */
const others = (but: FacetName | null) =>
  FACET_NAMES.filter((n) => n !== but).map((n) => `b.f_${n}`).join(' AND ');

/**
 * Every facet count and the total in ONE query: the expensive part (full-text match, world,
 * other filters) runs once into a materialised CTE that carries one boolean per facet filter;
 * each facet then counts the rows where all other facets' filters hold. Replaces five separate
 * facet queries plus a count, each of which re-ran the full-text match.
 */
export async function computeFacetCounts(db: Queryable, filters: SearchFilters): Promise<FacetCounts> {
  const { where, params, flags } = buildFacetParts(filters);
  const flagColumns = FACET_NAMES.map((n) => `(${flags[n]}) AS f_${n}`).join(', ');
  const rows = await db.query<{ facet: FacetName | 'total'; id: string | null; title: string | null; count: number }>(
    `WITH b AS MATERIALIZED (
       SELECT m.subject_ids, m.grades, m.material_type, m.school_types, m.final_price_cents, ${flagColumns}
       FROM materials m WHERE ${where}
     )
     SELECT 'subject' AS facet, s.id::text AS id, s.title, count(*)::int AS count
       FROM b CROSS JOIN LATERAL unnest(b.subject_ids) sid JOIN subjects s ON s.id = sid
       WHERE ${others('subject')} GROUP BY s.id, s.title
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
     SELECT 'total', NULL, NULL, count(*)::int FROM b WHERE ${others(null)}`,
    params,
  );
  const facets: Record<FacetName, FacetRow[]> = { subject: [], class_grade: [], material_type: [], school_type: [], price: [] };
  let total = 0;
  for (const r of rows) {
    if (r.facet === 'total') total = r.count;
    else facets[r.facet].push({ id: r.facet === 'subject' || r.facet === 'class_grade' ? Number(r.id) : String(r.id), title: r.title, count: r.count });
  }
  // The orders the separate queries had: most frequent first (ties by id), grades ascending, paid before free.
  const byCount = (a: FacetRow, b: FacetRow) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  facets.subject.sort(byCount);
  facets.material_type.sort(byCount);
  facets.school_type.sort(byCount);
  facets.class_grade.sort((a, b) => Number(a.id) - Number(b.id));
  facets.price.sort((a, b) => (a.id === b.id ? 0 : a.id === 'paid' ? -1 : 1));
  return { total, facets };
}

const MAX_ENTRIES = 500;
/** Every live cache, so invalidateSearchCache() reaches all of them (one per API instance). */
const caches = new Set<FacetCache>();

/**
 * LRU of facet counts keyed by the normalised filters. An entry is used only while
 * catalog_version (bumped by a trigger on materials/subjects, migration 012) is the one it was
 * computed at, so it is never stale, even with several API instances on one database.
 */
export class FacetCache {
  private readonly entries = new Map<string, { version: string; value: FacetCounts }>();
  /** Misses being computed: concurrent identical searches share one query instead of each running it. */
  private readonly pending = new Map<string, Promise<FacetCounts>>();
  hits = 0;
  misses = 0;

  constructor(private readonly db: Queryable) {
    caches.add(this);
  }

  async get(filters: SearchFilters): Promise<FacetCounts> {
    const [row] = await this.db.query<{ v: string }>('SELECT version::text AS v FROM catalog_version');
    const version = row?.v ?? '0';
    const key = normaliseFilters(filters);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.hits += 1;
      this.entries.delete(key); // re-insert: Map order is the recency order
      this.entries.set(key, hit);
      return hit.value;
    }
    this.misses += 1;
    const flightKey = `${version}:${key}`;
    const inFlight = this.pending.get(flightKey);
    if (inFlight) return inFlight;
    const computing = computeFacetCounts(this.db, filters).then((value) => {
      this.entries.delete(key);
      this.entries.set(key, { version, value });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      return value;
    }).finally(() => this.pending.delete(flightKey));
    this.pending.set(flightKey, computing);
    return computing;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  dispose(): void {
    this.entries.clear();
    caches.delete(this);
  }
}

/**
 * Drops every cached facet count in this process. The version trigger already covers writes to
 * materials and subjects; call this after changing anything else a facet shows (e.g. data a
 * future facet reads) or in tests that bypass the database.
 */
export function invalidateSearchCache(): void {
  for (const cache of caches) cache.clear();
}
