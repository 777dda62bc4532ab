import { API_URL, expect, href, test } from './helpers';
import { apiToken, logIn, logInByApi, logOut, mailedLink, PASSWORD, registerUser, uniqueEmail } from './users';

// Issue 4/5 account links, end to end against the real API and its /dev/outbox (no SMTP in development).

test('a school admin invites a colleague who finishes registration and is logged in', async ({ page, request }) => {
  const email = uniqueEmail('colleague');
  const admin = await apiToken(request, 'school-admin@teachmarket.test');
  const invite = await request.post(`${API_URL}/v3/schools/invitations?world=de`, { data: { email }, headers: { authorization: `Bearer ${admin}` } });
  expect(invite.ok()).toBeTruthy();
  const path = (await mailedLink(request, 'complete_registration', email)).pathname;
  expect(path).toMatch(/^\/de\/complete-registration\//);

  await page.goto(path);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
  await expect(page.getByLabel('Öffentlicher Name')).toHaveAccessibleDescription(/mindestens 2/);
  await page.getByLabel('Öffentlicher Name').fill('Kim Kollegin');
  await page.getByLabel('Passwort', { exact: true }).fill('a-long-password');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
  await expect(page.getByRole('heading', { name: 'Dein Konto ist bestätigt. Willkommen!' })).toBeVisible();
  await expect(page.getByTestId('header-account')).toBeVisible();

  // The link is single-use.
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('Dieser Link wurde bereits verwendet.');
});

test('a user changes the e-mail address in the cabinet, confirms it from the mail and logs in with it', async ({ page, request }) => {
  const oldEmail = await registerUser(request, 'Mo Mover', uniqueEmail('mover'));
  const newEmail = uniqueEmail('moved');
  await logInByApi(page, request, oldEmail);

  await page.goto(href('cabinetChangeEmail', {}, 'de'));
  await page.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await page.getByLabel('Aktuelles Passwort').fill('wrong-password');
  await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription('Das Passwort ist nicht korrekt.');
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.getByRole('status')).toContainText(newEmail);

  const path = (await mailedLink(request, 'change_email', newEmail)).pathname;
  await page.goto(path);
  await expect(page.getByRole('status')).toContainText(`Deine E-Mail-Adresse ist jetzt ${newEmail}`);

  await logOut(page);
  await logIn(page, newEmail);
});
