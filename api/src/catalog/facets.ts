import type { Db } from '../db';
import type { ChangeFeed } from './change-feed';
import { facetCountsFromTable } from './facet-table';
import { emptyFacets, sortFacets, type FacetCounts } from './facet-types';
import { prepared } from './prepared';
import { RELEVANCE_CANDIDATES } from './search-page';
import { buildFacetParts, buildWhere, FACET_NAMES, normaliseFilters, ORDER_BY, SAMPLE_MODULUS, type FacetName, type SearchFilters, type SqlQuery } from './search-query';
import { fromSummaryJson, summaryJson, type SummaryRow } from './summary';
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
 * boolean per facet filter; each facet counts the rows where all OTHER facets' filters hold. Arrays
 * are unnested in the select list (one ProjectSet), not by a LATERAL function scan per row, which
 * built a tuplestore for every row and cost more than reading the rows (1,300 matches: 5.0 -> 3.7 ms).
 * `limit` caps the rows read (baseRows > limit: too broad, the counts are incomplete); `sample`
 * reads only the 1-in-SAMPLE_MODULUS sample rows through the index.
 */
export function facetQuery(filters: SearchFilters, options: FacetQueryOptions = {}): SqlQuery & { withPage: boolean } {
  const { where, params, flags, tsqExpr } = buildFacetParts(filters, { sample: options.sample });
  const flagColumns = FACET_NAMES.map((n) => `(${flags[n]}) AS f_${n}`).join(', ');
  const limit = options.limit === undefined ? '' : `LIMIT ${Number(options.limit) + 1}`;
  const page = options.page && !options.sample && options.limit !== undefined ? pageOfBase(options.page, tsqExpr, params) : null;
  // With the page: its rows' summaries too (summary.ts summaryJson), a fifth column that is NULL elsewhere.
  const nothing = page ? ', NULL' : '';
  return {
    sql: `WITH b AS MATERIALIZED (
       SELECT m.subject_ids, m.grades, m.material_type, m.school_types, m.final_price_cents, ${flagColumns}${page ? `, ${page.columns}` : ''}
       FROM materials m WHERE ${where} ${limit}
     )
     SELECT 'subject' AS facet, s.id::text AS id, s.title, x.count${page ? ', NULL::json AS summary' : ''} FROM (
       SELECT sid, count(*)::int AS count FROM (SELECT unnest(b.subject_ids) AS sid FROM b WHERE ${others('subject')}) u GROUP BY sid
     ) x JOIN subjects s ON s.id = x.sid
     UNION ALL
     SELECT 'class_grade', g::text, NULL, count(*)::int${nothing}
       FROM (SELECT unnest(b.grades) AS g FROM b WHERE ${others('class_grade')}) u GROUP BY g
     UNION ALL
     SELECT 'material_type', b.material_type, NULL, count(*)::int${nothing} FROM b WHERE ${others('material_type')} GROUP BY b.material_type
     UNION ALL
     SELECT 'school_type', st, NULL, count(*)::int${nothing}
       FROM (SELECT unnest(b.school_types) AS st FROM b WHERE ${others('school_type')}) u GROUP BY st
     UNION ALL
     SELECT 'price', CASE WHEN b.final_price_cents = 0 THEN 'free' ELSE 'paid' END, NULL, count(*)::int${nothing}
       FROM b WHERE ${others('price')} GROUP BY 2
     UNION ALL
     SELECT 'total', NULL, NULL, count(*)::int${nothing} FROM b WHERE ${others(null)}
     UNION ALL
     SELECT 'base', NULL, NULL, count(*)::int${nothing} FROM b${page ? `
     UNION ALL
     SELECT 'page', p.id::text, NULL, p.n, ${summaryJson('p.id')} FROM (${page.sql}) p` : ''}`,
    params,
    withPage: page !== null,
  };
}

/** The result page a search wants, asked together with its exact facet counts. */
export interface PageRequest {
  sort: string;
  page: number;
  perPage: number;
}

export interface FacetQueryOptions {
  limit?: number;
  sample?: boolean;
  /** With `limit`: the page's ids and summary rows too, ordered over the same rows (`n`), so the matches are read once. */
  page?: PageRequest;
}

/**
 * The page over the exact step's rows (all of a result's matches when they are at most `limit`): the
 * order and candidates of pageQueries (search-page.ts), each id numbered by its place. Relevance pages
 * past the ranked candidates are left to pageQueries (null).
 */
