/**
 * Issue 12 "Seller money", "Buyer money", issue 13 item 7: what a buyer pays, what the seller
 * earns and when the files open, through the real API (orders, operator calls, downloads, ledger).
 */
import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { billingFor, checkout, insertMaterial, invoiceOrder } from './commerce';
import { pdfText } from './pdf-text';

const api = setupApi({}, 180_000);
let operator: string;
// Each test places real orders and renders PDFs: generous time on a busy 2-core machine.
jest.setTimeout(120_000);
beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
});

const BILLING = billingFor('Mia Money');
const ORDER = invoiceOrder('Mia Money');
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, auth?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...(auth ? bearer(auth) : {}), ...headers } });

let seq = 0;
/** A fresh seller with one published de material at the given price (its own, so its ledger is this test's alone). */
async function sellerWith(priceCents: number): Promise<{ id: number; token: string; material: number; title: string }> {
  const seller = await fixtureUser(api, { is_seller: true });
  const title = `Money test ${process.pid}-${++seq}`;
  return { id: seller.id, token: seller.token, material: await insertMaterial(api, seller.id, title, priceCents), title };
}

/** A fresh buyer; confirmed (e-mail confirmed) or not. */
async function buyer(confirmed: boolean): Promise<{ id: number; token: string }> {
  const user = await fixtureUser(api);
  if (confirmed) await api.db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [user.id]);
  return user;
}

const order = (token: string, materials: number[], opts: { voucher?: string; headers?: Record<string, string> } = {}) =>
  checkout(api, token, materials, { ...opts, order: ORDER });

const download = (token: string, material: number) => call('GET', `/v1/materials/${material}/download?world=de`, token);
const ledger = (sellerId: number) => api.db.query<{ kind: string; gross_cents: number; discount_cents: number; fee_cents: number; net_cents: number }>(
  'SELECT kind, gross_cents, discount_cents, fee_cents, net_cents FROM seller_ledger WHERE seller_id = $1 ORDER BY id', [sellerId],
);
const markPaid = (id: number, reference = 'BANK-REF-1') =>
  call('POST', `/v1/operator/orders/${id}/mark-paid?world=de`, operator, { paidOn: new Date().toISOString().slice(0, 10), reference });

