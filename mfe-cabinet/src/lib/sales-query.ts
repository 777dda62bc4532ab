/** The sales page's URL state (?from=&to=&page=): the date range and the page of recent sales. */
export interface SalesState {
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function readSalesState(query: URLSearchParams): SalesState {
  const page = Number(query.get('page'));
  return { from: day(query.get('from')), to: day(query.get('to')), page: Number.isInteger(page) && page > 1 ? Math.min(page, 10000) : 1 };
}

/** The query of a state; empty values are left out (href drops null). */
export function salesQuery(state: SalesState): Record<string, string | null> {
  return { from: state.from || null, to: state.to || null, page: state.page > 1 ? String(state.page) : null };
}
