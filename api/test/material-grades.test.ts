import { json, setupApi } from './helpers';

// s16 QA: the material page showed a French 5e material's grade as "7" (the bare class_grade number);
// the material names its grades in its world's words, the same as the search filters do.
const api = setupApi();
const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('GET /v1/materials/:id gradeTitles', () => {
  it.each(['fr', 'es', 'de'])('names the grades as the %s filters do', async (world) => {
    const [m] = await api.db.query<{ id: number; grades: number[] }>(
      `SELECT id, grades FROM materials WHERE world = $1 AND status = 'published' AND cardinality(grades) > 0 ORDER BY id LIMIT 1`, [world],
    );
    const filters = json(await get(`/v1/filters?world=${world}`)).items.class_grade as { id: number; title: string }[];
    const res = await get(`/v1/materials/${m!.id}?world=${world}`);
    expect(res.statusCode).toBe(200);
    const item = json(res).item as { grades: number[]; gradeTitles: { id: number; title: string }[] };
    expect(item.gradeTitles.map((g) => g.id)).toEqual(item.grades);
    expect(item.gradeTitles).toEqual(item.grades.map((g) => filters.find((f) => f.id === g)));
  });

  it('a French 7th grade is "5e"', async () => {
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'fr' AND status = 'published' AND 7 = ANY(grades) ORDER BY id LIMIT 1`);
    expect(m).toBeDefined();
    const item = json(await get(`/v1/materials/${m!.id}?world=fr`)).item as { gradeTitles: { id: number; title: string }[] };
    expect(item.gradeTitles).toContainEqual({ id: 7, title: '5e' });
  });
});
