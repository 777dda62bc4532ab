import { WORLDS } from '@teachmarket/contracts/api-types';
import { anonymousToken, bearer, fixtureUser, json, login, setupApi } from './helpers';

const api = setupApi();

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function publishedIn(world: string, count: number): Promise<{ id: number; author_id: number }[]> {
  return api.db.query(`SELECT id, author_id FROM materials WHERE world = $1 AND status = 'published' ORDER BY id LIMIT $2`, [world, count]);
}

describe('GET /v1/subscriptions (spec §7)', () => {
  it('answers 401 to visitors without a user login', async () => {
    const none = await get('/v1/subscriptions?world=de');
    expect(none.statusCode).toBe(401);
    expect(json(none).reason).toBe('login_required');
    expect((await get('/v1/subscriptions?world=de', bearer(await anonymousToken(api)))).statusCode).toBe(401);
    expect((await get('/v1/subscriptions?world=de', bearer('not-a-valid-token-at-all'))).statusCode).toBe(401);
  });

  it("lists the user's followed authors, this world's favourites (newest first) and mail switches", async () => {
    const user = await fixtureUser(api);
    const empty = json(await get('/v1/subscriptions?world=de', bearer(user.token))).item;
    expect(empty).toEqual({
      authors: { items: [], total: 0 }, favourites: { ids: [], total: 0 }, schoolWishlist: null,
      mail: { newMaterials: true, sales: true, newsletter: true },
    });

    const [first, second] = await publishedIn('de', 2);
    const [french] = await publishedIn('fr', 1);
    for (const m of [first!, second!, french!]) {
      expect((await post('/v3/subscriptions/subscribe', user.token, { subjectId: m.id, subjectType: 'material' })).statusCode).toBe(200);
    }
    expect((await post(`/v1/authors/${first!.author_id}/follow`, user.token)).statusCode).toBe(200);
    await api.db.query(`INSERT INTO mail_opt_outs (user_id, partition) VALUES ($1, 'mailing')`, [user.id]);

    const res = await get('/v1/subscriptions?world=de', bearer(user.token));
    expect(res.statusCode).toBe(200);
    const item = json(res).item;
    // Created within the same millisecond at most: the order falls back to the higher id first.
    expect(item.favourites.total).toBe(2);
    expect(new Set(item.favourites.ids)).toEqual(new Set([first!.id, second!.id]));
    expect(item.authors.total).toBe(1);
    expect(item.authors.items[0]).toMatchObject({ id: first!.author_id, slug: expect.any(String), publicName: expect.any(String) });
    expect(Date.parse(item.authors.items[0].followedAt)).not.toBeNaN();
    expect(item.mail).toEqual({ newMaterials: true, sales: true, newsletter: false });

    const fr = json(await get('/v1/subscriptions?world=fr', bearer(user.token))).item;
    expect(fr.favourites).toEqual({ ids: [french!.id], total: 1 });
    expect(fr.authors.total).toBe(1);

    await post('/v3/subscriptions/unsubscribe', user.token, { subjectId: first!.id, subjectType: 'material' });
    expect(json(await get('/v1/subscriptions?world=de', bearer(user.token))).item.favourites).toEqual({ ids: [second!.id], total: 1 });
  });

  it("includes the school wishlist for school account members", async () => {
    const admin = await login(api, 'school-admin@teachmarket.test');
    const [m] = await publishedIn('de', 1);
    await post('/v3/subscriptions/subscribe/school', admin, { subjectId: m!.id, subjectType: 'material' });
    const school = json(await get('/v1/subscriptions?world=de', bearer(admin))).item.schoolWishlist;
    expect(school.ids).toContain(m!.id);
    expect(school.total).toBe(school.ids.length);
  });

  it('rejects an unknown world and wrong types (400 with the field)', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    for (const world of ['xx', "de'; DROP TABLE materials; --"]) {
      const res = await get(`/v1/subscriptions?world=${encodeURIComponent(world)}`, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toMatchObject({ code: 'validation_failed', field: 'world' });
    }
  });
});

describe('GET /v3/currency (spec §3 Currency, §7 currency)', () => {
  it("answers the world's currency code and symbol", async () => {
    expect(json(await get('/v3/currency?world=pl')).item).toEqual({ code: 'PLN', symbol: 'zł', wholeNumbers: false, world: 'pl' });
    expect(json(await get('/v3/currency?world=jp')).item).toMatchObject({ code: 'JPY', symbol: '¥' });
    // Without ?world the default world de.
    expect(json(await get('/v3/currency')).item).toEqual({ code: 'EUR', symbol: '€', wholeNumbers: false, world: 'de' });
  });

  it('knows a symbol for the currency of every world', async () => {
    for (const world of WORLDS) {
      const { code, symbol } = json(await get(`/v3/currency?world=${world}`)).item;
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(symbol).not.toBe(code);
    }
  });

  it('rejects an unknown world', async () => {
    const res = await get('/v3/currency?world=zz');
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe('world');
  });
});
