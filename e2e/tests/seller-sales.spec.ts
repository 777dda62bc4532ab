import { API_URL, expect, href, test } from './helpers';
import { apiToken, logIn, registerUser, uniqueEmail } from './users';

// The seller's cabinet end to end against the real API: a fresh buyer's order shows up in the demo
// seller's sales, and a blog post written in the post editor is on its public page.
const SELLER = 'seller@teachmarket.test';

test('the seller sees the sale of a material a fresh buyer just bought', async ({ page, request }) => {
  // A paid material of the seller's that nobody in this run has bought: the seller's own list.
  const sellerToken = await apiToken(request, SELLER);
  const own = await request.get(`${API_URL}/v3/uploads/materials?world=de`, { headers: { authorization: `Bearer ${sellerToken}` } });
  const items = ((await own.json()) as { items: { id: number; title: string; status: string; price: number; world: string }[] }).items;
  const material = items.find((m) => m.status === 'published' && m.price > 0 && m.world === 'de');
  if (!material) throw new Error('the demo seller has no paid published material');

  const email = await registerUser(request, 'Bruno Buyer', uniqueEmail('sales-buyer'));
  const buyer = { authorization: `Bearer ${await apiToken(request, email)}` };
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer, data: { material_id: material.id } })).ok()).toBeTruthy();
  const order = await request.post(`${API_URL}/v1/orders?world=de`, {
    headers: buyer, data: { paymentMethod: 'invoice', useCredits: false, billing: { name: 'Bruno Buyer', street: 'Ring 2', postcode: '10115', city: 'Berlin', country: 'DE' } },
  });
  expect(order.status()).toBe(201);

  // The personalisation popup opens after 10 s (spec §4) and would cover the page: the seller was asked already.
  expect((await request.post(`${API_URL}/v3/personalisations/popup-shown?world=de`, { headers: { authorization: `Bearer ${sellerToken}` } })).ok()).toBeTruthy();
  await logIn(page, SELLER);
  await page.goto(href('salesDownloads', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Verkäufe und Downloads' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Verkäufe und Downloads' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('sales-materials').getByRole('link', { name: material.title })).toBeVisible();

  // Only today: the new sale is there, as the first row; the range is in the URL.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Von', { exact: true }).fill(today);
  await page.getByLabel('Bis').fill(today);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(href('salesDownloads', {}, 'de', { query: { from: today, to: today } }));
  const first = page.getByTestId('sales-recent').getByRole('row').nth(1);
  await expect(first).toContainText(material.title);
  await expect(page.getByTestId('sales-materials').getByRole('row').filter({ hasText: material.title })).toBeVisible();
  // The URL alone restores the view (bookmark, reload).
  await page.reload();
  await expect(page.getByLabel('Von', { exact: true })).toHaveValue(today);
  await expect(page.getByTestId('sales-recent').getByRole('row').nth(1)).toContainText(material.title);
});

test('the seller writes a blog post and it appears on the public blog post page', async ({ page }) => {
  const title = `Würfelspiele im Matheunterricht ${Date.now()}`;
  await logIn(page, SELLER);
  await page.goto(href('postEditor', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Blogbeitrags-Editor' })).toBeVisible();
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beitragstext').fill('Würfel machen **Zahlen** greifbar.\n\n## Drei Ideen\n- Zahlen addieren\n- Mengen vergleichen\n- <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status')).toContainText('Dein Beitrag ist online.');
  await expect(page.getByRole('region', { name: 'Deine Beiträge' }).getByText(title)).toBeVisible();

  await page.getByRole('link', { name: 'Beitrag ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.tm-post__body strong')).toHaveText('Zahlen');
  await expect(page.getByRole('heading', { level: 2, name: 'Drei Ideen' })).toBeVisible();
  await expect(page.locator('.tm-post__body li')).toHaveCount(3);
  // The script was text, never markup.
  await expect(page.locator('.tm-post__body script')).toHaveCount(0);
  await expect(page.locator('.tm-post__body li').nth(2)).toHaveText('<script>alert(1)</script>');
  await expect(page.getByRole('link', { name: 'Sam Seller', exact: true })).toBeVisible();
});
