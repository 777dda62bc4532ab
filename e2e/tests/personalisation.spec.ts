import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { apiToken, logInByApi, registerUser, uniqueEmail } from './users';

// Issue 5 personalisation popup (spec §3, §4), end to end against the real API: a freshly
// registered teacher (other suites use the seeded buyer in parallel) is asked after 10 s, saves
// school type and subjects, and the home page shows materials for them.

async function registerAndLogIn(page: Page, request: APIRequestContext): Promise<string> {
  const email = await registerUser(request, 'Pia Personal', uniqueEmail('teacher'));
  // The popup's 10 s run on the page's clock, which the test fast-forwards.
  await page.clock.install();
  await logInByApi(page, request, email, { personalisationPopup: 'due' });
  return email;
}

async function apiPersonalisation(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get(`${API_URL}/v3/personalisations/get?world=de`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: { showPopup: boolean; needActualisation: boolean; preferences: Record<string, unknown> } }).result;
}

test('after 10 s a new teacher chooses school type and subjects; home shows materials for them', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request);
  await page.goto(href('home', {}, 'de'));
  // Logged in after the page load: the popup's timer runs from here.
  await expect(page.getByTestId('header-account')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Teachmarket personalisieren' });
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(6_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Teachmarket personalisieren' })).toBeFocused();

  const types = dialog.getByRole('group', { name: 'Wo unterrichtest du?' });
  await types.getByText('Grundschule', { exact: true }).click();
  await expect(types.getByRole('checkbox', { name: 'Grundschule' })).toBeChecked();
  // Keyboard: focus a subject and tick it with Space.
  await dialog.getByRole('checkbox', { name: 'Mathematik' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Mathematik' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Gespeichert. Deine Startseite zeigt jetzt Materialien, die zu deinen Klassen passen.');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);

  expect(await apiPersonalisation(request, email)).toMatchObject({
    showPopup: false, needActualisation: false, preferences: { world: 'de', schoolTypes: ['primary'] },
  });

  // The row on home: real materials of the seeded catalogue for primary school mathematics.
  const row = page.getByRole('region', { name: 'Für dich' });
  await expect(row.locator('.tm-grid > li').first()).toBeVisible();
  expect(await row.locator('.tm-grid > li').count()).toBeGreaterThan(0);
  await row.getByRole('link', { name: 'Alle anzeigen' }).click();
  await expect(page).toHaveURL(/school_type=primary/);
  await expect(page).toHaveURL(/subject=\d+/);

  // Changing them: the dialog opens again with the saved choice.
  await page.goto(href('home', {}, 'de'));
  await page.getByRole('region', { name: 'Für dich' }).getByRole('button', { name: 'Vorlieben ändern' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Grundschule' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Mathematik' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
});

test('skipping the popup: it does not come back, and home has no "for you" row', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request);
  await page.goto(href('home', {}, 'de'));
  await expect(page.getByTestId('header-account')).toBeVisible();
  await page.clock.fastForward(11_000);
  const dialog = page.getByRole('dialog', { name: 'Teachmarket personalisieren' });
  await dialog.getByRole('button', { name: 'Später' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await apiPersonalisation(request, email)).showPopup).toBe(false);

  // After a reload home asks once (for the row) and the popup timer once more, 10 s later.
  let asked = 0;
  page.on('response', (r) => {
    if (r.url().includes('/v3/personalisations/get')) asked += 1;
  });
  await page.reload();
  await expect(page.getByTestId('header-account')).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Für dich' })).toHaveCount(0);
});
