import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { API_URL, expect, href, openAccountMenu, TOUR_FINISHED_KEY } from './helpers';
import { wordsPdf } from './pdf-files';

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

/**
 * Logs the browser in without the login form, for tests whose subject is not the login: a password
 * grant through the API, and the token put where the shell keeps it (localStorage `access_token`,
 * spec §3) before the page's own scripts run. The shell's start-up validation (spec §4) then loads
 * the user exactly as after a form login. The personalisation popup (spec §4: it opens 10 s after a
 * page load and would cover the page) is recorded as shown first, unless the test is about it.
 */
export async function logInByApi(
  page: Page, request: APIRequestContext, email: string, { personalisationPopup = 'seen' }: { personalisationPopup?: 'seen' | 'due' } = {},
): Promise<string> {
  const token = await apiToken(request, email);
  if (personalisationPopup === 'seen') {
    const shown = await request.post(`${API_URL}/v3/personalisations/popup-shown?world=de`, { headers: { authorization: `Bearer ${token}` } });
    expect(shown.ok()).toBeTruthy();
  }
  await page.addInitScript((t) => {
    // Once per token (a marker of its own, which the app's logout does not clear), so a later logout or
    // a second account's seeded token in the same test is not overwritten on the next page load.
    const marker = `e2e_seeded_session:${t}`;
    if (window !== window.top || window.localStorage.getItem(marker)) return;
    window.localStorage.setItem(marker, '1');
    window.localStorage.setItem('access_token', t);
  }, token);
  return token;
}

/**
 * The description of freshSeller's material: whole sentences with distinct key words, enough for the
 * built-in AI text tools (they work from the description) to make cloze questions.
 */
const FRACTIONS_TEXT = [
  'Brüche beschreiben Teile eines Ganzen.',
  'Der Nenner zeigt, in wie viele gleiche Teile das Ganze zerlegt wird.',
  'Der Zähler zählt die genommenen Teile.',
  'Beim Erweitern multipliziert man Zähler und Nenner mit derselben Zahl.',
  'Beim Kürzen dividiert man beide durch einen gemeinsamen Teiler.',
  'Gleichnamige Brüche addiert man, indem man nur die Zähler addiert.',
].join(' ');

/** A published paid material (de) of a fresh seller, set up through the API the way the upload form does it. */
export interface OwnMaterial {
  id: number;
  slug: string;
  title: string;
}

/**
 * A fresh seller (freshAccount) with one published, paid material in the German world: uploaded, described
 * and published through the upload API (the first upload makes the account a seller, issue 5).
 */
export async function freshSeller(request: APIRequestContext, publicName: string, price = 4.5): Promise<FreshAccount & { material: OwnMaterial }> {
  const account = await freshAccount(request, publicName);
  const title = `Bruchrechnen mit ${publicName} ${Date.now()}`;
  const uploaded = await request.post(`${API_URL}/v3/uploads/material?world=de`, {
    headers: account.auth, multipart: { title, file: { name: 'bruchrechnen.pdf', mimeType: 'application/pdf', buffer: wordsPdf(['Bruchrechnen']) } },
  });
  expect(uploaded.status()).toBe(201);
  const id = ((await uploaded.json()) as { item: { id: number } }).item.id;
  const menu = (await (await request.get(`${API_URL}/v3/mega-menu/get-subjects?world=de`)).json()) as { items: { type: string; subjects: { id: number }[] }[] };
  const school = menu.items.find((i) => i.subjects.length > 0);
  if (!school) throw new Error('the API offers no subject in de');
  const described = await request.post(`${API_URL}/v3/uploads/material/${id}?world=de`, {
    headers: account.auth,
    data: { title, description: FRACTIONS_TEXT, price, subject_ids: [school.subjects[0]!.id], school_types: [school.type] },
  });
  expect(described.ok(), await described.text()).toBeTruthy();
  const published = await request.post(`${API_URL}/v3/uploads/material/${id}/publish?world=de`, { headers: account.auth });
  expect(published.ok(), await published.text()).toBeTruthy();
  const item = ((await published.json()) as { item: { id: number; slug: string; title: string } }).item;
  return { ...account, material: { id: item.id, slug: item.slug, title: item.title } };
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
  await leftLoginPage(page);
}

/**
 * The login page shows the signed-in header a moment before it leads on (to the page asked for, or
 * home); a menu opened in that moment is closed by the navigation, as it would be for a person.
 */
export async function leftLoginPage(page: Page) {
  await page.waitForURL((url) => url.pathname !== href('login', {}, 'de'));
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

/**
 * Confirms a fresh account with the token of its sign-up mail (double opt-in): a confirmed buyer's
 * invoice order is delivered at once, an unconfirmed one's files wait for the payment (issue 12 / 13).
 */
export async function confirmAccount(request: APIRequestContext, email: string): Promise<void> {
  const token = (await mailedLink(request, 'register_confirm', email)).pathname.split('/').pop();
  expect((await request.post(`${API_URL}/v3/registration/confirm?world=de`, { data: { token } })).ok()).toBeTruthy();
}

/** A second visitor (another browser profile) with the test fixture's settled state: consent decided, tour seen. */
export async function otherVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await context.addInitScript((key) => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential'], at: new Date().toISOString() }));
    window.localStorage.setItem(key, 'true');
  }, TOUR_FINISHED_KEY);
  return context.newPage();
}
