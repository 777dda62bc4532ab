import type { Page } from '@playwright/test';
import { expect } from './helpers';

/**
 * On the upload page after the file is in: fills the details a buyer sees (German world), publishes,
 * and opens the public material page by the success message's link.
 */
export async function publishAndOpen(page: Page, title: string, price: string): Promise<void> {
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beschreibung').fill('Drei Seiten mit Übungen zum Bruchrechnen, mit Lösungen.');
  await page.getByLabel('Preis (EUR)').fill(price);
  await page.getByLabel('Fach').selectOption({ index: 1 });
  await page.getByLabel('Schulart').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Dein Material ist veröffentlicht.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Materialseite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
