import { facetQuery, loadFacetCounts, searchTuning } from '../src/catalog/facets';
import { pageQueries, planPage } from '../src/catalog/search-page';
import type { SearchFilters, SqlQuery } from '../src/catalog/search-query';
import { suggestQueries } from '../src/catalog/suggest-query';
import type { Db } from '../src/db';

interface Case {
  label: string;
  query: SqlQuery;
  /** Print the whole plan (the main search query), not only its timings. */
  full?: boolean;
}

const de = (f: Omit<SearchFilters, 'world'>): SearchFilters => ({ world: 'de', ...f });

/** The page statement the search route would run (its plan follows from the facet counts). */
async function page(db: Db, f: SearchFilters, sort: string): Promise<{ query: SqlQuery; walk: number }> {
  const [counts, world] = await Promise.all([loadFacetCounts(db, f), loadFacetCounts(db, { world: f.world })]);
  const plan = planPage(counts.total, world.total, sort, 1, 24, Boolean(f.q));
  return { query: pageQueries(f, sort, 1, 24, plan)[0]!, walk: plan.walk };
}

async function cases(db: Db): Promise<Case[]> {
  const limit = searchTuning.exactLimit;
  const pages: Array<[string, SearchFilters, string, boolean?]> = [
    ['broad term "Arbeitsblatt" (relevance: top 300 by sales, ranked)', de({ q: 'Arbeitsblatt' }), 'relevance', true],
    ['narrow term "Bruch"', de({ q: 'Bruch' }), 'relevance'],
    ['"Mathematik" + grades 5,6, newest', de({ q: 'Mathematik', class_grade: [5, 6] }), 'newest'],
    ['browsing subject 1 (bestseller)', de({ subject: [1] }), 'bestseller'],
    ['browsing free materials, newest', de({ price: 'free' }), 'newest'],
  ];
  const pageCases: Case[] = [];
  for (const [label, f, sort, full] of pages) {
    const { query, walk } = await page(db, f, sort);
    pageCases.push({ label: `search page, ${label}${walk ? `, walking the sort order (fence ${walk})` : ''}`, query, full });
  }
  const suggestCases: Case[] = [];
  for (const q of ['Mathe', 'k']) {
    const { words, terms } = await suggestQueries(db, 'de', q);
    suggestCases.push({ label: `suggest "${q}", step 1: the query words in the vocabulary`, query: words });
    if (terms) suggestCases.push({ label: `suggest "${q}", step 2: the terms`, query: terms });
  }
  return [
    ...pageCases,
    { label: 'facets, narrow "Bruch", step 1: the 1-in-32 sample (says: few rows)', query: facetQuery(de({ q: 'Bruch' }), { sample: true }) },
    { label: `facets, narrow "Bruch", step 2: exact over the matches (capped at ${limit})`, query: facetQuery(de({ q: 'Bruch' }), { limit }) },
    { label: 'facets, broad "Arbeitsblatt": the 1-in-32 sample, scaled (no exact step)', query: facetQuery(de({ q: 'Arbeitsblatt' }), { sample: true }), full: true },
    {
      label: 'facets, browsing with one filter (counts table)',
      query: {
        sql: `SELECT c.facet, c.value, c.count FROM search_facet_counts c
               WHERE c.world = $1 AND ((c.filter_facet = '' AND c.filter_value = '' AND c.facet = $2) OR (c.filter_facet = $2 AND c.filter_value = $3)) AND c.count > 0`,
        params: ['de', 'subject', '1'],
      },
    },
    ...suggestCases,
  ];
}

const timings = (plan: string[]) => plan.filter((l) => /^(Planning|Execution) Time/.test(l.trim())).map((l) => l.trim()).join(', ');

/** EXPLAIN (ANALYZE, BUFFERS) of the search statements, run twice (the second, warm one is printed). */
export async function explainSearch(db: Db): Promise<string> {
  const out: string[] = [];
  for (const c of await cases(db)) {
    let plan: string[] = [];
    for (let i = 0; i < 2; i++) {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${c.query.sql}`, c.query.params);
      plan = rows.map((r) => r['QUERY PLAN']);
    }
    out.push(`- ${c.label}: ${timings(plan)}`);
    if (c.full) out.push(...plan.map((l) => `    ${l}`));
  }
  return out.join('\n');
}
