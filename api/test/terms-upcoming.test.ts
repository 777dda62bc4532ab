import { hashToken } from '../src/auth/tokens';
import { promoteDueTerms } from '../src/routes/terms/upcoming';
import { CURRENT_TERMS_VERSION } from '../src/seed';
import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
const upcoming = async (token: string, world = 'de') => json(await inject('GET', `/v3/terms/upcoming?world=${world}`, undefined, bearer(token))).item;

describe('GET /v3/terms/upcoming', () => {
  it('needs a login', async () => {
    const res = await inject('GET', '/v3/terms/upcoming');
    expect(res.statusCode).toBe(401);
    expect(json(res).reason).toBe('login_required');
  });

  it('answers the seeded announcement with a hash id and the summary in the world language', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    const de = await upcoming(token, 'de');
    expect(de).toMatchObject({ version: CURRENT_TERMS_VERSION + 1, accepted: false });
    expect(de.id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Date(de.effectiveAt).getTime()).toBeGreaterThan(Date.now());
    expect(de.summary).toContain('Schullizenzen');
    // Same announcement in every world (same id); worlds without a text read English.
    const nl = await upcoming(token, 'nl');
    expect(nl.id).toBe(de.id);
    expect(nl.summary).toContain('School licences');
  });

  it('is quiet for who accepted the current terms in the last days (a new account) and speaks after that (issue 18)', async () => {
    const email = `quiet-${Date.now()}@school.test`;
    const registered = await inject('POST', '/v3/registration?world=de', { email, password: 'teachmarket', public_name: 'Quinn Quiet', accept_terms: true });
    expect(registered.statusCode).toBe(200);
    const token = await login(api, email);
    expect(await upcoming(token)).toBeNull();
    // Eight days later the announcement is shown (the quiet time is TERMS_POPUP_QUIET_DAYS).
    await api.db.query(`UPDATE users SET terms_accepted_at = now() - interval '8 days' WHERE email = $1`, [email]);
    expect(await upcoming(token)).toMatchObject({ version: CURRENT_TERMS_VERSION + 1, accepted: false });
  });

  it('rejects unknown query fields values with 400', async () => {
    const token = await login(api, 'seller@teachmarket.test');
    const res = await inject('GET', "/v3/terms/upcoming?world=de';DROP TABLE users;--", undefined, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe('world');
  });

  it('gives an impersonating operator no popup and refuses their acceptance', async () => {
    const token = await login(api, 'school-admin@teachmarket.test');
    await api.db.query("UPDATE access_tokens SET impersonated_by = (SELECT id FROM users WHERE email = 'operator@teachmarket.test') WHERE token_hash = $1", [hashToken(token)]);
    expect(await upcoming(token)).toBeNull();
    const res = await inject('POST', '/v3/terms/upcoming/accept', { id: '0123456789abcdef' }, bearer(token));
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /v3/terms/upcoming/accept', () => {
  it('validates the body: missing, wrong type, unknown field, SQL metacharacters', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    const cases: [unknown, string][] = [
      [{}, 'id'],
      [{ id: 42 }, 'id'],
      [{ id: "x' OR '1'='1" }, 'id'],
      [{ id: '0123456789abcdef', version: 3 }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await inject('POST', '/v3/terms/upcoming/accept', body, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(json(res).error.field).toBe(field);
    }
  });

  it('answers 409 for an id that is not the announced version, 401 without login', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    const res = await inject('POST', '/v3/terms/upcoming/accept', { id: 'ffffffffffffffff' }, bearer(token));
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'terms_version_outdated', field: 'id' });
    expect((await inject('POST', '/v3/terms/upcoming/accept', { id: 'ffffffffffffffff' })).statusCode).toBe(401);
  });

  it('accepting now keeps the user ungated when the version takes effect; others are gated', async () => {
    const buyer = await login(api, 'buyer@teachmarket.test');
    const seller = await login(api, 'seller@teachmarket.test');
    const item = await upcoming(buyer);
    const res = await inject('POST', '/v3/terms/upcoming/accept', { id: item.id }, bearer(buyer));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ accepted: true, version: item.version });
    expect((await upcoming(buyer)).accepted).toBe(true);
    // Accepting the current version later must not lower the early acceptance.
    await inject('POST', '/v3/terms/accept', { version: CURRENT_TERMS_VERSION }, bearer(buyer));

    // The effective date comes: the announced version becomes the current one.
    await api.db.query('UPDATE terms_upcoming SET effective_at = now() - interval \'1 minute\' WHERE version = $1', [item.version]);
    await promoteDueTerms({ db: api.db } as Parameters<typeof promoteDueTerms>[0]);
    expect(json(await inject('GET', '/v3/terms/get')).item.version).toBe(item.version);
    expect(await upcoming(buyer)).toBeNull();

    const ok = await inject('GET', '/v3/terms/is-accepted', undefined, bearer(buyer));
    expect(json(ok)).toEqual({ accepted: true, version: item.version });
    const gated = await inject('GET', '/v3/terms/is-accepted', undefined, bearer(seller));
    expect(json(gated)).toEqual({ accepted: false, version: item.version });
  });
});
