import { expect, href, test } from './helpers';
import { logInByApi, logOut, mailedLink, registerUser } from './users';

// School accounts end to end (spec §2 /school-create, /my-school; §6 school member and admin) against
// the real API and its /dev/outbox. Both users are freshly registered, so the demo school stays as seeded.

test('a new user creates a school and becomes its admin; an invited colleague accepts from the mail and sees the school', async ({ page, request }) => {
  const adminEmail = await registerUser(request, 'Ada Admin');
  const colleagueEmail = await registerUser(request, 'Carl Kollege');
  const school = `Grundschule am Park ${Date.now()}`;

  await logInByApi(page, request, adminEmail);
  await page.goto(href('schoolCreate', {}, 'de'));
  const create = page.getByRole('button', { name: 'Schulkonto erstellen' });
  await create.click();
  await expect(page.getByLabel('Name der Schule')).toHaveAccessibleDescription('Gib den Namen der Schule ein (3 bis 120 Zeichen).');
  await page.getByLabel('Name der Schule').fill(school);
  await page.getByLabel('Schulart').selectOption({ label: 'Grundschule' });
  await page.getByLabel('Straße und Hausnummer').fill('Parkweg 3');
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Ort').fill('Berlin');
  await page.getByLabel('Land', { exact: true }).selectOption('DE');
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

  await logInByApi(page, request, colleagueEmail);
  const url = await mailedLink(request, 'school_invitation', colleagueEmail);
  const link = url.pathname + url.search;
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
