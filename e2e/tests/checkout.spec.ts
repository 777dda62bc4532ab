import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';

// Issue 4: the seeded buyer buys a paid material on invoice (the embedded default), sees the
// confirmation and downloads the material and the invoice; the buyer area lists the purchase.

/** A paid de material that the seeded buyer does not own yet (the seed gives the buyer some purchases). */
async function unboughtPaidMaterial(request: APIRequestContext) {
  const auth = await request.post(`${API_URL}/v3/oauth2/authenticate`, {
    data: { client_id: 'teachmarket-web', grant_type: 'password', username: 'buyer@teachmarket.test', password: 'teachmarket' },
  });
  const { access_token } = (await auth.json()) as { access_token: string };
  const bought = await request.get(`${API_URL}/v1/user/bought-materials?world=de&per_page=200`, { headers: { authorization: `Bearer ${access_token}` } });
  const owned = new Set(((await bought.json()) as { items: { id: number }[] }).items.map((i) => i.id));
  const res = await request.get(`${API_URL}/v1/search?world=de&per_page=50&sort=newest&price=paid`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { items: { id: number; slug: string; title: string; isBundle: boolean }[] };
  const m = body.items.find((i) => !i.isBundle && !owned.has(i.id));
  if (!m) throw new Error('the seeded API has no paid de material the buyer does not own');
  return m;
}

test('the buyer logs in from payment, pays by invoice, downloads the material and finds it in the buyer area', async ({ page, request }) => {
  const m = await unboughtPaidMaterial(request);
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Anonymous at checkout: the payment page sends the visitor to the login and back.
  await page.goto(href('shoppingCart', {}, 'de'));
  await page.getByRole('link', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/returnTo=/);
  await page.getByLabel('E-Mail-Adresse').fill('buyer@teachmarket.test');
  await page.getByLabel('Passwort', { exact: true }).fill('teachmarket');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('payment', {}, 'de')}$`));
  await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(m.title);

  // Per-field messages before anything is sent.
  const order = page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ });
  await order.click();
  await expect(page.getByText('Bitte fülle dieses Feld aus.').first()).toBeVisible();
  await page.getByLabel('Vollständiger Name oder Schule').fill('Bea Buyer');
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
  await order.click();

  await expect(page.getByRole('heading', { name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();
  await expect(page.getByTestId('invoice-number')).toHaveText(/^TM-\d{4}-\d{6}$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const item = page.getByTestId('order-item').filter({ hasText: m.title });
  const materialDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Herunterladen' }).click();
  const pdf = await materialDownload;
  expect(pdf.suggestedFilename()).toBe(`${m.slug}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const invoiceDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rechnung herunterladen (PDF)' }).click();
  expect((await invoiceDownload).suggestedFilename()).toMatch(/^TM-\d{4}-\d{6}\.pdf$/);

  await page.getByRole('link', { name: 'Alle gekauften Materialien' }).click();
  await expect(page.getByRole('heading', { name: 'Gekaufte Materialien' })).toBeVisible();
  await expect(page.getByText(m.title).first()).toBeVisible();
});
