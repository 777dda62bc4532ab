import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();
let buyer: string;
beforeAll(async () => {
  buyer = await login(api, 'buyer@teachmarket.test');
});

async function materialIds(world: string, n: number): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = $1 AND status = 'published' ORDER BY id LIMIT $2`, [world, n]);
  return rows.map((r) => r.id);
}

const post = (url: string, payload: unknown, token?: string) =>
  api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });

describe('favourites (spec §4, §7)', () => {
  it('subscribe adds, unsubscribe removes, totals follow; the wishlist query lists newest first', async () => {
    const [a, b] = await materialIds('de', 2);
    expect(json(await post('/v3/subscriptions/subscribe?world=de', { subjectId: a, subjectType: 'material' }, buyer))).toEqual({ id: a, total: 1 });
    expect(json(await post('/v3/subscriptions/subscribe?world=de', { subjectId: b, subjectType: 'material' }, buyer)).total).toBe(2);
    // idempotent: a second subscribe does not count twice
    expect(json(await post('/v3/subscriptions/subscribe?world=de', { subjectId: b, subjectType: 'material' }, buyer)).total).toBe(2);
    const list = json(await post('/v3/elastic-indexer/wishlist/query?world=de', { filters: { world: 'de', isActive: true, deletedAt: null }, limit: 200 }, buyer));
    expect(list.items.map((m: { id: number }) => m.id)).toEqual([b, a]);
    expect(list).toMatchObject({ total: 2, page: 1, per_page: 200 });
    expect(json(await post('/v3/subscriptions/unsubscribe?world=de', { subjectId: a, subjectType: 'material' }, buyer)).total).toBe(1);
  });

  it('needs a login for the user list and rejects a limit above 200', async () => {
    expect((await post('/v3/subscriptions/subscribe', { subjectId: 1, subjectType: 'material' })).statusCode).toBe(401);
    const res = await post('/v3/elastic-indexer/wishlist/query', { limit: 201 }, buyer);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('validation_failed');
  });

  it('an unknown material is a 404', async () => {
    const res = await post('/v3/subscriptions/subscribe', { subjectId: 99999999, subjectType: 'material' }, buyer);
    expect(res.statusCode).toBe(404);
  });

  it('anonymous favourites are listed by token and persisted to the user after login', async () => {
    const token = 'anon_abcdefghijklmnop';
    const [, , c, d] = await materialIds('fr', 4);
    await post('/v3/subscriptions/anonymous/subscribe?world=fr', { subjectId: c, subjectType: 'material', token });
    await post('/v3/subscriptions/anonymous/subscribe?world=fr', { subjectId: d, subjectType: 'material', token });
    expect(json(await post('/v3/subscriptions/anonymous/list', { token }))).toEqual({ ids: [d, c], total: 2 });
    const anonList = json(await post('/v3/elastic-indexer/anonymous-wishlist/query', { token, limit: 200 }));
    expect(anonList.total).toBe(2);
    expect((await post('/v3/subscriptions/anonymous/persist', { token })).statusCode).toBe(401);
    const seller = await login(api, 'seller@teachmarket.test');
    expect(json(await post('/v3/subscriptions/anonymous/persist', { token }, seller))).toEqual({ persisted: 2, total: 2 });
    expect(json(await post('/v3/subscriptions/anonymous/list', { token })).total).toBe(0);
    const mine = json(await post('/v3/elastic-indexer/wishlist/query', { limit: 200 }, seller));
    expect(mine.items.map((m: { id: number }) => m.id).sort()).toEqual([c, d].sort());
  });

  it('an anonymous call without a token is a 400', async () => {
    const res = await post('/v3/subscriptions/anonymous/subscribe', { subjectId: 1, subjectType: 'material' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe('token');
  });
});

describe('folders (spec §7)', () => {
  it('creates folders and syncs a material into exactly the chosen ones', async () => {
    const [m] = await materialIds('de', 1);
    const one = json(await post('/v3/folders/create', { title: 'Mathe 5', folder_type: 'favorite' }, buyer)).item;
    const two = json(await post('/v3/folders/create', { title: 'Bruchrechnen', parent_id: one.id, folder_type: 'favorite' }, buyer)).item;
    expect(two).toMatchObject({ title: 'Bruchrechnen', parent_id: one.id, is_archive: false, _total: 0, folders_materials: [] });

    expect(json(await post(`/v3/folders/materials/${m}/sync`, { folder_ids: [one.id, two.id], folder_type: 'favorite' }, buyer))).toEqual({ folder_ids: [one.id, two.id] });
    let folders = json(await post('/v3/folders/materials/query', { folder_type: 'favorite', limit: 200 }, buyer)).items;
    expect(folders.map((f: { _total: number }) => f._total)).toEqual([1, 1]);

    await post(`/v3/folders/materials/${m}/sync`, { folder_ids: [two.id], folder_type: 'favorite' }, buyer);
    folders = json(await post('/v3/folders/materials/query', { folder_type: 'favorite' }, buyer)).items;
    expect(folders.find((f: { id: number }) => f.id === one.id).folders_materials).toEqual([]);
    expect(folders.find((f: { id: number }) => f.id === two.id).folders_materials).toEqual([{ material_id: m }]);
  });

  it("refuses another user's folder and a missing parent", async () => {
    const [m] = await materialIds('de', 1);
    const mine = json(await post('/v3/folders/create', { title: 'Mine', folder_type: 'own' }, buyer)).item;
    const seller = await login(api, 'seller@teachmarket.test');
    expect((await post(`/v3/folders/materials/${m}/sync`, { folder_ids: [mine.id], folder_type: 'own' }, seller)).statusCode).toBe(404);
    expect((await post('/v3/folders/create', { title: 'x', parent_id: 99999, folder_type: 'own' }, buyer)).statusCode).toBe(404);
    expect((await post('/v3/folders/materials/query', { limit: 500 }, buyer)).statusCode).toBe(400);
  });
});

describe('following feed (home tabs following and activity)', () => {
  it("lists the followed authors' materials and posts of the world, newest first; needs a login", async () => {
    expect((await api.app.inject({ method: 'GET', url: '/v3/following/materials?world=de' })).statusCode).toBe(401);
    const [buyerRow] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'buyer@teachmarket.test'`);
    const [author] = await api.db.query<{ id: number }>(
      `SELECT author_id AS id FROM materials WHERE world = 'de' AND status = 'published' GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`,
    );
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [buyerRow?.id, author?.id]);
    const res = json(await api.app.inject({ method: 'GET', url: '/v3/following/materials?world=de&per_page=5', headers: bearer(buyer) }));
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.some((m: { author: { id: number } }) => m.author.id === author?.id)).toBe(true);
    const followed = await api.db.query<{ author_id: number }>('SELECT author_id FROM follows WHERE follower_id = $1', [buyerRow?.id]);
    for (const m of res.items) expect(followed.map((f) => f.author_id)).toContain(m.author.id);
    const posts = json(await api.app.inject({ method: 'GET', url: '/v3/following/posts?world=de', headers: bearer(buyer) }));
    for (const p of posts.items) expect(followed.map((f) => f.author_id)).toContain(p.author.id);
  });
});
