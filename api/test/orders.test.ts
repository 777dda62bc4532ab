import { hubOf } from '../src/notifications/hub';
import { testPeer } from './test-peer';
import { bearer, fixtureUser, json, login, setupApi } from './helpers';

const api = setupApi();
let buyer: string;
beforeAll(async () => {
  buyer = await login(api, 'buyer@teachmarket.test');
});

const BILLING = { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
const ORDER = { paymentMethod: 'invoice', useCredits: false, billing: BILLING };

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, auth?: string, payload?: unknown, cartToken?: string) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...(auth ? bearer(auth) : {}), ...(cartToken ? { 'x-cart-token': cartToken } : {}) } });

/** Paid de materials nobody in the test has bought, not by the seller, not bundles. */
async function freshMaterials(n: number): Promise<{ id: number; final_price_cents: number; author_id: number }[]> {
  return api.db.query(
    `SELECT id, final_price_cents, author_id FROM materials m WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle
       AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id)
       AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.material_id = m.id)
       AND author_id <> (SELECT id FROM users WHERE email = 'seller@teachmarket.test') ORDER BY id LIMIT $1`,
    [n],
  );
}
const add = (auth: string, id: number) => call('POST', '/v1/cart/add?world=de', auth, { material_id: id });
const credits = async (email: string) => (await api.db.query<{ c: number }>('SELECT credits_cents AS c FROM users WHERE email = $1', [email]))[0]!.c;

