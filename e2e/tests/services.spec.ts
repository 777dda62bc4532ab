import { expect, test } from '@playwright/test';
import { href } from './helpers';

// Issue 5 part B: the cookie consent modal (spec §2).

test('the consent modal appears on a normal page but not on the imprint page', async ({ page }) => {
  await page.goto(href('imprint', {}, 'de'));
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(href('help', {}, 'de'));
  const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await expect(dialog).toBeVisible();
  // Keyboard users start inside the dialog.
  await expect(dialog.getByRole('heading', { name: 'Cookies und Datenschutz' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Nutzungsstatistik' })).not.toBeChecked();
});

test('accepting consent hides the modal for good', async ({ page }) => {
  await page.goto(href('help', {}, 'de'));
  const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
});
