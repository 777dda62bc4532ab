import { searchIndexSwitch } from '../src/catalog/search-index';
import { changeFeedOf } from '../src/catalog/change-feed';
import { facetCountsFromTable } from '../src/catalog/facet-table';
import { computeFacetCounts, facetQuery, searchTuning } from '../src/catalog/facets';
import { prepared } from '../src/catalog/prepared';
import { pageRows } from '../src/catalog/search-page';
import { buildWhere, FACET_NAMES, SAMPLE_MODULUS, type SearchFilters } from '../src/catalog/search-query';
import { WORLDS } from '../src/worlds';
import { anonymousToken, bearer, fixtureUser, json, login, setupApi } from './helpers';

/**
 * Issue 17: the facet counts table, sampled counts for broad searches, the suggest dictionary and
 * the HTTP caching of public reads. Brute force in this file means: the rows read from materials
 * and counted in JavaScript, independent of the SQL under test.
 */
const api = setupApi();

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const feed = () => changeFeedOf(api.db, api.config.databaseUrl);

interface Row { subject_ids: number[]; grades: number[]; material_type: string; school_types: string[]; final_price_cents: number }
interface Snapshot { rows: Row[]; known: Set<number> }

/** The published rows of a world and the subject ids that exist, read once per comparison. */
async function snapshot(world: string): Promise<Snapshot> {
  const rows = await api.db.query<Row>(
    `SELECT subject_ids, grades, material_type, school_types, final_price_cents FROM materials WHERE world = $1 AND status = 'published'`, [world],
  );
  return { rows, known: new Set((await api.db.query<{ id: number }>('SELECT id FROM subjects')).map((s) => s.id)) };
}

/** Every facet's counts over the rows passing the OTHER facets' filters (multi-select), in JavaScript. */
function countRows(f: SearchFilters, { rows, known }: Snapshot): { total: number; facets: Record<string, Record<string, number>> } {
  const any = <T>(values: T[], chosen?: T[]) => !chosen?.length || values.some((v) => chosen.includes(v));
  const price = (r: Row) => (r.final_price_cents === 0 ? 'free' : 'paid');
  const pass: Record<string, (r: Row) => boolean> = {
    subject: (r) => any(r.subject_ids, f.subject), class_grade: (r) => any(r.grades, f.class_grade),
    material_type: (r) => any([r.material_type], f.material_type), school_type: (r) => any(r.school_types, f.school_type),
    price: (r) => !f.price || price(r) === f.price,
  };
  const values: Record<string, (r: Row) => (string | number)[]> = {
    subject: (r) => r.subject_ids.filter((id) => known.has(id)), class_grade: (r) => r.grades,
    material_type: (r) => [r.material_type], school_type: (r) => r.school_types, price: (r) => [price(r)],
  };
  const facets: Record<string, Record<string, number>> = {};
  for (const name of FACET_NAMES) {
    const bucket: Record<string, number> = {};
    for (const r of rows.filter((row) => FACET_NAMES.every((n) => n === name || pass[n]!(row)))) {
      for (const v of new Set(values[name]!(r))) bucket[String(v)] = (bucket[String(v)] ?? 0) + 1;
    }
    facets[name] = bucket;
  }
  return { total: rows.filter((r) => FACET_NAMES.every((n) => pass[n]!(r))).length, facets };
}

const bruteForce = async (f: SearchFilters) => countRows(f, await snapshot(f.world));

const flatten = (facets: Record<string, { id: string | number; count: number }[]>) =>
  Object.fromEntries(Object.entries(facets).map(([name, list]) => [name, Object.fromEntries(list.map((b) => [String(b.id), b.count]))]));

/** The table's counts for no filter and for every single facet value that occurs in the world. */
async function expectTableMatches(world: SearchFilters['world']): Promise<number> {
  const snap = await snapshot(world);
  const filters: SearchFilters[] = [{ world }];
  for (const [name, bucket] of Object.entries(countRows({ world }, snap).facets)) {
    for (const value of Object.keys(bucket)) {
      filters.push(name === 'price' ? { world, price: value as 'free' | 'paid' }
        : { world, [name]: [name === 'subject' || name === 'class_grade' ? Number(value) : value] });
    }
  }
  for (const f of filters) {
    const table = await facetCountsFromTable(api.db, f);
    expect(table).not.toBeNull();
    expect({ f, total: table!.total, facets: flatten(table!.facets) }).toEqual({ f, ...countRows(f, snap) });
  }
  return filters.length;
}