describe('seller money: a 25 % voucher on a 2.99 EUR material', () => {
  it('records gross 2.99, discount 0.74 (rounded down), the starter fee 40 % of 2.25 and net 1.35; lines add up to the order', async () => {
    const seller = await sellerWith(299);
    expect((await call('POST', '/v1/account/vouchers?world=de', seller.token, { code: `QUARTER${seq}`, type: 'percent', value: 25 })).statusCode).toBe(201);
    const b = await buyer(true);
    const placed = await order(b.token, [seller.material], { voucher: `QUARTER${seq}` });
    // The rule: a percent voucher is rounded down to the cent (25 % of 2.99 = 0.7475 -> 0.74), so the buyer pays 2.25.
    expect(placed).toMatchObject({ originalPrice: 2.99, totalVoucherDiscount: 0.74, finalPrice: 2.25 });
    expect(placed.items).toEqual([expect.objectContaining({ materialId: seller.material, price: 2.99, paid: 2.25 })]);
    expect(await ledger(seller.id)).toEqual([{ kind: 'sale', gross_cents: 299, discount_cents: 74, fee_cents: 90, net_cents: 135 }]);
    const [sums] = await api.db.query<{ gross: number; voucher: number; paid: number; original_cents: number; voucher_discount_cents: number; total_cents: number }>(
      `SELECT sum(l.gross_cents)::int AS gross, sum(l.voucher_cents)::int AS voucher, sum(l.paid_cents)::int AS paid,
              o.original_cents, o.voucher_discount_cents, o.total_cents
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.id = $1 GROUP BY o.id`, [placed.id],
    );
    expect(sums).toEqual({ gross: 299, voucher: 74, paid: 225, original_cents: 299, voucher_discount_cents: 74, total_cents: 225 });

    // The seller's sales page and CSV show the same numbers; the sale awaits the buyer's payment.
    const sales = json(await call('GET', '/v1/seller/sales?world=de', seller.token));
    expect(sales.recent.items[0]).toMatchObject({ gross: 2.99, discount: 0.74, fee: 0.9, feePercent: 40, net: 1.35, state: 'awaiting_payment' });
    expect(sales.totals).toEqual([{ currencyCode: 'EUR', sales: 1, revenue: 2.99, gross: 2.99, discount: 0.74, fee: 0.9, net: 1.35 }]);
    expect(sales.months).toEqual([expect.objectContaining({ month: new Date().toISOString().slice(0, 7), gross: 2.99, discount: 0.74, fee: 0.9, net: 1.35 })]);
    const csv = await call('GET', '/v1/seller/sales/export?world=de', seller.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('date,invoice,material_id,material,currency,gross,discount,fee_percent,fee,net,state');
    expect(csv.body).toContain(`${placed.invoice.number},${seller.material},${seller.title},EUR,2.99,0.74,40,0.90,1.35,awaiting_payment`);
    const months = await call('GET', '/v1/seller/sales/export?world=de&view=months', seller.token);
    expect(months.body).toContain(`${new Date().toISOString().slice(0, 7)},EUR,1,2.99,0.74,0.90,1.35`);

    // Balance: not earned until the buyer pays; then earned and available.
    let balance = json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items;
    expect(balance).toEqual([expect.objectContaining({ currencyCode: 'EUR', earned: 0, awaitingPayment: 1.35, available: 0 })]);
    expect((await markPaid(placed.id)).statusCode).toBe(200);
    balance = json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items;
    expect(balance).toEqual([expect.objectContaining({ earned: 1.35, awaitingPayment: 0, paidOut: 0, pendingPayout: 0, available: 1.35 })]);
  });

  it('a platform voucher is the platform\'s cost: the seller keeps the fee on the full price', async () => {
    const seller = await sellerWith(1000);
    const b = await buyer(true);
    const placed = await order(b.token, [seller.material], { voucher: 'WELCOME10' });
    expect(placed).toMatchObject({ totalVoucherDiscount: 1, finalPrice: 9 });
    expect(await ledger(seller.id)).toEqual([{ kind: 'sale', gross_cents: 1000, discount_cents: 0, fee_cents: 400, net_cents: 600 }]);
  });
});

describe('invoice payment is a receivable', () => {
  it('an unconfirmed buyer\'s order awaits payment with the files held (403 payment_pending) until an operator marks it paid', async () => {
    const seller = await sellerWith(1299);
    const b = await buyer(false);
    const placed = await order(b.token, [seller.material]);
    expect(placed).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: false, heldBecause: 'unconfirmed', paidAt: null });
    expect(placed.bankTransfer).toMatchObject({ reference: placed.invoice.number, iban: expect.stringMatching(/^DE\d{20}$/) });
    const refused = await download(b.token, seller.material);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.code).toBe('payment_pending');
    expect(json(await call('GET', '/v1/user/bought-materials?world=de', b.token)).items.map((m: { id: number }) => m.id)).not.toContain(seller.material);

    // The operator's queue lists it; another role is refused (the full matrix is in role-matrix.test.ts).
    const queue = json(await call('GET', '/v1/operator/orders?world=de&per_page=100', operator)).items;
    expect(queue.find((o: { id: number }) => o.id === placed.id)).toMatchObject({ status: 'awaiting_payment', buyer: { id: b.id, confirmed: false }, total: 12.99 });
    expect((await call('GET', '/v1/operator/orders?world=de', b.token)).statusCode).toBe(403);
    expect((await call('POST', `/v1/operator/orders/${placed.id}/mark-paid?world=de`, b.token, { paidOn: '2026-01-01', reference: 'x' })).statusCode).toBe(403);

    const future = await call('POST', `/v1/operator/orders/${placed.id}/mark-paid?world=de`, operator, { paidOn: '2999-01-01', reference: 'X' });
    expect(json(future).error).toMatchObject({ code: 'invalid_date', field: 'paidOn' });
    const paid = await markPaid(placed.id, 'SEPA-4711');
    expect(paid.statusCode).toBe(200);
    expect(json(paid).item).toMatchObject({ status: 'paid', paymentReference: 'SEPA-4711', downloadsAvailable: true });
    expect(json(await markPaid(placed.id)).error.code).toBe('order_state');

    const ok = await download(b.token, seller.material);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.length).toBeGreaterThan(100);
    const mine = json(await call('GET', `/v1/orders/${placed.id}?world=de`, b.token)).item;
    expect(mine).toMatchObject({ status: 'paid', downloadsAvailable: true, heldBecause: null, bankTransfer: null });
    const [entry] = await api.db.query<{ operator_id: number; action: string; before: { status: string }; after: { status: string; payment_reference: string } }>(
      `SELECT operator_id, action, before, after FROM operator_audit WHERE subject_type = 'order' AND subject_id = $1`, [placed.id],
    );
    expect(entry).toMatchObject({ action: 'order.mark_paid', before: { status: 'awaiting_payment' }, after: { status: 'paid', payment_reference: 'SEPA-4711' } });
  });

  it('a confirmed buyer gets the files at once up to the credit limit, not beyond it and not with an overdue invoice', async () => {
    const cheap = await sellerWith(2000);
    const dear = await sellerWith(4000);
    const b = await buyer(true);
    const first = await order(b.token, [cheap.material]);
    expect(first).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: true, heldBecause: null });
    expect((await download(b.token, cheap.material)).statusCode).toBe(200);
    // 20 + 40 EUR unpaid is over the 50 EUR limit: held.
    const second = await order(b.token, [dear.material]);
    expect(second).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: false, heldBecause: 'over_limit' });
    expect(json(await download(b.token, dear.material)).error.code).toBe('payment_pending');
    // An overdue invoice holds even a small order.
    await api.db.query(`UPDATE orders SET due_at = now() - interval '1 day' WHERE id = $1`, [first.id]);
    const small = await sellerWith(100);
    expect(await order(b.token, [small.material])).toMatchObject({ downloadsAvailable: false, heldBecause: 'overdue' });
    expect(json(await call('GET', `/v1/orders/${first.id}?world=de`, b.token)).item).toMatchObject({ overdue: true, downloadsAvailable: true });
  });

  it('a verified school account gets the files at once even before its e-mail is confirmed', async () => {
    const [school] = await api.db.query<{ id: number }>(`SELECT id FROM schools WHERE is_verified LIMIT 1`);
    const member = await fixtureUser(api, { school_id: school!.id, school_role: 'member' });
    const seller = await sellerWith(9000);
    expect(await order(member.token, [seller.material])).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: true });
  });
});

