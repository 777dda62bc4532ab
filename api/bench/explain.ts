import { facetQuery, loadFacetCounts, searchTuning } from '../src/catalog/facets';
import { preparedTrace } from '../src/catalog/prepared';
import { pageQueries, pageStatement, planPage } from '../src/catalog/search-page';
import { SAMPLE_MODULUS, type SearchFilters, type SqlQuery } from '../src/catalog/search-query';
import { suggestQuery, TYPO_SQL } from '../src/catalog/suggest-query';
import type { Db } from '../src/db';
import { MATERIAL_SQL } from '../src/routes/materials/material';

interface Case {
  label: string;
  query: SqlQuery;
  /** Print the whole plan (the main search query), not only its timings. */
  full?: boolean;
}

const de = (f: Omit<SearchFilters, 'world'>): SearchFilters => ({ world: 'de', ...f });

/** The page statement the search route would run, ids and summaries (its plan follows from the facet counts). */
async function page(db: Db, f: SearchFilters, sort: string): Promise<{ query: SqlQuery; walk: number }> {
  const [counts, world] = await Promise.all([loadFacetCounts(db, f), loadFacetCounts(db, { world: f.world })]);
  const plan = planPage(counts.total, world.total, sort, 1, 24, Boolean(f.q));
  return { query: pageStatement(pageQueries(f, sort, 1, 24, plan)[0]!), walk: plan.walk };
}

