import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { API_URL, expect, firstMaterial, href, test } from './helpers';
import { apiToken, freshAccount, logInByApi, mailedLink, registerUser, uniqueEmail } from './users';

// Issue 20 (WCAG 2.4.3): controls that change state keep focus, and when the control goes away focus
// moves to the new state's control or to the message, never to the page body. Keyboard only, the
// default fixture (no route on any page), outcomes read back through the API.

/**
 * Watches focus from the page's first script: `__focusLost` lists each focused element after which
 * focus stayed on the page body (checked 150 ms after the element lost focus or the page changed, so a
 * hand-over within a frame does not count); `__busyFocus` lists each control that turned
 * aria-disabled="true", with whether it had focus at that moment.
 */
async function watchFocus(page: Page) {
  await page.addInitScript(() => {
    const lost: string[] = [];
    const busy: { name: string; focused: boolean }[] = [];
    Object.assign(window, { __focusLost: lost, __busyFocus: busy });
    const name = (el: Element) => `${el.tagName.toLowerCase()}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}`;
    let last: Element | null = null;
    const check = () => setTimeout(() => {
      if (last && (!document.activeElement || document.activeElement === document.body)) {
        lost.push(name(last));
        last = null;
      }
    }, 150);
    document.addEventListener('focusin', (event) => { last = event.target as Element; }, true);
    document.addEventListener('focusout', check, true);
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (r.type === 'attributes' && el.getAttribute('aria-disabled') === 'true') busy.push({ name: name(el), focused: el === document.activeElement });
      }
      check();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled'] });
  });
}
const focusLost = (page: Page) => page.evaluate(() => (window as unknown as { __focusLost: string[] }).__focusLost);
const busyFocus = (page: Page) => page.evaluate(() => (window as unknown as { __busyFocus: { name: string; focused: boolean }[] }).__busyFocus);

test('the rating submit keeps focus while it sends; the thanks heading takes it after (issue 20)', async ({ page, request }) => {
  // A confirmed buyer's invoice order is delivered at once and the rating mail follows (see referral-rating.spec.ts).
  const email = await registerUser(request, 'Fritz Fokus', uniqueEmail('focus-rater'));
  const confirmToken = (await mailedLink(request, 'register_confirm', email)).pathname.split('/').pop();
  expect((await request.post(`${API_URL}/v3/registration/confirm?world=de`, { data: { token: confirmToken } })).ok()).toBeTruthy();
  const auth = { authorization: `Bearer ${await apiToken(request, email)}` };
  const m = await firstMaterial(request, 'de', '&price=paid');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { data: { material_id: m.id }, headers: auth })).ok()).toBeTruthy();
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const order = await request.post(`${API_URL}/v1/orders?world=de`, {
    data: { paymentMethod: 'invoice', useCredits: false, billing: { name: 'Fritz Fokus', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' } },
    headers: { ...auth, origin: BASE_URL, 'x-xsrf-token': xsrf },
  });
  expect(order.status()).toBe(201);
  const link = await mailedLink(request, 'rating_request', email);

  await watchFocus(page);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Wie hat dir dieses Material gefallen?' })).toBeVisible();
  await page.getByRole('radio', { name: '1 von 5 Sternen' }).focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 von 5 Sternen' })).toBeChecked();
  const comment = `Fokus bleibt, wo er hingehört (${Date.now()})`;
  await page.getByLabel('Deine Rezension (optional)').focus();
  await page.keyboard.type(comment);
  const submit = page.getByRole('button', { name: 'Bewertung senden' });
  await submit.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Danke für deine Bewertung!' })).toBeFocused();
  // While it was sent, the button was aria-disabled and kept the focus (a native disabled drops it).
  expect(await busyFocus(page)).toContainEqual({ name: 'button: Bewertung senden', focused: true });
  expect(await focusLost(page)).toEqual([]);
  // The rating is stored: the material's ratings list it.
  await expect(async () => {
    const res = await request.get(`${API_URL}/v1/materials/${m.id}/ratings?per_page=50`);
    expect(JSON.stringify(await res.json())).toContain(comment);
  }).toPass();
});

test('the operator console: after lock the unlock button has focus, after unlock the lock button, never the body (issue 20)', async ({ page, request }) => {
  const target = await freshAccount(request, 'Lena Lockfocus');
  const operator = { authorization: `Bearer ${await apiToken(request, 'operator@teachmarket.test')}` };
  await logInByApi(page, request, 'operator@teachmarket.test');
  await watchFocus(page);
  await page.goto(href('operatorUsers', {}, 'de', { query: { q: target.email } }));
  await page.getByTestId('operator-users').getByRole('link', { name: target.email }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lena Lockfocus' })).toBeVisible();
  const id = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  // From here on (the link to this page went away with the list, until the new page's heading took focus).
  await page.evaluate(() => { (window as unknown as { __focusLost: string[] }).__focusLost.length = 0; });
  const lockedAt = async () => ((await (await request.get(`${API_URL}/v1/operator/users/${id}`, { headers: operator })).json()) as { item: { user: { lockedAt: string | null } } }).item.user.lockedAt;

  // Lock: the button opens the step (focus on the reason), Tab to Confirm, Enter.
  await page.getByRole('button', { name: 'Konto sperren' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Begründung')).toBeFocused();
  await page.keyboard.type('E2E: Fokus nach dem Sperren');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Bestätigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const unlock = page.getByRole('button', { name: 'Konto entsperren' });
  await expect(unlock).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Das Konto ist gesperrt.' })).toBeVisible();
  expect(await lockedAt()).not.toBeNull();

  // Unlock: the step focuses its Confirm button; after it, the lock button has focus.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Bestätigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Konto sperren' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Das Konto ist entsperrt.' })).toBeVisible();
  expect(await lockedAt()).toBeNull();
  expect(await focusLost(page)).toEqual([]);
});

test('a free download asked for by e-mail: the sent message takes the focus from the vanished form (issue 20)', async ({ page, request }) => {
  const m = await firstMaterial(request, 'de', '&price=free');
  const email = uniqueEmail('focus-free');
  await watchFocus(page);
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  const ask = page.getByRole('button', { name: 'Per E-Mail erhalten' });
  await ask.focus();
  await page.keyboard.press('Enter');
  // The button went away with the opened form: its field has the focus.
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: `Wir haben einen Download-Link an ${email} gesendet.` });
  await expect(sent).toBeFocused();
  expect(await focusLost(page)).toEqual([]);
  // The mail with the link is really sent.
  expect((await mailedLink(request, 'free_material_download', email)).href).toContain('http');
});