describe('cancel and refund', () => {
  it('cancelling an unpaid order revokes the files, reverses the seller\'s sale and returns the credits', async () => {
    const seller = await sellerWith(800);
    const b = await buyer(true);
    await api.db.query('UPDATE users SET credits_cents = 300 WHERE id = $1', [b.id]);
    await call('POST', '/v1/cart/add?world=de', b.token, { material_id: seller.material });
    const res = await call('POST', '/v1/orders?world=de', b.token, { ...ORDER, useCredits: true });
    const placed = json(res).item;
    expect(placed).toMatchObject({ usedCredits: 3, finalPrice: 5, downloadsAvailable: true });
    expect((await download(b.token, seller.material)).statusCode).toBe(200);
    const cancel = await call('POST', `/v1/operator/orders/${placed.id}/cancel?world=de`, operator, { reason: 'Never paid after two reminders' });
    expect(json(cancel).item).toMatchObject({ status: 'cancelled', downloadsAvailable: false });
    expect(json(await download(b.token, seller.material)).error.code).toBe('order_cancelled');
    expect(await ledger(seller.id)).toEqual([
      { kind: 'sale', gross_cents: 800, discount_cents: 0, fee_cents: 320, net_cents: 480 },
      { kind: 'reversal', gross_cents: -800, discount_cents: 0, fee_cents: -320, net_cents: -480 },
    ]);
    expect(json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items[0]).toMatchObject({ earned: 0, awaitingPayment: 0, available: 0 });
    expect(json(await call('GET', '/v1/seller/sales?world=de', seller.token)).recent.items[0]).toMatchObject({ state: 'cancelled' });
    const [credits] = await api.db.query<{ credits_cents: number }>('SELECT credits_cents FROM users WHERE id = $1', [b.id]);
    expect(credits!.credits_cents).toBe(300);
    // A paid order cannot be cancelled, an unpaid one cannot be refunded.
    expect(json(await call('POST', `/v1/operator/orders/${placed.id}/refund?world=de`, operator, { reason: 'Test refund' })).error.code).toBe('order_state');
    // The buyer can order it again.
    expect((await order(b.token, [seller.material])).status).toBe('awaiting_payment');
  });

  it('refunding a paid order revokes the download and reverses the seller\'s earned net', async () => {
    const seller = await sellerWith(1500);
    const b = await buyer(false);
    const placed = await order(b.token, [seller.material]);
    await markPaid(placed.id);
    expect((await download(b.token, seller.material)).statusCode).toBe(200);
    expect(json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items[0]).toMatchObject({ earned: 9, available: 9 });
    const refund = await call('POST', `/v1/operator/orders/${placed.id}/refund?world=de`, operator, { reason: 'Wrong material bought' });
    expect(json(refund).item).toMatchObject({ status: 'refunded' });
    expect(json(await download(b.token, seller.material)).error.code).toBe('order_refunded');
    expect(json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items[0]).toMatchObject({ earned: 0, available: 0 });
    expect((await ledger(seller.id)).map((e) => [e.kind, e.net_cents])).toEqual([['sale', 900], ['reversal', -900]]);
    expect(json(await call('GET', `/v1/orders/${placed.id}?world=de`, b.token)).item).toMatchObject({ status: 'refunded', downloadsAvailable: false });
    const [audit] = await api.db.query<{ after: { reason: string } }>(
      `SELECT after FROM operator_audit WHERE subject_type = 'order' AND subject_id = $1 AND action = 'order.refund'`, [placed.id],
    );
    expect(audit!.after.reason).toBe('Wrong material bought');
  });
});

