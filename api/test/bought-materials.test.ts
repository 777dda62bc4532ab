import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();

describe('GET /v1/user/bought-materials', () => {
  it("lists the buyer's purchases and nobody else's", async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    const res = await api.app.inject({ method: 'GET', url: '/v1/user/bought-materials?world=de', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const purchases = await api.db.query<{ material_id: number }>(
      `SELECT p.material_id FROM purchases p JOIN users u ON u.id = p.user_id WHERE u.email = 'buyer@teachmarket.test'`,
    );
    expect(body.total).toBe(purchases.length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.map((i: { id: number }) => i.id).sort()).toEqual(purchases.map((p) => p.material_id).sort());

    const seller = await login(api, 'seller@teachmarket.test');
    const other = json(await api.app.inject({ method: 'GET', url: '/v1/user/bought-materials?world=de', headers: bearer(seller) }));
    expect(other.items.map((i: { id: number }) => i.id)).not.toEqual(body.items.map((i: { id: number }) => i.id));
  });

  it('needs a login', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/v1/user/bought-materials?world=de' })).statusCode).toBe(401);
  });

  it('rejects a bad page', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    const res = await api.app.inject({ method: 'GET', url: '/v1/user/bought-materials?world=de&page=0', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
  });
});
