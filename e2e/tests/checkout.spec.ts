import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { confirmAccount, freshAccount, logInByApi, PASSWORD } from './users';

// Issue 4: a buyer buys a paid material on invoice (the embedded default), sees the confirmation and
// downloads the material and the invoice; the buyer area lists the purchase. Every buyer is freshly
// registered, so its orders and saved address are its own whatever the other suites do in parallel.

/** A paid de material (no bundle) from the seeded catalogue: a fresh buyer owns none of them. */
async function paidMaterial(request: APIRequestContext) {
  const res = await request.get(`${API_URL}/v1/search?world=de&per_page=50&sort=newest&price=paid`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { items: { id: number; slug: string; title: string; isBundle: boolean }[] };
  const m = body.items.find((i) => !i.isBundle);
  if (!m) throw new Error('the seeded API has no paid de material');
  return m;
}

test('the buyer logs in from payment, pays by invoice, downloads the material and finds it in the buyer area', async ({ page, request }) => {
  const m = await paidMaterial(request);
  // Confirmed (the sign-up mail's link), so the invoice order's files are there at once, as for the seeded buyer.
  const buyer = await freshAccount(request, 'Bea Buyer');
  await confirmAccount(request, buyer.email);
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Anonymous at checkout: the payment page sends the visitor to the login and back.
  await page.goto(href('shoppingCart', {}, 'de'));
  await page.getByRole('link', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/returnTo=/);
  await page.getByLabel('E-Mail-Adresse').fill(buyer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('payment', {}, 'de')}$`));
  await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(m.title);

  // Per-field messages before anything is sent.
  const order = page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ });
  await order.click();
  await expect(page.getByText('Bitte fülle dieses Feld aus.').first()).toBeVisible();
  await page.getByLabel('Vollständiger Name, Schule oder Firma').fill('Bea Buyer');
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

test('a fresh buyer saves the billing address at checkout and finds it filled in at the next one', async ({ page, request }) => {
  // A fresh account: the saved address is this test's own, whatever the other suites do in parallel.
  const email = (await freshAccount(request, 'Bruno Billing')).email;
  const res = await request.get(`${API_URL}/v1/search?world=de&per_page=50&sort=newest&price=paid`);
  const [first, second] = ((await res.json()) as { items: { id: number; slug: string; title: string; isBundle: boolean }[] }).items.filter((i) => !i.isBundle);
  if (!first || !second) throw new Error('the seeded API has fewer than two paid de materials');

  await logInByApi(page, request, email);

  const buy = async (m: { id: number; slug: string; title: string }) => {
    await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(href('payment', {}, 'de'));
    await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(m.title);
  };
  const order = page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ });

  // First purchase: nothing saved yet, so nothing is filled in; the buyer asks to keep the address.
  await buy(first);
  const save = page.getByRole('checkbox', { name: 'Diese Adresse für meine nächsten Bestellungen speichern' });
  await expect(save).not.toBeChecked();
  await expect(page.getByLabel('Vollständiger Name, Schule oder Firma')).toHaveValue('');
  await page.getByLabel('Vollständiger Name, Schule oder Firma').fill('Grundschule am Park');
  await page.getByLabel('Straße und Hausnummer').fill('Parkweg 3');
  await page.getByLabel('Postleitzahl').fill('1010');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');
  await page.getByLabel('Land', { exact: true }).selectOption('AT');
  await page.getByLabel('USt-IdNr. oder Steuernummer (optional)').fill('ATU12345678');
  await save.check();
  await order.click();
  await expect(page.getByRole('heading', { name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Second purchase: the saved address is filled in, and an unchanged address is not offered for saving again.
  await buy(second);
  await expect(page.getByText('Wir haben deine gespeicherte Rechnungsadresse eingetragen.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Vollständiger Name, Schule oder Firma')).toHaveValue('Grundschule am Park');
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Parkweg 3');
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('1010');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Wien');
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('AT');
  await expect(page.getByLabel('USt-IdNr. oder Steuernummer (optional)')).toHaveValue('ATU12345678');
  await expect(page.getByRole('checkbox', { name: /Rechnungsadresse/ })).toHaveCount(0);
  await order.click();
  await expect(page.getByRole('heading', { name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();

  // The cabinet's billing-address page shows the address saved at checkout.
  await page.goto(href('billingAddress', {}, 'de'));
  await expect(page.getByLabel('Vollständiger Name, Schule oder Firma')).toHaveValue('Grundschule am Park');
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('1010');
});
