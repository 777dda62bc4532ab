import { API_URL, expect, href, test } from './helpers';
import { freshAccount, freshSeller, logInByApi } from './users';

// The seller's cabinet end to end against the real API: a fresh buyer's order shows up in a fresh
// seller's sales, and a blog post written in the post editor is on its public page. Both sellers are
// freshly registered (with a published material), so no other suite's sales or posts get in between.

test('the seller sees the sale of a material a fresh buyer just bought', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Selma Sales');
  const material = seller.material;

  const buyer = await freshAccount(request, 'Bruno Buyer');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: material.id } })).ok()).toBeTruthy();
  const order = await request.post(`${API_URL}/v1/orders?world=de`, {
    headers: buyer.auth, data: { paymentMethod: 'invoice', useCredits: false, billing: { name: 'Bruno Buyer', street: 'Ring 2', postcode: '10115', city: 'Berlin', country: 'DE' } },
  });
  expect(order.status()).toBe(201);

  await logInByApi(page, request, seller.email);
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

test('the seller writes a blog post and it appears on the public blog post page', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Wanda Wolf');
  const title = `Würfelspiele im Matheunterricht ${Date.now()}`;
  await logInByApi(page, request, seller.email);
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
  await expect(page.getByRole('link', { name: 'Wanda Wolf', exact: true })).toBeVisible();
});
