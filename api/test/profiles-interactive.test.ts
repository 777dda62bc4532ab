import { bearer, fixtureUser, json, login, setupApi } from './helpers';

const api = setupApi();

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /v1/users/:id/profile (spec §2 user profile)', () => {
  it('answers a public profile with its counts', async () => {
    const user = await fixtureUser(api);
    const [author] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE is_seller AND id <> 2 ORDER BY id LIMIT 1`);
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, 2), ($1, $2)', [user.id, author!.id]);
    await api.db.query(
      `INSERT INTO folders (user_id, title, folder_type, is_public) VALUES ($1, 'Public', 'favorite', true), ($1, 'Mine', 'favorite', false)`,
      [user.id],
    );
    const res = await get(`/v1/users/${user.id}/profile?world=de`);
    expect(res.statusCode).toBe(200);
    expect(json(res).item).toMatchObject({
      id: user.id, is_private_profile: false, total_followings: 2, total_public_folders: 1, member_since: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('answers only the name of a private profile (spec §3 is_private_profile)', async () => {
    const user = await fixtureUser(api);
    await api.db.query('UPDATE users SET is_private_profile = true, image_path = $2 WHERE id = $1', [user.id, '/images/avatars/9.svg']);
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, 2)', [user.id]);
    const item = json(await get(`/v1/users/${user.id}/profile`)).item;
    expect(item).toMatchObject({ is_private_profile: true, image_path: null, member_since: null, total_followings: null, total_public_folders: null });
    expect(item.public_name).toMatch(/^Fixture/);
    const followings = await get(`/v1/users/${user.id}/followings`);
    expect(followings.statusCode).toBe(403);
    expect(json(followings).error.code).toBe('private_profile');
  });

  it('404 for an unknown user, 400 for a malformed id or page size', async () => {
    expect((await get('/v1/users/999999/profile')).statusCode).toBe(404);
    expect((await get('/v1/users/999999/followings')).statusCode).toBe(404);
    const bad = await get('/v1/users/abc/profile');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.field).toBe('id');
    expect((await get('/v1/users/2/followings?per_page=0')).statusCode).toBe(400);
  });
});

describe('GET /v1/users/:id/followings', () => {
  it('lists the followed authors, newest follow first, with their material counts', async () => {
    const user = await fixtureUser(api);
    const [other] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE is_seller AND id <> 2 ORDER BY id LIMIT 1`);
    await api.db.query(
      `INSERT INTO follows (follower_id, author_id, created_at) VALUES ($1, 2, now() - interval '2 days'), ($1, $2, now())`,
      [user.id, other!.id],
    );
    const body = json(await get(`/v1/users/${user.id}/followings?per_page=1`));
    expect(body).toMatchObject({ total: 2, page: 1, per_page: 1 });
    expect(body.items).toEqual([expect.objectContaining({ id: other!.id, totalMaterials: expect.any(Number) })]);
    const page2 = json(await get(`/v1/users/${user.id}/followings?per_page=1&page=2`));
    const [seller] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM materials WHERE author_id = 2 AND status = 'published'`);
    expect(page2.items[0]).toMatchObject({ id: 2, publicName: 'Sam Seller', totalMaterials: seller!.n });
  });
});

describe('POST /v3/folders/public/query and private profiles', () => {
  it('shows no folders of a private profile', async () => {
    const user = await fixtureUser(api);
    await api.db.query(`INSERT INTO folders (user_id, title, folder_type, is_public) VALUES ($1, 'Public', 'favorite', true)`, [user.id]);
    const query = () => api.app.inject({ method: 'POST', url: '/v3/folders/public/query', payload: { user_id: user.id } });
    expect(json(await query()).total).toBe(1);
    await api.db.query('UPDATE users SET is_private_profile = true WHERE id = $1', [user.id]);
    expect(json(await query())).toMatchObject({ total: 0, items: [] });
  });
});

describe('GET /v1/blog-posts/:id', () => {
  it("is not found in another world than the post's", async () => {
    const [post] = await api.db.query<{ id: number }>(`SELECT id FROM blog_posts WHERE world = 'de' ORDER BY id LIMIT 1`);
    expect((await get(`/v1/blog-posts/${post!.id}?world=de`)).statusCode).toBe(200);
    expect((await get(`/v1/blog-posts/${post!.id}?world=fr`)).statusCode).toBe(404);
  });
});

describe('GET /v3/interactive/my-materials (spec §2 my interactives)', () => {
  it('needs a login', async () => {
    expect((await get('/v3/interactive/my-materials')).statusCode).toBe(401);
  });

  it("lists the user's bought and own interactive materials, filtered by scope", async () => {
    const token = await login(api, 'seller@teachmarket.test');
    const [own] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE author_id = 2 AND status = 'published' ORDER BY id LIMIT 1`);
    const [ownPlain] = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE author_id = 2 AND status = 'published' AND id <> $1 ORDER BY id LIMIT 1`, [own!.id],
    );
    await api.db.query('UPDATE materials SET interactive_id = 7001 WHERE id = $1', [own!.id]);
    await api.db.query('UPDATE materials SET interactive_id = NULL WHERE id = $1', [ownPlain!.id]);
    const [bought] = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE author_id <> 2 AND status = 'published' AND interactive_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    await api.db.query('INSERT INTO purchases (user_id, material_id, price_cents) VALUES (2, $1, 0)', [bought!.id]);

    const ids = async (scope: string) =>
      json(await get(`/v3/interactive/my-materials?scope=${scope}&per_page=200`, bearer(token))).items.map((m: { id: number }) => m.id) as number[];
    const all = await ids('all');
    expect(all).toEqual(expect.arrayContaining([own!.id, bought!.id]));
    expect(all).not.toContain(ownPlain!.id);
    expect(await ids('own')).not.toContain(bought!.id);
    expect(await ids('bought')).toEqual([bought!.id]);
    const body = json(await get('/v3/interactive/my-materials', bearer(token)));
    expect(body.items.every((m: { interactiveId: number | null }) => m.interactiveId !== null)).toBe(true);
    expect(body.total).toBe(all.length);
  });

  it('answers 400 for an unknown scope or parameter', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    const res = await get('/v3/interactive/my-materials?scope=everyone', bearer(token));
    expect(res.statusCode).toBe(400);
    expect(json(res).error.field).toBe('scope');
    expect(json(await get('/v3/interactive/my-materials', bearer(token))).items).toEqual(expect.any(Array));
  });
});