async function cases(db: Db): Promise<Case[]> {
  const limit = searchTuning.exactLimit;
  const firstPage = { sort: 'relevance', page: 1, perPage: 24 };
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
  const suggestCases: Case[] = [
    ['k', 'one word of 1-5 characters: the precomputed prefixes'], ['Mathe', 'the precomputed prefixes'],
    ['Arbeitsblatt Ph', 'two words: the vocabulary, rarest looked up'], ['Klasse 5', 'a common word and a rarer one: the rarer looked up, 326 terms at 100k'],
    ['Mathemtik', 'a typo: trigrams on the vocabulary'],
  ].map(([q, what]) => ({ label: `suggest "${q}" (${what}), one statement`, query: suggestQuery('de', q!) }));
  // The in-memory dictionary (suggest-index.ts) answers the others itself; a typo asks for its guesses alone.
  suggestCases.push({ label: 'suggest "Mathemtik" from memory: its typo guesses alone (TYPO_SQL)', query: { sql: TYPO_SQL, params: ['de', 'mathemtik'] } });
  const [bundle] = await db.query<{ id: number }>(`SELECT id FROM materials WHERE is_bundle AND status = 'published' ORDER BY id LIMIT 1`);
  const materialCases: Case[] = bundle
    ? [{ label: 'material by id (a bundle, anonymous): one statement, files, items, containing bundles, purchase', query: { sql: MATERIAL_SQL, params: [bundle.id, null] }, full: true }]
    : [];
  return [
    ...pageCases,
    ...materialCases,
    { label: 'facets, narrow "Bruch", step 1: the 1-in-32 sample (says: few rows)', query: facetQuery(de({ q: 'Bruch' }), { sample: true }) },
    { label: `facets, narrow "Bruch", step 2: exact over the matches (capped at ${limit}), with the page's ids`, query: facetQuery(de({ q: 'Bruch' }), { limit, page: firstPage }) },
    { label: 'facets, medium "Mathematik", step 1: the sample', query: facetQuery(de({ q: 'Mathematik' }), { sample: true }) },
    { label: 'facets, medium "Mathematik", step 2: exact, with the page\'s ids (no page query of its own)', query: facetQuery(de({ q: 'Mathematik' }), { limit, page: firstPage }), full: true },
    { label: 'facets, broad "Arbeitsblatt": the 1-in-32 sample, scaled (no exact step; its own index per world)', query: facetQuery(de({ q: 'Arbeitsblatt' }), { sample: true }), full: true },
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

/** What a traced statement is, for the cold path's breakdown. */
function kindOf(sql: string): string {
  if (sql.includes('search_facet_counts')) return 'facets, counts table';
  if (sql.includes('WITH b AS')) return sql.includes(`% ${SAMPLE_MODULUS}`) ? 'facets, sample' : 'facets, exact';
  if (sql.startsWith('SELECT count(*)')) return 'total, capped count';
  if (sql.includes('search_term_prefixes')) return 'suggest, short prefix';
  if (sql.includes('search_terms')) return 'suggest';
  if (sql.includes('SELECT c.id FROM')) return 'page, relevance';
  if (sql.includes('SELECT m.id FROM')) return 'page';
  // The in-memory index (src/catalog/search-index.ts): its build and looks, the words' parse, the page's summaries.
  if (sql.includes('search_vector::text AS vector')) return sql.includes('change_seq >') ? 'index, changed rows' : 'index, build';
  if (sql.includes('material_change_seq')) return 'index, sequences';
  if (sql.includes('to_tsquery(')) return 'index, parse words';
  if (sql.includes('WITH ORDINALITY')) return 'index, page summaries';
  return 'page summaries';
}

/**
 * Where a cold search's database time goes: every path of the list requested once with the caches
 * off, each statement it ran through `prepared` then planned with EXPLAIN (ANALYZE, BUFFERS) (a
 * second run: warm buffers). Per kind of statement: how many ran, their execution time and shared
 * buffers summed; then the costliest requests. Buffers are the steadier figure on a busy machine.
 */
export async function explainColdPath(db: Db, paths: string[], request: (path: string) => Promise<void>): Promise<string> {
  const byKind = new Map<string, { n: number; ms: number; buffers: number }>();
  const perPath: Array<{ path: string; ms: number; parts: string[] }> = [];
  for (const path of paths) {
    const ran: SqlQuery[] = [];
    preparedTrace.on = (sql, params) => ran.push({ sql, params });
    try {
      await request(path);
    } finally {
      preparedTrace.on = null;
    }
    let ms = 0;
    const parts: string[] = [];
    for (const q of ran) {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const exec = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
      const buffers = Number(/Buffers: shared hit=(\d+)/.exec(plan)?.[1] ?? 0) + Number(/Buffers: shared (?:hit=\d+ )?read=(\d+)/.exec(plan)?.[1] ?? 0);
      const kind = kindOf(q.sql);
      const sum = byKind.get(kind) ?? { n: 0, ms: 0, buffers: 0 };
      byKind.set(kind, { n: sum.n + 1, ms: sum.ms + exec, buffers: sum.buffers + buffers });
      ms += exec;
      parts.push(`${kind} ${exec.toFixed(1)} ms/${buffers} buf`);
    }
    perPath.push({ path, ms, parts });
  }
  const total = [...byKind.values()].reduce((a, b) => ({ n: a.n + b.n, ms: a.ms + b.ms, buffers: a.buffers + b.buffers }), { n: 0, ms: 0, buffers: 0 });
  const line = (kind: string, s: { n: number; ms: number; buffers: number }) =>
    `  ${kind.padEnd(22)} ${String(s.n).padStart(5)} ${s.ms.toFixed(1).padStart(9)} ${String(s.buffers).padStart(9)}`;
  return [
    `  ${'statement'.padEnd(22)} ${'runs'.padStart(5)} ${'exec ms'.padStart(9)} ${'buffers'.padStart(9)}`,
    ...[...byKind.entries()].sort((a, b) => b[1].ms - a[1].ms).map(([kind, s]) => line(kind, s)),
    line(`all (${paths.length} searches)`, total),
    '  costliest:',
    ...perPath.sort((a, b) => b.ms - a.ms).slice(0, 5).map((p) => `  ${p.ms.toFixed(1).padStart(6)} ms ${p.path}: ${p.parts.join(', ')}`),
  ].join('\n');
}
