import { MAX_CART_ITEMS } from '../src/routes/cart/cart';
import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();

async function paidMaterials(world = 'de', n = 3): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    `SELECT id FROM materials WHERE world = $1 AND final_price_cents > 0 AND NOT is_bundle
       AND id NOT IN (SELECT material_id FROM purchases WHERE user_id = 1) ORDER BY id LIMIT $2`, [world, n],
  );
  return rows.map((r) => r.id);
}

/** A cart as a visitor gets one: by the first addition, whose answer carries the new token. */
async function cartWith(materialId: number, world = 'de'): Promise<string> {
  const res = await call('POST', `/v1/cart/add?world=${world}`, undefined, { material_id: materialId });
  const token = res.headers['x-cart-token'];
  if (typeof token !== 'string' || json(res).items.cart.token !== token) throw new Error(`no cart: ${res.statusCode} ${res.body}`);
  return token;
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, auth?: string) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...(token ? { 'x-cart-token': token } : {}), ...(auth ? bearer(auth) : {}) } });

describe('cart', () => {
  it('shows an empty cart without creating one when there is no token (issue 13: carts are made on the first write)', async () => {
    const res = await call('GET', '/v1/cart/view?world=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cart-token']).toBeUndefined();
    expect(json(res).items.cart).toMatchObject({ token: '', cartItems: [], itemsInBundles: [], voucher: null, voucherError: null, usedCredits: 0, originalPrice: 0, finalPrice: 0, totalVoucherDiscount: 0, currencyCode: 'EUR' });
  });

  it('answers a new visitor\'s first addition with the cart as its view shows it', async () => {
    const [a] = await paidMaterials();
    const res = await call('POST', '/v1/cart/add?world=de', undefined, { material_id: a });
    const token = res.headers['x-cart-token'] as string;
    const view = json(await call('GET', '/v1/cart/view?world=de', token)).items.cart;
    expect(view.cartItems.map((i: { id: number }) => i.id)).toEqual([a]);
    expect(json(res).items.cart).toEqual(view);
  });

  it('adds and removes materials; totals follow', async () => {
    const [a, b] = await paidMaterials();
    const token = await cartWith(a!);
    const cart = json(await call('POST', '/v1/cart/add?world=de', token, { material_id: b })).items.cart;
    expect(cart.cartItems.map((i: { id: number }) => i.id)).toEqual([a, b]);
    const sum = cart.cartItems.reduce((s: number, i: { finalPrice: number }) => s + i.finalPrice, 0);
    expect(cart.finalPrice).toBeCloseTo(sum, 2);
    expect(cart.cartItems[0].hasFixedPrice).toBe(true);
    const after = json(await call('POST', '/v1/cart/remove?world=de', token, { material_id: a })).items.cart;
    expect(after.cartItems.map((i: { id: number }) => i.id)).toEqual([b]);
  });

  it('applies percent vouchers and reports bad ones in voucherError', async () => {
    const [a] = await paidMaterials();
    const token = await cartWith(a!);
    const cart = json(await call('POST', '/v1/cart/voucher', token, { code: 'welcome10' })).items.cart;
    expect(cart.voucher).toEqual({ code: 'WELCOME10', type: 'percent', value: 10 });
    expect(cart.totalVoucherDiscount).toBeCloseTo(Math.floor(cart.originalPrice * 10) / 100, 2);
    expect(cart.finalPrice).toBeCloseTo(cart.originalPrice - cart.totalVoucherDiscount, 2);
    expect(json(await call('POST', '/v1/cart/voucher', token, { code: 'NOPE' })).items.cart.voucherError).toBe('voucher_not_found');
    expect(json(await call('POST', '/v1/cart/voucher', token, { code: 'SUMMER25' })).items.cart).toMatchObject({ voucher: null, voucherError: 'voucher_expired' });
    expect(json(await call('POST', '/v1/cart/voucher', token, { code: null })).items.cart).toMatchObject({ voucher: null, voucherError: null });
  });

  it('does not charge a material twice when its bundle is in the cart', async () => {
    const [link] = await api.db.query<{ bundle_id: number; material_id: number }>(
      `SELECT b.bundle_id, b.material_id FROM bundle_items b JOIN materials m ON m.id = b.bundle_id ORDER BY b.bundle_id LIMIT 1`,
    );
    const [bundle] = await api.db.query<{ world: string; final_price_cents: number }>('SELECT world, final_price_cents FROM materials WHERE id = $1', [link!.bundle_id]);
    const token = await cartWith(link!.bundle_id, bundle!.world);
    const cart = json(await call('POST', `/v1/cart/add?world=${bundle!.world}`, token, { material_id: link!.material_id })).items.cart;
    expect(cart.itemsInBundles).toContainEqual({ materialId: link!.material_id, bundleId: link!.bundle_id });
    expect(cart.originalPrice).toBeCloseTo(bundle!.final_price_cents / 100, 2);
    // Each item's subjects (read once for the whole cart): the material's own, titled, by id.
    for (const item of cart.cartItems as Array<{ id: number; subjects: Array<{ id: number; title: string }> }>) {
      const subjects = await api.db.query<{ id: number; title: string }>(
        'SELECT s.id, s.title FROM subjects s JOIN materials m ON s.id = ANY(m.subject_ids) WHERE m.id = $1 ORDER BY s.id', [item.id],
      );
      expect(subjects.length).toBeGreaterThan(0);
      expect(item.subjects).toEqual(subjects);
    }
  });

  it('charges a material whose bundle is not in the cart', async () => {
    const [link] = await api.db.query<{ material_id: number; world: string; final_price_cents: number }>(
      `SELECT b.material_id, m.world, m.final_price_cents FROM bundle_items b JOIN materials m ON m.id = b.material_id
        WHERE m.final_price_cents > 0 AND m.status = 'published' ORDER BY b.bundle_id LIMIT 1`,
    );
    const token = await cartWith(link!.material_id, link!.world);
    const cart = json(await call('GET', `/v1/cart/view?world=${link!.world}`, token)).items.cart;
    expect(cart.cartItems.map((i: { id: number }) => i.id)).toEqual([link!.material_id]);
    expect(cart.itemsInBundles).toEqual([]);
    expect(cart.originalPrice).toBeCloseTo(link!.final_price_cents / 100, 2);
  });

  it('rejects unknown, free, foreign-world and malformed additions', async () => {
    const [first] = await paidMaterials();
    const token = await cartWith(first!);
    expect((await call('POST', '/v1/cart/add', token, { material_id: 999999 })).statusCode).toBe(404);
    const [free] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents = 0 LIMIT 1`);
    expect(json(await call('POST', '/v1/cart/add', token, { material_id: free!.id })).error.code).toBe('material_is_free');
    const [fr] = await paidMaterials('fr', 1);
    expect(json(await call('POST', '/v1/cart/add?world=de', token, { material_id: fr })).error.code).toBe('material_not_in_world');
    const missing = await call('POST', '/v1/cart/add', token, {});
    expect(json(missing).error).toMatchObject({ code: 'validation_failed', field: 'material_id' });
    const wrongType = await call('POST', '/v1/cart/add', token, { material_id: "1; DROP TABLE carts" });
    expect(json(wrongType).error).toMatchObject({ code: 'validation_failed', field: 'material_id' });
  });

  it('refuses a new visitor\'s first addition the same way, and makes no cart for it', async () => {
    const carts = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]!.n;
    const before = await carts();
    const [free] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents = 0 LIMIT 1`);
    const [fr] = await paidMaterials('fr', 1);
    for (const [materialId, status, code] of [[999999, 404, 'not_found'], [free!.id, 400, 'material_is_free'], [fr!, 400, 'material_not_in_world']] as const) {
      const res = await call('POST', '/v1/cart/add?world=de', undefined, { material_id: materialId });
      expect([res.statusCode, json(res).error.code, res.headers['x-cart-token']]).toEqual([status, code, undefined]);
    }
    expect(await carts()).toBe(before);
  });

  it('never hands out another cart for a foreign or unknown token', async () => {
    const res = await call('GET', '/v1/cart/view', 'made-up-token');
    expect(json(res).items.cart.token).toBe('');
    const [a] = await paidMaterials();
    const added = json(await call('POST', '/v1/cart/add', 'made-up-token', { material_id: a })).items.cart;
    expect(added.token).not.toBe('made-up-token');
    expect(added.cartItems.map((i: { id: number }) => i.id)).toEqual([a]);
  });

  it('refuses an addition to a full cart and leaves it as it was (the size check and the addition are one statement)', async () => {
    const [a, b] = await paidMaterials('de', 2);
    const token = await cartWith(a!);
    // The limit counts every item of the cart, of any world (the view shows the requested world's).
    await api.db.query(
      'INSERT INTO cart_items (cart_token, material_id) SELECT $1, id FROM materials WHERE id NOT IN ($2, $3) ORDER BY id LIMIT $4',
      [token, a, b, MAX_CART_ITEMS - 1],
    );
    const items = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_token = $1', [token]))[0]!.n;
    const before = json(await call('GET', '/v1/cart/view?world=de', token)).items.cart;
    expect(await items()).toBe(MAX_CART_ITEMS);
    const refused = await call('POST', '/v1/cart/add?world=de', token, { material_id: b });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error.code).toBe('cart_full');
    expect(await items()).toBe(MAX_CART_ITEMS);
    expect(json(await call('GET', '/v1/cart/view?world=de', token)).items.cart).toEqual(before);
    await api.db.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id <> $2', [token, a]);
    expect(json(await call('POST', '/v1/cart/add?world=de', token, { material_id: b })).items.cart.cartItems.map((i: { id: number }) => i.id)).toEqual([a, b]);
  });

  it('merges the anonymous cart into the user cart at login and drops bought items', async () => {
    const [a] = await paidMaterials();
    const token = await cartWith(a!);
    const [bought] = await api.db.query<{ material_id: number }>(
      `SELECT p.material_id FROM purchases p JOIN materials m ON m.id = p.material_id WHERE p.user_id = 1 AND m.final_price_cents > 0 LIMIT 1`,
    );
    await api.db.query('INSERT INTO cart_items (cart_token, material_id) VALUES ($1, $2)', [token, bought!.material_id]);
    const access = await login(api, 'buyer@teachmarket.test', 'teachmarket', { 'x-cart-token': token });
    const cart = json(await call('GET', '/v1/cart/view', undefined, undefined, access)).items.cart;
    expect(cart.cartItems.map((i: { id: number }) => i.id)).toEqual([a]);
    expect(json(await call('POST', '/v1/cart/add', undefined, { material_id: bought!.material_id }, access)).error.code).toBe('already_purchased');
  });
});
