import { BASE_URL } from '../playwright.config';
import { API_URL, expect, href, test } from './helpers';
import { freshAccount, mailedLink, PASSWORD } from './users';

// Issue 12: the invoice link in the order mail opens the buyer's invoice in the web app after the
// login (it used to point at the API's PDF call, which answers 401 without a bearer token).
const BILLING = { name: 'Ivo Invoice', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };

test('the order mail\'s invoice link leads a logged-out buyer through the login to that order\'s invoice', async ({ page, request }) => {
  // A sign-up, an order, the outbox worker's delivery and a login: more than the default budget on a busy machine.
  test.slow();
  const buyer = await freshAccount(request, 'Ivo Invoice');
  const search = await request.get(`${API_URL}/v1/search?world=de&per_page=50&sort=newest&price=paid`);
  const m = ((await search.json()) as { items: { id: number; isBundle: boolean }[] }).items.find((i) => !i.isBundle);
  if (!m) throw new Error('the seeded API has no paid de material');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { data: { material_id: m.id }, headers: buyer.auth })).ok()).toBeTruthy();
  const res = await request.post(`${API_URL}/v1/orders?world=de`, { data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING }, headers: buyer.auth });
  expect(res.status()).toBe(201);
  const order = ((await res.json()) as { item: { id: number; invoice: { number: string } } }).item;

  // The mail is delivered by the outbox worker; its link is the cabinet's invoice page on the shop.
  const link = await mailedLink(request, 'order_invoice', buyer.email);
  expect(link.origin).toBe(new URL(BASE_URL).origin);
  expect(`${link.pathname}${link.search}`).toBe(href('invoiceTaxDocuments', {}, 'de', { query: { order: order.id } }));

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('login', {}, 'de')}\\?returnTo=`));
  await page.getByLabel('E-Mail-Adresse').fill(buyer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${href('invoiceTaxDocuments', {}, 'de', { query: { order: order.id } })}`);
  const invoice = page.getByRole('region', { name: `Rechnung ${order.invoice.number}` });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(order.invoice.number) })).toHaveAttribute('aria-current', 'true');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: `Rechnung ${order.invoice.number} als PDF herunterladen` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${order.invoice.number}.pdf`);
});
