import type { Queryable } from '../../db';

/** The paging part of a list call's query string (PageQuery in lib/schema.ts): `page` counts from 1. */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** The body of a paged list answer (the `Paginated` schema of contracts/src/api-types). */
export interface Page<Item> extends PageRequest {
  items: Item[];
  total: number;
}

export interface PagedQuery {
  /** The rows in their order, without LIMIT/OFFSET: those are appended as the next two parameters. */
  rows: string;
  /** `SELECT count(*)::int AS n …` over the same rows. */
  count: string;
  /** The parameters both statements share. */
  params: unknown[];
}

/**
 * One page of a list and the size of the whole list, read at the same time. The two statements
 * take the same parameters, so the count can never describe other rows than the page.
 */
export async function readPage<Row, Item>(db: Queryable, query: PagedQuery, paging: PageRequest, toItem: (row: Row) => Item): Promise<Page<Item>> {
  const { page, per_page } = paging;
  const n = query.params.length;
  const [rows, count] = await Promise.all([
    db.query<Row>(`${query.rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [...query.params, per_page, (page - 1) * per_page]),
    db.query<{ n: number }>(query.count, query.params),
  ]);
  return { items: rows.map(toItem), total: count[0]?.n ?? 0, page, per_page };
}