describe('Idempotency-Key on POST /v1/orders', () => {
  it('a retry with the same key returns the first order (201, same body); another body with it is refused; parallel retries make one order', async () => {
    const seller = await sellerWith(499);
    const b = await buyer(true);
    const key = { 'idempotency-key': `retry-${process.pid}-one` };
    const first = await call('POST', '/v1/cart/add?world=de', b.token, { material_id: seller.material }).then(() => call('POST', '/v1/orders?world=de', b.token, ORDER, key));
    expect(first.statusCode).toBe(201);
    const retry = await call('POST', '/v1/orders?world=de', b.token, ORDER, key);
    expect(retry.statusCode).toBe(201);
    expect(json(retry)).toEqual(json(first));
    const other = await call('POST', '/v1/orders?world=de', b.token, { ...ORDER, billing: { ...BILLING, city: 'Hamburg' } }, key);
    expect(other.statusCode).toBe(422);
    expect(json(other).error.code).toBe('idempotency_key_reused');
    // Another user's same key is their own.
    const someone = await buyer(true);
    expect((await call('POST', '/v1/orders?world=de', someone.token, ORDER, key)).statusCode).toBe(409);

    const seller2 = await sellerWith(599);
    await call('POST', '/v1/cart/add?world=de', b.token, { material_id: seller2.material });
    const parallel = { 'idempotency-key': `retry-${process.pid}-two` };
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/v1/orders?world=de', b.token, ORDER, parallel)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => json(a).item.id)).size).toBe(1);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [b.id]);
    expect(count!.n).toBe(2);
    const bad = await call('POST', '/v1/orders?world=de', b.token, ORDER, { 'idempotency-key': 'no spaces allowed' });
    expect(json(bad).error).toMatchObject({ code: 'validation_failed' });
  });

  it('lets the shop\'s pages send the header: the CORS preflight allows Idempotency-Key', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS', url: '/v1/orders?world=de',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key,x-cart-token' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['idempotency-key', 'x-cart-token']));
  });
});