describe('facet counts table (kept by triggers)', () => {
  it('equals a brute-force count for no filter and every single facet value', async () => {
    for (const world of ['de', 'es', 'gr'] as const) expect(await expectTableMatches(world)).toBeGreaterThan(10);
  });

  it('follows an unpublish, a publish, a price change and an edit of the facets', async () => {
    const [m] = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 ORDER BY id LIMIT 1`,
    );
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [m!.id]);
    await expectTableMatches('de');
    await api.db.query(`UPDATE materials SET status = 'published' WHERE id = $1`, [m!.id]);
    await expectTableMatches('de');
    await api.db.query('UPDATE materials SET price_cents = 0 WHERE id = $1', [m!.id]);
    await api.db.query(`UPDATE materials SET grades = '{2,3}', school_types = '{primary}', material_type = 'poster' WHERE id = $1`, [m!.id]);
    await expectTableMatches('de');
    // The search answers (counts table path) show it at once: the change feed dropped the cached ones.
    await feed().sync();
    const free = json(await get('/v1/search?world=de&price=free&per_page=1'));
    expect(free.total).toBe((await bruteForce({ world: 'de', price: 'free' })).total);
  });

  it('moves a material between worlds and survives a deleted row', async () => {
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'fr' AND status = 'published' ORDER BY id DESC LIMIT 1`);
    await api.db.query(`UPDATE materials SET world = 'it' WHERE id = $1`, [m!.id]);
    await expectTableMatches('fr');
    await expectTableMatches('it');
    await api.db.query('DELETE FROM material_files WHERE material_id = $1', [m!.id]);
    await api.db.query('DELETE FROM bundle_items WHERE material_id = $1 OR bundle_id = $1', [m!.id]);
    await api.db.query('DELETE FROM materials WHERE id = $1', [m!.id]).catch(() => api.db.query(`UPDATE materials SET status = 'deleted' WHERE id = $1`, [m!.id]));
    await expectTableMatches('it');
  });

  it('gives the same counts as the query over the matches, for several filters the table does not keep', async () => {
    const cases: SearchFilters[] = [
      { world: 'de', class_grade: [1, 2, 3] },
      { world: 'de', class_grade: [5, 6], price: 'paid' },
      { world: 'de', school_type: ['primary', 'secondary_ii'], material_type: ['worksheet', 'test'] },
    ];
    for (const f of cases) {
      const expected = await bruteForce(f);
      const exact = await computeFacetCounts(api.db, f);
      expect({ total: exact.total, facets: flatten(exact.facets) }).toEqual(expected);
      const body = json(await get(`/v1/search?${new URLSearchParams(Object.entries(f).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, String(x)])))}&per_page=1`));
      expect({ total: body.total, facets: flatten(body.facets) }).toEqual(expected);
    }
  });
});

