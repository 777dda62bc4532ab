import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect, firstMaterial, href, test } from './helpers';
import { apiToken, PASSWORD, registerUser, uniqueEmail } from './users';

// Issue 18: a teacher of the Polish world gets the platform's own texts in Polish: the mails (read
// back from the API's /dev/outbox, as the recipient's mail program would show them), the help centre
// and the AI tools list. The expected texts come from the translators' files, so the spec follows them.

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8')) as Record<string, unknown>;
const at = (data: Record<string, unknown>, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) as string;
const locale = (ns: string, key: string) => at(read(`locales/pl/${ns}.json`), key);
const mailText = (key: string) => at(read('api/src/mail/templates/texts/pl.json'), key);
const contentText = (key: string) => at(read('api/src/content/texts/pl.json'), key);

interface OutboxMail {
  kind: string;
  recipient: string;
  payload: { subject: string; link: string; lang: string | null; text: string | null; html: string | null; headers: Record<string, string> };
}

/** The newest mail of a kind to an address, as /dev/outbox shows it (delivered or still queued). */
async function outboxMail(request: APIRequestContext, kind: string, to: string): Promise<OutboxMail['payload']> {
  let mail: OutboxMail | undefined;
  await expect(async () => {
    const res = await request.get(`${API_URL}/dev/outbox?format=json&kind=${kind}&to=${encodeURIComponent(to)}`);
    mail = ((await res.json()) as { items: OutboxMail[] }).items[0];
    expect(mail?.payload.text).toBeTruthy();
  }).toPass();
  return mail!.payload;
}

