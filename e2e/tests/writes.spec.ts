import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { apiToken, freshAccount, logInByApi, mailedLink, type FreshAccount } from './users';

// Issue 12: every PUT, PATCH and DELETE the frontend sends (shared-kit/src/api/endpoints/), each done in
// the UI as a user does it, through the real shell origin and the real API origin with NO route on the
// page, so Chromium checks the API's CORS preflight as a visitor's browser does. Each outcome is read
// back through the API by a separate session (its own password login), never from the page that saved it.
// Every account is freshly registered; the seeded demo accounts stay as they are.

// Each test registers accounts, sets them up through the API, logs the browser in and reads back:
// on the shared 2-core machines that takes 30-45 s, too close to the 60 s default.
test.describe.configure({ timeout: 120_000 });

/** A small valid one-page PDF with a correct cross-reference table (the API checks files by content). */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Uploads a PDF draft through the API; the first upload makes the account a seller (issue 5). */
async function uploadDraft(request: APIRequestContext, account: FreshAccount, title: string): Promise<number> {
  const res = await request.post(`${API_URL}/v3/uploads/material?world=de`, {
    headers: account.auth, multipart: { title, file: { name: 'entwurf.pdf', mimeType: 'application/pdf', buffer: pdf(title) } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

/** A fresh seller: an account whose first draft is uploaded before the browser logs in. */
async function freshSeller(request: APIRequestContext, name: string): Promise<FreshAccount> {
  const account = await freshAccount(request, name);
  await uploadDraft(request, account, `Startmaterial von ${name}`);
  return account;
}

/** Reads a JSON answer through the API with the given session. */
async function read<T>(request: APIRequestContext, path: string, auth: FreshAccount['auth'] | Record<string, never> = {}): Promise<{ status: number; body: T }> {
  const res = await request.get(`${API_URL}${path}`, { headers: auth });
  return { status: res.status(), body: (await res.json()) as T };
}

/** A session of its own for reading back (not the browser's, not the setup's). */
async function readerOf(request: APIRequestContext, email: string): Promise<FreshAccount['auth']> {
  return { authorization: `Bearer ${await apiToken(request, email)}` };
}

/** A school account created through the API by a fresh admin (the address is the one it starts with). */
async function freshSchool(request: APIRequestContext, adminName: string) {
  const admin = await freshAccount(request, adminName);
  const name = `Grundschule am Hafen ${Date.now()}`;
  const res = await request.post(`${API_URL}/v3/schools?world=de`, {
    headers: admin.auth, data: { name, schoolType: 'primary', street: 'Hafenweg 1', postcode: '20457', city: 'Hamburg', country: 'DE' },
  });
  expect(res.ok()).toBeTruthy();
  return { admin, name };
}

/** The admin invites a fresh colleague through the API; returns the colleague and the invitation token from the mail. */
async function invite(request: APIRequestContext, admin: FreshAccount, colleagueName: string) {
  const colleague = await freshAccount(request, colleagueName);
  expect((await request.post(`${API_URL}/v3/schools/invitations?world=de`, { headers: admin.auth, data: { email: colleague.email } })).ok()).toBeTruthy();
  const token = (await mailedLink(request, 'school_invitation', colleague.email)).searchParams.get('invitation');
  if (!token) throw new Error('the invitation mail has no token');
  return { colleague, token };
}

test.describe('the harness itself', () => {
  test('enforces CORS: the default fixture registers no route and refuses one', async ({ page }) => {
    await page.goto(href('help', {}, 'de'));
    // A method the API's preflight does not allow never reaches it from the shell's origin. With any
    // route on the page Chromium would send it anyway (TOOLCHAIN.md) and this would resolve.
    const outcome = await page.evaluate(async (api) => {
      try {
        const res = await fetch(`${api}/health`, { method: 'PURGE', credentials: 'include' });
        return `answered ${res.status}`;
      } catch (error) {
        return (error as Error).name;
      }
    }, API_URL);
    expect(outcome).toBe('TypeError');
    await expect(page.route('**/*', (route) => route.continue())).rejects.toThrow(/testWithInterception/);
    await expect(page.context().route('**/*', (route) => route.continue())).rejects.toThrow(/testWithInterception/);
  });
});

test.describe('account settings (PUT)', () => {
  test('a seller saves a payout account (IBAN); another session reads it back masked', async ({ page, request }) => {
    const seller = await freshSeller(request, 'Ida Iban');
    await logInByApi(page, request, seller.email);
    await page.goto(href('accountBankDetails', {}, 'de'));
    await expect(page.getByText('Du hast noch kein Auszahlungskonto gespeichert.')).toBeVisible();
    await page.getByLabel('Kontoinhaber').fill('Ida Iban');
    await page.getByLabel('IBAN (internationale Kontonummer)').fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('BIC / SWIFT-Code (optional)').fill('cobadeffxxx');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('status')).toContainText('Gespeichertes Konto');

    const { body } = await read<{ item: { accountHolder: string; ibanMasked: string; bic: string | null } | null }>(
      request, '/v1/account/bank-details?world=de', await readerOf(request, seller.email),
    );
    expect(body.item).toEqual(expect.objectContaining({ accountHolder: 'Ida Iban', ibanMasked: 'DE89 **** **** **** **30 00', bic: 'COBADEFFXXX' }));
  });

  test('a user saves a billing address; another session reads it back', async ({ page, request }) => {
    const user = await freshAccount(request, 'Bert Billing');
    await logInByApi(page, request, user.email);
    await page.goto(href('billingAddress', {}, 'de'));
    await page.getByLabel('Vollständiger Name, Schule oder Firma').fill('Gesamtschule Nord');
    await page.getByLabel('Straße und Hausnummer').fill('Nordring 12');
    await page.getByLabel('Postleitzahl').fill('28195');
    await page.getByLabel('Ort').fill('Bremen');
    await page.getByLabel('Land', { exact: true }).selectOption('DE');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Deine Änderungen wurden gespeichert.');

    const { body } = await read<{ item: Record<string, string> | null }>(request, '/v1/account/billing-address?world=de', await readerOf(request, user.email));
    expect(body.item).toEqual(expect.objectContaining({ name: 'Gesamtschule Nord', street: 'Nordring 12', postcode: '28195', city: 'Bremen', country: 'DE' }));
  });

  test('a user switches mail settings off; another session reads them back', async ({ page, request }) => {
    const user = await freshAccount(request, 'Mia Mail');
    const reader = await readerOf(request, user.email);
    const before = await read<{ item: Record<string, boolean> }>(request, '/v1/account/mail-settings?world=de', reader);
    expect(before.body.item).toEqual({ newMaterials: true, sales: true, newsletter: true });

    await logInByApi(page, request, user.email);
    await page.goto(href('notifications', {}, 'de'));
    await page.getByLabel('Newsletter mit Neuigkeiten und Angeboten').uncheck();
    await page.getByLabel('Neue Materialien von Autorinnen und Autoren, denen ich folge').uncheck();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Deine Änderungen wurden gespeichert.');

    const after = await read<{ item: Record<string, boolean> }>(request, '/v1/account/mail-settings?world=de', reader);
    expect(after.body.item).toEqual({ newMaterials: false, sales: true, newsletter: false });
  });
});

test.describe('school account (PUT, DELETE)', () => {
  test("the admin changes the school's address; a member's session reads the new one", async ({ page, request }) => {
    const { admin } = await freshSchool(request, 'Alma Adresse');
    const { colleague, token } = await invite(request, admin, 'Mats Mitglied');
    expect((await request.post(`${API_URL}/v3/school-invitations/accept?world=de`, { headers: colleague.auth, data: { token } })).ok()).toBeTruthy();

    await logInByApi(page, request, admin.email);
    await page.goto(href('schoolAccount', {}, 'de'));
    const form = page.getByRole('region', { name: 'Rechnungsadresse der Schule' });
    await expect(form.getByLabel('Straße und Hausnummer')).toHaveValue('Hafenweg 1');
    await form.getByLabel('Straße und Hausnummer').fill('Elbchaussee 99');
    await form.getByLabel('Postleitzahl').fill('22763');
    await form.getByLabel('Ort').fill('Hamburg-Altona');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form.getByRole('status')).toHaveText('Gespeichert.');

    const { body } = await read<{ school: { address: Record<string, string> | null } }>(request, '/v3/schools/mine?world=de', await readerOf(request, colleague.email));
    expect(body.school.address).toEqual({ street: 'Elbchaussee 99', postcode: '22763', city: 'Hamburg-Altona', country: 'DE' });
  });

  test('the admin removes a member; the removed colleague is no longer in a school account', async ({ page, request }) => {
    const { admin } = await freshSchool(request, 'Rita Remove');
    const { colleague, token } = await invite(request, admin, 'Kai Kollege');
    expect((await request.post(`${API_URL}/v3/school-invitations/accept?world=de`, { headers: colleague.auth, data: { token } })).ok()).toBeTruthy();

    await logInByApi(page, request, admin.email);
    await page.goto(href('mySchool', {}, 'de'));
    const member = page.getByTestId('school-member').filter({ hasText: 'Kai Kollege' });
    await member.getByRole('button', { name: 'Entfernen' }).click();
    await member.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByTestId('school-member').filter({ hasText: 'Kai Kollege' })).toHaveCount(0);

    // The colleague's own new session: spec §6, a 403 means "not a member of a school account".
    expect((await read(request, '/v3/schools/mine?world=de', await readerOf(request, colleague.email))).status).toBe(403);
    const { body } = await read<{ members: { publicName: string }[] }>(request, '/v3/schools/mine?world=de', await readerOf(request, admin.email));
    expect(body.members.map((m) => m.publicName)).toEqual(['Rita Remove']);
  });

  test("the admin withdraws an invitation; the invited colleague's link is gone", async ({ page, request }) => {
    const { admin } = await freshSchool(request, 'Wanda Withdraw');
    const { colleague, token } = await invite(request, admin, 'Ines Invited');

    await logInByApi(page, request, admin.email);
    await page.goto(href('mySchool', {}, 'de'));
    const invitation = page.getByTestId('school-invitation').filter({ hasText: colleague.email });
    await invitation.getByRole('button', { name: 'Zurückziehen' }).click();
    await invitation.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Keine offenen Einladungen.')).toBeVisible();

    const { body } = await read<{ invitations: unknown[] }>(request, '/v3/schools/mine?world=de', await readerOf(request, admin.email));
    expect(body.invitations).toEqual([]);
    const link = await read<{ error: { code: string } }>(request, `/v3/school-invitations/${token}?world=de`, await readerOf(request, colleague.email));
    expect(link.status).toBe(410);
    expect(link.body.error.code).toBe('token_used');
  });
});

test.describe('seller content (PUT, DELETE)', () => {
  async function publishPost(request: APIRequestContext, seller: FreshAccount, title: string): Promise<number> {
    const res = await request.post(`${API_URL}/v1/blog-posts?world=de`, { headers: seller.auth, data: { title, source: 'Erste Fassung des Beitrags.' } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { item: { id: number } }).item.id;
  }

  async function openEditor(page: Page, request: APIRequestContext, email: string) {
    await logInByApi(page, request, email);
    await page.goto(href('postEditor', {}, 'de'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blogbeitrags-Editor' })).toBeVisible();
  }

  test('an author edits a blog post; an anonymous reader gets the new text', async ({ page, request }) => {
    const seller = await freshSeller(request, 'Edda Editor');
    const title = `Lesespiele für Erstklässler ${Date.now()}`;
    const id = await publishPost(request, seller, title);

    await openEditor(page, request, seller.email);
    await page.getByRole('button', { name: `„${title}“ bearbeiten` }).click();
    const newTitle = `${title} (überarbeitet)`;
    await page.getByLabel('Titel').fill(newTitle);
    await page.getByLabel('Beitragstext').fill('Zweite Fassung mit **neuen** Ideen.');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    // s17 QA3: an edit says its changes are saved (not that the post went online).
    await expect(page.getByRole('status')).toContainText('Deine Änderungen sind gespeichert.');

    // The public post, read without any session.
    const { body } = await read<{ item: { title: string; body: string } }>(request, `/v1/blog-posts/${id}?world=de`);
    expect(body.item.title).toBe(newTitle);
    expect(body.item.body).toContain('<strong>neuen</strong>');
    expect(body.item.body).not.toContain('Erste Fassung');
  });

  test("an author deletes a blog post; it is gone for readers and from the author's list", async ({ page, request }) => {
    const seller = await freshSeller(request, 'Lotte Loesch');
    const title = `Rechenrätsel zum Wochenstart ${Date.now()}`;
    const id = await publishPost(request, seller, title);

    await openEditor(page, request, seller.email);
    await page.getByRole('button', { name: `„${title}“ löschen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByText('Du hast noch keine Beiträge geschrieben.')).toBeVisible();

    expect((await read(request, `/v1/blog-posts/${id}?world=de`)).status).toBe(404);
    const { body } = await read<{ items: { id: number }[] }>(request, '/v1/account/blog-posts?world=de', await readerOf(request, seller.email));
    expect(body.items.map((p) => p.id)).not.toContain(id);
  });

  test("a seller removes one of a material's two files; another session finds only the other", async ({ page, request }) => {
    const seller = await freshAccount(request, 'Fritz Files');
    const id = await uploadDraft(request, seller, `Arbeitsblatt mit Lösungen ${Date.now()}`);
    const added = await request.post(`${API_URL}/v3/uploads/material/${id}/files?world=de`, {
      headers: seller.auth, multipart: { file: { name: 'loesungen.pdf', mimeType: 'application/pdf', buffer: pdf('Loesungen') } },
    });
    expect(added.status()).toBe(201);

    await logInByApi(page, request, seller.email);
    await page.goto(href('firstUpload', { materialId: String(id) }, 'de'));
    await page.getByRole('button', { name: 'entwurf.pdf entfernen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, entfernen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'wurde entfernt' })).toHaveText('„entwurf.pdf“ wurde entfernt.');

    const { body } = await read<{ item: { files: { name: string }[] } }>(request, `/v3/uploads/material/${id}?world=de`, await readerOf(request, seller.email));
    expect(body.item.files.map((f) => f.name)).toEqual(['loesungen.pdf']);
  });

  test('a seller deletes an upload draft; another session no longer finds it', async ({ page, request }) => {
    const seller = await freshSeller(request, 'Dora Draft');
    const title = `Entwurf Bruchrechnen ${Date.now()}`;
    const id = await uploadDraft(request, seller, title);

    await logInByApi(page, request, seller.email);
    await page.goto(href('uploadEdit', {}, 'de'));
    await page.getByRole('button', { name: `Entwurf löschen: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByRole('status')).toHaveText('Der Entwurf wurde gelöscht.');

    const reader = await readerOf(request, seller.email);
    expect((await read(request, `/v3/uploads/material/${id}?world=de`, reader)).status).toBe(404);
    const { body } = await read<{ items: { id: number; title: string }[] }>(request, '/v3/uploads/materials?world=de', reader);
    expect(body.items.map((m) => m.title)).toEqual([`Startmaterial von Dora Draft`]);
  });
});
