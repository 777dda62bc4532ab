import { bearer, fixtureUser, json, login, setupApi } from './helpers';

// Issue 18 "the catalogue talks back": comments with the author's answers, own edits and deletes,
// reports, the rate limit, who may rate (said before the form), and answers to reviews.

const api = setupApi();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });

/** A published material of the demo seller that the demo buyer bought (a purchase is added when missing). */
async function boughtMaterial(): Promise<{ id: number; authorEmail: string; authorId: number; title: string }> {
  const [row] = await api.db.query<{ id: number; author_id: number; title: string }>(
    `SELECT m.id, m.author_id, m.title FROM materials m JOIN users u ON u.id = m.author_id
      WHERE u.email = 'seller@teachmarket.test' AND m.status = 'published' ORDER BY m.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo seller has no published material');
  await api.db.query(
    `INSERT INTO purchases (user_id, material_id, price_cents) SELECT id, $1, 0 FROM users WHERE email = 'buyer@teachmarket.test' ON CONFLICT DO NOTHING`, [row.id],
  );
  return { id: row.id, authorEmail: 'seller@teachmarket.test', authorId: row.author_id, title: row.title };
}

const notificationsOf = (userId: number) =>
  api.db.query<{ body: { kind: string; materialId: number; title: string } }>('SELECT body FROM user_notifications WHERE user_id = $1 ORDER BY created_at', [userId]);

describe('comments and answers', () => {
  it('a reader comments, the author answers under it, and each hears of the other', async () => {
    const material = await boughtMaterial();
    const reader = await fixtureUser(api);
    const author = await login(api, material.authorEmail);

    const posted = await call('POST', `/v1/materials/${material.id}/comments`, reader.token, { body: 'Gibt es dazu Lösungen?\u0007\u202e' });
    expect(posted.statusCode).toBe(201);
    const comment = json(posted).item;
    expect(comment.body).toBe('Gibt es dazu Lösungen?');
    expect((await notificationsOf(material.authorId)).map((n) => n.body)).toContainEqual(expect.objectContaining({ kind: 'comment', materialId: material.id }));

    // Only the material's author answers; an answer cannot be answered.
    expect((await call('POST', `/v1/materials/${material.id}/comments`, reader.token, { body: 'Ich antworte mir selbst', parentId: comment.id })).statusCode).toBe(403);
    const answered = await call('POST', `/v1/materials/${material.id}/comments`, author, { body: 'Ja, auf Seite 4.', parentId: comment.id });
    expect(answered.statusCode).toBe(201);
    expect(json(answered).item).toMatchObject({ parentId: comment.id, author: { id: material.authorId } });
    const nested = await call('POST', `/v1/materials/${material.id}/comments`, author, { body: 'Nachtrag', parentId: json(answered).item.id });
    expect(nested.statusCode).toBe(400);
    expect(json(nested).error.field).toBe('parentId');
    expect((await notificationsOf(reader.id)).map((n) => n.body)).toContainEqual(expect.objectContaining({ kind: 'comment_reply', materialId: material.id }));

    // Another session (anonymous) reads the thread: the answer sits under its comment, not beside it.
    const list = json(await call('GET', `/v1/materials/${material.id}/comments?world=de`));
    const thread = list.items.find((c: { id: number }) => c.id === comment.id);
    expect(thread.replies.map((r: { body: string }) => r.body)).toEqual(['Ja, auf Seite 4.']);
    expect(list.items.some((c: { body: string }) => c.body === 'Ja, auf Seite 4.')).toBe(false);
  });

  it('only its writer changes or deletes a comment; deleting takes its answers along', async () => {
    const material = await boughtMaterial();
    const writer = await fixtureUser(api);
    const other = await fixtureUser(api);
    const author = await login(api, material.authorEmail);
    const comment = json(await call('POST', `/v1/materials/${material.id}/comments`, writer.token, { body: 'Erste Fassung' })).item;
    await call('POST', `/v1/materials/${material.id}/comments`, author, { body: 'Danke!', parentId: comment.id });

    expect((await call('PUT', `/v1/materials/${material.id}/comments/${comment.id}`, other.token, { body: 'Übernommen' })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/materials/${material.id}/comments/${comment.id}`, other.token)).statusCode).toBe(403);
    const edited = await call('PUT', `/v1/materials/${material.id}/comments/${comment.id}`, writer.token, { body: 'Zweite Fassung' });
    expect(edited.statusCode).toBe(200);
    const read = () => call('GET', `/v1/materials/${material.id}/comments?world=de&per_page=50`).then((r) => json(r).items.find((c: { id: number }) => c.id === comment.id));
    expect(await read()).toMatchObject({ body: 'Zweite Fassung', editedAt: expect.any(String) });
    expect((await call('PUT', `/v1/materials/${material.id}/comments/${comment.id}`, writer.token, { body: '  ' })).statusCode).toBe(400);

    expect((await call('DELETE', `/v1/materials/${material.id}/comments/${comment.id}`, writer.token)).statusCode).toBe(200);
    expect(await read()).toBeUndefined();
    expect(await api.db.query('SELECT 1 FROM comments WHERE parent_id = $1', [comment.id])).toHaveLength(0);
    expect((await call('DELETE', `/v1/materials/${material.id}/comments/${comment.id}`, writer.token)).statusCode).toBe(404);
  });

  it("a reader reports someone else's comment once, with a reason, never their own", async () => {
    const material = await boughtMaterial();
    const writer = await fixtureUser(api);
    const reader = await fixtureUser(api);
    const comment = json(await call('POST', `/v1/materials/${material.id}/comments`, writer.token, { body: 'Kauft lieber woanders: example.invalid' })).item;
    expect(json(await call('POST', `/v1/materials/${material.id}/comments/${comment.id}/report`, writer.token, { reason: 'spam' })).error.code).toBe('own_comment');
    expect((await call('POST', `/v1/materials/${material.id}/comments/${comment.id}/report`, reader.token, { reason: 'rude' })).statusCode).toBe(400);
    expect((await call('POST', `/v1/materials/${material.id}/comments/${comment.id}/report`, reader.token, { reason: 'offensive' })).statusCode).toBe(200);
    expect((await call('POST', `/v1/materials/${material.id}/comments/${comment.id}/report`, reader.token, { reason: 'spam' })).statusCode).toBe(200);
    expect(await api.db.query('SELECT reason FROM comment_reports WHERE comment_id = $1', [comment.id])).toEqual([{ reason: 'spam' }]);
  });

  it('answers the sixth comment within ten minutes with 429 and Retry-After, and stores nothing', async () => {
    const material = await boughtMaterial();
    const writer = await fixtureUser(api);
    for (let i = 1; i <= 5; i += 1) {
      expect((await call('POST', `/v1/materials/${material.id}/comments`, writer.token, { body: `Frage ${i}` })).statusCode).toBe(201);
    }
    const sixth = await call('POST', `/v1/materials/${material.id}/comments`, writer.token, { body: 'Frage 6' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await api.db.query('SELECT 1 FROM comments WHERE user_id = $1', [writer.id])).toHaveLength(5);
  });
});

