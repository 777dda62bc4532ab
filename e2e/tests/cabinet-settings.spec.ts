import { API_URL, expect, href, test } from './helpers';
import { freshAccount, freshSeller, logIn, logInByApi, logOut, PASSWORD } from './users';

// Cabinet account settings end to end against the real API. Accounts whose data changes are freshly
// registered, so the demo accounts keep their password and vouchers for the other suites.

test('a user changes the password (current one required) and logs in with the new one', async ({ page, request }) => {
  const { email, token: otherSession } = await freshAccount(request, 'Pia Password');
  await logInByApi(page, request, email);

  await page.goto(href('changePassword', {}, 'de'));
  await expect(page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Aktuelles Passwort').fill('not-my-password');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('ganz-neu-2025');
  await page.getByLabel('Neues Passwort wiederholen').fill('ganz-neu-2025');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.');

  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('status')).toHaveText('Dein Passwort wurde geändert. Andere Geräte wurden abgemeldet.');
  // The other session ended; this one goes on.
  expect((await request.get(`${API_URL}/v1/user`, { headers: { authorization: `Bearer ${otherSession}` } })).status()).toBe(401);

  await logOut(page);
  await logIn(page, email, 'ganz-neu-2025');
  const old = await request.post(`${API_URL}/v3/oauth2/authenticate`, { data: { client_id: 'teachmarket-web', grant_type: 'password', username: email, password: PASSWORD } });
  expect(old.ok()).toBe(false);
});

test("the seller creates a voucher and a buyer's cart accepts it", async ({ page, request }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  // A fresh seller with a published material and one voucher made earlier (through the API): the list shows it.
  const seller = await freshSeller(request, 'Vito Voucher');
  const earlier = `OLD${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  expect((await request.post(`${API_URL}/v1/account/vouchers?world=de`, { headers: seller.auth, data: { code: earlier, type: 'percent', value: 10 } })).ok()).toBeTruthy();
  await logInByApi(page, request, seller.email);
  await page.goto(href('vouchers', {}, 'de'));
  await expect(page.getByText(earlier)).toBeVisible();
  await page.getByLabel('Gutscheincode').fill(code);
  await page.getByLabel('Rabattwert').fill('20');
  await page.getByRole('button', { name: 'Gutschein erstellen' }).last().click();
  await expect(page.getByRole('status')).toHaveText(`Gutschein ${code} wurde erstellt.`);
  await expect(page.getByRole('region', { name: 'Deine Gutscheine' })).toContainText(code);

  // A buyer (fresh account) has one of the seller's materials in the cart and enters the code.
  const { email: buyerEmail, token } = await freshAccount(request, 'Vera Voucher');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { data: { material_id: seller.material.id }, headers: { authorization: `Bearer ${token}` } })).ok()).toBeTruthy();

  await logOut(page);
  await logInByApi(page, request, buyerEmail);
  await page.goto(href('shoppingCart', {}, 'de'));
  await page.getByLabel('Gutscheincode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Gutschein einlösen' }).click();
  await expect(page.getByText(`Gutschein ${code} eingelöst`)).toBeVisible();
  const cart = await request.get(`${API_URL}/v1/cart/view?world=de`, { headers: { authorization: `Bearer ${token}` } });
  const priced = ((await cart.json()) as { items: { cart: { totalVoucherDiscount: number; originalPrice: number } } }).items.cart;
  expect(priced.totalVoucherDiscount).toBeCloseTo(Math.floor(priced.originalPrice * 20) / 100, 2);
});

test('a saved billing address survives a reload', async ({ page, request }) => {
  const { email } = await freshAccount(request, 'Bill Billing');
  await logInByApi(page, request, email);
  await page.goto(href('billingAddress', {}, 'de'));
  await page.getByLabel('Vollständiger Name, Schule oder Firma').fill('Grundschule am See');
  await page.getByLabel('Straße und Hausnummer').fill('Seeweg 4');
  await page.getByLabel('Postleitzahl').fill('14467');
  await page.getByLabel('Ort').fill('Potsdam');
  await page.getByLabel('Land', { exact: true }).selectOption('DE');
  await page.getByLabel('USt-IdNr. oder Steuernummer (optional)').fill('de987654321');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Deine Änderungen wurden gespeichert.');

  await page.reload();
  await expect(page.getByLabel('Ort')).toHaveValue('Potsdam');
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Seeweg 4');
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('USt-IdNr. oder Steuernummer (optional)')).toHaveValue('DE987654321');
});

test('a fresh load of a cabinet page sends each of its reads once (the commit takes the answer its render asked for)', async ({ page, request }) => {
  // The seeded seller has bought materials, sales, a balance, evaluations, credits and bank details.
  await logInByApi(page, request, 'seller@teachmarket.test');
  const reads = new Map<string, number>();
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(API_URL)) reads.set(r.url(), (reads.get(r.url()) ?? 0) + 1);
  });
  // Each page's own read, and what shows that it answered.
  const pages = [
    ['boughtMaterials', '/v1/user/bought-materials'],
    ['billingAddress', '/v1/account/billing-address'],
    ['notifications', '/v1/account/mail-settings'],
    ['salesDownloads', '/v1/seller/sales'],
    ['evaluation', '/v1/seller/evaluations'],
    ['credit', '/v1/account/credits'],
    ['accountBankDetails', '/v1/account/bank-details'],
  ] as const;
  for (const [route, read] of pages) {
    reads.clear();
    const answered = page.waitForResponse((r) => r.url().includes(read) && r.request().method() === 'GET');
    await page.goto(href(route, {}, 'de'));
    await answered;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...reads].filter(([url]) => url.includes(read))).toHaveLength(1);
    expect([...reads].filter(([, times]) => times > 1), `${route}: every read once`).toEqual([]);
  }
});