describe('broad searches', () => {
  // The SQL path's sample (the in-memory index counts exactly: search-index.test.ts).
  beforeEach(() => {
    searchIndexSwitch.enabled = false;
  });
  afterEach(() => {
    searchTuning.exactLimit = 2000;
    searchIndexSwitch.enabled = true;
  });

  it('count facets on the 1-in-32 sample when the matches exceed the exact limit, and say so', async () => {
    expect(json(await get('/v1/search?world=de&q=Klass&per_page=5')).approximate).toBeUndefined();
    searchTuning.exactLimit = 1;
    const broad = json(await get('/v1/search?world=de&q=Klasse&per_page=5&sort=newest'));
    expect(broad.approximate).toBe(true);
    const matching = `m.world = 'de' AND m.status = 'published' AND m.search_vector @@ (to_tsquery('german', 'Klasse:*') || to_tsquery('simple', 'Klasse:*'))`;
    const [sample] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM materials m WHERE ${matching} AND m.id % ${SAMPLE_MODULUS} = 0`);
    expect(broad.total).toBe(sample!.n * SAMPLE_MODULUS);
    for (const list of Object.values(broad.facets) as { count: number }[][]) {
      for (const b of list) expect(b.count % SAMPLE_MODULUS).toBe(0);
    }
    // The page itself is exact: the newest matches.
    const newest = await api.db.query<{ id: number }>(`SELECT m.id FROM materials m WHERE ${matching} ORDER BY m.created_at DESC, m.id DESC LIMIT 5`);
    expect(broad.items.map((i: { id: number }) => i.id)).toEqual(newest.map((r) => r.id));
  });

  it('still give the exact total when the filtered result is small', async () => {
    const f = { world: 'de', price: 'free', material_type: ['worksheet'] } as const;
    const exact = await bruteForce({ ...f, material_type: [...f.material_type] });
    // The rows facets are counted over (free or worksheet) exceed the limit; the result does not.
    searchTuning.exactLimit = Math.max(1, exact.total);
    const body = json(await get(`/v1/search?world=de&price=free&material_type=worksheet&per_page=1`));
    expect(body.approximate).toBe(true);
    expect(body.total).toBe(exact.total);
  });
});

describe('per-world search indexes (migration 042)', () => {
  it('exist for every world, and the sample and the text search each read their own world\'s index', async () => {
    const names = (await api.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'materials'`)).map((r) => r.indexname);
    for (const world of WORLDS) expect(names).toEqual(expect.arrayContaining([`materials_text_${world}`, `materials_sample_${world}`]));
    expect(names.filter((n) => ['materials_search_world', 'materials_subjects', 'materials_grades', 'materials_school_types'].includes(n))).toEqual([]);
    // The test seed is small enough for a sequential scan to be cheapest: plans with it switched off.
    const plan = (q: { sql: string; params: unknown[] }) => api.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return (await tx.query<Record<string, string>>(`EXPLAIN ${q.sql}`, q.params)).map((r) => Object.values(r)[0]).join('\n');
    });
    expect(await plan(facetQuery({ world: 'fr', q: 'fiche' }, { sample: true }))).toContain('materials_sample_fr');
    const { where, params } = buildWhere({ world: 'es', q: 'fracciones' });
    expect(await plan({ sql: `SELECT count(*) FROM materials m WHERE ${where}`, params })).toContain('materials_text_es');
  });
});

describe('prepared statements', () => {
  it('hand every value through unchanged (PGlite writes them as literals of EXECUTE)', async () => {
    const texts = [`it's`, `a\\b`, `"quoted"`, `{brace},comma`, `$1 ::text --`, `'; DROP TABLE materials; --`, 'äöü ß 日本 🎲', '', 'NULL'];
    for (const text of texts) {
      const [row] = await prepared<{ v: string; a: string[]; n: number }>(api.db,
        'SELECT $1::text AS v, $2::text[] AS a, $3::int AS n', [text, [text, 'x', text], 42]);
      expect(row).toEqual({ v: text, a: [text, 'x', text], n: 42 });
    }
    const [nul] = await prepared<{ v: string | null }>(api.db, 'SELECT $1::text AS v', [null]);
    expect(nul!.v).toBeNull();
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM materials'))[0]!.n).toBeGreaterThan(0);
  });
});