describe('checkout: orders', () => {
  it('offers invoice as the only, default method and the user\'s credits', async () => {
    const res = await call('GET', '/v1/payment-options?world=de', buyer);
    expect(res.statusCode).toBe(200);
    expect(json(res).items).toEqual({ methods: [{ id: 'invoice', isDefault: true }], availableCredits: 5, currencyCode: 'EUR' });
    expect(json(await call('GET', '/v1/payment-options?world=de')).items.availableCredits).toBe(0);
  });

  it('places an invoice order: awaiting payment, downloads granted to the confirmed buyer, cart emptied, invoice mailed', async () => {
    const [a, b] = await freshMaterials(2);
    await add(buyer, a!.id);
    await add(buyer, b!.id);
    expect((await call('GET', `/v1/materials/${a!.id}/download?world=de`, buyer)).statusCode).toBe(403);
    const res = await call('POST', '/v1/orders?world=de', buyer, ORDER);
    expect(res.statusCode).toBe(201);
    const order = json(res).item;
    // An invoice is a receivable (issue 12): awaiting payment; the confirmed buyer within the credit limit gets the files now.
    expect(order).toMatchObject({
      status: 'awaiting_payment', downloadsAvailable: true, paidAt: null, paymentMethod: 'invoice', currencyCode: 'EUR', usedCredits: 0, voucherCode: null,
    });
    expect(order.finalPrice).toBeCloseTo((a!.final_price_cents + b!.final_price_cents) / 100, 2);
    expect(order.invoice.number).toMatch(/^TM-\d{4}-\d{6}$/);
    expect(new Date(order.invoice.dueDate).getTime()).toBeGreaterThan(Date.now() + 13 * 86400000);
    expect(order.invoice.billing).toEqual(BILLING);
    expect(order.items.map((i: { materialId: number }) => i.materialId).sort()).toEqual([a!.id, b!.id].sort());
    expect((await call('GET', `/v1/materials/${a!.id}/download?world=de`, buyer)).statusCode).toBe(200);
    expect(json(await call('GET', '/v1/cart/view?world=de', buyer)).items.cart.cartItems).toEqual([]);
    const bought = json(await call('GET', '/v1/user/bought-materials?world=de', buyer)).items.map((m: { id: number }) => m.id);
    expect(bought).toEqual(expect.arrayContaining([a!.id, b!.id]));
    const [mail] = await api.db.query<{ recipient: string; payload: { subject: string } }>(`SELECT recipient, payload FROM outbox WHERE kind = 'order_invoice' ORDER BY id DESC LIMIT 1`);
    // Issue 18: in the language of the order's world (de).
    expect(mail).toMatchObject({ recipient: 'buyer@teachmarket.test', payload: { subject: `Deine Teachmarket-Rechnung ${order.invoice.number}` } });
  });

  it('uses credits when asked: the cart view shows them and the order deducts them', async () => {
    const [m] = await freshMaterials(1);
    await add(buyer, m!.id);
    const before = await credits('buyer@teachmarket.test');
    const view = json(await call('GET', '/v1/cart/view?world=de&use_credits=true', buyer)).items.cart;
    const used = Math.min(before, m!.final_price_cents);
    expect(view).toMatchObject({ availableCredits: before / 100, usedCredits: used / 100 });
    expect(view.finalPrice).toBeCloseTo((m!.final_price_cents - used) / 100, 2);
    expect(json(await call('GET', '/v1/cart/view?world=de', buyer)).items.cart.availableCredits).toBeUndefined();
    const order = json(await call('POST', '/v1/orders?world=de', buyer, { ...ORDER, useCredits: true })).item;
    expect(order.usedCredits).toBeCloseTo(used / 100, 2);
    expect(order.finalPrice).toBeCloseTo((m!.final_price_cents - used) / 100, 2);
    expect(await credits('buyer@teachmarket.test')).toBe(before - used);
  });

  it('applies a voucher and rejects one that no longer applies (409 voucher_invalid)', async () => {
    const [m, n] = await freshMaterials(2);
    await add(buyer, m!.id);
    await call('POST', '/v1/cart/voucher?world=de', buyer, { code: 'WELCOME10' });
    const order = json(await call('POST', '/v1/orders?world=de', buyer, ORDER)).item;
    expect(order.voucherCode).toBe('WELCOME10');
    expect(order.totalVoucherDiscount).toBeCloseTo(Math.floor(m!.final_price_cents * 0.1) / 100, 2);
    await add(buyer, n!.id);
    await api.db.query(`UPDATE vouchers SET valid_until = now() - interval '1 day' WHERE code = 'SAVE5'`);
    await api.db.query(`UPDATE carts SET voucher_code = 'SAVE5' WHERE user_id = 1`);
    const res = await call('POST', '/v1/orders?world=de', buyer, ORDER);
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'voucher_invalid', field: 'voucher' });
    await call('POST', '/v1/cart/voucher?world=de', buyer, { code: null });
    expect((await call('POST', '/v1/orders?world=de', buyer, ORDER)).statusCode).toBe(201);
  });

  it('charges a bundle once and grants the bundled material in the cart at 0', async () => {
    const [link] = await api.db.query<{ bundle_id: number; material_id: number }>(
      `SELECT b.bundle_id, b.material_id FROM bundle_items b JOIN materials m ON m.id = b.bundle_id JOIN materials i ON i.id = b.material_id
        WHERE m.world = 'de' AND m.status = 'published' AND i.status = 'published' AND i.final_price_cents > 0
          AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = 1 AND p.material_id IN (b.bundle_id, b.material_id)) LIMIT 1`,
    );
    const [bundle] = await api.db.query<{ final_price_cents: number }>('SELECT final_price_cents FROM materials WHERE id = $1', [link!.bundle_id]);
    await add(buyer, link!.bundle_id);
    await add(buyer, link!.material_id);
    const order = json(await call('POST', '/v1/orders?world=de', buyer, ORDER)).item;
    expect(order.finalPrice).toBeCloseTo(bundle!.final_price_cents / 100, 2);
    expect(order.items.find((i: { materialId: number }) => i.materialId === link!.material_id).price).toBe(0);
  });

  it('rejects an empty cart, an already bought material and the seller\'s own material with 409', async () => {
    expect(json(await call('POST', '/v1/orders?world=de', buyer, ORDER)).error.code).toBe('cart_empty');
    const [m] = await freshMaterials(1);
    await add(buyer, m!.id);
    await api.db.query('INSERT INTO purchases (user_id, material_id, price_cents) VALUES (1, $1, 0)', [m!.id]);
    const res = await call('POST', '/v1/orders?world=de', buyer, ORDER);
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('already_purchased');
    expect(json(await call('GET', '/v1/cart/view?world=de', buyer)).items.cart.cartItems).toEqual([]);

    const seller = await login(api, 'seller@teachmarket.test');
    const [own] = await api.db.query<{ id: number }>(
      `SELECT m.id FROM materials m JOIN users u ON u.id = m.author_id WHERE u.email = 'seller@teachmarket.test' AND m.final_price_cents > 0 AND m.status = 'published' AND m.world = 'de' LIMIT 1`,
    );
    await add(seller, own!.id);
    const ownRes = await call('POST', '/v1/orders?world=de', seller, ORDER);
    expect(ownRes.statusCode).toBe(409);
    expect(json(ownRes).error.code).toBe('own_material');
  });

  it('needs a login (401) and validates the body (400 with the field)', async () => {
    expect((await call('POST', '/v1/orders?world=de', undefined, ORDER)).statusCode).toBe(401);
    expect((await call('GET', '/v1/orders?world=de')).statusCode).toBe(401);
    const bad = async (payload: unknown) => json(await call('POST', '/v1/orders?world=de', buyer, payload)).error;
    expect(await bad({ ...ORDER, paymentMethod: 'card' })).toMatchObject({ code: 'validation_failed', field: 'paymentMethod' });
    expect(await bad({ ...ORDER, extra: 1 })).toMatchObject({ code: 'validation_failed', field: 'extra' });
    expect(await bad({ ...ORDER, useCredits: 'yes' })).toMatchObject({ code: 'validation_failed', field: 'useCredits' });
    expect(await bad({ ...ORDER, billing: { ...BILLING, postcode: "1'; DROP TABLE orders; --" } })).toMatchObject({ code: 'validation_failed', field: 'billing.postcode' });
    expect(await bad({ ...ORDER, billing: { ...BILLING, country: 'Germany' } })).toMatchObject({ code: 'validation_failed', field: 'billing.country' });
    const { city: _c, ...noCity } = BILLING;
    expect(await bad({ ...ORDER, billing: noCity })).toMatchObject({ code: 'validation_failed', field: 'billing.city' });
    expect((await call('GET', "/v1/orders/1'--?world=de", buyer)).statusCode).toBe(400);
  });

  it('lists own orders with pagination, shows one order and its invoice PDF; another user gets 404', async () => {
    const page = json(await call('GET', '/v1/orders?world=de&per_page=2', buyer));
    expect(page).toMatchObject({ page: 1, per_page: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const id = page.items[0].id;
    expect(json(await call('GET', `/v1/orders/${id}?world=de`, buyer)).item.id).toBe(id);
    const pdf = await call('GET', `/v1/orders/${id}/invoice?world=de`, buyer);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const seller = await login(api, 'seller@teachmarket.test');
    expect((await call('GET', `/v1/orders/${id}?world=de`, seller)).statusCode).toBe(404);
    expect((await call('GET', `/v1/orders/${id}/invoice?world=de`, seller)).statusCode).toBe(404);
    // The seed's order (before migration 006) still has an invoice number.
    expect(json(await call('GET', '/v1/orders/1?world=de', buyer)).item.invoice.number).toMatch(/^TM-\d{4}-000001$/);
  });

  it('notifies the seller of a sale through their hub', async () => {
    const [m] = await freshMaterials(1);
    // A confirmed buyer without open invoices: the files (and so the sale notification) are released at once.
    const fresh = await fixtureUser(api);
    await api.db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [fresh.id]);
    const { peer, waitFor } = testPeer();
    await hubOf(api.app, api).join(m!.author_id, peer);
    await add(fresh.token, m!.id);
    expect((await call('POST', '/v1/orders?world=de', fresh.token, ORDER)).statusCode).toBe(201);
    // Delivered by the outbox worker after the commit (issue 13), then NOTIFYed to the hubs (issue 17).
    await api.jobs.drain();
    // This sale's (an earlier test's sale of the same author may be delivered in the same drain).
    const sale = await waitFor((n) => n.kind === 'sale' && n.materialId === m!.id);
    expect(sale).toMatchObject({ kind: 'sale', materialId: m!.id });
    hubOf(api.app, api).leave(m!.author_id, peer);
  });
});
