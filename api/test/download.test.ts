import { bearer, login, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const download = (id: number, token?: string) =>
  api.app.inject({ method: 'GET', url: `/v1/materials/${id}/download?world=de`, headers: token ? bearer(token) : {} });

describe('GET /v1/materials/:id/download', () => {
  it('gives a buyer the PDF of a material they bought', async () => {
    const [p] = await api.db.query<{ material_id: number; slug: string }>(
      `SELECT p.material_id, m.slug FROM purchases p JOIN users u ON u.id = p.user_id JOIN materials m ON m.id = p.material_id
        WHERE u.email = 'buyer@teachmarket.test' ORDER BY p.id LIMIT 1`,
    );
    const res = await download(p!.material_id, await login(api, 'buyer@teachmarket.test'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${p!.slug}.pdf"`);
    const body = res.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body).toMatch(/\/Type \/Page /);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('refuses a paid material the user did not buy, and anonymous visitors', async () => {
    const [m] = await api.db.query<{ id: number }>(
      `SELECT m.id FROM materials m WHERE m.price_cents > 0 AND m.world = 'de' AND m.author_id <> (SELECT id FROM users WHERE email = 'seller@teachmarket.test')
          AND NOT EXISTS (SELECT 1 FROM purchases p JOIN users u ON u.id = p.user_id WHERE p.material_id = m.id AND u.email = 'seller@teachmarket.test')
        ORDER BY m.id LIMIT 1`,
    );
    const res = await download(m!.id, await login(api, 'seller@teachmarket.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'not_bought' } });
    expect((await download(m!.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown material and 400 for a malformed id', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    expect((await download(99999999, token)).statusCode).toBe(404);
    const bad = await api.app.inject({ method: 'GET', url: '/v1/materials/abc/download?world=de', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });
});
