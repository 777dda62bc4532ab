/**
 * The payment provider adapter (api/src/payments/): a provider's signed webhook settles the order
 * it paid, exactly as an operator's "mark paid" does. No real provider runs offline here, so the
 * test implements the interface with an HMAC signature, as card providers sign their webhooks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { handleWebhook } from '../src/payments/webhooks';
import type { PaymentProvider } from '../src/payments/types';
import { bearer, fixtureUser, json, setupApi } from './helpers';

const SECRET = 'whsec_test_only';
const sign = (body: Buffer) => createHmac('sha256', SECRET).update(body).digest('hex');
const provider: PaymentProvider = {
  id: 'hmac-test',
  async createPayment(request) {
    return { providerPaymentId: `pay_${request.orderId}`, instructions: { kind: 'redirect', url: `https://pay.example/${request.orderId}` } };
  },
  verifyWebhook(headers, rawBody) {
    const given = Buffer.from(String(headers['x-signature'] ?? ''));
    const expected = Buffer.from(sign(rawBody));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const event = JSON.parse(rawBody.toString()) as { payment: string; type: 'paid' | 'failed'; id: string };
    return { providerPaymentId: event.payment, kind: event.type, reference: event.id, paidAt: new Date() };
  },
};

const api = setupApi({}, 180_000);

it('settles the paid order on a correctly signed event, refuses a forged one and ignores a repeat', async () => {
  const buyer = await fixtureUser(api);
  const [m] = await api.db.query<{ id: number }>(
    `SELECT id FROM materials WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle
       AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = materials.id) ORDER BY id DESC LIMIT 1`,
  );
  const headers = bearer(buyer.token);
  await api.app.inject({ method: 'POST', url: '/v1/cart/add?world=de', headers, payload: { material_id: m!.id } });
  const placed = json(await api.app.inject({
    method: 'POST', url: '/v1/orders?world=de', headers,
    payload: { paymentMethod: 'invoice', useCredits: false, billing: { name: 'Wes Webhook', street: 'Ring 1', postcode: '10115', city: 'Berlin', country: 'DE' } },
  })).item;
  expect(placed).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: false });
  // As the order flow would store it for a provider's payment (invoice has none).
  const created = await provider.createPayment({ orderId: placed.id, invoiceNumber: placed.invoice.number, amountCents: 100, currency: 'EUR', returnUrl: 'x' });
  await api.db.query('UPDATE orders SET payment_provider = $1, provider_payment_id = $2 WHERE id = $3', [provider.id, created.providerPaymentId, placed.id]);
  const ctx = { db: api.db, config: api.config } as Parameters<typeof handleWebhook>[0];

  const body = Buffer.from(JSON.stringify({ payment: created.providerPaymentId, type: 'paid', id: 'evt_1' }));
  await expect(handleWebhook(ctx, provider, { 'x-signature': sign(Buffer.from('other body')) }, body)).rejects.toMatchObject({ statusCode: 401, code: 'invalid_signature' });
  expect(json(await api.app.inject({ method: 'GET', url: `/v1/orders/${placed.id}?world=de`, headers })).item.status).toBe('awaiting_payment');

  expect(await handleWebhook(ctx, provider, { 'x-signature': sign(body) }, body)).toEqual({ settled: placed.id });
  const paid = json(await api.app.inject({ method: 'GET', url: `/v1/orders/${placed.id}?world=de`, headers })).item;
  expect(paid).toMatchObject({ status: 'paid', downloadsAvailable: true });
  const [row] = await api.db.query<{ payment_reference: string }>('SELECT payment_reference FROM orders WHERE id = $1', [placed.id]);
  expect(row!.payment_reference).toBe('evt_1');
  // Providers deliver at least once: the repeat changes nothing.
  expect(await handleWebhook(ctx, provider, { 'x-signature': sign(body) }, body)).toEqual({ settled: null });
});

it('the webhook route answers 404 for invoice (no webhook) and an unknown method, and takes any body', async () => {
  for (const name of ['invoice', 'stripe']) {
    const res = await api.app.inject({ method: 'POST', url: `/v1/payments/${name}/webhook`, headers: { 'content-type': 'application/json' }, payload: '{"type":"paid"}' });
    expect(res.statusCode).toBe(404);
    expect(json(res).error.code).toBe('not_found');
  }
});