function pageOfBase(request: PageRequest, tsqExpr: string | null, params: unknown[]): { columns: string; sql: string } | null {
  const offset = (request.page - 1) * request.perPage;
  const relevance = request.sort === 'relevance' && tsqExpr !== null;
  if (relevance && offset + request.perPage > RELEVANCE_CANDIDATES) return null;
  params.push(request.perPage, offset);
  const limits = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const all = others(null);
  const columns = 'm.id, m.sales_count, m.created_at, m.rating_sum, m.rating_count';
  if (relevance) {
    return {
      columns: `${columns}, m.search_vector`,
      sql: `SELECT c.id, row_number() OVER (ORDER BY ts_rank(c.search_vector, ${tsqExpr}) DESC, c.sales_count DESC, c.id ASC)::int AS n
        FROM (SELECT b.id, b.sales_count, b.search_vector FROM b WHERE ${all} ORDER BY b.sales_count DESC, b.id ASC LIMIT ${RELEVANCE_CANDIDATES}) c
        ORDER BY n ${limits}`,
    };
  }
  const order = (ORDER_BY[request.sort] ?? ORDER_BY.bestseller!).replace(/\bm\./g, 'b.');
  return { columns, sql: `SELECT b.id, row_number() OVER (ORDER BY ${order})::int AS n FROM b WHERE ${all} ORDER BY n ${limits}` };
}

export async function computeFacetCounts(
  db: Db, filters: SearchFilters, options: FacetQueryOptions = {},
): Promise<FacetCounts & { baseRows: number; pageRows?: SummaryRow[] }> {
  const { sql, params, withPage } = facetQuery(filters, options);
  const rows = await prepared<{
    facet: FacetName | 'total' | 'base' | 'page'; id: string | null; title: string | null; count: number;
    summary?: Parameters<typeof fromSummaryJson>[0] | null;
  }>(db, sql, params);
  const scale = options.sample ? SAMPLE_MODULUS : 1;
  const facets = emptyFacets();
  let total = 0;
  let baseRows = 0;
  const page: Array<{ id: number; n: number; summary: Parameters<typeof fromSummaryJson>[0] | null }> = [];
  for (const r of rows) {
    if (r.facet === 'total') total = r.count * scale;
    else if (r.facet === 'base') baseRows = r.count;
    else if (r.facet === 'page') page.push({ id: Number(r.id), n: r.count, summary: r.summary ?? null });
    else facets[r.facet].push({ id: r.facet === 'subject' || r.facet === 'class_grade' ? Number(r.id) : String(r.id), title: r.title, count: r.count * scale });
  }
  if (!withPage || baseRows > (options.limit ?? 0)) return { total, facets: sortFacets(facets), approximate: Boolean(options.sample), baseRows };
  page.sort((a, b) => a.n - b.n);
  return {
    total, facets: sortFacets(facets), approximate: Boolean(options.sample), baseRows,
    pageRows: page.flatMap((p) => (p.summary ? [fromSummaryJson(p.summary)] : [])),
  };
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
export async function loadFacetCounts(db: Db, filters: SearchFilters, page?: PageRequest): Promise<FacetCounts & { pageRows?: SummaryRow[] }> {
  const fromTable = await facetCountsFromTable(db, filters);
  if (fromTable) return fromTable;
  const limit = searchTuning.exactLimit;
  const sampled = await computeFacetCounts(db, filters, { sample: true });
  // Up to 1.5x the limit by the sample: a base of `limit` rows is estimated above that less than once
  // in a thousand (62 sample rows, 13% deviation), and a larger estimate would mostly read limit + 1
  // rows for nothing.
  if (sampled.baseRows * SAMPLE_MODULUS <= 1.5 * limit) {
    const exact = await computeFacetCounts(db, filters, { limit, page });
    if (exact.baseRows <= limit) return { total: exact.total, facets: exact.facets, approximate: false, ...(exact.pageRows ? { pageRows: exact.pageRows } : {}) };
  }
  // The exact total is tried only when the sample says it is probably within the cap (or the sample is
  // too thin to estimate): a count that passes the cap reads limit + 1 rows and is thrown away.
  const rough = sampled.total / SAMPLE_MODULUS < MIN_SAMPLE_ROWS || sampled.total <= limit;
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

  /**
   * With `page`: when this call computed exact counts, the page's summary rows came with them (one
   * read of the matches, `pageRows`); a cached or shared answer has none (the page then has its own
   * query). They are never cached here: the search cache keeps pages, for less time (sales reorder them).
   */
  async get(filters: SearchFilters, page?: PageRequest): Promise<FacetCounts & { pageRows?: SummaryRow[] }> {
    let pageRows: SummaryRow[] | undefined;
    const counts = await this.cache.get(normaliseFilters(filters), async () => {
      const { pageRows: rows, ...value } = await loadFacetCounts(this.db, filters, page);
      pageRows = rows;
      return { value, world: filters.world, size: 1 };
    });
    return pageRows ? { ...counts, pageRows } : counts;
  }

  clear(): void {
    this.cache.clear();
  }

  dispose(): void {
    this.cache.dispose();
  }
}
