import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { API_URL, expect, href, test } from './helpers';
import { apiToken, logInByApi, mailedLink, otherVisitor, PASSWORD, registerUser, uniqueEmail } from './users';

// Cabinet /rating-email and /invitation (spec §2) end to end against the real API and its
// /dev/outbox: the "how did you like it?" mail after an invoice purchase, and a referral.
const BILLING = { name: 'Rita Rater', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };

/** Follows the link of the newest mail of a kind to an address, from the developer outbox page. */
async function openMailLink(page: Page, kind: string, to: string) {
  await expect(async () => {
    await page.goto(`${API_URL}/dev/outbox`);
    await expect(page.getByRole('row').filter({ hasText: to }).filter({ hasText: kind }).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  // The row's first link is the mailed one (the second opens the mail's HTML part).
  await page.getByRole('row').filter({ hasText: to }).filter({ hasText: kind }).first().getByRole('link').first().click();
}

test('a buyer pays by invoice, rates the material from the rating e-mail without logging in, and the rating shows on the material page', async ({ page, request }) => {
  const email = await registerUser(request, 'Rita Rater', uniqueEmail('rater'));
  // A confirmed account (the sign-up mail's link): its invoice order is delivered at once, so the rating mail follows it
  // (an unconfirmed account's files, and so the rating mail, wait for the payment: issue 12 / 13 item 7).
  // Confirmed with the link's token through the API, so the browser page stays logged out for the rating link.
  const confirmToken = (await mailedLink(request, 'register_confirm', email)).pathname.split('/').pop();
  expect((await request.post(`${API_URL}/v3/registration/confirm?world=de`, { data: { token: confirmToken } })).ok()).toBeTruthy();
  const token = await apiToken(request, email);
  const auth = { authorization: `Bearer ${token}` };
  const search = await request.get(`${API_URL}/v1/search?world=de&per_page=50&sort=newest&price=paid`);
  const m = ((await search.json()) as { items: { id: number; slug: string; title: string; isBundle: boolean }[] }).items.find((i) => !i.isBundle);
  if (!m) throw new Error('the seeded API has no paid de material');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { data: { material_id: m.id }, headers: auth })).ok()).toBeTruthy();
  // Paid by invoice (the embedded default). Sent like the shop's page sends it (its Origin, so the mail
  // link points at the shop, and then the XSRF double-submit header the API asks of such requests).
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const order = await request.post(`${API_URL}/v1/orders?world=de`, {
    data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING }, headers: { ...auth, origin: BASE_URL, 'x-xsrf-token': xsrf },
  });
  expect(order.status()).toBe(201);

  await openMailLink(page, 'rating_request', email);
  await expect(page).toHaveURL(new RegExp(`${href('ratingEmail', {}, 'de')}\\?token=`));
  await expect(page.getByRole('heading', { name: 'Wie hat dir dieses Material gefallen?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.title })).toBeVisible();

  // The stars are a radio group: the arrow keys choose.
  await page.getByRole('radio', { name: '1 von 5 Sternen' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
  const comment = `Klar gegliedert, sofort einsetzbar (${Date.now()})`;
  await page.getByLabel('Deine Rezension (optional)').fill(comment);
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke für deine Bewertung!' })).toBeVisible();

  await page.getByRole('link', { name: 'Zur Materialseite' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('material', { id: String(m.id), slug: m.slug }, 'de')}$`));
  const ratings = page.getByRole('region', { name: 'Bewertungen' });
  await expect(ratings.getByText(comment)).toBeVisible();
  await expect(ratings.getByRole('listitem').filter({ hasText: comment })).toContainText('Rita Rater');

  // The link works once.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Du hast dieses Material mit diesem Link bereits bewertet.');
});

test('a user invites a colleague, the colleague signs up through the link, and the inviter sees "registered"', async ({ page, request, browser }) => {
  const inviter = await registerUser(request, 'Ines Inviter', uniqueEmail('inviter'));
  const colleague = uniqueEmail('colleague');
  await logInByApi(page, request, inviter);
  await page.goto(href('invitation', {}, 'de'));
  await expect(page.getByRole('heading', { name: 'Kolleg:innen einladen', level: 1 })).toBeVisible();
  await expect(page.getByText(/bekommst du 2,00\s€ Guthaben/)).toBeVisible();
  await expect(page.getByLabel('Teile diesen Link mit Kolleg:innen')).toHaveValue(/\?ref=[a-z0-9]{10}$/);

  await page.getByLabel('E-Mail-Adresse deiner Kollegin oder deines Kollegen').fill(colleague);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Einladung an ${colleague} gesendet.`)).toBeVisible();
  const row = page.getByTestId('referral-row').filter({ hasText: colleague });
  await expect(row).toContainText('Einladung gesendet');
  // The same address twice: refused.
  await page.getByLabel('E-Mail-Adresse deiner Kollegin oder deines Kollegen').fill(colleague);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Diese Person hast du bereits eingeladen.');

  const other = await otherVisitor(browser);
  await openMailLink(other, 'referral_invitation', colleague);
  await expect(other).toHaveURL(/\?ref=[a-z0-9]{10}$/);
  await other.getByLabel('Öffentlicher Name').fill('Kai Kollege');
  await other.getByLabel('E-Mail-Adresse').fill(colleague);
  await other.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await other.getByRole('checkbox').check();
  await other.getByRole('button', { name: 'Registrieren' }).click();
  await expect(other.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();
  await other.context().close();

  await page.reload();
  await expect(row).toContainText('Registriert');
  await expect(row).toContainText('Kai Kollege');
});
