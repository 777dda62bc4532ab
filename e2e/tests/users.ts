import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, openAccountMenu } from './helpers';

// Accounts for the e2e suites: fresh sign-ups through the real API, logging in through the login
// form (the German world), and the links the API "mails" to its /dev/outbox (no SMTP in development).

/** The password of every seeded demo account, and of the accounts registerUser makes. */
export const PASSWORD = 'teachmarket';

/** An e-mail address no other test or run uses, e.g. uniqueEmail('rater') → rater-1732…-123456@school.test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@school.test`;
}

/**
 * Registers a fresh account (German world, terms accepted, password PASSWORD) through the real
 * sign-up call and returns its e-mail address, by default one made from the public name.
 */
export async function registerUser(
  request: APIRequestContext,
  publicName: string,
  email = uniqueEmail(publicName.toLowerCase().replace(/\s+/g, '-')),
): Promise<string> {
  const res = await request.post(`${API_URL}/v3/registration?world=de`, { data: { email, password: PASSWORD, public_name: publicName, accept_terms: true } });
  expect(res.ok()).toBeTruthy();
  return email;
}

/** Logs in through the API's password grant and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post(`${API_URL}/v3/oauth2/authenticate`, {
    data: { client_id: 'teachmarket-web', grant_type: 'password', username: email, password },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface FreshAccount {
  email: string;
  /** A session of its own (password grant), separate from the browser's: for setup and for reading back. */
  token: string;
  auth: { authorization: string };
}

/**
 * A fresh account (registerUser) that was shown the personalisation popup already (spec §4: it opens
 * after 10 s and would cover the page), recorded through the API's own popup-shown call.
 */
export async function freshAccount(request: APIRequestContext, publicName: string): Promise<FreshAccount> {
  const email = await registerUser(request, publicName);
  const token = await apiToken(request, email);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.post(`${API_URL}/v3/personalisations/popup-shown?world=de`, { headers: auth })).ok()).toBeTruthy();
  return { email, token, auth };
}

/** Fills in and sends the German login form, without waiting for the result. */
export async function submitLoginForm(page: Page, email: string, password = PASSWORD) {
  await page.goto(href('login', {}, 'de'));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Logs in through the login form and waits until the header shows the account. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await submitLoginForm(page, email, password);
  await expect(page.getByTestId('header-account')).toBeVisible();
}

/** Logs out from the header's account menu. */
export async function logOut(page: Page) {
  // Logout reloads the page (spec §4): wait for that load, or the next navigation would race it.
  const account = await openAccountMenu(page);
  await Promise.all([page.waitForEvent('load'), account.getByRole('button', { name: 'Abmelden' }).click()]);
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/** The link of the newest mail of a kind to an address, read from /dev/outbox (its origin is whoever asked). */
export async function mailedLink(request: APIRequestContext, kind: string, to: string): Promise<URL> {
  let link = '';
  await expect(async () => {
    const res = await request.get(`${API_URL}/dev/outbox?format=json`);
    const items = ((await res.json()) as { items: { kind: string; recipient: string; payload: { link: string } }[] }).items;
    link = items.find((m) => m.kind === kind && m.recipient === to)?.payload.link ?? '';
    expect(link).not.toBe('');
  }).toPass();
  return new URL(link);
}