describe('search pages', () => {
  it('are the same whether found over all matches or by walking the sort order (dense results)', async () => {
    const cases: Array<[SearchFilters, string]> = [
      [{ world: 'de' }, 'bestseller'], [{ world: 'de', q: 'Klasse' }, 'relevance'], [{ world: 'de', q: 'Klasse' }, 'newest'],
      [{ world: 'de', price: 'paid' }, 'price_asc'], [{ world: 'de' }, 'price_desc'], [{ world: 'fr' }, 'rating'],
      [{ world: 'de', class_grade: [1, 2, 3, 4, 5, 6] }, 'newest'],
    ];
    const pageIds = async (...args: Parameters<typeof pageRows>) => (await pageRows(...args)).map((r) => r.id);
    for (const [f, sort] of cases) {
      for (const page of [1, 2]) {
        const all = await pageIds(api.db, f, sort, page, 5);
        expect({ f, sort, page, ids: await pageIds(api.db, f, sort, page, 5, { walk: 1024 }) }).toEqual({ f, sort, page, ids: all });
      }
    }
    // The page that comes with the exact facet counts (one read of the matches) is the same page.
    const withCounts: Array<[SearchFilters, string, number]> = [
      [{ world: 'de', q: 'Klasse' }, 'relevance', 1], [{ world: 'de', q: 'Klasse' }, 'relevance', 3], [{ world: 'de', q: 'Klasse', class_grade: [5, 6] }, 'newest', 1],
      [{ world: 'de', class_grade: [1, 2], price: 'paid' }, 'rating', 1], [{ world: 'de', class_grade: [1, 2], price: 'paid' }, 'rating', 9], [{ world: 'fr', material_type: ['worksheet'], school_type: ['primary'] }, 'price_desc', 1],
      [{ world: 'de', q: 'Klasse' }, 'bestseller', 2], [{ world: 'de', subject: [1, 2] }, 'relevance', 1],
    ];
    for (const [f, sort, page] of withCounts) {
      const counts = await computeFacetCounts(api.db, f, { limit: 100000, page: { sort, page, perPage: 5 } });
      expect(counts.pageRows).toBeDefined();
      expect({ f, sort, page, ids: counts.pageRows?.map((r) => r.id) }).toEqual({ f, sort, page, ids: await pageIds(api.db, f, sort, page, 5) });
      // The summaries that come with the counts are the page statement's own (title, author, prices, date).
      expect(counts.pageRows).toEqual(await pageRows(api.db, f, sort, page, 5));
    }
    expect((await computeFacetCounts(api.db, { world: 'de', q: 'Klasse' }, { limit: 100000, page: { sort: 'relevance', page: 2, perPage: 5 } })).pageRows).toHaveLength(5);
    // Past the ranked candidates, or when the exact step overflows its limit, the page has its own query.
    expect((await computeFacetCounts(api.db, { world: 'de', q: 'Klasse' }, { limit: 100000, page: { sort: 'relevance', page: 61, perPage: 5 } })).pageRows).toBeUndefined();
    expect((await computeFacetCounts(api.db, { world: 'de', q: 'Klasse' }, { limit: 1, page: { sort: 'newest', page: 1, perPage: 5 } })).pageRows).toBeUndefined();
    // A fence that runs out before the page is full falls back to every match.
    expect(await pageIds(api.db, { world: 'de' }, 'newest', 2, 5, { walk: 4 })).toEqual(await pageIds(api.db, { world: 'de' }, 'newest', 2, 5));
  });
});

describe('GET /v1/suggest from the term dictionary', () => {
  const items = async (q: string, world = 'de') => json(await get(`/v1/suggest?world=${world}&q=${encodeURIComponent(q)}`)).items as { kind: string; text: string; id: number }[];

  it('finds titles by the prefix of any word, subjects and authors by prefix', async () => {
    const [m] = await api.db.query<{ id: number; title: string }>(
      `SELECT id, title FROM materials WHERE world = 'de' AND status = 'published' AND title ~ ' [[:alpha:]]{6,}' ORDER BY id LIMIT 1`,
    );
    const word = m!.title.split(/\s+/).slice(1).find((w) => /^\p{L}{6,}$/u.test(w))!;
    const titles = await items(word.slice(0, 5));
    expect(titles.some((i) => i.kind === 'material' && i.text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(word.slice(0, 5).toLowerCase())))).toBe(true);
    expect(await items('Mathe')).toContainEqual(expect.objectContaining({ kind: 'subject', text: 'Mathematik' }));
    const [author] = await api.db.query<{ id: number; public_name: string }>(`SELECT id, public_name FROM users WHERE is_seller AND world = 'de' ORDER BY id LIMIT 1`);
    const surname = author!.public_name.split(' ').pop()!;
    const byAuthor = await items(surname.slice(0, 4));
    expect(byAuthor.some((i) => i.kind === 'author' && i.text.includes(surname))).toBe(true);
  });

  it('tolerates a typo from 4 characters, not in shorter words', async () => {
    expect(await items('Mathemtik')).toContainEqual(expect.objectContaining({ kind: 'subject', text: 'Mathematik' }));
    expect((await items('Mta')).some((i) => i.text === 'Mathematik')).toBe(false);
  });

  it('follows the catalogue: a new title appears, a withdrawn one disappears', async () => {
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    expect(await items('Zauberwürfel')).toEqual([]);
    await api.db.query(`UPDATE materials SET title = 'Zauberwürfel lösen Schritt für Schritt' WHERE id = $1`, [m!.id]);
    expect(await items('Zauberw')).toContainEqual({ kind: 'material', text: 'Zauberwürfel lösen Schritt für Schritt', id: m!.id });
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [m!.id]);
    expect(await items('Zauberw')).toEqual([]);
    await api.db.query(`UPDATE materials SET status = 'published' WHERE id = $1`, [m!.id]);
  });
});

