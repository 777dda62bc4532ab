import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { freshAccount, logInByApi } from './users';

// Issue 4/5 collections: favourites with folders (spec §3, §4, §7) and the school wishlist, against the
// real API. Every account is freshly registered: the seeded demo accounts are shared with other suites
// running in parallel, and their favourites and folders would change under this one.

// Sign-up, API setup, login and several pages per test: 40-60 s on the shared 2-core machines.
test.describe.configure({ timeout: 120_000 });

/** Seeded materials away from the first search page, which other suites use. */
async function materials(request: APIRequestContext, page: number, count: number) {
  const res = await request.get(`${API_URL}/v1/search?world=de&per_page=${count}&page=${page}&sort=newest`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: { id: number; slug: string; title: string }[] }).items;
}

async function favourite(page: Page, m: { id: number; slug: string }) {
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  const toggle = page.getByTestId('favourite-toggle').first();
  await expect(toggle).toBeEnabled();
  // logInByApi stores only the token: until the page's session has checked it (as a login through the
  // form would have), a toggle is saved to the anonymous list, not the account's (seen as a CI flake).
  await page.waitForFunction(() => window.localStorage.getItem('isLoggedIn') === 'true');
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
    // The toggle turns on at once (optimistic); the next page.goto would cancel the save still on its way.
    const saved = page.waitForResponse((r) => /\/v3\/subscriptions\/subscribe(\?|$)/.test(r.url()) && r.request().method() === 'POST');
    await toggle.click();
    expect((await saved).ok()).toBeTruthy();
  }
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test('a buyer favourites two materials, files one in a new folder, renames and archives the folder', async ({ page, request }) => {
  const [a, b] = await materials(request, 7, 2);
  if (!a || !b) throw new Error('the seeded API has too few materials');
  const { email } = await freshAccount(request, 'Fiona Favourite');
  await logInByApi(page, request, email);
  await favourite(page, a);
  await favourite(page, b);

  await page.goto(href('favourites', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Favoriten' })).toBeVisible();
  const itemA = page.getByTestId('favourite-item').filter({ hasText: a.title });
  await expect(itemA).toBeVisible();
  await expect(page.getByTestId('favourite-item').filter({ hasText: b.title })).toBeVisible();

  const folders = page.getByRole('complementary', { name: 'Ordner' });
  const name = `Mappe ${Date.now()}`;
  await folders.getByLabel('Neuer Ordner').fill(name);
  await folders.getByRole('button', { name: 'Ordner anlegen' }).click();
  await expect(folders.getByRole('status')).toHaveText('Ordner angelegt.');

  await itemA.getByLabel('Zum Ordner hinzufügen').selectOption({ label: name });
  await itemA.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(folders.getByRole('status')).toHaveText('Material zum Ordner hinzugefügt.');
  await expect(folders.getByRole('button', { name: `${name} (1)` })).toBeVisible();

  const renamed = `${name} neu`;
  await folders.getByRole('button', { name: `Ordner „${name}“ bearbeiten` }).click();
  await folders.getByLabel('Ordnername').fill(renamed);
  await folders.getByRole('button', { name: 'Umbenennen' }).click();
  await expect(folders.getByRole('status')).toHaveText('Ordner umbenannt.');

  await folders.getByRole('button', { name: `Ordner „${renamed}“ bearbeiten` }).click();
  await folders.getByRole('button', { name: 'Ins Archiv verschieben' }).click();
  await expect(folders.getByRole('status')).toHaveText('Ordner ins Archiv verschoben.');
  const archive = folders.getByRole('list', { name: 'Archiv' });
  await archive.getByRole('button', { name: `${renamed} (1)` }).click();
  await expect(page.getByRole('heading', { name: `Ordner „${renamed}“` })).toBeVisible();
  await expect(page.getByTestId('favourite-item')).toHaveCount(1);
  await expect(itemA).toBeVisible();
});

test('a school admin puts a favourite on the school wishlist and sees it there', async ({ page, request }) => {
  const [m] = await materials(request, 9, 1);
  if (!m) throw new Error('the seeded API has too few materials');
  // A fresh teacher creates a school account (through the API) and so becomes its admin.
  const { email, auth } = await freshAccount(request, 'Sina Schoolwish');
  const school = await request.post(`${API_URL}/v3/schools?world=de`, {
    headers: auth,
    data: { name: `Grundschule Wunsch ${Date.now()}`, schoolType: 'primary', street: 'Lindenweg 1', postcode: '10115', city: 'Berlin', country: 'DE' },
  });
  expect(school.ok()).toBeTruthy();
  await logInByApi(page, request, email);
  await favourite(page, m);

  await page.goto(href('favourites', {}, 'de'));
  const item = page.getByTestId('favourite-item').filter({ hasText: m.title });
  // The toggle turns on at once (optimistic): the next page.goto would cancel the save still on its way.
  const saved = page.waitForResponse((r) => /\/v3\/subscriptions\/subscribe\/school(\?|$)/.test(r.url()) && r.request().method() === 'POST');
  await item.getByRole('button', { name: 'Auf die Schul-Wunschliste' }).click();
  await expect(item.getByRole('button', { name: 'Auf der Schul-Wunschliste' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBeTruthy();

  await page.goto(href('schoolWishlist', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Schul-Wunschliste' })).toBeVisible();
  await expect(page.getByTestId('school-wishlist-item').filter({ hasText: m.title })).toBeVisible();
  await expect(page.getByRole('button', { name: `„${m.title}“ von der Schul-Wunschliste entfernen` })).toBeVisible();
});

test('a buyer without a school is told what the school wishlist is for', async ({ page, request }) => {
  await logInByApi(page, request, (await freshAccount(request, 'Nora Noschool')).email);
  await page.goto(href('schoolWishlist', {}, 'de'));
  await expect(page.getByText(/Die Schul-Wunschliste ist für Mitglieder eines Schulkontos/)).toBeVisible();
});
