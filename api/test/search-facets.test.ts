import { changeFeedOf } from '../src/catalog/change-feed';
import { FacetCache } from '../src/catalog/facets';
import { buildWhere, type SearchFilters } from '../src/catalog/search-query';
import { json, setupApi } from './helpers';

const api = setupApi();

interface Row {
  subject_ids: number[];
  grades: number[];
  material_type: string;
  school_types: string[];
  final_price_cents: number;
}
type Counts = Record<string, Record<string, number>>;

/**
 * Brute force: the rows matching world (+ text), then every facet filter applied in plain JS,
 * each facet counted over the rows passing all OTHER facets' filters (spec: multi-select facets).
 */
async function bruteForce(f: SearchFilters): Promise<{ total: number; counts: Counts }> {
  const { where, params } = buildWhere({ world: f.world, ...(f.q ? { q: f.q } : {}) });
  const rows = await api.db.query<Row>(
    `SELECT m.subject_ids, m.grades, m.material_type, m.school_types, m.final_price_cents FROM materials m WHERE ${where}`, params,
  );
  const known = new Set((await api.db.query<{ id: number }>('SELECT id FROM subjects')).map((s) => s.id));
  const any = <T>(values: T[], chosen?: T[]) => !chosen?.length || values.some((v) => chosen.includes(v));
  const pass = {
    subject: (r: Row) => any(r.subject_ids, f.subject),
    class_grade: (r: Row) => any(r.grades, f.class_grade),
    material_type: (r: Row) => any([r.material_type], f.material_type),
    school_type: (r: Row) => any(r.school_types, f.school_type),
    price: (r: Row) => !f.price || (f.price === 'free' ? r.final_price_cents === 0 : r.final_price_cents > 0),
  };
  const names = Object.keys(pass) as (keyof typeof pass)[];
  const values: Record<keyof typeof pass, (r: Row) => (string | number)[]> = {
    subject: (r) => r.subject_ids.filter((id) => known.has(id)),
    class_grade: (r) => r.grades,
    material_type: (r) => [r.material_type],
    school_type: (r) => r.school_types,
    price: (r) => [r.final_price_cents === 0 ? 'free' : 'paid'],
  };
  const counts: Counts = {};
  for (const name of names) {
    const bucket: Record<string, number> = {};
    for (const r of rows.filter((row) => names.every((n) => n === name || pass[n](row)))) {
      for (const v of values[name](r)) bucket[String(v)] = (bucket[String(v)] ?? 0) + 1;
    }
    counts[name] = bucket;
  }
  return { total: rows.filter((r) => names.every((n) => pass[n](r))).length, counts };
}

const asCounts = (facets: Record<string, { id: string | number; count: number }[]>): Counts =>
  Object.fromEntries(Object.entries(facets).map(([name, list]) => [name, Object.fromEntries(list.map((b) => [String(b.id), b.count]))]));

