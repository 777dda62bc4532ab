import type { Locator, Page } from '@playwright/test';
import { API_URL, de, expect, href, test } from './helpers';
import { confirmAccount, freshAccount, freshSeller, logInByApi } from './users';

// s16 QA row 5: the payment page's invoice hint says what the order will do (api/src/money/release.ts,
// asked through the checkout view); s16: the edit page of a published material withdraws it from sale
// with the seller list's confirm step. SHOTS_DIR=<dir> also saves desktop and 390 px screenshots.

async function shot(page: Page, name: string, subject: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [suffix, width] of [['desktop', size?.width ?? 1280], ['390', 390]] as const) {
    await page.setViewportSize({ width, height: 844 });
    await subject.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${dir}/${name}-${suffix}.png` });
  }
  if (size) await page.setViewportSize(size);
}

test('a confirmed buyer over the credit limit is told the files come after payment, and the order indeed holds them', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Olga Obergrenze', 60);
  const buyer = await freshAccount(request, 'Lena Limit');
  await confirmAccount(request, buyer.email);
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: seller.material.id } })).ok()).toBeTruthy();

  await logInByApi(page, request, buyer.email);
  await page.goto(href('payment', {}, 'de'));
  const hint = page.locator('#pay-method-invoice-hint');
  await expect(hint).toHaveText(de('payment', 'method.invoiceHintOverLimit'));
  await expect(hint).not.toContainText('sofort');
  await shot(page, 'invoice-hint-over-limit', hint);

  await page.getByLabel(de('common', 'billingName')).fill('Lena Limit');
  await page.getByLabel(de('common', 'billingStreet')).fill('Hauptstraße 1');
  await page.getByLabel(de('common', 'billingPostcode')).fill('10115');
  await page.getByLabel(de('common', 'billingCity'), { exact: true }).fill('Berlin');
  await page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ }).click();
  await expect(page.getByRole('heading', { name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();
  const download = await request.get(`${API_URL}/v1/materials/${seller.material.id}/download?world=de`, { headers: buyer.auth });
  expect(download.status()).toBe(403);
  expect(((await download.json()) as { error: { code: string } }).error.code).toBe('payment_pending');
});

test('the edit page of a published material withdraws it from sale after the same confirm step as the list', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Emil Edit');
  const { id, title } = seller.material;
  await logInByApi(page, request, seller.email);
  await page.goto(href('firstUpload', { materialId: String(id) }, 'de'));
  await page.getByRole('button', { name: de('seller', 'list.withdraw'), exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`„${title}“ aus dem Verkauf nehmen?`);
  await expect(dialog).toContainText('Wer es schon gekauft hat, behält seine Downloads.');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await shot(page, 'edit-withdraw-step', dialog);

  await dialog.getByRole('button', { name: 'Ja, aus dem Verkauf nehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ ist nicht mehr im Verkauf.` })).toBeVisible();
  // Read back: off sale by its author, and its public page is gone.
  const own = (await (await request.get(`${API_URL}/v3/uploads/material/${id}?world=de`, { headers: seller.auth })).json()) as {
    item: { status: string; unpublished: { by: string } | null };
  };
  expect(own.item).toMatchObject({ status: 'draft', unpublished: { by: 'author' } });
  expect((await request.get(`${API_URL}/v1/materials/${id}?world=de`)).status()).toBe(404);
});
