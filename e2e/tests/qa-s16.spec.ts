import { expect, href, test } from './helpers';
import { freshSeller, logInByApi } from './users';

// Session 16 QA walk: what only a real browser on the served build shows (the logic of the other
// fixes is tested beside its code).

test('the price filter\'s labels stay whole words in German (80px broke "Mindestpreis" over two lines)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href('searchResults', {}, 'de', { query: { q: 'Bruch' } }));
  for (const name of ['Mindestpreis', 'Höchstpreis']) {
    const field = page.getByLabel(name);
    await expect(field).toBeVisible();
    const text = field.locator('xpath=preceding-sibling::span[1]');
    await expect(text).toHaveText(name);
    const { height, lineHeight } = await text.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5 }));
    expect(height).toBeLessThan(lineHeight * 1.5);
  }
});

test('the header search box shows the search of the address, and clears on a page that searches for nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href('searchResults', {}, 'de', { query: { q: 'Bruch' } }));
  const box = page.getByRole('combobox', { name: 'Nach Unterrichtsmaterialien suchen' });
  await expect(box).toHaveValue('Bruch');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Materialien' }).click();
  await expect(page).toHaveURL(href('searchResults', {}, 'de'));
  await expect(box).toHaveValue('');
});

test('a seller on their own material page is offered to edit it, not to buy it', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Ole Eigen');
  await logInByApi(page, request, seller.email);
  await page.goto(href('material', { id: String(seller.material.id), slug: seller.material.slug }, 'de'));
  const box = page.getByTestId('buy-box');
  await expect(box.getByText('Das ist dein Material.')).toBeVisible();
  await expect(box.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await box.getByRole('link', { name: 'Material bearbeiten' }).click();
  await expect(page).toHaveURL(href('firstUpload', { materialId: String(seller.material.id) }, 'de'));
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
});
