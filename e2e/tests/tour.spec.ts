import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { blockUrls, expectRemote, href, TOUR_FINISHED_KEY } from './helpers';

// Issue 5 services: the feature tour and the upcoming-terms popup (spec §2). This suite uses the
// plain Playwright fixture: its visitors have not seen the tour, and the API announces a version.

/** The visitor consented to usage statistics, so the tracking requests this suite checks are sent. */
async function consentToTracking(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookieConsent')) {
      window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential', 'tracking'], at: new Date().toISOString() }));
    }
  });
}

type TrackedEvent = { name: string; properties: Record<string, unknown> };
/** Collects the events of every tracking request the page sends. */
function trackedEvents(page: Page): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/v3/events/track')) {
      events.push(...((request.postDataJSON() as { events: TrackedEvent[] }).events ?? []));
    }
  });
  return events;
}

test('?newFeatureTour=1 shows the tour; the keyboard reaches the school-type slider and a chip opens filtered results', async ({ page }) => {
  await consentToTracking(page);
  await page.goto(href('home', {}, 'de', { query: { newFeatureTour: 1 } }));
  const header = page.getByRole('dialog', { name: 'Der neue, einfachere Kopfbereich' });
  await expect(header).toBeVisible();
  await expect(header.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Weiter' })).toBeFocused();
  await page.keyboard.press('Enter');

  const schoolTypes = page.getByRole('dialog', { name: 'Nach Schulform stöbern' });
  await expect(schoolTypes.getByText('Schritt 2 von 3')).toBeVisible();
  await expect(schoolTypes.getByRole('list', { name: 'Schulformen' }).getByRole('link')).toHaveCount(9);
  // Tab wraps from the last button to the first chip (focus stays in the dialog).
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  const primary = schoolTypes.getByRole('link', { name: 'Grundschule' });
  await expect(primary).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${href('searchResults', {}, 'de')}\\?school_type=primary`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectRemote(page, 'mfe_catalog');
  await expect(page.getByRole('group', { name: 'Schulform' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('shown once on the home page: finishing is tracked and a reload does not show it again', async ({ page }) => {
  await consentToTracking(page);
  const events = trackedEvents(page);
  await page.goto(href('home', {}, 'de'));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Schritt 1 von 3');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('list', { name: 'Fächer' }).getByRole('list').first()).toBeVisible();
  const tracked = page.waitForRequest((r) => r.url().includes('/v3/events/track') && (r.postData() ?? '').includes('feature_tour_finished'));
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tracked;
  expect(events.find((e) => e.name === 'feature_tour_finished')?.properties).toEqual({ tour: 'new_header_2026' });
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_FINISHED_KEY)).toBe('true');

  await page.reload();
  await expectRemote(page, 'mfe_catalog');
  await expect(page.locator('[data-tour-anchor="header-nav"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the upcoming-terms popup shows once to the logged-in buyer; closing sends popup_closed', async ({ page }) => {
  await consentToTracking(page);
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), TOUR_FINISHED_KEY);
  const events = trackedEvents(page);
  await page.goto(href('login', {}, 'de'));
  await page.getByLabel('E-Mail-Adresse').fill('buyer@teachmarket.test');
  await page.getByLabel('Passwort', { exact: true }).fill('teachmarket');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  const popup = page.getByRole('dialog', { name: 'Unsere AGB ändern sich' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Schullizenzen');
  await expect(popup.getByRole('link', { name: 'Neue AGB lesen' })).toHaveAttribute('href', href('terms', {}, 'de'));

  const closed = page.waitForRequest((r) => r.url().includes('/v3/events/track') && (r.postData() ?? '').includes('popup_closed'));
  await popup.getByRole('button', { name: 'Schließen' }).click();
  await expect(popup).toHaveCount(0);
  const sent = (await closed).postDataJSON() as { events: TrackedEvent[] };
  const id = sent.events.find((e) => e.name === 'popup_closed')?.properties.popupId;
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  expect(events.find((e) => e.name === 'popup_viewed')?.properties.popupId).toBe(id);

  // Still logged in and asked again after a reload: the closed id is remembered.
  const asked = page.waitForResponse((r) => r.url().includes('/v3/terms/upcoming'));
  await page.reload();
  expect((await (await asked).json()).item.id).toBe(id);
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the tour waits while the page failed to load: its retry button stays usable, and the tour comes with the page (issue 18)', async ({ page }) => {
  await consentToTracking(page);
  // The home page's remote (mfe_catalog, served on the shell's port + 1) cannot be reached.
  const unblock = await blockUrls(page, [`*:${PORTS.shell + 1}/*`]);
  await page.goto(href('home', {}, 'de', { query: { newFeatureTour: 1 } }));
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  const retry = fallback.getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  // No tour (and no backdrop) over it: the button is what a click at its centre reaches.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const box = (await retry.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
    .toBe('Erneut versuchen');

  await unblock();
  await retry.click();
  await expectRemote(page, 'mfe_catalog');
  await expect(page.getByRole('dialog', { name: 'Der neue, einfachere Kopfbereich' })).toBeVisible();
});
