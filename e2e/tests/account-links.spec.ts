import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, openAccountMenu, test } from './helpers';

// Issue 4/5 account links, end to end against the real API and its /dev/outbox (no SMTP in development).
const PASSWORD = 'teachmarket';
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@school.test`;

/** The path of the newest mail of a kind to an address (the link's origin is whoever asked). */
async function mailedPath(request: APIRequestContext, kind: string, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const res = await request.get(`${API_URL}/dev/outbox?format=json`);
    const items = ((await res.json()) as { items: { kind: string; recipient: string; payload: { link: string } }[] }).items;
    link = items.find((m) => m.kind === kind && m.recipient === to)?.payload.link ?? '';
    expect(link).not.toBe('');
  }).toPass();
  return new URL(link).pathname;
}

async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post(`${API_URL}/v3/oauth2/authenticate`, {
    data: { client_id: 'teachmarket-web', grant_type: 'password', username: email, password },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(href('login', {}, 'de'));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}

test('a school admin invites a colleague who finishes registration and is logged in', async ({ page, request }) => {
  const email = unique('colleague');
  const admin = await apiLogin(request, 'school-admin@teachmarket.test');
  const invite = await request.post(`${API_URL}/v3/schools/invitations?world=de`, { data: { email }, headers: { authorization: `Bearer ${admin}` } });
  expect(invite.ok()).toBeTruthy();
  const path = await mailedPath(request, 'complete_registration', email);
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
  const oldEmail = unique('mover');
  const newEmail = unique('moved');
  const signUp = await request.post(`${API_URL}/v3/registration?world=de`, {
    data: { email: oldEmail, password: PASSWORD, public_name: 'Mo Mover', accept_terms: true },
  });
  expect(signUp.ok()).toBeTruthy();
  await logIn(page, oldEmail);

  await page.goto(href('cabinetChangeEmail', {}, 'de'));
  await page.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await page.getByLabel('Aktuelles Passwort').fill('wrong-password');
  await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription('Das Passwort ist nicht korrekt.');
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.getByRole('status')).toContainText(newEmail);

  const path = await mailedPath(request, 'change_email', newEmail);
  await page.goto(path);
  await expect(page.getByRole('status')).toContainText(`Deine E-Mail-Adresse ist jetzt ${newEmail}`);

  // Logout reloads the page (spec §4): wait for that load, or the next navigation would race it.
  const account = await openAccountMenu(page);
  await Promise.all([page.waitForEvent('load'), account.getByRole('button', { name: 'Abmelden' }).click()]);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await logIn(page, newEmail);
});
