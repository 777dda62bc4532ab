import { API_URL, expect, href, test } from './helpers';
import { apiToken, freshAccount, freshSeller, logInByApi } from './users';

// Issue 12 / 13 item 7 end to end: an invoice is a receivable. A new (unconfirmed) buyer's order waits for the
// payment with its files held; the buyer sees the state and the bank details; once an operator books the payment,
// the download is there; the seller's sales show gross, fee and net of the sale with its state. Buyers and
// sellers are freshly registered: the demo seller's sales are not this suite's to change.
const BILLING = { name: 'Pia Payer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };

test('an unconfirmed buyer\'s invoice order waits for the payment, then the download opens; the seller sees gross, fee and net', async ({ page, request }) => {
  const buyer = await freshAccount(request, 'Pia Payer');
  const m = (await freshSeller(request, 'Mona Money')).material;
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: m.id } })).ok()).toBeTruthy();
  const placed = await request.post(`${API_URL}/v1/orders?world=de`, {
    headers: { ...buyer.auth, 'idempotency-key': `e2e-money-${Date.now()}` }, data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { item: { id: number; invoice: { number: string }; finalPrice: number } }).item;

  await logInByApi(page, request, buyer.email);
  await page.goto(href('invoicePurchaseSuccess', {}, 'de', { query: { order: String(order.id) } }));
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();
  const state = page.getByRole('region', { name: 'Bestellstatus' });
  await expect(state.getByTestId('order-state')).toContainText('Zahlung offen, fällig am');
  await expect(state.getByTestId('order-downloads')).toContainText('sobald deine Zahlung da ist');
  await expect(state.getByTestId('transfer-reference')).toHaveText(order.invoice.number);
  const item = page.getByTestId('order-item').filter({ hasText: m.title });
  await expect(item).toContainText('Download nach Zahlung');
  await expect(item.getByRole('button', { name: 'Herunterladen' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-awaiting-payment.png'), fullPage: true });

  // The operator books the bank transfer (operator API; the console is issue 19).
  const operator = await apiToken(request, 'operator@teachmarket.test');
  const paid = await request.post(`${API_URL}/v1/operator/orders/${order.id}/mark-paid?world=de`, {
    headers: { authorization: `Bearer ${operator}` }, data: { paidOn: new Date().toISOString().slice(0, 10), reference: 'E2E-BANK-1' },
  });
  expect(paid.status()).toBe(200);

  await page.reload();
  await expect(state.getByTestId('order-state')).toContainText('Bezahlt am');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(pdf|zip)$/);

  // The buyer's invoices page shows the state.
  await page.goto(href('invoiceTaxDocuments', {}, 'de'));
  await expect(page.getByRole('row', { name: new RegExp(order.invoice.number) })).toContainText('Bezahlt am');
});

test('the seller\'s sales page shows each sale with gross, fee, net and state, the months and the balance', async ({ page, request }) => {
  const buyer = await freshAccount(request, 'Sina Sale');
  const seller = await freshSeller(request, 'Sven Sale');
  const m = seller.material;
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: m.id } })).ok()).toBeTruthy();
  expect((await request.post(`${API_URL}/v1/orders?world=de`, { headers: buyer.auth, data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING } })).status()).toBe(201);

  await logInByApi(page, request, seller.email);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(href('salesDownloads', {}, 'de', { query: { from: today, to: today } }));
  await expect(page.getByRole('heading', { level: 1, name: 'Verkäufe und Downloads' })).toBeVisible();
  const sale = page.getByTestId('sales-recent').getByRole('row').filter({ hasText: m.title }).first();
  await expect(sale).toContainText('Zahlung offen');
  await expect(sale).toContainText('€');
  await expect(page.getByTestId('sales-recent').getByRole('columnheader', { name: 'Plattformgebühr' })).toBeVisible();
  await expect(page.getByTestId('sales-months').getByRole('columnheader', { name: 'Dein Verdienst' })).toBeVisible();
  await expect(page.getByTestId('balance-EUR')).toContainText('Wartet auf Zahlung der Käufer');
  await page.screenshot({ path: test.info().outputPath('seller-sales-money.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('balance-EUR')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('seller-sales-money-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The CSV export of the range.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Verkäufe exportieren (CSV)' }).click();
  expect((await csv).suggestedFilename()).toBe(`teachmarket-sales-${today}-${today}.csv`);
});
