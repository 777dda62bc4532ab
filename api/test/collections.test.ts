import { anonymousToken, bearer, fixtureUser, json, login, setupApi, userIdOf } from './helpers';

const api = setupApi();
let buyer: string;
let buyerId: number;
let admin: string;
let schoolId: number;
beforeAll(async () => {
  buyer = await login(api, 'buyer@teachmarket.test');
  admin = await login(api, 'school-admin@teachmarket.test');
  buyerId = await userIdOf(api, 'buyer@teachmarket.test');
  const [a] = await api.db.query<{ school_id: number }>(`SELECT school_id FROM users WHERE email = 'school-admin@teachmarket.test'`);
  schoolId = a?.school_id ?? 0;
});

const post = (url: string, payload: unknown, token?: string) =>
  api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
const ids = async (n: number, offset = 0) =>
  (await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE status = 'published' ORDER BY id LIMIT $1 OFFSET $2`, [n, offset])).map((r) => r.id);
const folder = async (title: string, token = buyer, parent_id: number | null = null, folder_type = 'favorite') =>
  json(await post('/v3/folders/create', { title, parent_id, folder_type }, token)).item as { id: number };
const sub = (subjectId: number) => ({ subjectId, subjectType: 'material' });

describe('school wishlist (spec §3, §6, §7)', () => {
  it('members add, the admin removes anything, a member only what they added; the query answers total and removable', async () => {
    const member = await fixtureUser(api, { school_id: schoolId, school_role: 'member' });
    const [a, b, c] = await ids(3);
    expect(json(await post('/v3/subscriptions/subscribe/school', sub(a!), admin))).toEqual({ id: a, total: 1 });
    expect(json(await post('/v3/subscriptions/subscribe/school', sub(b!), member.token))).toEqual({ id: b, total: 2 });
    expect(json(await post('/v3/subscriptions/subscribe/school', sub(c!), member.token)).total).toBe(3);

    const page1 = json(await post('/v3/elastic-indexer/wishlist/school/query', { limit: 2, page: 1 }, member.token));
    expect(page1).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(page1.items.map((m: { id: number }) => m.id)).toEqual([c, b]);
    expect(page1.removable).toEqual([c, b]);
    const page2 = json(await post('/v3/elastic-indexer/wishlist/school/query', { limit: 2, page: 2 }, admin));
    expect(page2.items.map((m: { id: number }) => m.id)).toEqual([a]);
    expect(page2.removable).toEqual([a]);

    expect((await post('/v3/subscriptions/unsubscribe/school', sub(a!), member.token)).statusCode).toBe(403);
    expect(json(await post('/v3/subscriptions/unsubscribe/school', sub(b!), member.token)).total).toBe(2);
    expect(json(await post('/v3/subscriptions/unsubscribe/school', sub(c!), admin)).total).toBe(1);
  });

  it('is forbidden to users without a school and needs a login', async () => {
    expect((await post('/v3/subscriptions/subscribe/school', sub(1), buyer)).statusCode).toBe(403);
    expect((await post('/v3/elastic-indexer/wishlist/school/query', {}, buyer)).statusCode).toBe(403);
    expect((await post('/v3/elastic-indexer/wishlist/school/query', {}, await anonymousToken(api))).statusCode).toBe(401);
  });

  it('rejects bad input: limit above 200, unknown fields, wrong types, unknown material', async () => {
    for (const [body, field] of [[{ limit: 201 }, 'limit'], [{ filters: { world: 'de', drop: 1 } }, 'filters.drop'], [{ page: "1; DROP TABLE folders" }, 'page']] as const) {
      const res = await post('/v3/elastic-indexer/wishlist/school/query', body, admin);
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await post('/v3/subscriptions/subscribe/school', { ...sub(1), extra: true }, admin)).statusCode).toBe(400);
    expect((await post('/v3/subscriptions/subscribe/school', sub(99999999), admin)).statusCode).toBe(404);
  });
});

describe('folders by query (spec §3, §7)', () => {
  it('renames, moves without cycles and makes folders public; public folders are readable anonymously', async () => {
    const top = await folder('Top');
    const child = await folder('Child', buyer, top.id);
    const renamed = json(await post('/v3/folders/update-by-query', { query: { ids: [child.id] }, set: { title: "Robert'); DROP TABLE folders;--" } }, buyer));
    expect(renamed.items[0]).toMatchObject({ id: child.id, title: "Robert'); DROP TABLE folders;--", parent_id: top.id });

    const cycle = await post('/v3/folders/update-by-query', { query: { ids: [top.id] }, set: { parent_id: child.id } }, buyer);
    expect(cycle.statusCode).toBe(400);
    expect(json(cycle).error).toMatchObject({ code: 'folder_cycle', field: 'set.parent_id' });
    expect(json(await post('/v3/folders/update-by-query', { query: { ids: [top.id] }, set: { parent_id: top.id } }, buyer)).error.code).toBe('folder_cycle');

    const moved = json(await post('/v3/folders/update-by-query', { query: { ids: [child.id] }, set: { parent_id: null, is_public: true } }, buyer));
    expect(moved.items[0]).toMatchObject({ parent_id: null, is_public: true });
    const pub = json(await post('/v3/folders/public/query', { user_id: buyerId }));
    expect(pub.items.map((f: { id: number }) => f.id)).toEqual([child.id]);
    expect(pub.total).toBe(1);
  });

  it('public query paginates at 200 with a total', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    await api.db.query(`INSERT INTO folders (user_id, title, folder_type, is_public) SELECT $1, 'F' || n, 'favorite', true FROM generate_series(1, 201) n`, [seller.id]);
    const page1 = json(await post('/v3/folders/public/query', { user_id: seller.id }));
    expect(page1).toMatchObject({ total: 201, per_page: 200 });
    expect(page1.items).toHaveLength(200);
    expect(json(await post('/v3/folders/public/query', { user_id: seller.id, page: 2 })).items).toHaveLength(1);
    expect((await post('/v3/folders/public/query', { user_id: seller.id, limit: 201 })).statusCode).toBe(400);
  });

  it('archives a folder with its sub-folders and takes them out again', async () => {
    const top = await folder('Archive me');
    const child = await folder('Inside', buyer, top.id);
    const archived = json(await post('/v3/folders/archive/add-by-query', { query: { ids: [top.id] } }, buyer));
    expect(archived.affected).toBe(2);
    expect(archived.items.every((f: { is_archive: boolean }) => f.is_archive)).toBe(true);
    const back = json(await post('/v3/folders/archive/delete-by-query', { query: { ids: [child.id] } }, buyer));
    // The parent stays archived, so the child moves to the top level (the archive is kept apart).
    expect(back.items).toEqual([expect.objectContaining({ id: child.id, is_archive: false, parent_id: null })]);
    const moveIntoArchive = await post('/v3/folders/update-by-query', { query: { ids: [child.id] }, set: { parent_id: top.id } }, buyer);
    expect(json(moveIntoArchive).error.code).toBe('parent_archived');
  });

  it('adds materials by folder type: favorite any, purchased only bought, own only own', async () => {
    const fav = await folder('Favs');
    // A material the buyer has not bought (the seed gives the buyer purchases).
    const [{ id: m }] = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE status = 'published' AND id NOT IN (SELECT material_id FROM purchases WHERE user_id = $1) ORDER BY id LIMIT 1`, [buyerId],
    ) as [{ id: number }];
    const added = json(await post('/v3/folders/materials/add-by-query', { query: { ids: [fav.id] }, material_ids: [m, m] }, buyer));
    expect(added.items[0].folders_materials).toEqual([{ material_id: m }]);
    const bought = await folder('Bought', buyer, null, 'purchased');
    const notBought = await post('/v3/folders/materials/add-by-query', { query: { ids: [bought.id] }, material_ids: [m] }, buyer);
    expect(json(notBought).error).toMatchObject({ code: 'material_not_bought', field: 'material_ids.0' });
    const [purchase] = await api.db.query<{ material_id: number }>('SELECT material_id FROM purchases WHERE user_id = $1 LIMIT 1', [buyerId]);
    if (purchase) expect((await post('/v3/folders/materials/add-by-query', { query: { ids: [bought.id] }, material_ids: [purchase.material_id] }, buyer)).statusCode).toBe(200);
    const own = await folder('Own', buyer, null, 'own');
    expect(json(await post('/v3/folders/materials/add-by-query', { query: { ids: [own.id] }, material_ids: [m] }, buyer)).error.code).toBe('material_not_own');
  });

  it('deletes folders with their sub-folders; materials and favourites stay', async () => {
    const top = await folder('Delete me');
    const child = await folder('Goes too', buyer, top.id);
    const [m] = await ids(1, 7);
    await post('/v3/subscriptions/subscribe', sub(m!), buyer);
    await post('/v3/folders/materials/add-by-query', { query: { ids: [child.id] }, material_ids: [m] }, buyer);
    expect(json(await post('/v3/folders/delete-by-query', { query: { ids: [top.id] } }, buyer))).toEqual({ ids: [top.id, child.id], affected: 2 });
    expect(await api.db.query('SELECT 1 FROM folders_materials WHERE folder_id = $1', [child.id])).toHaveLength(0);
    expect(await api.db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND material_id = $2', [buyerId, m])).toHaveLength(1);
  });

  it("another user's folder is a 404 for every by-query call; an empty query is a 400", async () => {
    const other = await fixtureUser(api);
    const theirs = await folder('Theirs', other.token);
    const [m] = await ids(1);
    for (const [url, body] of [
      ['update-by-query', { query: { ids: [theirs.id] }, set: { title: 'Mine now' } }], ['delete-by-query', { query: { ids: [theirs.id] } }],
      ['archive/add-by-query', { query: { ids: [theirs.id] } }], ['archive/delete-by-query', { query: { ids: [theirs.id] } }],
      ['materials/add-by-query', { query: { ids: [theirs.id] }, material_ids: [m] }],
    ] as const) {
      expect((await post(`/v3/folders/${url}`, body, buyer)).statusCode).toBe(404);
    }
    const moveUnderTheirs = await post('/v3/folders/update-by-query', { query: { ids: [(await folder('Mine')).id] }, set: { parent_id: theirs.id } }, buyer);
    expect(moveUnderTheirs.statusCode).toBe(404);
    expect(json(await post('/v3/folders/delete-by-query', { query: {} }, buyer)).error).toMatchObject({ code: 'empty_query', field: 'query' });
  });

  it('rejects unknown fields, wrong types and blank titles', async () => {
    const f = await folder('Valid');
    for (const [body, field] of [
      [{ query: { ids: [f.id], name: 'x' } }, 'query.name'], [{ query: { ids: ['1 OR 1=1'] } }, 'query.ids.0'],
      [{ query: { ids: [f.id] }, extra: 1 }, 'extra'],
    ] as const) {
      const res = await post('/v3/folders/archive/add-by-query', body, buyer);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.field).toBe(field);
    }
    expect(json(await post('/v3/folders/update-by-query', { query: { ids: [f.id] }, set: {} }, buyer)).error.code).toBe('validation_failed');
    expect(json(await post('/v3/folders/update-by-query', { query: { ids: [f.id] }, set: { title: '   ' } }, buyer)).error.field).toBe('set.title');
    expect((await post('/v3/folders/update-by-query', { query: { ids: [f.id] }, set: { title: 'x' } })).statusCode).toBe(401);
  });
});

