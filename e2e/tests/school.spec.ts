import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, openAccountMenu, test } from './helpers';

// School accounts end to end (spec §2 /school-create, /my-school; §6 school member and admin) against
// the real API and its /dev/outbox. Both users are freshly registered, so the demo school stays as seeded.
const PASSWORD = 'teachmarket';
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@school.test`;

async function register(request: APIRequestContext, name: string): Promise<string> {
  const email = unique(name.toLowerCase().replace(/\s+/g, '-'));
  const res = await request.post(`${API_URL}/v3/registration?world=de`, { data: { email, password: PASSWORD, public_name: name, accept_terms: true } });
  expect(res.ok()).toBeTruthy();
  return email;
}

async function logIn(page: Page, email: string) {
  await page.goto(href('login', {}, 'de'));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}

async function logOut(page: Page) {
  // Logout reloads the page (spec §4): wait for that load, or the next navigation would race it.
  const account = await openAccountMenu(page);
  await Promise.all([page.waitForEvent('load'), account.getByRole('button', { name: 'Abmelden' }).click()]);
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/** Path and query of the newest mail of a kind to an address (the link's origin is whoever asked). */
async function mailedLink(request: APIRequestContext, kind: string, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const res = await request.get(`${API_URL}/dev/outbox?format=json`);
    const items = ((await res.json()) as { items: { kind: string; recipient: string; payload: { link: string } }[] }).items;
    link = items.find((m) => m.kind === kind && m.recipient === to)?.payload.link ?? '';
    expect(link).not.toBe('');
  }).toPass();
  const url = new URL(link);
  return url.pathname + url.search;
}

test('a new user creates a school and becomes its admin; an invited colleague accepts from the mail and sees the school', async ({ page, request }) => {
  const adminEmail = await register(request, 'Ada Admin');
  const colleagueEmail = await register(request, 'Carl Kollege');
  const school = `Grundschule am Park ${Date.now()}`;

  await logIn(page, adminEmail);
  await page.goto(href('schoolCreate', {}, 'de'));
  const create = page.getByRole('button', { name: 'Schulkonto erstellen' });
  await create.click();
  await expect(page.getByLabel('Name der Schule')).toHaveAccessibleDescription('Gib den Namen der Schule ein (3 bis 120 Zeichen).');
  await page.getByLabel('Name der Schule').fill(school);
  await page.getByLabel('Schulart').selectOption({ label: 'Grundschule' });
  await page.getByLabel('Straße und Hausnummer').fill('Parkweg 3');
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Ort').fill('Berlin');
  await page.getByLabel('Land').selectOption('DE');
  await create.click();

  await expect(page).toHaveURL(new RegExp(`${href('mySchool', {}, 'de')}$`));
  await expect(page.getByRole('heading', { name: school })).toBeVisible();
  await expect(page.getByText('Du bist Admin dieses Schulkontos.')).toBeVisible();
  await expect(page.getByText('Nicht verifiziert')).toBeVisible();
  // The session's user knows the new role: the cabinet navigation offers the admin's school pages.
  const nav = page.getByRole('navigation', { name: 'Mein Konto' });
  await expect(nav.getByRole('link', { name: 'Schulkonto', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Schulkonto erstellen' })).toHaveCount(0);

  await page.getByLabel('E-Mail-Adresse der Kollegin oder des Kollegen').fill(colleagueEmail);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Einladung an ${colleagueEmail} gesendet.`)).toBeVisible();
  await expect(page.getByTestId('school-invitation').filter({ hasText: colleagueEmail })).toBeVisible();
  await logOut(page);

  await logIn(page, colleagueEmail);
  const link = await mailedLink(request, 'school_invitation', colleagueEmail);
  expect(link).toMatch(new RegExp(`^${href('mySchool', {}, 'de')}\\?invitation=`));
  await page.goto(link);
  await expect(page.getByText(`Du bist eingeladen, ${school} als Mitglied beizutreten.`)).toBeVisible();
  await page.getByRole('button', { name: 'Der Schule beitreten' }).click();
  await expect(page.getByText(`Willkommen! Du bist jetzt Mitglied von ${school}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: school })).toBeVisible();
  await expect(page.getByText('Du bist Mitglied dieses Schulkontos.')).toBeVisible();
  await expect(page.getByTestId('school-member').filter({ hasText: 'Ada Admin' })).toContainText('Schul-Admin');
  await expect(page.getByTestId('school-member').filter({ hasText: 'Carl Kollege' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Schul-Wunschliste' })).toBeVisible();
});