describe('who may rate, and answers to reviews', () => {
  it('says why a visitor may not rate before any form is filled in', async () => {
    const material = await boughtMaterial();
    const eligibility = (token?: string) => call('GET', `/v1/materials/${material.id}/ratings/eligibility?world=de`, token).then(json);
    expect(await eligibility()).toEqual({ canRate: false, reason: 'login_required', mine: null });
    expect(await eligibility((await fixtureUser(api)).token)).toEqual({ canRate: false, reason: 'not_bought', mine: null });
    expect(await eligibility(await login(api, material.authorEmail))).toEqual({ canRate: false, reason: 'own_material', mine: null });
    const buyer = await login(api, 'buyer@teachmarket.test');
    await call('POST', `/v1/materials/${material.id}/ratings`, buyer, { stars: 4, text: 'Hilfreich' });
    expect(await eligibility(buyer)).toEqual({ canRate: true, reason: null, mine: { stars: 4, text: 'Hilfreich' } });
  });

  it("the material's author answers a review; the reviewer hears of it and everyone reads it", async () => {
    const material = await boughtMaterial();
    const buyer = await login(api, 'buyer@teachmarket.test');
    const buyerId = (await api.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'buyer@teachmarket.test'"))[0]!.id;
    await call('POST', `/v1/materials/${material.id}/ratings`, buyer, { stars: 3, text: 'Seite 2 fehlt' });
    const [rating] = await api.db.query<{ id: number }>('SELECT id FROM ratings WHERE material_id = $1 AND user_id = $2', [material.id, buyerId]);

    const url = `/v1/materials/${material.id}/ratings/${rating!.id}/reply`;
    expect((await call('PUT', url, buyer, { text: 'Ich antworte mir' })).statusCode).toBe(403);
    expect((await call('PUT', url, await login(api, material.authorEmail), { text: 'Danke, Seite 2 ist jetzt dabei.' })).statusCode).toBe(200);
    const list = json(await call('GET', `/v1/materials/${material.id}/ratings?world=de&per_page=50`));
    const mine = list.items.find((r: { id: number }) => r.id === rating!.id);
    expect(mine.reply).toEqual({ text: 'Danke, Seite 2 ist jetzt dabei.', createdAt: expect.any(String) });
    expect((await notificationsOf(buyerId)).map((n) => n.body)).toContainEqual(expect.objectContaining({ kind: 'comment_reply', materialId: material.id }));
    expect((await call('PUT', `/v1/materials/${material.id}/ratings/999999/reply`, await login(api, material.authorEmail), { text: 'x' })).statusCode).toBe(404);
  });
});