describe('item tags', () => {
  it("tags and untags a material for the caller only; anonymous is a 401", async () => {
    const [m] = await ids(1, 3);
    const add = (tag: string, token = buyer, action = 'add') => post('/v3/item-tags', { material_id: m, tag, action }, token);
    expect(json(await add('Klasse 5'))).toEqual({ material_id: m, tags: ['Klasse 5'] });
    expect(json(await add('Mathe'))).toEqual({ material_id: m, tags: ['Klasse 5', 'Mathe'] });
    expect(json(await add('Mathe', buyer, 'remove'))).toEqual({ material_id: m, tags: ['Klasse 5'] });
    const mine = json(await api.app.inject({ method: 'GET', url: `/v3/item-tags?material_id=${m}`, headers: bearer(buyer) }));
    expect(mine).toEqual({ items: [{ material_id: m, tags: ['Klasse 5'] }], tags: ['Klasse 5'] });
    const other = await fixtureUser(api);
    expect(json(await api.app.inject({ method: 'GET', url: '/v3/item-tags', headers: bearer(other.token) }))).toEqual({ items: [], tags: [] });
    const anon = await api.app.inject({ method: 'GET', url: '/v3/item-tags', headers: bearer(await anonymousToken(api)) });
    expect(anon.statusCode).toBe(401);
    expect((await add("x'; DROP TABLE item_tags;--")).statusCode).toBe(400);
    expect(json(await add('ok', buyer, 'toggle')).error.field).toBe('action');
  });
});