function query(f: SearchFilters): string {
  const params = new URLSearchParams({ world: f.world, per_page: '1' });
  for (const [key, value] of Object.entries(f)) {
    if (key === 'world' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return `/v1/search?${params.toString()}`;
}

async function expectCorrect(f: SearchFilters) {
  const res = await api.app.inject({ method: 'GET', url: query(f) });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  const expected = await bruteForce(f);
  expect(body.total).toBe(expected.total);
  expect(asCounts(body.facets)).toEqual(expected.counts);
  return body;
}

describe('search facet counts match a brute-force count', () => {
  let sample: { types: string[]; schools: string[]; subjects: number[]; word: string };
  beforeAll(async () => {
    const [m] = await api.db.query<{ title: string }>(`SELECT title FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    const types = await api.db.query<{ t: string }>(`SELECT DISTINCT material_type AS t FROM materials WHERE world = 'de' ORDER BY 1 LIMIT 2`);
    const schools = await api.db.query<{ t: string }>(`SELECT DISTINCT unnest(school_types) AS t FROM materials WHERE world = 'de' ORDER BY 1 LIMIT 2`);
    const subjects = await api.db.query<{ id: number }>(`SELECT DISTINCT unnest(subject_ids) AS id FROM materials WHERE world = 'de' ORDER BY 1 LIMIT 3`);
    sample = {
      types: types.map((r) => r.t), schools: schools.map((r) => r.t), subjects: subjects.map((r) => r.id),
      word: (m!.title.match(/\p{L}{4,}/u) ?? ['Mathematik'])[0],
    };
  });

  it('with no filter', async () => {
    const body = await expectCorrect({ world: 'de' });
    const subjectCounts = body.facets.subject.map((b: { count: number }) => b.count);
    expect(subjectCounts).toEqual([...subjectCounts].sort((a, b) => b - a));
    expect(body.facets.class_grade.map((b: { id: number }) => b.id)).toEqual(
      [...body.facets.class_grade.map((b: { id: number }) => b.id)].sort((a, b) => a - b),
    );
  });

  it('with several facet filters at once (each facet ignores its own choice)', async () => {
    await expectCorrect({ world: 'de', subject: sample.subjects.slice(0, 2), material_type: sample.types.slice(0, 1), price: 'paid' });
    await expectCorrect({ world: 'de', class_grade: [5, 6], school_type: sample.schools, price: 'free' });
  });

  it('with free text plus filters, and in other worlds', async () => {
    await expectCorrect({ world: 'de', q: sample.word });
    await expectCorrect({ world: 'de', q: sample.word, class_grade: [1, 2, 3, 4, 5, 6, 7], material_type: sample.types });
    await expectCorrect({ world: 'fr', subject: sample.subjects });
    await expectCorrect({ world: 'gr' });
  });

  it('with a filter nothing matches: zero total, empty facets', async () => {
    const body = await expectCorrect({ world: 'de', q: 'zzzqqqxxyy' });
    expect(body.total).toBe(0);
  });

  it('treats SQL metacharacters in the text as text, and rejects wrong types with 400', async () => {
    await expectCorrect({ world: 'de', q: `'; DROP TABLE materials; -- \\ " $1 ::` });
    const bad = await api.app.inject({ method: 'GET', url: '/v1/search?world=de&subject=abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.field).toBeDefined();
    const badPrice = await api.app.inject({ method: 'GET', url: '/v1/search?world=de&price=cheap' });
    expect(badPrice.statusCode).toBe(400);
  });
});

describe('facet cache', () => {
  const feed = () => changeFeedOf(api.db, api.config.databaseUrl);

  it('serves a repeat from the cache, in any order of the chosen values', async () => {
    const cache = new FacetCache(api.db, feed());
    const first = await cache.get({ world: 'de', class_grade: [5, 6] });
    const again = await cache.get({ world: 'de', class_grade: [6, 5, 6] });
    expect(again).toBe(first);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    cache.dispose();
  });

  it('is invalidated by a change to a material (NOTIFY from the trigger), not by a sale count', async () => {
    const cache = new FacetCache(api.db, feed());
    await cache.get({ world: 'de' });
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    await api.db.query('UPDATE materials SET sales_count = sales_count + 1 WHERE id = $1', [m!.id]);
    await feed().sync();
    await cache.get({ world: 'de' });
    expect(cache.hits).toBe(1);
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [m!.id]);
    await feed().sync();
    const after = await cache.get({ world: 'de' });
    expect(cache.misses).toBe(2);
    expect(after.total).toBe((await bruteForce({ world: 'de' })).total);
    await api.db.query(`UPDATE materials SET status = 'published' WHERE id = $1`, [m!.id]);
    await feed().sync();
    cache.dispose();
  });

  it('keeps the counts of a world the change did not touch', async () => {
    const cache = new FacetCache(api.db, feed());
    await cache.get({ world: 'it' });
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'fr' AND status = 'published' ORDER BY id LIMIT 1`);
    await api.db.query(`UPDATE materials SET material_type = material_type WHERE id = $1`, [m!.id]);
    await api.db.query(`UPDATE materials SET title = title || ' ' WHERE id = $1`, [m!.id]);
    await feed().sync();
    await cache.get({ world: 'it' });
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    cache.dispose();
  });

  it('the search endpoint reflects a newly published change at once', async () => {
    await expectCorrect({ world: 'de' });
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id DESC LIMIT 1`);
    await api.db.query(`UPDATE materials SET material_type = 'zz-test-type' WHERE id = $1`, [m!.id]);
    await feed().sync();
    const body = await expectCorrect({ world: 'de' });
    expect(body.facets.material_type.some((b: { id: string }) => b.id === 'zz-test-type')).toBe(true);
  });
});
