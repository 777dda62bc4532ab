/**
 * Issue 12 "the monthly statement lists it": a sale paid today is in the running month, which the
 * seller sees as a provisional statement (sales so far, PDF marked provisional) that never takes a
 * number: statement numbers are gap-free and final, so they stay with closed months.
 */
import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { checkout, insertMaterial, invoiceOrder } from './commerce';
import { pdfText } from './pdf-text';

const api = setupApi({}, 180_000);
let operator: string;
jest.setTimeout(120_000);
beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, auth: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: bearer(auth) });

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);
const statementNumbers = /GS-\d{4}-\d{6}/g;

const material = (sellerId: number, title: string, priceCents: number) => insertMaterial(api, sellerId, title, priceCents);

/** A fresh buyer's invoice order of one material (optionally with a voucher), booked as paid by the operator. */
async function paidOrder(materialId: number, voucher?: string) {
  const buyer = await fixtureUser(api);
  const order = await checkout(api, buyer.token, [materialId], { voucher, order: invoiceOrder('Rita Running') }) as { id: number; invoice: { number: string } };
  expect((await call('POST', `/v1/operator/orders/${order.id}/mark-paid?world=de`, operator, { paidOn: today(), reference: `RUN-${order.id}` })).statusCode).toBe(200);
  return order;
}

const counters = () => api.db.query<{ series: string; last: number }>(`SELECT series, last FROM number_series WHERE series LIKE 'GS-%' ORDER BY series`);

describe('the running month\'s provisional statement', () => {
  it('lists today\'s paid sale with its net, downloads as a provisional PDF without a number, and leaves closed months as they were', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    const closedTitle = `Closed ${process.pid}`;
    const todayTitle = `Running ${process.pid}`;
    const closedMaterial = await material(seller.id, closedTitle, 1000);
    const todayMaterial = await material(seller.id, todayTitle, 400);

    // A sale paid last month, whose statement was issued (numbered) already.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    const closedOrder = await paidOrder(closedMaterial);
    await api.db.query('UPDATE orders SET paid_at = $2 WHERE id = $1', [closedOrder.id, lastMonth]);
    const closed = lastMonth.toISOString().slice(0, 7);
    const closedPdf = await pdfText((await call('GET', `/v1/seller/statements/${closed}?world=de`, seller.token)).rawPayload);
    const closedNumber = closedPdf.match(statementNumbers)?.[0];
    expect(closedNumber).toBeDefined();

    // Today: a buyer uses the seller's 25 % voucher on the 4.00 EUR material: discount 1.00, base 3.00.
    const code = `RUN${process.pid}`.slice(0, 20);
    expect((await call('POST', '/v1/account/vouchers?world=de', seller.token, { code, type: 'percent', value: 25 })).statusCode).toBe(201);
    const todayOrder = await paidOrder(todayMaterial, code);
    const sale = json(await call('GET', `/v1/seller/sales?world=de&from=${today()}&to=${today()}`, seller.token)).recent.items
      .find((s: { material: { id: number } }) => s.material.id === todayMaterial);
    expect(sale).toMatchObject({ gross: 4, discount: 1, state: 'paid' });
    // The fee of the seller's tier on the base (gross minus the seller's voucher), rounded half up to the cent.
    const net = (300 - Math.floor((300 * sale.feePercent + 50) / 100)) / 100;
    expect(sale.net).toBe(net);

    const countersBefore = await counters();
    const issuedBefore = await api.db.query('SELECT month, number FROM seller_statements WHERE seller_id = $1', [seller.id]);

    const list = json(await call('GET', '/v1/seller/statements?world=de', seller.token)).items;
    expect(list).toEqual([
      { month: thisMonth(), number: null, running: true, totals: [{ currencyCode: 'EUR', sales: 1, net }] },
      { month: closed, number: closedNumber, running: false, totals: [{ currencyCode: 'EUR', sales: 1, net: expect.any(Number) }] },
    ]);

    const res = await call('GET', `/v1/seller/statements/${thisMonth()}?world=de`, seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${thisMonth()}-provisional.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Provisional payout statement');
    expect(text).toContain('PROVISIONAL - not a credit note and without a number.');
    expect(text).toContain(`Running month ${thisMonth()}: sales so far`);
    expect(text).toContain(`${todayOrder.invoice.number} ${todayTitle}`);
    expect(text).toContain('4.00 EUR');
    expect(text).toContain('1.00 EUR');
    expect(text).toContain(`${net.toFixed(2)} EUR`);
    // Only today's sale: last month's is on its own statement.
    expect(text).not.toContain(closedTitle);
    expect(text.match(statementNumbers)).toBeNull();

    // Asking twice consumed no number and recorded no statement; the closed month keeps its number.
    await call('GET', `/v1/seller/statements/${thisMonth()}?world=de`, seller.token);
    expect(await counters()).toEqual(countersBefore);
    expect(await api.db.query('SELECT month, number FROM seller_statements WHERE seller_id = $1', [seller.id])).toEqual(issuedBefore);
    const again = await pdfText((await call('GET', `/v1/seller/statements/${closed}?world=de`, seller.token)).rawPayload);
    expect(again.match(statementNumbers)?.[0]).toBe(closedNumber);
    expect(again).toContain(closedTitle);
    expect(again).not.toContain(todayTitle);
  });

  it('shows the running month to a seller before the first sale, with an empty provisional PDF; a future month has none', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    expect(json(await call('GET', '/v1/seller/statements?world=de', seller.token)).items).toEqual([
      { month: thisMonth(), number: null, running: true, totals: [] },
    ]);
    const text = await pdfText((await call('GET', `/v1/seller/statements/${thisMonth()}?world=de`, seller.token)).rawPayload);
    expect(text).toContain('No sales were earned in this month so far.');
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    expect((await call('GET', `/v1/seller/statements/${next}?world=de`, seller.token)).statusCode).toBe(404);
    // Not a seller: no statements at all.
    const buyer = await fixtureUser(api);
    expect((await call('GET', '/v1/seller/statements?world=de', buyer.token)).statusCode).toBe(403);
  });
});
