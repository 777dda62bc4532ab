/**
 * s16 QA row 5: the payment page promises an invoice order's files "right away" or "after payment".
 * The checkout view (GET /v1/cart/view with use_credits) says beforehand what the order will do, with
 * the order's own rule (money/release.ts) for the signed-in buyer's cart total; read back here through
 * the order and the download call.
 */
import { bearer, fixtureUser, json, setupApi } from './helpers';
import { insertMaterial, invoiceOrder } from './commerce';

const api = setupApi({}, 180_000);
jest.setTimeout(120_000);

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...(token ? bearer(token) : {}), ...headers } });

let seq = 0;
async function material(priceCents: number): Promise<number> {
  const seller = await fixtureUser(api, { is_seller: true });
  return insertMaterial(api, seller.id, `Release test ${process.pid}-${++seq}`, priceCents);
}
async function buyer(confirmed: boolean): Promise<{ id: number; token: string }> {
  const user = await fixtureUser(api);
  if (confirmed) await api.db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [user.id]);
  return user;
}
const addToCart = async (token: string, id: number) => expect((await call('POST', '/v1/cart/add?world=de', token, { material_id: id })).statusCode).toBe(200);
const checkoutView = async (token: string, useCredits = false) => {
  const res = await call('GET', `/v1/cart/view?world=de&use_credits=${useCredits}`, token);
  expect(res.statusCode).toBe(200);
  return json(res).items as { cart: { finalPrice: number }; invoiceRelease?: { release: boolean; reason?: string } };
};
const placeOrder = async (token: string) => {
  const res = await call('POST', '/v1/orders?world=de', token, invoiceOrder('Rita Release'));
  expect(res.statusCode).toBe(201);
  return json(res).item as { id: number; downloadsAvailable: boolean; heldBecause: string | null };
};
const download = async (token: string, id: number) => {
  const res = await call('GET', `/v1/materials/${id}/download?world=de`, token);
  return res.statusCode === 200 ? 'files' : json(res).error.code;
};

describe('the checkout view tells whether an invoice order releases the files at once', () => {
  it('a confirmed buyer within the limit: release true and the files at once; over the limit: over_limit and held', async () => {
    const b = await buyer(true);
    const first = await material(2000);
    await addToCart(b.token, first);
    expect((await checkoutView(b.token)).invoiceRelease).toEqual({ release: true });
    expect(await placeOrder(b.token)).toMatchObject({ downloadsAvailable: true, heldBecause: null });
    expect(await download(b.token, first)).toBe('files');

    // 20 EUR unpaid + 40 EUR in the cart is over the 50 EUR limit.
    const dear = await material(4000);
    await addToCart(b.token, dear);
    expect((await checkoutView(b.token)).invoiceRelease).toEqual({ release: false, reason: 'over_limit' });
    expect(await placeOrder(b.token)).toMatchObject({ downloadsAvailable: false, heldBecause: 'over_limit' });
    expect(await download(b.token, dear)).toBe('payment_pending');
  });

  it('a confirmed buyer with an overdue invoice: overdue, and the small order indeed holds the files', async () => {
    const b = await buyer(true);
    const first = await material(500);
    await addToCart(b.token, first);
    const placed = await placeOrder(b.token);
    await api.db.query(`UPDATE orders SET due_at = now() - interval '1 day' WHERE id = $1`, [placed.id]);
    const small = await material(100);
    await addToCart(b.token, small);
    expect((await checkoutView(b.token)).invoiceRelease).toEqual({ release: false, reason: 'overdue' });
    expect(await placeOrder(b.token)).toMatchObject({ downloadsAvailable: false, heldBecause: 'overdue' });
    expect(await download(b.token, small)).toBe('payment_pending');
  });

  it('uses the total the order would charge: the credits can bring a cart back within the limit', async () => {
    const b = await buyer(true);
    const dear = await material(6000);
    await addToCart(b.token, dear);
    await api.db.query('UPDATE users SET credits_cents = 2000 WHERE id = $1', [b.id]);
    expect((await checkoutView(b.token, false)).invoiceRelease).toEqual({ release: false, reason: 'over_limit' });
    const withCredits = await checkoutView(b.token, true);
    expect(withCredits.cart.finalPrice).toBe(40);
    expect(withCredits.invoiceRelease).toEqual({ release: true });
    const res = await call('POST', '/v1/orders?world=de', b.token, { ...invoiceOrder('Rita Release'), useCredits: true });
    expect(json(res).item).toMatchObject({ downloadsAvailable: true });
    expect(await download(b.token, dear)).toBe('files');
  });

  it('an unconfirmed buyer is told unconfirmed; an anonymous visitor and the plain cart view get nothing of it', async () => {
    const b = await buyer(false);
    const id = await material(300);
    await addToCart(b.token, id);
    expect((await checkoutView(b.token)).invoiceRelease).toEqual({ release: false, reason: 'unconfirmed' });
    expect(json(await call('GET', '/v1/cart/view?world=de', b.token)).items.invoiceRelease).toBeUndefined();

    const added = await call('POST', '/v1/cart/add?world=de', undefined, { material_id: id });
    const cartToken = String(added.headers['x-cart-token']);
    const anonymous = await call('GET', '/v1/cart/view?world=de&use_credits=false', undefined, undefined, { 'x-cart-token': cartToken });
    expect(json(anonymous).items.cart.cartItems).toHaveLength(1);
    expect(json(anonymous).items.invoiceRelease).toBeUndefined();
  });
});
