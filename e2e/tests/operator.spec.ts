import { API_URL, expect, href, openAccountMenu, test } from './helpers';
import { freshAccount, freshSeller, logInByApi, logOut, mailedLink, submitLoginForm } from './users';

// Issue 19, the operator's console, end to end against the real API: the people concerned see what an
// operator decided (the school admin their verified school, the buyer their paid order), and the audit
// log lists both actions. One test, because the audit log is read after both actions; the set-up and the
// buyer's side go through the API (their screens have suites of their own), the operator's side through
// the console.
const BILLING = { name: 'Olga Order', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
const SCHOOL = { schoolType: 'primary', street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' };

test('an operator verifies a school and books an invoice payment; the admin and the buyer see it; the audit log lists both', async ({ page, request }) => {
  // A school admin (address at school.test) who asks for verification, and a buyer with an invoice order.
  const admin = await freshAccount(request, 'Vera Verify');
  const schoolName = `Grundschule Prüfstein ${Date.now()}`;
  const created = await request.post(`${API_URL}/v3/schools?world=de`, { headers: admin.auth, data: { ...SCHOOL, name: schoolName } });
  expect(created.status()).toBe(201);
  const schoolId = ((await created.json()) as { school: { id: number } }).school.id;
  expect((await request.post(`${API_URL}/v3/schools/mine/verification?world=de`, { headers: admin.auth, data: { domain: 'school.test' } })).status()).toBe(200);
  // A colleague joins from the admin's invitation: a member (not the admin) must see the verification too.
  const member = await freshAccount(request, 'Mia Mitglied');
  expect((await request.post(`${API_URL}/v3/schools/invitations?world=de`, { headers: admin.auth, data: { email: member.email } })).ok()).toBeTruthy();
  const invitation = (await mailedLink(request, 'school_invitation', member.email)).searchParams.get('invitation');
  expect((await request.post(`${API_URL}/v3/school-invitations/accept?world=de`, { headers: member.auth, data: { token: invitation } })).ok()).toBeTruthy();
  const memberSees = async () => ((await (await request.get(`${API_URL}/v3/schools/mine?world=de`, { headers: member.auth })).json()) as { school: { verification: { state: string } } }).school.verification.state;
  expect(await memberSees()).toBe('requested');
  const buyer = await freshAccount(request, 'Olga Order');
  const m = (await freshSeller(request, 'Otto Operator-Sale')).material;
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: m.id } })).ok()).toBeTruthy();
  const placed = await request.post(`${API_URL}/v1/orders?world=de`, {
    headers: { ...buyer.auth, 'idempotency-key': `e2e-operator-${Date.now()}` }, data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { item: { id: number; invoice: { number: string } } }).item;

  // The operator finds the console in the account menu and approves the request (with the confirm step).
  await logInByApi(page, request, 'operator@teachmarket.test');
  await page.goto(href('home', {}, 'de'));
  await (await openAccountMenu(page)).getByRole('link', { name: 'Operator-Konsole' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator-Konsole' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Operator-Konsole' });
  await sections.getByRole('link', { name: 'Schulverifizierung' }).click();
  const asked = page.getByTestId('verification-request').filter({ hasText: schoolName });
  await expect(asked).toContainText('school.test');
  await asked.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(asked.getByText(`${schoolName} mit der Domain school.test verifizieren?`)).toBeVisible();
  await asked.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${schoolName} ist verifiziert.` })).toBeVisible();
  await expect(asked).toHaveCount(0);

  // The operator books the bank transfer of the invoice order (day: today, the default).
  await sections.getByRole('link', { name: 'Rechnungszahlungen' }).click();
  const awaiting = page.getByTestId('awaiting-order').filter({ hasText: order.invoice.number });
  await awaiting.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await awaiting.getByLabel('Bankreferenz').fill('E2E-OPERATOR-1');
  await awaiting.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Rechnung ${order.invoice.number} ist bezahlt.` })).toBeVisible();
  await expect(awaiting).toHaveCount(0);
  // The buyer's order is paid: their order answer (what the order page shows) says so.
  const bought = await request.get(`${API_URL}/v1/orders/${order.id}?world=de`, { headers: buyer.auth });
  expect(await bought.json()).toMatchObject({ item: { status: 'paid' } });

  // The audit log lists both actions, newest first, with who did them.
  await sections.getByRole('link', { name: 'Protokoll' }).click();
  const log = page.getByTestId('operator-audit');
  // Found by subject: operator-remotes.spec.ts's actions may land in the same log meanwhile.
  await expect(log.getByRole('row').filter({ has: page.getByRole('cell', { name: `Bestellung ${order.id}`, exact: true }) })).toContainText('Bestellung als bezahlt markiert');
  const approval = log.getByRole('row').filter({ hasText: `Schule ${schoolId}` });
  await expect(approval).toContainText('Schule verifiziert');
  await expect(approval).toContainText('operator@teachmarket.test');

  // The admin and a member see the school as verified on their school page.
  await logOut(page);
  await logInByApi(page, request, admin.email);
  await page.goto(href('mySchool', {}, 'de'));
  await expect(page.getByText('Verifizierte Schule')).toBeVisible();
  expect(await memberSees()).toBe('verified');
  await logOut(page);
  await logInByApi(page, request, member.email);
  await page.goto(href('mySchool', {}, 'de'));
  await expect(page.getByText('Du bist Mitglied dieses Schulkontos.')).toBeVisible();
  await expect(page.getByText('Verifizierte Schule')).toBeVisible();
});

// Issue 19: an operator locks an account in the console; its owner, logging in with the right
// password, is told on the login form that the account is locked and where support is.
test('an operator locks an account; its owner is told so on the login form, with the way to support', async ({ page, request }) => {
  const locked = await freshAccount(request, 'Lotte Locked');
  await logInByApi(page, request, 'operator@teachmarket.test');
  await page.goto(href('operatorUsers', {}, 'de', { query: { q: locked.email } }));
  await page.getByTestId('operator-users').getByRole('link', { name: locked.email }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lotte Locked' })).toBeVisible();
  const userId = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  // Login-as from the user's page: the shell's login-as page, filled in, asks first; going back changes nothing.
  await page.getByRole('link', { name: 'Als diese Person anmelden' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Als #${userId} anmelden?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await page.goBack();
  await page.getByRole('button', { name: 'Konto sperren' }).click();
  await page.getByLabel('Begründung').fill('E2E: Zahlungsbetrug');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Das Konto ist gesperrt.' })).toBeVisible();
  await expect(page.getByText('Begründung: E2E: Zahlungsbetrug')).toBeVisible();

  await logOut(page);
  await submitLoginForm(page, locked.email);
  const alert = page.getByRole('alert').filter({ hasText: 'Dieses Konto ist gesperrt' });
  await expect(alert).toContainText('Unser Support sagt dir, warum, und kann es entsperren.');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(/Dieses Konto ist gesperrt/);
  await alert.getByRole('link', { name: 'Support über das Hilfe-Center kontaktieren' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('help', {}, 'de')}$`));
  await expect(page.getByTestId('header-login')).toBeVisible();
});
