import { expect, test as plain } from '@playwright/test';
import { expectRemote, href, test } from './helpers';

// Information pages (spec §2 "Information", "Seller info", terms anchors; §2 consent modal rule).

plain('a terms anchor in the URL scrolls to its section, and the consent modal stays away', async ({ page }) => {
  // A first visit: consent is still required, yet the terms page must stay readable (spec §2).
  await page.goto(href('terms', {}, 'de', { hash: 'withdrawal-provisions' }));
  await expectRemote(page, 'mfe_info');
  const section = page.locator('section#withdrawal-provisions');
  await expect(section.getByRole('heading', { name: 'Widerrufsbelehrung' })).toBeVisible();
  await expect(section).toBeInViewport();
  await expect(page.getByTestId('terms-version')).toHaveText(/^Version \d+, veröffentlicht am \d{1,2}\. \S+ \d{4}$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Every spec anchor is a section, and the table of contents jumps to it.
  for (const anchor of ['data_protection', 'terms-of-use', 'terms-of-task-completing', 'withdrawal-provisions']) {
    await expect(page.locator(`section#${anchor}`)).toHaveCount(1);
  }
  await page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/de\/info\/agb#data_protection$/);
  await expect(page.locator('section#data_protection')).toBeInViewport();
});

test('an information page renders translated under its localised path in de and fr', async ({ page }) => {
  await page.goto(href('materialSharing', {}, 'de'));
  expect(new URL(page.url()).pathname).toBe('/de/material-teilen');
  await expect(page.getByRole('heading', { level: 1, name: 'Verkaufe deine Unterrichtsmaterialien' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'So funktionieren die Gebühren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dein erstes Material hochladen' })).toHaveAttribute('href', href('firstUpload', {}, 'de'));

  await page.goto(href('materialSharing', {}, 'fr'));
  expect(new URL(page.url()).pathname).toBe('/fr/partage-de-materiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendez vos ressources pédagogiques' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir les étapes' }).click();
  await expect(page).toHaveURL(/\/fr\/etape-televerser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Étape 1 : déposez votre fichier' })).toBeVisible();
});

test('world-only pages render in their world (prize draw in de, teacher referral in es)', async ({ page }) => {
  await page.goto(href('prizeDraw', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Gewinnspiel für Lehrkräfte' })).toBeVisible();
  await page.goto(href('teacherReferral', {}, 'es'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invita a docentes' })).toBeVisible();
});

test('the FAQ accordion works with the keyboard', async ({ page }) => {
  await page.goto(href('faq', {}, 'de'));
  await expectRemote(page, 'mfe_info');
  const questions = page.locator('.tm-accordion__button');
  await expect(questions).toHaveCount(9);
  const first = page.getByRole('button', { name: 'Ist Teachmarket kostenlos?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Ist Teachmarket kostenlos?' })).toContainText('Stöbern und Suchen sind kostenlos');

  await page.keyboard.press('ArrowDown');
  const second = page.getByRole('button', { name: 'Wie kaufe ich ein Material?' });
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Ist Teachmarket kostenlos?' })).toBeHidden();
});

test('the footer leads to the key information pages', async ({ page }) => {
  await page.goto(href('help', {}, 'fr'));
  const about = page.getByRole('navigation', { name: 'À propos de Teachmarket' });
  await about.getByRole('link', { name: 'Questions et réponses' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('faq', {}, 'fr')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});