/** The one https URL of a mail's List-Unsubscribe header (RFC 8058), after checking the one-click header beside it. */
function oneClickUrl(headers: Record<string, string>): URL {
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  return new URL(/^<(https?:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? 'about:blank');
}

/** The account's mail settings, read back through the API. */
async function mailSettings(request: APIRequestContext, email: string): Promise<{ newMaterials: boolean; sales: boolean; newsletter: boolean }> {
  const token = await apiToken(request, email);
  const settings = await request.get(`${API_URL}/v1/subscriptions?world=pl`, { headers: { authorization: `Bearer ${token}` } });
  return ((await settings.json()) as { item: { mail: { newMaterials: boolean; sales: boolean; newsletter: boolean } } }).item.mail;
}

test('a teacher who signs up in the Polish world gets Polish mails with one-click unsubscribe headers', async ({ page, request }) => {
  const email = uniqueEmail('ola');
  await page.goto(href('register', {}, 'pl'));
  await page.getByLabel(locale('signup', 'name')).fill('Ola Nowak');
  await page.getByLabel(locale('login', 'email')).fill(email);
  await page.getByLabel(locale('login', 'password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: locale('signup', 'submit') }).click();
  await expect(page.getByRole('status')).toHaveText(locale('signup', 'sent.mailed').replace('{{email}}', email));

  // The confirmation: Polish, addressed by name, its link on the Polish world. An account mail, so
  // its one-click header (RFC 8058, the API's URL for the Polish world) switches off every optional
  // mail; the mail's text offers no unsubscribe block and its own link is never affected.
  const confirm = await outboxMail(request, 'register_confirm', email);
  expect(confirm.lang).toBe('pl');
  expect(confirm.subject).toBe(mailText('kinds.register_confirm.subject'));
  expect(confirm.subject).toBe('Potwierdź swoje konto w Teachmarket');
  expect(confirm.text).toContain('Cześć Ola Nowak,');
  expect(confirm.text).toContain(mailText('kinds.register_confirm.paragraphs.0'));
  expect(confirm.html).toContain('<html lang="pl">');
  expect(confirm.html).toContain(`>${mailText('kinds.register_confirm.action')}</a>`);
  const confirmOneClick = oneClickUrl(confirm.headers);
  expect(confirmOneClick.origin).toBe(API_URL);
  expect(confirmOneClick.pathname).toMatch(/^\/v1\/subscriptions\/optional\/[^/]+$/);
  expect(confirmOneClick.searchParams.get('world')).toBe('pl');
  const confirmPath = new URL(confirm.link).pathname;
  expect(confirmPath.startsWith('/pl/')).toBe(true);
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: locale('signup', 'confirm.done') })).toBeVisible();

  // A colleague recommends a material: a mail that is not transactional, so it carries the RFC 8058
  // headers and a link to the unsubscribe page of the reader's world.
  const sender = await apiToken(request, await registerUser(request, 'Bea Polecająca', uniqueEmail('bea')));
  const material = await firstMaterial(request, 'pl');
  const sent = await request.post(`${API_URL}/v3/recommendations?world=pl`, { data: { email, materialId: material.id }, headers: { authorization: `Bearer ${sender}` } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const recommendation = await outboxMail(request, 'recommendation', email);
  expect(recommendation.lang).toBe('pl');
  expect(recommendation.subject).toMatch(/^Bea Polecająca poleca: /);
  // RFC 8058: the header's one https URL is the one-click POST target, the API's (no login), for the Polish world.
  const oneClick = oneClickUrl(recommendation.headers);
  expect(oneClick.origin).toBe(API_URL);
  expect(oneClick.pathname).toMatch(/^\/v1\/subscriptions\/mailing\/[^/]+$/);
  expect(oneClick.searchParams.get('world')).toBe('pl');
  const mailToken = oneClick.pathname.split('/').pop()!;
  const label = mailText('common.unsubscribe.mailing.label');
  const pageLink = new RegExp(`${label}\\n(https?://\\S+/pl/mailing-unsubscribe/${mailToken})\\n`).exec(recommendation.text ?? '');
  expect(pageLink).not.toBeNull();
  expect(new URL(pageLink![1]!).origin).toBe(new URL(page.url()).origin);
  expect(recommendation.html).toContain(`>${label}</a>`);

  // A mail program that opens the header's URL in the browser lands on the same Polish page as the
  // mail's link, on the web origin; the page asks, then unsubscribes; the account's settings say so.
  await page.goto(oneClick.href);
  await expect(page).toHaveURL(pageLink![1]!);
  await page.getByRole('button', { name: locale('service-pages', 'mailLink.confirm.unsubscribe') }).click();
  await expect(page.getByRole('status')).toHaveText(locale('service-pages', 'mailLink.done.unsubscribe'));
  expect(await mailSettings(request, email)).toEqual({ newMaterials: true, sales: true, newsletter: false });

  // Back to the confirmation mail's header: opened in a browser it shows the Polish page that asks
  // (a GET uses nothing); what a mail provider POSTs (no login, a form body) turns every optional mail off.
  await page.goto(confirmOneClick.href);
  await expect(page.getByRole('heading', { name: locale('service-pages', 'mailLink.title.optional') })).toBeVisible();
  await expect(page.getByText(locale('service-pages', 'mailLink.explain.optional'))).toBeVisible();
  expect(await mailSettings(request, email)).toEqual({ newMaterials: true, sales: true, newsletter: false });
  const pressed = await request.post(confirmOneClick.href, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click',
  });
  expect(pressed.status(), await pressed.text()).toBe(200);
  expect(await mailSettings(request, email)).toEqual({ newMaterials: false, sales: false, newsletter: false });
  // Used once: the provider's retry changes nothing and is told so.
  expect((await request.post(confirmOneClick.href, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })).status()).toBe(410);
});

test('the help centre and the AI tools list speak Polish', async ({ page }) => {
  await page.goto(href('help', {}, 'pl'));
  await expect(page.getByRole('heading', { level: 2, name: contentText('help.buying.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: contentText('help.account.title') })).toBeVisible();
  await page.getByText(contentText('help.buying.articles.1.question')).click();
  await expect(page.getByText(contentText('help.buying.articles.1.answer'))).toBeVisible();
  await expect(page.getByText('Buying and downloading')).toHaveCount(0);

  await page.goto(href('aiTools', {}, 'pl'));
  await expect(page.getByRole('heading', { level: 2, name: contentText('aiTools.quiz.title') })).toBeVisible();
  await expect(page.getByText(contentText('aiTools.quiz.text'))).toBeVisible();
  await expect(page.getByText('Quiz generator')).toHaveCount(0);
});