describe('HTTP caching of public reads', () => {
  const publicCache = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
  const reads = ['/v1/search?world=de&q=Mathe', '/v1/suggest?world=de&q=Mat', '/v1/filters?world=de', '/v3/mega-menu/get-subjects?world=de'];

  it('answers anonymous reads with an ETag, 304 on If-None-Match, a shared-cache lifetime and no cookie', async () => {
    // A GET that is not cached publicly still hands out the XSRF cookie (lib/xsrf.ts) ...
    expect(String((await get('/health')).headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    for (const url of reads) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      // ... a public answer never does: a shared cache would give everybody the same token.
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.headers['cache-control']).toMatch(publicCache);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': '"other", W/' + etag })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('treats a client-credentials token as anonymous and a logged-in user as private, no-store', async () => {
    const anonymous = await get(reads[0]!, bearer(await anonymousToken(api)));
    expect(anonymous.headers['cache-control']).toMatch(publicCache);
    const user = bearer(await login(api, 'buyer@teachmarket.test'));
    for (const url of reads) {
      const res = await get(url, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect((await get(url, { ...user, 'if-none-match': String(anonymous.headers.etag) })).statusCode).toBe(200);
    }
  });

  // Issue 15: the reads a server-rendered page makes besides search and material (the page server keeps
  // them in its shared cache): comments, ratings, the author, their materials and posts, help, AI tools.
  it('marks the other public reads of rendered pages the same way, and a logged-in reader private', async () => {
    const [m] = await api.db.query<{ id: number; author_id: number }>(`SELECT id, author_id FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    const [post] = await api.db.query<{ id: number }>(`SELECT id FROM blog_posts WHERE world = 'de' ORDER BY id LIMIT 1`);
    const urls = [
      `/v1/materials/${m!.id}/ratings?world=de&page=1&per_page=5`, `/v1/materials/${m!.id}/comments?world=de&page=1&per_page=10`,
      `/v1/authors/${m!.author_id}?world=de`, `/v1/authors/${m!.author_id}/materials?world=de&page=1`,
      '/v1/blog-posts?world=de', ...(post ? [`/v1/blog-posts/${post.id}?world=de`] : []), '/v1/help/topics?world=de', '/v3/ai-tools/query?world=de',
    ];
    const user = bearer(await login(api, 'buyer@teachmarket.test'));
    for (const url of urls) {
      const first = await get(url);
      expect([url, first.statusCode]).toEqual([url, 200]);
      expect([url, first.headers['cache-control']]).toEqual([url, expect.stringMatching(publicCache)]);
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(String(first.headers.vary)).toMatch(/Authorization/);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      const own = await get(url, user);
      expect([url, own.statusCode, own.headers['cache-control'], own.headers.etag]).toEqual([url, 200, 'private, no-store', undefined]);
    }
  });

  it('keeps the buyer-only purchase_id of a material out of the shared answer', async () => {
    const buyer = await fixtureUser(api);
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    await api.db.query('INSERT INTO purchases (user_id, material_id, price_cents) VALUES ($1, $2, 0)', [buyer.id, m!.id]);
    const url = `/v1/materials/${m!.id}?world=de`;
    const anonymous = await get(url);
    expect(anonymous.headers['cache-control']).toMatch(publicCache);
    expect(String(anonymous.headers.vary)).toMatch(/Authorization/);
    expect(json(anonymous).item.purchase_id).toBeNull();
    const own = await get(url, bearer(buyer.token));
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(json(own).item.purchase_id).toEqual(expect.any(Number));
    expect(json(await get(url)).item.purchase_id).toBeNull();
  });

  it('changes the ETag when the material changes', async () => {
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'fr' AND status = 'published' ORDER BY id LIMIT 1`);
    const url = `/v1/materials/${m!.id}?world=fr`;
    const before = await get(url);
    await api.db.query(`UPDATE materials SET description = description || '<p>Nouveau</p>' WHERE id = $1`, [m!.id]);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(json(after).item.description).toMatch(/Nouveau/);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
