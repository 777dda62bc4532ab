import type { Db } from '../db';
import { prepared } from './prepared';
import { buildWhere, ORDER_BY, worldLiteral, type SearchFilters, type SqlQuery } from './search-query';
import { fromSummaryJson, summaryJson, type SummaryRow } from './summary';

/**
 * Relevance ranks only the most popular matches: ts_rank reads each candidate's whole vector, and
 * over every match of a broad query it dominated the search. Relevance order is: these candidates
 * by ts_rank (ties: sales, id), then every other match by sales.
 */
export const RELEVANCE_CANDIDATES = 300;

const POPULAR = 'm.sales_count DESC, m.id ASC';

/**
 * A page of a dense result is found faster by walking the sort order's index and keeping the
 * matches until the page is full than by visiting every match and sorting: the rows read scale
 * with the page (page / density), not with the matches. Each walked row costs a heap visit (and,
 * for a typed prefix, a recheck of the text), so the walk is chosen when it reads at most half as
 * many rows as there are matches. Below WALK_MIN_DENSITY the walk's length is too uncertain.
 */
export const WALK_MIN_DENSITY = 0.02;

/** How the page is found: over all matches (bitmap of the search index), or by walking the order. */
export interface PagePlan {
  /** Rows of the sort order to walk at most (a power of two: few statement texts), or 0: no walk. */
  walk: number;
}

/** The walk is fenced at twice the rows the density says it needs (a LIMIT the planner must honour, pulled lazily). */
export function planPage(total: number, worldTotal: number, sort: string, page: number, perPage: number, hasText: boolean): PagePlan {
  const needed = sort === 'relevance' && hasText ? Math.max(RELEVANCE_CANDIDATES, page * perPage) : page * perPage;
  const density = worldTotal > 0 ? Math.min(1, total / worldTotal) : 0;
  if (density < WALK_MIN_DENSITY || needed > RELEVANCE_CANDIDATES) return { walk: 0 };
  const rows = needed / density;
  if (2 * rows > total) return { walk: 0 };
  return { walk: 2 ** Math.ceil(Math.log2(Math.max(1024, 2 * rows))) };
}

/** The statements that fetch the ids of one result page in the requested order (one, or two across the candidate boundary). */
export function pageQueries(filters: SearchFilters, sort: string, page: number, perPage: number, plan: PagePlan = { walk: 0 }): SqlQuery[] {
  const offset = (page - 1) * perPage;
  const { where, params, tsqExpr } = buildWhere(filters);
  const n = params.length;
  const relevance = sort === 'relevance' && tsqExpr !== null;
  const order = relevance ? POPULAR : ORDER_BY[sort] ?? ORDER_BY.bestseller!;
  // The walk: the world's rows in the sort order (its index), fenced so no filter is pushed into it.
  const source = plan.walk
    ? `(SELECT m.* FROM materials m WHERE m.world = ${worldLiteral(filters.world)} AND m.status = 'published' ORDER BY ${order} LIMIT ${plan.walk}) m`
    : 'materials m';
  const byOrder = (by: string, limit: number, from: number): SqlQuery => ({
    sql: `SELECT m.id FROM ${source} WHERE ${where} ORDER BY ${by} LIMIT $${n + 1} OFFSET $${n + 2}`, params: [...params, limit, from],
  });
  if (!relevance) return [byOrder(order, perPage, offset)];
  const queries: SqlQuery[] = [];
  const end = offset + perPage;
  if (offset < RELEVANCE_CANDIDATES) {
    queries.push({
      sql: `SELECT c.id FROM (
         SELECT m.id, m.sales_count, m.search_vector FROM ${source} WHERE ${where} ORDER BY ${POPULAR} LIMIT ${RELEVANCE_CANDIDATES}
       ) c
       ORDER BY ts_rank(c.search_vector, ${tsqExpr}) DESC, c.sales_count DESC, c.id ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...params, Math.min(end, RELEVANCE_CANDIDATES) - offset, offset],
    });
  }
  if (end > RELEVANCE_CANDIDATES) {
    const from = Math.max(offset, RELEVANCE_CANDIDATES);
    queries.push(byOrder(POPULAR, end - from, from));
  }
  return queries;
}

/**
 * A page query (ids) with its rows' summaries, as one statement: row_number() over the page query's
 * output numbers the ids in its ORDER BY ... LIMIT order.
 */
export const pageStatement = (q: SqlQuery): SqlQuery => ({
  sql: `SELECT p.n, ${summaryJson('p.id')} AS summary FROM (SELECT q.id, row_number() OVER ()::int AS n FROM (${q.sql}) q) p ORDER BY p.n`,
  params: q.params,
});

/** One result page's summary rows in the requested order, ids and summaries in one statement per page query. */
export async function pageRows(db: Db, filters: SearchFilters, sort: string, page: number, perPage: number, plan: PagePlan = { walk: 0 }): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  for (const q of pageQueries(filters, sort, page, perPage, plan).map(pageStatement)) {
    const found = await prepared<{ n: number; summary: Parameters<typeof fromSummaryJson>[0] | null }>(db, q.sql, q.params);
    for (const r of found.sort((a, b) => a.n - b.n)) if (r.summary) rows.push(fromSummaryJson(r.summary));
  }
  // A short page from a walk may mean the fence ran out before the page was full: ask every match.
  if (plan.walk && rows.length < perPage) return pageRows(db, filters, sort, page, perPage, { walk: 0 });
  return rows;
}
