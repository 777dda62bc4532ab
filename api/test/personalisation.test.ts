import { hashToken } from '../src/auth/tokens';
import { bearer, fixtureUser, json, setupApi } from './helpers';

const api = setupApi();

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
const save = (token: string, body: unknown, world = 'de') => inject('POST', `/v3/personalisations/save?world=${world}`, body, bearer(token));
const personalisation = async (token: string) => json(await inject('GET', '/v3/personalisations/get?world=de', undefined, bearer(token))).result;

/** The catalogue's subject ids of a world, as the search filters name them. */
async function subjectIds(world: string): Promise<number[]> {
  const items = json(await inject('GET', `/v1/filters?world=${world}`)).items as { subject: { id: number }[] };
  return items.subject.map((s) => s.id);
}

describe('POST /v3/personalisations/save', () => {
  it('stores the preferences; get answers them, no popup and no actualisation needed afterwards', async () => {
    const { token } = await fixtureUser(api);
    expect(await personalisation(token)).toMatchObject({ needActualisation: true, showPopup: true, preferences: {} });
    const [math, art] = await subjectIds('de');
    const res = await save(token, { schoolTypes: ['primary', 'remedial'], subjects: [math, art], grades: [3, 4] });
    expect(res.statusCode).toBe(200);
    const saved = json(res).result;
    expect(saved).toMatchObject({
      needActualisation: false, showPopup: false, personalisationRequested: true,
      preferences: { world: 'de', schoolTypes: ['primary', 'remedial'], subjects: [math, art], grades: [3, 4] },
    });
    expect(await personalisation(token)).toEqual(saved);

    // Changing them replaces the earlier choice (grades left out: none kept).
    const again = await save(token, { schoolTypes: [], subjects: [art] });
    expect(json(again).result.preferences).toMatchObject({ schoolTypes: [], subjects: [art] });
    expect(json(again).result.preferences.grades).toBeUndefined();
    expect((await personalisation(token)).preferences.subjects).toEqual([art]);
  });

  it('the filters the preferences name find materials in the search', async () => {
    const { token } = await fixtureUser(api);
    // A subject the small test seed has primary-school materials of (which one depends on the seed's draw).
    const [row] = await api.db.query<{ subject: number }>(
      `SELECT subject_ids[1] AS subject FROM materials WHERE world = 'de' AND status = 'published' AND 'primary' = ANY(school_types) ORDER BY id LIMIT 1`,
    );
    expect(await subjectIds('de')).toContain(row!.subject);
    const { preferences } = json(await save(token, { schoolTypes: ['primary'], subjects: [row!.subject] })).result;
    const search = json(await inject('GET', `/v1/search?world=de&school_type=${preferences.schoolTypes[0]}&subject=${preferences.subjects[0]}`));
    expect(search.total).toBeGreaterThan(0);
  });

  it('refuses values the catalogue does not have, naming the field', async () => {
    const { token } = await fixtureUser(api);
    const de = await subjectIds('de');
    const fr = await subjectIds('fr');
    const foreign = fr.find((id) => !de.includes(id));
    const cases: [unknown, string][] = [
      [{ schoolTypes: ['primary'], subjects: [de[0], 999999] }, 'subjects.1'],
      [{ schoolTypes: [], subjects: [foreign] }, 'subjects.0'],
      [{ schoolTypes: ['university'], subjects: [] }, 'schoolTypes.0'],
      [{ schoolTypes: ['all'], subjects: [] }, 'schoolTypes.0'],
      [{ schoolTypes: [], subjects: [] }, 'schoolTypes'],
      [{ schoolTypes: ['primary', 'primary'], subjects: [] }, 'schoolTypes'],
      [{ schoolTypes: ['primary'], subjects: ['math'] }, 'subjects.0'],
      [{ schoolTypes: ['primary'], subjects: [], grades: [14] }, 'grades.0'],
      [{ subjects: [de[0]] }, 'schoolTypes'],
      [{ schoolTypes: ['primary'], subjects: [], colour: 'blue' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await save(token, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect({ body, field: json(res).error.field }).toEqual({ body, field });
    }
    // Nothing was stored.
    expect(await personalisation(token)).toMatchObject({ needActualisation: true, preferences: {} });
  });

  it('needs a login; refuses an impersonating operator', async () => {
    expect((await inject('POST', '/v3/personalisations/save?world=de', { schoolTypes: ['primary'], subjects: [] })).statusCode).toBe(401);
    const { token } = await fixtureUser(api);
    await api.db.query("UPDATE access_tokens SET impersonated_by = (SELECT id FROM users WHERE email = 'operator@teachmarket.test') WHERE token_hash = $1", [hashToken(token)]);
    expect((await save(token, { schoolTypes: ['primary'], subjects: [] })).statusCode).toBe(403);
  });

  it('a dismissed popup is not shown again, and the preferences stay empty', async () => {
    const { token } = await fixtureUser(api);
    await inject('POST', '/v3/personalisations/popup-shown', undefined, bearer(token));
    expect(await personalisation(token)).toMatchObject({ showPopup: false, needActualisation: true, preferences: {} });
  });
});