describe('buyer invoices', () => {
  it('numbers 10 parallel orders from one counter: consecutive, no gap, no double', async () => {
    const seller = await sellerWith(350);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer(true)));
    for (const b of buyers) await call('POST', '/v1/cart/add?world=de', b.token, { material_id: seller.material });
    const answers = await Promise.all(buyers.map((b) => call('POST', '/v1/orders?world=de', b.token, ORDER)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((a) => json(a).item.invoice.number as string).sort();
    const series = numbers[0]!.slice(0, 7);
    const seqs = numbers.map((n) => Number(n.slice(8)));
    expect(numbers.every((n) => n.startsWith(series))).toBe(true);
    expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => seqs[0]! + i));
    const [counter] = await api.db.query<{ last: number }>('SELECT last FROM number_series WHERE series = $1', [series]);
    expect(counter!.last).toBe(seqs[9]);
  });

  it('the invoice PDF has real text: number, state, lines, VAT of the buyer\'s country and the amounts', async () => {
    const seller = await sellerWith(299);
    const b = await buyer(false);
    await call('POST', '/v1/cart/add?world=de', b.token, { material_id: seller.material });
    const placed = json(await call('POST', '/v1/orders?world=de', b.token, { ...ORDER, billing: { ...BILLING, country: 'AT' } })).item;
    expect(placed.vat).toEqual({ country: 'AT', rate: 20, amount: 0.5 });
    const res = await call('GET', `/v1/orders/${placed.id}/invoice?world=de`, b.token);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${placed.invoice.number}`);
    expect(text).toContain(`DUE: 2.99 EUR by ${placed.invoice.dueDate.slice(0, 10)}`);
    expect(text).toContain(seller.title);
    expect(text).toContain('Included VAT 20 % (AT)');
    expect(text).toContain('0.50 EUR');
    expect(text).toContain('Net amount');
    expect(text).toContain('2.49 EUR');
    expect(text).toContain(`quoting ${placed.invoice.number}`);
    expect(text).toContain('Mia Money');
    await markPaid(placed.id);
    const paid = await pdfText((await call('GET', `/v1/orders/${placed.id}/invoice?world=de`, b.token)).rawPayload);
    expect(paid).toContain(`PAID on ${new Date().toISOString().slice(0, 10)}`);
  });
});

describe('payouts, statements and the SEPA file', () => {
  it('pays the available balance to the saved IBAN: run -> pending payout in the SEPA file -> paid; the month\'s statement lists the sales with net', async () => {
    const seller = await sellerWith(5000);
    expect((await call('PUT', '/v1/account/bank-details?world=de', seller.token, { accountHolder: 'Sören Süß', iban: 'DE89 3704 0044 0532 0130 00' })).statusCode).toBe(200);
    const b = await buyer(false);
    const placed = await order(b.token, [seller.material]);
    // Paid last month: the closed month's statement shows it.
    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    await markPaid(placed.id);
    await api.db.query('UPDATE orders SET paid_at = $2 WHERE id = $1', [placed.id, last]);
    const month = last.toISOString().slice(0, 7);
    const list = json(await call('GET', '/v1/seller/statements?world=de', seller.token)).items;
    // The running month comes first (provisional, nothing earned in it yet), then the closed month.
    const running = new Date().toISOString().slice(0, 7);
    expect(list).toEqual([
      { month: running, number: null, running: true, totals: [] },
      { month, number: null, running: false, totals: [{ currencyCode: 'EUR', sales: 1, net: 30 }] },
    ]);
    const pdf = await call('GET', `/v1/seller/statements/${month}?world=de`, seller.token);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    const number = /Payout statement (GS-\d{4}-\d{6})/.exec(text)?.[1];
    expect(number).toBeDefined();
    expect(text).toContain(`Credit note for ${month}`);
    expect(text).toContain(seller.title);
    expect(text).toContain(placed.invoice.number);
    expect(text).toContain('50.00 EUR');
    expect(text).toContain('20.00 EUR');
    expect(text).toContain('30.00 EUR');
    // The number is issued once.
    expect(await pdfText((await call('GET', `/v1/seller/statements/${month}?world=de`, seller.token)).rawPayload)).toContain(number!);
    expect(json(await call('GET', '/v1/seller/statements?world=de', seller.token)).items[1].number).toBe(number);
    // The running month's statement is provisional (api/test/statements-running.test.ts); a future month has none.
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    expect((await call('GET', `/v1/seller/statements/${next}?world=de`, seller.token)).statusCode).toBe(404);

    const run = json(await call('POST', '/v1/operator/payouts/run?world=de', operator));
    const mine = run.created.find((p: { seller: { id: number } }) => p.seller.id === seller.id);
    expect(mine).toMatchObject({ currencyCode: 'EUR', amount: 30, status: 'pending', accountHolder: 'Sören Süß', ibanMasked: 'DE89 **** **** **** **30 00' });
    expect(json(await call('GET', '/v1/seller/balance?world=de', seller.token)).items[0]).toMatchObject({ earned: 30, pendingPayout: 30, available: 0 });
    // A second run makes no second payout.
    expect(json(await call('POST', '/v1/operator/payouts/run?world=de', operator)).created.find((p: { seller: { id: number } }) => p.seller.id === seller.id)).toBeUndefined();

    const sepa = await call('GET', '/v1/operator/payouts/sepa?world=de', operator);
    expect(sepa.statusCode).toBe(200);
    expect(sepa.headers['content-type']).toContain('application/xml');
    const pending = json(await call('GET', '/v1/operator/payouts?world=de&status=pending&per_page=100', operator)).items
      .filter((p: { currencyCode: string }) => p.currencyCode === 'EUR');
    const xml = sepa.body;
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    expect(xml).toContain(`<NbOfTxs>${pending.length}</NbOfTxs>`);
    const sum = pending.reduce((s: number, p: { amount: number }) => s + Math.round(p.amount * 100), 0);
    expect(xml).toContain(`<CtrlSum>${(sum / 100).toFixed(2)}</CtrlSum>`);
    const tx = xml.slice(xml.indexOf(`<EndToEndId>TM-PAYOUT-${mine.id}</EndToEndId>`));
    expect(tx.slice(0, tx.indexOf('</CdtTrfTxInf>'))).toMatch(
      /<InstdAmt Ccy="EUR">30\.00<\/InstdAmt>[\s\S]*<Nm>Soeren Suess<\/Nm>[\s\S]*<IBAN>DE89370400440532013000<\/IBAN>/,
    );
    expect((await call('GET', '/v1/operator/payouts/sepa?world=de', seller.token)).statusCode).toBe(403);

    const paid = await call('POST', `/v1/operator/payouts/${mine.id}/mark-paid?world=de`, operator, { paidOn: new Date().toISOString().slice(0, 10), reference: 'BATCH-1' });
    expect(json(paid).item).toMatchObject({ status: 'paid', paidReference: 'BATCH-1' });
    expect(json(await call('GET', '/v1/seller/balance?world=de', seller.token))).toMatchObject({
      items: [expect.objectContaining({ earned: 30, paidOut: 30, pendingPayout: 0, available: 0 })],
      payouts: [expect.objectContaining({ id: mine.id, status: 'paid', amount: 30 })],
      hasPayoutAccount: true,
    });
    expect(json(await call('POST', `/v1/operator/payouts/${mine.id}/mark-paid?world=de`, operator, { paidOn: '2026-01-01', reference: 'x' })).error.code).toBe('payout_state');
  });
});
